import { LISTING_CATEGORIES } from "@skyhire/validators";
import { sql } from "drizzle-orm";
import { boolean, check, index, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { id, inList, timestamps } from "./helpers";
import { users } from "./users";

export const serviceListings = pgTable(
  "service_listings",
  {
    id: id(),
    /** The operator's user id; their company profile is joined through operator_profiles.user_id. */
    operatorId: text("operator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    price: numeric("price", { precision: 10, scale: 2 }).notNull(),
    category: text("category", { enum: LISTING_CATEGORIES }).notNull(),
    requirements: text("requirements").array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean("is_active").notNull().default(true),
    /** Set when an admin deactivates a listing; shown to its operator. */
    moderationReason: text("moderation_reason"),
    ...timestamps,
  },
  (t) => [
    check("service_listings_category_check", inList("category", LISTING_CATEGORIES)),
    check("service_listings_price_check", sql`${t.price} >= 0`),
    // Browse: newest active first (DESC NULLS FIRST, exactly what ORDER BY … DESC asks for, or the planner sorts), optionally by category; substring search through trigram indexes.
    index("service_listings_active_recent_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    index("service_listings_active_category_idx")
      .on(t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    index("service_listings_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    index("service_listings_description_trgm_idx").using("gin", sql`${t.description} gin_trgm_ops`),
    index("service_listings_operator_idx").on(t.operatorId, t.createdAt.desc().nullsFirst()),
  ],
);
