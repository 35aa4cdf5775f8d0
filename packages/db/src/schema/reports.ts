import { REPORT_REASONS, REPORT_STATUSES } from "@skyhire/validators";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, inList, requiredRef } from "./helpers";
import { serviceListings } from "./listings";
import { reviews } from "./reviews";
import { users } from "./users";

/**
 * A user's report of a review or a listing (docs/product.md#reports): exactly one target, and at most
 * one open report per reporter and target (the partial unique indexes decide, so two requests at once
 * cannot both file one).
 */
export const reports = pgTable(
  "reports",
  {
    id: id(),
    reporterId: requiredRef("reporter_id", () => users.id, "cascade"),
    reviewId: text("review_id").references(() => reviews.id, { onDelete: "cascade" }),
    listingId: text("listing_id").references(() => serviceListings.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    details: text("details").notNull(),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    check("reports_one_target_check", sql`(${t.reviewId} is null) <> (${t.listingId} is null)`),
    check("reports_reason_check", inList("reason", REPORT_REASONS)),
    check("reports_status_check", inList("status", REPORT_STATUSES)),
    uniqueIndex("reports_open_review_idx")
      .on(t.reporterId, t.reviewId)
      .where(sql`${t.reviewId} is not null and ${t.status} = 'open'`),
    uniqueIndex("reports_open_listing_idx")
      .on(t.reporterId, t.listingId)
      .where(sql`${t.listingId} is not null and ${t.status} = 'open'`),
    index("reports_reporter_idx").on(t.reporterId, t.createdAt),
    index("reports_review_idx").on(t.reviewId).where(sql`${t.reviewId} is not null`),
    index("reports_listing_idx").on(t.listingId).where(sql`${t.listingId} is not null`),
  ],
);
