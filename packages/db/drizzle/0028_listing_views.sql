CREATE TABLE "listing_views_daily" (
	"listing_id" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_views_daily_listing_id_day_pk" PRIMARY KEY("listing_id","day"),
	CONSTRAINT "listing_views_daily_views_check" CHECK ("listing_views_daily"."views" >= 0)
);
--> statement-breakpoint
ALTER TABLE "listing_views_daily" ADD CONSTRAINT "listing_views_daily_listing_id_service_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."service_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_views_daily_day_idx" ON "listing_views_daily" USING btree ("day");