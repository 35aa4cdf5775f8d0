import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id } from "./helpers";
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
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    operatorId: text("operator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check("reviews_rating_check", sql`${t.rating} BETWEEN 1 AND 5`),
    index("reviews_operator_idx").on(t.operatorId, t.createdAt.desc().nullsFirst()),
    index("reviews_customer_idx").on(t.customerId),
  ],
);
