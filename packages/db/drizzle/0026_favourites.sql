CREATE TABLE "favourite_alert_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"listing_id" text NOT NULL,
	"old_price" numeric(10, 2),
	"old_currency" text,
	"new_price" numeric(10, 2),
	"new_currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_alert_items_kind_check" CHECK ("kind" IN ('price', 'listing'))
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"listing_id" text,
	"operator_id" text,
	"saved_price" numeric(10, 2),
	"saved_currency" text,
	"alerts" boolean DEFAULT true NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_one_target_check" CHECK (("favourites"."listing_id" is null) <> ("favourites"."operator_id" is null)),
	CONSTRAINT "favourites_saved_price_check" CHECK (("favourites"."listing_id" is null) = ("favourites"."saved_price" is null) and ("favourites"."saved_price" is null) = ("favourites"."saved_currency" is null))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_listing_id_service_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."service_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_listing_idx" ON "favourites" USING btree ("user_id","listing_id") WHERE "favourites"."listing_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_operator_idx" ON "favourites" USING btree ("user_id","operator_id") WHERE "favourites"."operator_id" is not null;--> statement-breakpoint
CREATE INDEX "favourites_user_idx" ON "favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "favourites_listing_idx" ON "favourites" USING btree ("listing_id") WHERE "favourites"."listing_id" is not null;--> statement-breakpoint
CREATE INDEX "favourites_operator_idx" ON "favourites" USING btree ("operator_id") WHERE "favourites"."operator_id" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("type" IN ('proposal_received', 'proposal_accepted', 'payment_held', 'job_delivered', 'job_completed', 'payout_sent', 'review_received', 'documents_expiring', 'documents_expired', 'search_alert', 'favourite_price', 'favourite_listing'));--> statement-breakpoint
-- Favourite alerts (docs/architecture.md#favourite-alerts): a price change of a listing someone keeps
-- and a listing that becomes public of an operator someone keeps wait in favourite_alert_items,
-- written in the change's own transaction, until the alert job tells the customers once.
CREATE FUNCTION "favourite_alert_on_price"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "favourites" WHERE "listing_id" = NEW.id) THEN
    INSERT INTO "favourite_alert_items" ("kind", "listing_id", "old_price", "old_currency", "new_price", "new_currency")
      VALUES ('price', NEW.id, OLD.price, OLD.currency, NEW.price, NEW.currency);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "service_listings_favourite_price" AFTER UPDATE ON "service_listings"
  FOR EACH ROW WHEN (OLD."price" IS DISTINCT FROM NEW."price" OR OLD."currency" IS DISTINCT FROM NEW."currency")
  EXECUTE FUNCTION "favourite_alert_on_price"();--> statement-breakpoint
CREATE FUNCTION "favourite_alert_on_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "favourites" WHERE "operator_id" = NEW.operator_id) THEN
    INSERT INTO "favourite_alert_items" ("kind", "listing_id") VALUES ('listing', NEW.id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "service_listings_favourite_listing_insert" AFTER INSERT ON "service_listings"
  FOR EACH ROW WHEN (NEW."is_public") EXECUTE FUNCTION "favourite_alert_on_listing"();--> statement-breakpoint
CREATE TRIGGER "service_listings_favourite_listing_update" AFTER UPDATE ON "service_listings"
  FOR EACH ROW WHEN (NEW."is_public" AND NOT OLD."is_public") EXECUTE FUNCTION "favourite_alert_on_listing"();
