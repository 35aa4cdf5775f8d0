import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id } from "./helpers";
import { jobRequests } from "./jobs";
import { users } from "./users";

/**
 * A thread between a job's customer and one operator (who proposed on the job, or whom a Contact
 * Operator request was addressed to). Each side's read marker says what they have seen.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: id(),
    jobRequestId: text("job_request_id")
      .notNull()
      .references(() => jobRequests.id, { onDelete: "cascade" }),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    operatorId: text("operator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    customerLastReadAt: timestamp("customer_last_read_at", { withTimezone: true }),
    operatorLastReadAt: timestamp("operator_last_read_at", { withTimezone: true }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_job_operator_idx").on(t.jobRequestId, t.operatorId),
    index("conversations_customer_idx").on(t.customerId, t.lastMessageAt.desc().nullsFirst()),
    index("conversations_operator_idx").on(t.operatorId, t.lastMessageAt.desc().nullsFirst()),
    check("conversations_parties_check", sql`${t.customerId} <> ${t.operatorId}`),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: id(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.createdAt.desc().nullsFirst()),
    check("messages_body_check", sql`length(${t.body}) > 0`),
  ],
);
