ALTER TABLE "proposals" ADD COLUMN "tax" jsonb;--> statement-breakpoint
-- Proposals sent before were charged as typed (any tax inside the amounts): they record their
-- operator's rate as it stands now, the best known, and the net of each milestone rounded half up
-- as taxBreakdown does (packages/validators/src/tax.ts), in integer cents.
UPDATE "proposals" SET "tax" = (
  SELECT jsonb_build_object(
    'rate', (op."tax_details"->>'taxRate')::numeric(5,2)::text,
    'pricesIncludeTax', true,
    'net', n."net"::numeric(12,2)::text,
    'tax', ("proposals"."quote" - n."net")::numeric(12,2)::text)
  FROM (
    SELECT coalesce(sum(div(2 * m."amount" * 100 * 10000 + d."divisor", 2 * d."divisor")) / 100, "proposals"."quote") AS "net"
    FROM "milestones" m, (SELECT 10000 + (op."tax_details"->>'taxRate')::numeric * 100 AS "divisor") d
    WHERE m."proposal_id" = "proposals"."id"
  ) n
)
FROM "operator_profiles" op
WHERE op."user_id" = "proposals"."operator_id"
  AND (op."tax_details"->>'registeredForTax')::boolean
  AND op."tax_details"->>'taxRate' IS NOT NULL;
