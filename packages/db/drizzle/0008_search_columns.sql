DROP INDEX "service_listings_active_recent_idx";--> statement-breakpoint
DROP INDEX "service_listings_active_category_idx";--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD COLUMN "base_lat" double precision;--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD COLUMN "base_lng" double precision;--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD COLUMN "service_radius_km" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_listings" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_listings" ADD COLUMN "operator_rating" numeric(3, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_listings" ADD COLUMN "operator_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_listings" ADD COLUMN "operator_lat" double precision;--> statement-breakpoint
ALTER TABLE "service_listings" ADD COLUMN "operator_lng" double precision;--> statement-breakpoint
ALTER TABLE "service_listings" ADD COLUMN "operator_radius_km" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "job_requests" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "job_requests" ADD COLUMN "lng" double precision;--> statement-breakpoint
CREATE INDEX "service_listings_public_recent_idx" ON "service_listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "service_listings"."is_public";--> statement-breakpoint
CREATE INDEX "service_listings_public_category_idx" ON "service_listings" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "service_listings"."is_public";--> statement-breakpoint
CREATE INDEX "service_listings_public_price_idx" ON "service_listings" USING btree ("price","id") WHERE "service_listings"."is_public";--> statement-breakpoint
CREATE INDEX "service_listings_public_category_price_idx" ON "service_listings" USING btree ("category","price","id") WHERE "service_listings"."is_public";--> statement-breakpoint
CREATE INDEX "service_listings_public_rating_idx" ON "service_listings" USING btree ("operator_rating" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "service_listings"."is_public";--> statement-breakpoint
CREATE INDEX "service_listings_public_search_idx" ON "service_listings" USING gin ("search_vector") WHERE "service_listings"."is_public";--> statement-breakpoint
CREATE INDEX "service_listings_public_place_idx" ON "service_listings" USING gist (ll_to_earth("operator_lat", "operator_lng")) WHERE "service_listings"."is_public" and "service_listings"."operator_lat" is not null;--> statement-breakpoint
CREATE INDEX "job_requests_place_idx" ON "job_requests" USING gist (ll_to_earth("lat", "lng")) WHERE "job_requests"."lat" is not null;--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD CONSTRAINT "operator_profiles_radius_check" CHECK ("operator_profiles"."service_radius_km" >= 1 AND "operator_profiles"."service_radius_km" <= 300);--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD CONSTRAINT "operator_profiles_base_check" CHECK (("operator_profiles"."base_lat" IS NULL) = ("operator_profiles"."base_lng" IS NULL) AND ("operator_profiles"."base_lat" IS NULL OR ("operator_profiles"."base_lat" BETWEEN -90 AND 90 AND "operator_profiles"."base_lng" BETWEEN -180 AND 180)));