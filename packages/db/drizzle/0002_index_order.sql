DROP INDEX "service_listings_active_recent_idx";--> statement-breakpoint
DROP INDEX "service_listings_active_category_idx";--> statement-breakpoint
DROP INDEX "service_listings_operator_idx";--> statement-breakpoint
DROP INDEX "job_requests_recent_idx";--> statement-breakpoint
DROP INDEX "job_requests_customer_idx";--> statement-breakpoint
DROP INDEX "job_requests_status_idx";--> statement-breakpoint
DROP INDEX "proposals_operator_idx";--> statement-breakpoint
DROP INDEX "payments_customer_idx";--> statement-breakpoint
DROP INDEX "payments_operator_idx";--> statement-breakpoint
DROP INDEX "reviews_operator_idx";--> statement-breakpoint
DROP INDEX "emails_to_idx";--> statement-breakpoint
CREATE INDEX "service_listings_active_recent_idx" ON "service_listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "service_listings"."is_active";--> statement-breakpoint
CREATE INDEX "service_listings_active_category_idx" ON "service_listings" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "service_listings"."is_active";--> statement-breakpoint
CREATE INDEX "service_listings_operator_idx" ON "service_listings" USING btree ("operator_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_requests_recent_idx" ON "job_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_requests_customer_idx" ON "job_requests" USING btree ("customer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_requests_status_idx" ON "job_requests" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "proposals_operator_idx" ON "proposals" USING btree ("operator_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_operator_idx" ON "payments" USING btree ("operator_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_operator_idx" ON "reviews" USING btree ("operator_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "emails_to_idx" ON "emails" USING btree ("to","created_at" DESC NULLS FIRST);