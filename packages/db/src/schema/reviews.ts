import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, requiredRef, timestamps } from "./helpers";
import { jobRequests } from "./jobs";
import { users } from "./users";

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    jobRequestId: text("job_request_id")
      .notNull()
      .unique()
      .references(() => jobRequests.id, { onDelete: "cascade" }),
    customerId: requiredRef("customer_id", () => users.id, "cascade"),
    operatorId: requiredRef("operator_id", () => users.id, "cascade"),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    /** Set while an admin hides the review (docs/product.md#reports): no public read shows or counts it. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    ...timestamps,
  },
  (t) => [
    check("reviews_rating_check", sql`${t.rating} BETWEEN 1 AND 5`),
    index("reviews_operator_idx").on(t.operatorId, t.createdAt.desc().nullsFirst()),
    index("reviews_customer_idx").on(t.customerId),
  ],
);
