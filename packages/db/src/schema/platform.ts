import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id } from "./helpers";
import { users } from "./users";

/** Fixed-window counters shared by every app instance (sign-in throttling, upload quotas). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
});

/** Files stored by the upload service; `isPublic` false means only admins and the owner may read. */
export const uploads = pgTable(
  "uploads",
  {
    id: id(),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    storageKey: text("storage_key").notNull().unique(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    purpose: text("purpose").notNull(),
    isPublic: integer("is_public").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploads_owner_idx").on(t.ownerId)],
);

/** Development outbox and delivery log of every e-mail the product sends. */
export const emails = pgTable(
  "emails",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Extra headers the mail carried (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    transport: text("transport").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("emails_to_idx").on(t.to, t.createdAt.desc().nullsFirst())],
);
