import { ALERT_FREQUENCIES, SAVED_SEARCH_KINDS } from "@skyhire/validators";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { id, inList, requiredRef } from "./helpers";
import { users } from "./users";

/**
 * A user's saved browse or job-board search (docs/product.md#saved-searches). `parameters` is the
 * search as its page's query string has it; the columns after it are the same search read by the
 * page's schema, kept so that a new listing or job is matched against all saved searches in one
 * query (packages/api/src/services/saved-search-matching.ts).
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: id(),
    userId: requiredRef("user_id", () => users.id, "cascade"),
    kind: text("kind", { enum: SAVED_SEARCH_KINDS }).notNull(),
    name: text("name").notNull(),
    parameters: jsonb("parameters").$type<Record<string, string>>().notNull(),
    frequency: text("frequency", { enum: ALERT_FREQUENCIES }).notNull().default("instant"),
    /** The secret of the e-mails' unsubscribe link (no sign-in needed). */
    unsubscribeToken: text("unsubscribe_token").notNull(),
    words: text("words"),
    category: text("category"),
    originLat: doublePrecision("origin_lat"),
    originLng: doublePrecision("origin_lng"),
    radiusKm: integer("radius_km"),
    minPriceUsd: numeric("min_price_usd", { precision: 12, scale: 2 }),
    maxPriceUsd: numeric("max_price_usd", { precision: 12, scale: 2 }),
    verifiedOnly: boolean("verified_only").notNull().default(false),
    minRating: numeric("min_rating", { precision: 3, scale: 2 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("saved_searches_kind_check", inList("kind", SAVED_SEARCH_KINDS)),
    check("saved_searches_frequency_check", inList("frequency", ALERT_FREQUENCIES)),
    index("saved_searches_user_idx").on(t.userId, t.createdAt),
    // Matching reads the searches of one kind that alert, by category (null = any).
    index("saved_searches_matching_idx")
      .on(t.kind, t.category)
      .where(sql`${t.frequency} <> 'off'`),
  ],
);

/** A listing or job a saved search matched: once per search and item, told once. */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    savedSearchId: requiredRef("saved_search_id", () => savedSearches.id, "cascade"),
    itemId: text("item_id").notNull(),
    title: text("title").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the match was told (right away, or in a digest); null while a digest waits. */
    alertedAt: timestamp("alerted_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.itemId] }),
    index("saved_search_matches_waiting_idx")
      .on(t.savedSearchId)
      .where(sql`${t.alertedAt} is null`),
  ],
);

/**
 * Listings that became public and jobs that were posted, waiting to be matched against the saved
 * searches. Written by triggers in the change's transaction; the alert job takes and deletes them.
 */
export const searchAlertItems = pgTable(
  "search_alert_items",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind", { enum: SAVED_SEARCH_KINDS }).notNull(),
    itemId: text("item_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("search_alert_items_item_idx").on(t.kind, t.itemId)],
);
