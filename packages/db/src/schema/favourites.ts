import { CURRENCIES, FAVOURITE_ALERT_KINDS } from "@skyhire/validators";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { id, inList, moneyAmount, requiredRef } from "./helpers";
import { serviceListings } from "./listings";
import { users } from "./users";

/**
 * A customer's favourite listing or operator (docs/product.md#favourites): exactly one target, once
 * per user. A listing keeps the price it had when saved, so the list can say how it moved.
 */
export const favourites = pgTable(
  "favourites",
  {
    id: id(),
    userId: requiredRef("user_id", () => users.id, "cascade"),
    listingId: text("listing_id").references(() => serviceListings.id, { onDelete: "cascade" }),
    /** The operator's user id (as in /operators/{id}). */
    operatorId: text("operator_id").references(() => users.id, { onDelete: "cascade" }),
    savedPrice: moneyAmount("saved_price"),
    savedCurrency: text("saved_currency", { enum: CURRENCIES }),
    /** Price changes (a listing) or new listings (an operator) are told; the e-mail's link turns it off. */
    alerts: boolean("alerts").notNull().default(true),
    /** The secret of the e-mails' unsubscribe link (no sign-in needed). */
    unsubscribeToken: text("unsubscribe_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "favourites_one_target_check",
      sql`(${t.listingId} is null) <> (${t.operatorId} is null)`,
    ),
    check(
      "favourites_saved_price_check",
      sql`(${t.listingId} is null) = (${t.savedPrice} is null) and (${t.savedPrice} is null) = (${t.savedCurrency} is null)`,
    ),
    uniqueIndex("favourites_user_listing_idx")
      .on(t.userId, t.listingId)
      .where(sql`${t.listingId} is not null`),
    uniqueIndex("favourites_user_operator_idx")
      .on(t.userId, t.operatorId)
      .where(sql`${t.operatorId} is not null`),
    index("favourites_user_idx").on(t.userId, t.createdAt),
    // The triggers ask "does anyone keep this listing / operator?" on every price change or publication.
    index("favourites_listing_idx")
      .on(t.listingId)
      .where(sql`${t.listingId} is not null`),
    index("favourites_operator_idx")
      .on(t.operatorId)
      .where(sql`${t.operatorId} is not null`),
  ],
);

/**
 * Price changes of favourite listings and newly public listings of favourite operators, waiting to
 * be told. Written by triggers in the change's transaction (migration 0025_favourites); the alert
 * job takes and deletes them (packages/api/src/services/favourite-alerts.ts).
 */
export const favouriteAlertItems = pgTable(
  "favourite_alert_items",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind", { enum: FAVOURITE_ALERT_KINDS }).notNull(),
    listingId: text("listing_id").notNull(),
    oldPrice: moneyAmount("old_price"),
    oldCurrency: text("old_currency"),
    newPrice: moneyAmount("new_price"),
    newCurrency: text("new_currency"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check("favourite_alert_items_kind_check", inList("kind", FAVOURITE_ALERT_KINDS))],
);
