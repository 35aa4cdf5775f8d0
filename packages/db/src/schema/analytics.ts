import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { requiredRef } from "./helpers";
import { serviceListings } from "./listings";

/**
 * Listing views, one row per listing and UTC day (docs/product.md#operator-analytics). A view is
 * one visitor on one listing on one day; who the visitor was is never stored: the web server tells
 * visitors apart by a hash salted with a random value that lives only in its memory and changes
 * every day (packages/api/src/services/listing-views.ts), and writes only these counts, in batches.
 */
export const listingViewsDaily = pgTable(
  "listing_views_daily",
  {
    listingId: requiredRef("listing_id", () => serviceListings.id, "cascade"),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.day] }),
    check("listing_views_daily_views_check", sql`${t.views} >= 0`),
    index("listing_views_daily_day_idx").on(t.day),
  ],
);
