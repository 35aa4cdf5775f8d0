ALTER TABLE "invoices" ADD COLUMN "seller_tax_details" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_tax_details" jsonb;--> statement-breakpoint
-- Invoices issued before this migration take the details as they stand now, the best known.
UPDATE "invoices" SET
  "seller_tax_details" = (SELECT op."tax_details" FROM "payments" p JOIN "operator_profiles" op ON op."user_id" = p."operator_id" WHERE p."id" = "invoices"."payment_id"),
  "buyer_tax_details" = (SELECT cp."tax_details" FROM "payments" p JOIN "customer_profiles" cp ON cp."user_id" = p."customer_id" WHERE p."id" = "invoices"."payment_id");
