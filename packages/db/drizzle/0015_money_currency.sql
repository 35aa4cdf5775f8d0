DROP INDEX "service_listings_public_price_idx";--> statement-breakpoint
DROP INDEX "service_listings_public_category_price_idx";--> statement-breakpoint
ALTER TABLE "service_listings" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_listings" ADD COLUMN "price_usd" numeric(12, 2) GENERATED ALWAYS AS (reference_usd(price, currency)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "job_requests" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
CREATE INDEX "service_listings_public_price_idx" ON "service_listings" USING btree ("price_usd","id") WHERE "service_listings"."is_public";--> statement-breakpoint
CREATE INDEX "service_listings_public_category_price_idx" ON "service_listings" USING btree ("category","price_usd","id") WHERE "service_listings"."is_public";--> statement-breakpoint
ALTER TABLE "service_listings" ADD CONSTRAINT "service_listings_currency_check" CHECK ("currency" IN ('AUD', 'EUR', 'GBP', 'HKD', 'SGD', 'USD'));--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_currency_check" CHECK ("currency" IN ('AUD', 'EUR', 'GBP', 'HKD', 'SGD', 'USD'));--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_currency_check" CHECK ("currency" IN ('AUD', 'EUR', 'GBP', 'HKD', 'SGD', 'USD'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_currency_check" CHECK ("currency" IN ('AUD', 'EUR', 'GBP', 'HKD', 'SGD', 'USD'));