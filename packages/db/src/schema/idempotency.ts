import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * One row per `Idempotency-Key` an account sent with a POST (packages/api/src/services/idempotency.ts):
 * what the request was (its fingerprint) and, once it finished, the answer to replay. `status` is null
 * while the first request runs. Kept a day.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** sha256 of the method, path with query, and body: the same key with another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    status: integer("status"),
    headers: jsonb("headers").$type<Record<string, string>>(),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);
