import { NOTIFICATION_TYPES } from "@skyhire/validators";
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, inList, requiredRef } from "./helpers";
import { jobRequests } from "./jobs";
import { users } from "./users";

/**
 * In-app notifications, written in the transaction of the event they tell about. `emailedAt` stays
 * null until the e-mail went out, so a failed send can be retried later (an outbox).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: requiredRef("user_id", () => users.id, "cascade"),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** A path of this site the notification leads to. */
    link: text("link"),
    jobRequestId: text("job_request_id").references(() => jobRequests.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** When its e-mail was handled: sent, or left out because its person turned that type's e-mail off. */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** A path that stops this kind of e-mail (saved-search alerts), shown under the mail's text. */
    unsubscribeLink: text("unsubscribe_link"),
    /** For reminders: the same key for one user is written once (e.g. one expiry warning per date). */
    dedupeKey: text("dedupe_key"),
  },
  (t) => [
    check("notifications_type_check", inList("type", NOTIFICATION_TYPES)),
    index("notifications_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} IS NULL`),
    index("notifications_unsent_idx").on(t.createdAt).where(sql`${t.emailedAt} IS NULL`),
    uniqueIndex("notifications_dedupe_idx").on(t.userId, t.dedupeKey).where(sql`${t.dedupeKey} IS NOT NULL`),
  ],
);

/**
 * A person's e-mail choice per notification type (docs/notifications.md). No row: the e-mail is on.
 * In-app notifications are always written; only the e-mail follows this.
 */
export const notificationEmailSettings = pgTable(
  "notification_email_settings",
  {
    userId: requiredRef("user_id", () => users.id, "cascade"),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull(),
    email: boolean("email").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type] }),
    check("notification_email_settings_type_check", inList("type", NOTIFICATION_TYPES)),
  ],
);
