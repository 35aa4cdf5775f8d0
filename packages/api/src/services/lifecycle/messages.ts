import {
  conversations,
  customerProfiles,
  jobRequests,
  messageAttachments,
  messages,
  operatorProfiles,
  proposals,
  serviceListings,
  users,
  type Database,
  type Executor,
} from "@skyhire/db";
import { LIFECYCLE_MESSAGES as M, type Role, type SessionUser } from "@skyhire/validators";
import { and, count, desc, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { DomainError, forbidden, notFound } from "../../errors";
import { publicListingRow } from "../listing-search";
import { attachmentsOfMessages, bindAttachments } from "./attachments";
import { markMessageNotificationsRead, messageMailDelaySeconds, messageRecipient, scheduleMessageMail } from "./message-mail";
import { newestFirst, onePage, pageRows } from "../sql-helpers";
import { emitWebhookEvent } from "../webhooks/events";

/**
 * Messages: one conversation per (job, operator) between the job's customer and that operator —
 * an operator who proposed on the job, or the operator a quote request was sent to — and one
 * direct conversation (no job) per customer and operator, opened by Contact Operator on a listing.
 * Only those two read or write it. A support thread (one per user, opened by the support form) has
 * the admins on its other side: every admin reads and answers it as one support desk. Each side's
 * read marker gives the unread counts.
 */

/** Who reads or writes: the session's user (the role decides the support desk). */
export interface Viewer {
  id: string;
  role: Role;
}

export const CONVERSATION_NOT_FOUND = "Conversation not found";

/** The conversation of a job and an operator, made on first need (a proposal, a contact request). */
export async function ensureConversation(
  tx: Executor,
  input: { jobRequestId: string; customerId: string; operatorId: string },
): Promise<string> {
  const [created] = await tx
    .insert(conversations)
    .values(input)
    .onConflictDoNothing({ target: [conversations.jobRequestId, conversations.operatorId] })
    .returning({ id: conversations.id });
  if (created) return created.id;
  const [existing] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.jobRequestId, input.jobRequestId), eq(conversations.operatorId, input.operatorId)))
    .limit(1);
  if (!existing) throw new Error("Conversation was not stored");
  return existing.id;
}

/**
 * The Contact Operator thread of a job created from a listing: its message becomes the first
 * message from the customer, at the time the request was posted. Safe to call again.
 */
export async function ensureContactThread(
  db: Executor,
  job: { id: string; customerId: string; invitedOperatorId: string | null; message: string | null; createdAt: Date },
): Promise<string | null> {
  const operatorId = job.invitedOperatorId;
  if (!operatorId || operatorId === job.customerId) return null;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(conversations)
      .values({ jobRequestId: job.id, customerId: job.customerId, operatorId })
      .onConflictDoNothing({ target: [conversations.jobRequestId, conversations.operatorId] })
      .returning({ id: conversations.id });
    if (!created) return ensureConversation(tx, { jobRequestId: job.id, customerId: job.customerId, operatorId });
    if (job.message) {
      await tx.insert(messages).values({
        conversationId: created.id,
        senderId: job.customerId,
        body: job.message,
        createdAt: job.createdAt,
      });
      await tx
        .update(conversations)
        .set({ lastMessageAt: job.createdAt, customerLastReadAt: job.createdAt })
        .where(eq(conversations.id, created.id));
    }
    return created.id;
  });
}

/**
 * Contact Operator on a listing: the caller's direct thread with the listing's operator (made on
 * first contact, no job needed) gets the message. The listing must be public; nobody writes to
 * themself.
 */
export async function contactOperator(db: Database, input: { actor: SessionUser; listingId: string; body: string }) {
  const [listing] = await db
    .select({ operatorId: serviceListings.operatorId })
    .from(serviceListings)
    .where(and(eq(serviceListings.id, input.listingId), publicListingRow))
    .limit(1);
  if (!listing) throw notFound("Listing not found");
  if (listing.operatorId === input.actor.id) throw new DomainError("BAD_REQUEST", M.contactSelf);
  const direct = { customerId: input.actor.id, operatorId: listing.operatorId };
  const [created] = await db
    .insert(conversations)
    .values({ ...direct, kind: "direct", jobRequestId: null, listingId: input.listingId })
    .onConflictDoNothing({
      target: [conversations.customerId, conversations.operatorId],
      where: sql`${conversations.jobRequestId} is null`,
    })
    .returning({ id: conversations.id });
  const conversationId =
    created?.id ??
    (
      await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(
            eq(conversations.customerId, direct.customerId),
            eq(conversations.operatorId, direct.operatorId),
            sql`${conversations.jobRequestId} is null`,
          ),
        )
        .limit(1)
    )[0]?.id;
  if (!conversationId) throw new Error("Conversation was not stored");
  await sendMessage(db, { viewer: input.actor, conversationId, body: input.body });
  return { conversationId };
}

/** Opens (or finds) the thread of a job: the customer names the operator, an operator is themself. */
export async function openConversation(
  db: Database,
  input: { actor: SessionUser; jobId: string; operatorId?: string },
) {
  const [job] = await db
    .select({
      id: jobRequests.id,
      customerId: jobRequests.customerId,
      invitedOperatorId: jobRequests.invitedOperatorId,
      message: jobRequests.message,
      createdAt: jobRequests.createdAt,
    })
    .from(jobRequests)
    .where(eq(jobRequests.id, input.jobId))
    .limit(1);
  if (!job) throw notFound("Job not found");
  const isCustomer = job.customerId === input.actor.id;
  const operatorId = isCustomer ? input.operatorId : input.actor.id;
  if (!operatorId) throw new DomainError("BAD_REQUEST", "Operator id is required");
  if (!isCustomer && input.operatorId && input.operatorId !== input.actor.id) throw forbidden(M.notAParty);

  const [proposed] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.jobRequestId, job.id), eq(proposals.operatorId, operatorId)))
    .limit(1);
  const invited = job.invitedOperatorId === operatorId;
  if (!proposed && !invited) {
    if (isCustomer) throw notFound(M.noConversation);
    throw forbidden(M.notAParty);
  }
  const id = invited
    ? await ensureContactThread(db, { ...job, invitedOperatorId: operatorId })
    : await db.transaction((tx) => ensureConversation(tx, { jobRequestId: job.id, customerId: job.customerId, operatorId }));
  if (!id) throw forbidden(M.notAParty);
  return conversationFor(db, { viewer: input.actor, conversationId: id });
}

/**
 * The user's support thread (one per user, made on first need) gets a message: a support request.
 * The thread takes the request's subject. Any admin answers it.
 */
export async function postSupportMessage(db: Database, input: { actor: SessionUser; subject: string; body: string }) {
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .insert(conversations)
      .values({ kind: "support", customerId: input.actor.id, operatorId: null, subject: input.subject })
      .onConflictDoUpdate({
        target: conversations.customerId,
        targetWhere: sql`${conversations.kind} = 'support'`,
        set: { subject: input.subject },
      })
      .returning({ id: conversations.id });
    if (!thread) throw new Error("Support thread was not stored");
    const conversation = await partyConversation(tx, input.actor, thread.id);
    await insertMessage(tx, conversation, input.actor.id, input.body);
    return { conversationId: thread.id };
  });
}

/** Admins answer every support thread (but their own, where they are the one asking). */
function isSupportDesk(viewer: Viewer, row: { kind: string; customerId: string }): boolean {
  return row.kind === "support" && viewer.role === "admin" && row.customerId !== viewer.id;
}

/**
 * A conversation the user takes part in, else 404 (unknown) or 403 (someone else's). The side is
 * the customer's (the one who asked, in a support thread) or the other one (operator, admins).
 */
export async function partyConversation(db: Executor, viewer: Viewer, conversationId: string) {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, conversationId)).limit(1);
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  if (row.customerId !== viewer.id && row.operatorId !== viewer.id && !isSupportDesk(viewer, row)) {
    throw forbidden(M.notAParty);
  }
  return { ...row, side: row.customerId === viewer.id ? ("customer" as const) : ("operator" as const) };
}

const customerUser = alias(users, "customer_user");
const operatorUser = alias(users, "operator_user");

/**
 * A message `userId` has not read: the customer reads the other side's messages, the other side
 * (operator, or the admins of a support thread, who share one marker) reads the customer's.
 */
function unreadMessage(userId: string) {
  return sql`case when ${conversations.customerId} = ${userId}
    then ${messages.senderId} <> ${userId}
         and ${messages.createdAt} > coalesce(${conversations.customerLastReadAt}, '-infinity'::timestamptz)
    else ${messages.senderId} = ${conversations.customerId}
         and ${messages.createdAt} > coalesce(${conversations.operatorLastReadAt}, '-infinity'::timestamptz) end`;
}

/** Unread messages of one conversation for `userId` (a correlated count on the indexed thread). */
function unreadFor(userId: string) {
  return sql<number>`(
    select count(*) from ${messages}
    where ${messages.conversationId} = ${conversations.id} and ${unreadMessage(userId)}
  )`.mapWith(Number);
}

/** The conversations a viewer sees: their own, and every support thread for an admin. */
function visibleTo(viewer: Viewer) {
  const mine = or(eq(conversations.customerId, viewer.id), eq(conversations.operatorId, viewer.id));
  return viewer.role === "admin" ? or(mine, eq(conversations.kind, "support")) : mine;
}

const conversationColumns = (userId: string) => ({
  id: conversations.id,
  kind: conversations.kind,
  /** A support thread's subject. */
  subject: conversations.subject,
  /** Null for a direct thread (Contact Operator), which names its listing instead. */
  jobRequestId: conversations.jobRequestId,
  jobTitle: jobRequests.title,
  jobStatus: jobRequests.status,
  listingId: conversations.listingId,
  listingTitle: serviceListings.title,
  customerId: conversations.customerId,
  operatorId: conversations.operatorId,
  customerName: sql<string>`coalesce(${customerProfiles.name}, trim(concat_ws(' ', ${customerUser.firstName}, ${customerUser.lastName})))`,
  /** Null for a support thread (the admins). */
  operatorName: sql<string | null>`coalesce(${operatorProfiles.companyName}, nullif(trim(concat_ws(' ', ${operatorUser.firstName}, ${operatorUser.lastName})), ''))`,
  lastMessageAt: conversations.lastMessageAt,
  /** The last message's text; for a message of files alone, "📎 " and its first file's name. */
  lastMessage: sql<string | null>`(
    select coalesce(nullif(${messages.body}, ''), (
      select '📎 ' || ${messageAttachments.originalName} from ${messageAttachments}
      where ${messageAttachments.messageId} = ${messages.id} order by ${messageAttachments.createdAt} limit 1))
    from ${messages} where ${messages.conversationId} = ${conversations.id}
    order by ${messages.createdAt} desc limit 1)`,
  unreadCount: unreadFor(userId),
  createdAt: conversations.createdAt,
});

function conversationQuery(db: Executor, userId: string) {
  return db
    .select(conversationColumns(userId))
    .from(conversations)
    .leftJoin(jobRequests, eq(jobRequests.id, conversations.jobRequestId))
    .leftJoin(serviceListings, eq(serviceListings.id, conversations.listingId))
    .innerJoin(customerUser, eq(customerUser.id, conversations.customerId))
    .leftJoin(operatorUser, eq(operatorUser.id, conversations.operatorId))
    .leftJoin(customerProfiles, eq(customerProfiles.userId, conversations.customerId))
    .leftJoin(operatorProfiles, eq(operatorProfiles.userId, conversations.operatorId));
}

async function conversationFor(db: Executor, input: { viewer: Viewer; conversationId: string }) {
  const [row] = await conversationQuery(db, input.viewer.id).where(eq(conversations.id, input.conversationId)).limit(1);
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return row;
}

/** The user's conversations, latest activity first, each with its unread count (one query). */
export async function listConversations(db: Executor, input: { viewer: Viewer; page: number; pageSize: number }) {
  const mine = visibleTo(input.viewer);
  return onePage(
    input,
    conversationQuery(db, input.viewer.id)
      .where(mine)
      .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.createdAt))
      .$dynamic(),
    db.select({ n: count() }).from(conversations).where(mine),
  );
}

/** One page of a conversation's messages, oldest first within the page (page 1 = the latest). */
export async function listMessages(
  db: Executor,
  input: { viewer: Viewer; conversationId: string; page: number; pageSize: number },
) {
  const party = await partyConversation(db, input.viewer, input.conversationId);
  const conversation = await conversationFor(db, input);
  const latestFirst = await pageRows(
    db
      .select({
        id: messages.id,
        senderId: messages.senderId,
        body: messages.body,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(eq(messages.conversationId, input.conversationId))
      .orderBy(...newestFirst(messages))
      .$dynamic(),
    input,
  );
  const [total] = await db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.conversationId, input.conversationId));
  const attachments = await attachmentsOfMessages(db, latestFirst.map((m) => m.id));
  return {
    conversation,
    // Mine: from my side (any admin's answer, for an admin in a support thread).
    items: latestFirst.reverse().map((m) => ({
      ...m,
      mine: party.side === "customer" ? m.senderId === input.viewer.id : m.senderId !== party.customerId,
      attachments: attachments.get(m.id) ?? [],
    })),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/**
 * Sends a message, with the files the sender uploaded into this conversation beforehand
 * (`attachmentIds`, services/lifecycle/attachments.ts); the sender has read everything up to it.
 */
export async function sendMessage(
  db: Database,
  input: { viewer: Viewer; conversationId: string; body: string; attachmentIds?: readonly string[] },
) {
  const sent = await db.transaction(async (tx) => {
    const conversation = await partyConversation(tx, input.viewer, input.conversationId);
    const message = await insertMessage(tx, conversation, input.viewer.id, input.body);
    const attachments = await bindAttachments(tx, {
      senderId: input.viewer.id,
      ids: input.attachmentIds ?? [],
      to: { conversationId: conversation.id, messageId: message.id },
    });
    const recipientId = messageRecipient(conversation, input.viewer.id);
    // The recipient is a party of the conversation by definition: no deal to check against.
    if (recipientId) {
      await emitWebhookEvent(tx, {
        type: "message.received",
        userIds: [recipientId],
        jobRequestId: null,
        data: { conversationId: conversation.id, messageId: message.id },
      });
    }
    return { message: { ...message, attachments }, recipientId };
  });
  // After the commit: the recipient is e-mailed if the message is still unread after the delay.
  if (sent.recipientId) {
    const at = new Date(sent.message.createdAt.getTime() + messageMailDelaySeconds() * 1000);
    await scheduleMessageMail({ conversationId: input.conversationId, recipientId: sent.recipientId, at });
  }
  return sent.message;
}

/** Stores a message of one side; that side has read everything up to it. */
async function insertMessage(
  tx: Executor,
  conversation: { id: string; side: "customer" | "operator" },
  senderId: string,
  body: string,
) {
  const [message] = await tx.insert(messages).values({ conversationId: conversation.id, senderId, body }).returning();
  if (!message) throw new Error("Message was not stored");
  await tx
    .update(conversations)
    .set(
      conversation.side === "customer"
        ? { lastMessageAt: message.createdAt, customerLastReadAt: message.createdAt }
        : { lastMessageAt: message.createdAt, operatorLastReadAt: message.createdAt },
    )
    .where(eq(conversations.id, conversation.id));
  return message;
}

/** Marks the conversation read for the caller, up to its latest message. */
export async function markConversationRead(db: Executor, input: { viewer: Viewer; conversationId: string }) {
  const conversation = await partyConversation(db, input.viewer, input.conversationId);
  const latest = sql`coalesce((select max(${messages.createdAt}) from ${messages}
                               where ${messages.conversationId} = ${conversation.id}), now())`;
  await db
    .update(conversations)
    .set(conversation.side === "customer" ? { customerLastReadAt: latest } : { operatorLastReadAt: latest })
    .where(eq(conversations.id, conversation.id));
  // The "New message" notifications of this thread are read with it.
  await markMessageNotificationsRead(db, { userId: input.viewer.id, conversationId: conversation.id });
  return { unreadCount: await unreadMessageCount(db, input.viewer) };
}

/** All unread messages of the user across their conversations, in one query (the navigation badge). */
export async function unreadMessageCount(db: Executor, viewer: Viewer): Promise<number> {
  const [row] = await unreadMessageCountQuery(db, viewer);
  return row?.n ?? 0;
}

/** The count of the user's unread messages as a query, for a statement that reads other counts beside it. */
export function unreadMessageCountQuery(db: Executor, viewer: Viewer) {
  return db
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(visibleTo(viewer), unreadMessage(viewer.id)));
}
