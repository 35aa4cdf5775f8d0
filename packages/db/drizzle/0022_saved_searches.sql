CREATE TABLE "saved_search_matches" (
	"saved_search_id" text NOT NULL,
	"item_id" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alerted_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_saved_search_id_item_id_pk" PRIMARY KEY("saved_search_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"frequency" text DEFAULT 'instant' NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"words" text,
	"category" text,
	"origin_lat" double precision,
	"origin_lng" double precision,
	"radius_km" integer,
	"min_price_usd" numeric(12, 2),
	"max_price_usd" numeric(12, 2),
	"verified_only" boolean DEFAULT false NOT NULL,
	"min_rating" numeric(3, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_kind_check" CHECK ("kind" IN ('listings', 'jobs')),
	CONSTRAINT "saved_searches_frequency_check" CHECK ("frequency" IN ('instant', 'daily', 'weekly', 'off'))
);
--> statement-breakpoint
CREATE TABLE "search_alert_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "unsubscribe_link" text;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_matches_waiting_idx" ON "saved_search_matches" USING btree ("saved_search_id") WHERE "saved_search_matches"."alerted_at" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_matching_idx" ON "saved_searches" USING btree ("kind","category") WHERE "saved_searches"."frequency" <> 'off';--> statement-breakpoint
CREATE UNIQUE INDEX "search_alert_items_item_idx" ON "search_alert_items" USING btree ("kind","item_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("type" IN ('proposal_received', 'proposal_accepted', 'payment_held', 'job_delivered', 'job_completed', 'payout_sent', 'review_received', 'documents_expiring', 'documents_expired', 'search_alert'));--> statement-breakpoint
-- Saved-search alerts (docs/architecture.md#saved-search-alerts): a listing that becomes public and
-- a job that is posted open wait in search_alert_items, written in the change's own transaction,
-- until the alert job matches them against the saved searches.
CREATE FUNCTION "search_alert_on_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_alert_items" ("kind", "item_id") VALUES ('listings', NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "service_listings_search_alert_insert" AFTER INSERT ON "service_listings"
  FOR EACH ROW WHEN (NEW."is_public") EXECUTE FUNCTION "search_alert_on_listing"();--> statement-breakpoint
CREATE TRIGGER "service_listings_search_alert_update" AFTER UPDATE ON "service_listings"
  FOR EACH ROW WHEN (NEW."is_public" AND NOT OLD."is_public") EXECUTE FUNCTION "search_alert_on_listing"();--> statement-breakpoint
CREATE FUNCTION "search_alert_on_job"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_alert_items" ("kind", "item_id") VALUES ('jobs', NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_requests_search_alert_insert" AFTER INSERT ON "job_requests"
  FOR EACH ROW WHEN (NEW."status" = 'open') EXECUTE FUNCTION "search_alert_on_job"();
