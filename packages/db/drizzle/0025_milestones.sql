CREATE TABLE "milestones" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"job_request_id" text NOT NULL,
	"proposal_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"due_date" date,
	"delivered_at" timestamp with time zone,
	"delivery_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milestones_position_check" CHECK ("milestones"."position" BETWEEN 1 AND 10),
	CONSTRAINT "milestones_amount_check" CHECK ("milestones"."amount" > 0),
	CONSTRAINT "milestones_currency_check" CHECK ("currency" IN ('AUD', 'EUR', 'GBP', 'HKD', 'SGD', 'USD'))
);
--> statement-breakpoint
DROP INDEX "payments_job_unique_idx";--> statement-breakpoint
DROP INDEX "payments_proposal_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "milestone_id" text;--> statement-breakpoint
-- Every deal made before milestones is one milestone of its whole quote (SINGLE_MILESTONE_TITLE in
-- packages/validators/src/lifecycle.ts); its payment funds that milestone.
INSERT INTO "milestones" ("job_request_id", "proposal_id", "position", "title", "amount", "currency", "delivered_at", "created_at", "updated_at")
SELECT "job_request_id", "id", 1, 'Full payment', "quote", "currency", "delivered_at", "created_at", "updated_at" FROM "proposals";--> statement-breakpoint
UPDATE "payments" SET "milestone_id" = m."id" FROM "milestones" m WHERE m."proposal_id" = "payments"."proposal_id" AND m."position" = 1;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "milestone_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "milestones_proposal_position_idx" ON "milestones" USING btree ("proposal_id","position");--> statement-breakpoint
CREATE INDEX "milestones_job_idx" ON "milestones" USING btree ("job_request_id","position");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_milestone_idx" ON "payments" USING btree ("milestone_id");--> statement-breakpoint
CREATE INDEX "payments_job_idx" ON "payments" USING btree ("job_request_id");--> statement-breakpoint
CREATE INDEX "payments_proposal_idx" ON "payments" USING btree ("proposal_id");