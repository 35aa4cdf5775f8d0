ALTER TABLE "customer_profiles" ADD COLUMN "tax_details" jsonb;--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD COLUMN "tax_details" jsonb;