import { ALL_LISTING_CATEGORIES, CURRENCIES, type ListingPhoto } from "@skyhire/validators";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
} from "drizzle-orm/pg-core";
import { id, inList, moneyAmount, requiredRef, timestamps, tsvector } from "./helpers";
import { users } from "./users";

export const serviceListings = pgTable(
  "service_listings",
  {
    id: id(),
    /** The operator's user id; their company profile is joined through operator_profiles.user_id. */
    operatorId: requiredRef("operator_id", () => users.id, "cascade"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    price: moneyAmount("price").notNull(),
    /** The price's currency: the operator's profile currency when the listing was created, then the form's. */
    currency: text("currency", { enum: CURRENCIES }).notNull().default("USD"),
    /**
     * The price in US dollars at the fixed reference rates of `reference_usd` (migration 0011,
     * the same table as REFERENCE_USD_RATES): browse filters and sorts by it, so prices of
     * different currencies compare like with like. Never shown as a price.
     */
    priceUsd: numeric("price_usd", { precision: 12, scale: 2 })
      .notNull()
      .generatedAlwaysAs(sql`reference_usd(price, currency)`),
    category: text("category", { enum: ALL_LISTING_CATEGORIES }).notNull(),
    requirements: text("requirements")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean("is_active").notNull().default(true),
    /** Up to 8 photos in order (the first is the cover), each with its stored WebP widths. */
    photos: jsonb("photos")
      .$type<ListingPhoto[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Set when an admin deactivates a listing; shown to its operator. */
    moderationReason: text("moderation_reason"),
    ...timestamps,
    /**
     * Search columns, written only by the database's triggers (migration 0009) in the transaction
     * that changes the listing, its operator's profile or account: whether the public may see it
     * (active, operator approved, published, account active, operator role) and the operator
     * figures browse filters and sorts by. Search then reads this one table.
     */
    isPublic: boolean("is_public").notNull().default(false),
    operatorRating: numeric("operator_rating", { precision: 3, scale: 2 })
      .notNull()
      .default("0.00"),
    operatorVerified: boolean("operator_verified").notNull().default(false),
    operatorLat: doublePrecision("operator_lat"),
    operatorLng: doublePrecision("operator_lng"),
    operatorRadiusKm: integer("operator_radius_km").notNull().default(0),
    /**
     * Until when the operator's documents count (the earlier of what an admin approved and what is
     * on file; null: no dated documents). After it the listing is not bookable (migration 0011).
     */
    operatorDocumentsUntil: date("operator_documents_until", { mode: "string" }),
    /** Title (weight A) above description (weight B), English stemming. */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description), 'B')`,
    ),
  },
  (t) => [
    check("service_listings_category_check", inList("category", ALL_LISTING_CATEGORIES)),
    check("service_listings_price_check", sql`${t.price} >= 0`),
    check("service_listings_currency_check", inList("currency", CURRENCIES)),
    // Browse reads only public rows: one partial index per sort order (DESC NULLS FIRST is exactly
    // what ORDER BY … DESC asks for, or the planner sorts), ranked words, typo fallback, operator.
    index("service_listings_public_recent_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublic}`),
    index("service_listings_public_category_idx")
      .on(t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublic}`),
    index("service_listings_public_price_idx")
      .on(t.priceUsd, t.id)
      .where(sql`${t.isPublic}`),
    index("service_listings_public_category_price_idx")
      .on(t.category, t.priceUsd, t.id)
      .where(sql`${t.isPublic}`),
    index("service_listings_public_verified_recent_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublic} and ${t.operatorVerified}`),
    index("service_listings_public_rating_idx")
      .on(
        t.operatorRating.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.isPublic}`),
    // GIN without a pending list (fastupdate): see migration 0009.
    index("service_listings_public_search_idx")
      .using("gin", t.searchVector)
      .with({ fastupdate: false })
      .where(sql`${t.isPublic}`),
    // Near a place: the listings of the operators found around it (counted without a sort).
    index("service_listings_public_operator_idx")
      .on(t.operatorId, t.category)
      .where(sql`${t.isPublic}`),
    index("service_listings_title_trgm_idx")
      .using("gin", sql`${t.title} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index("service_listings_description_trgm_idx")
      .using("gin", sql`${t.description} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index("service_listings_operator_idx").on(t.operatorId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * Every word that has appeared in a listing title, as the full-text parser splits it (lower case,
 * three letters or more, no stopwords), kept by a trigger on service_listings (migration 0035).
 * A search whose words match nothing is retried with the known words closest to them
 * ("inspecton" → "inspection"): a look-up in this small table instead of a trigram scan of every title.
 */
export const searchWords = pgTable("search_words", {
  word: text("word").primaryKey(),
});
