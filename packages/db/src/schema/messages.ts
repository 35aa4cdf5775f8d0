import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { disputeMessages, disputes } from "./disputes";
import { id, inList, requiredRef } from "./helpers";
import { jobRequests } from "./jobs";
import { serviceListings } from "./listings";
import { milestones } from "./milestones";
import { users } from "./users";

export const CONVERSATION_KINDS = ["job", "direct", "support"] as const;

/**
 * A thread between a customer and one operator: about a job (an operator who proposed on it, or
 * whom a quote request was addressed to), or, with no job, a direct message from Contact Operator
 * on a listing (one such thread per customer and operator; `listingId` names the listing it began
 * on). A support thread (issue 11 §9) is one user's (`customerId`, any role) with the admins: no
 * operator, every admin reads and answers it, and `operatorLastReadAt` is the admins' read marker.
 * Each side's read marker says what they have seen.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: id(),
    kind: text("kind", { enum: CONVERSATION_KINDS }).notNull().default("job"),
    jobRequestId: text("job_request_id").references(() => jobRequests.id, { onDelete: "cascade" }),
    listingId: text("listing_id").references(() => serviceListings.id, { onDelete: "set null" }),
    customerId: requiredRef("customer_id", () => users.id, "cascade"),
    /** Null for a support thread. */
    operatorId: text("operator_id").references(() => users.id, { onDelete: "cascade" }),
    /** A support thread's subject (its latest request's). */
    subject: text("subject"),
    customerLastReadAt: timestamp("customer_last_read_at", { withTimezone: true }),
    operatorLastReadAt: timestamp("operator_last_read_at", { withTimezone: true }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    /** When each side was last e-mailed about unread messages here (one mail per conversation and window). */
    customerMailedAt: timestamp("customer_mailed_at", { withTimezone: true }),
    operatorMailedAt: timestamp("operator_mailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_job_operator_idx").on(t.jobRequestId, t.operatorId),
    uniqueIndex("conversations_direct_idx")
      .on(t.customerId, t.operatorId)
      .where(sql`${t.jobRequestId} is null`),
    uniqueIndex("conversations_support_idx").on(t.customerId).where(sql`${t.kind} = 'support'`),
    index("conversations_kind_idx").on(t.kind, t.lastMessageAt.desc().nullsFirst()),
    index("conversations_customer_idx").on(t.customerId, t.lastMessageAt.desc().nullsFirst()),
    index("conversations_operator_idx").on(t.operatorId, t.lastMessageAt.desc().nullsFirst()),
    check("conversations_parties_check", sql`${t.customerId} <> ${t.operatorId}`),
    check("conversations_kind_check", inList("kind", CONVERSATION_KINDS)),
    // A job thread has its job; only a support thread has no operator.
    check(
      "conversations_kind_shape_check",
      sql`(${t.kind} = 'job') = (${t.jobRequestId} is not null) and (${t.kind} = 'support') = (${t.operatorId} is null)`,
    ),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: id(),
    conversationId: requiredRef("conversation_id", () => conversations.id, "cascade"),
    senderId: requiredRef("sender_id", () => users.id, "cascade"),
    /** May be empty when the message carries files (sendMessageSchema: text or files, or both). */
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * A file sent in a message (issue 16 §2), or a dispute's evidence (issue 15 §3). Uploaded into its
 * place first — a conversation, or a milestone's dispute — unsent (only its uploader may send it,
 * and it is removed when unsent after ATTACHMENT_LIMITS.pendingTtlMs), then bound to the message
 * that carries it (`messageId`), or to the dispute's opening (`disputeId`) or one of its thread's
 * messages (`disputeId` and `disputeMessageId`). The bytes live in the file storage under `storageKey`
 * (never a public address), with a WebP preview under `previewKey` for pictures. `contentType` is
 * what the bytes showed, not what the browser claimed.
 */
export const messageAttachments = pgTable(
  "message_attachments",
  {
    id: id(),
    /** Where it was uploaded: a conversation, or the dispute of a milestone (its evidence), never both. */
    conversationId: text("conversation_id").references(() => conversations.id, { onDelete: "cascade" }),
    milestoneId: text("milestone_id").references(() => milestones.id, { onDelete: "cascade" }),
    uploaderId: requiredRef("uploader_id", () => users.id, "cascade"),
    /** Sent: with a conversation's message, or as a dispute's evidence (its opening, or one of its messages). */
    messageId: text("message_id").references(() => messages.id, { onDelete: "cascade" }),
    disputeId: text("dispute_id").references(() => disputes.id, { onDelete: "cascade" }),
    disputeMessageId: text("dispute_message_id").references(() => disputeMessages.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    previewKey: text("preview_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("message_attachments_message_idx").on(t.messageId),
    index("message_attachments_unsent_idx").on(t.createdAt).where(sql`${t.messageId} is null`),
    index("message_attachments_conversation_idx").on(t.conversationId),
    index("message_attachments_dispute_idx").on(t.disputeId),
    check("message_attachments_size_check", sql`${t.size} > 0`),
    check("message_attachments_place_check", sql`(${t.conversationId} IS NULL) <> (${t.milestoneId} IS NULL)`),
    // A conversation's file is sent with a message, a dispute's as its evidence.
    check("message_attachments_sent_check", sql`${t.messageId} IS NULL OR ${t.conversationId} IS NOT NULL`),
    check("message_attachments_evidence_check", sql`${t.disputeId} IS NULL OR ${t.milestoneId} IS NOT NULL`),
  ],
);
