import {
  conversations,
  customerProfiles,
  jobRequests,
  messages,
  operatorProfiles,
  proposals,
  serviceListings,
  users,
  type Database,
  type Executor,
} from "@skyhire/db";
import { LIFECYCLE_MESSAGES as M, type SessionUser } from "@skyhire/validators";
import { and, count, desc, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { DomainError, forbidden, notFound } from "../../errors";
import { publicListingRow } from "../listing-search";

/**
 * Messages: one conversation per (job, operator) between the job's customer and that operator —
 * an operator who proposed on the job, or the operator a quote request was sent to — and one
 * direct conversation (no job) per customer and operator, opened by Contact Operator on a listing.
 * Only those two read or write it; each side's read marker gives the unread counts.
 */

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
    .values({ ...direct, jobRequestId: null, listingId: input.listingId })
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
  await sendMessage(db, { userId: input.actor.id, conversationId, body: input.body });
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
  return conversationFor(db, { userId: input.actor.id, conversationId: id });
}

/** A conversation the user takes part in, else 404 (unknown) or 403 (someone else's). */
async function partyConversation(db: Executor, userId: string, conversationId: string) {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, conversationId)).limit(1);
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  if (row.customerId !== userId && row.operatorId !== userId) throw forbidden(M.notAParty);
  return { ...row, side: row.customerId === userId ? ("customer" as const) : ("operator" as const) };
}

const customerUser = alias(users, "customer_user");
const operatorUser = alias(users, "operator_user");

/** Unread messages of one conversation for `userId` (a correlated count on the indexed thread). */
function unreadFor(userId: string) {
  return sql<number>`(
    select count(*) from ${messages}
    where ${messages.conversationId} = ${conversations.id}
      and ${messages.senderId} <> ${userId}
      and ${messages.createdAt} > coalesce(
        case when ${conversations.customerId} = ${userId}
             then ${conversations.customerLastReadAt} else ${conversations.operatorLastReadAt} end,
        '-infinity'::timestamptz)
  )`.mapWith(Number);
}

const conversationColumns = (userId: string) => ({
  id: conversations.id,
  /** Null for a direct thread (Contact Operator), which names its listing instead. */
  jobRequestId: conversations.jobRequestId,
  jobTitle: jobRequests.title,
  jobStatus: jobRequests.status,
  listingId: conversations.listingId,
  listingTitle: serviceListings.title,
  customerId: conversations.customerId,
  operatorId: conversations.operatorId,
  customerName: sql<string>`coalesce(${customerProfiles.name}, trim(concat_ws(' ', ${customerUser.firstName}, ${customerUser.lastName})))`,
  operatorName: sql<string>`coalesce(${operatorProfiles.companyName}, trim(concat_ws(' ', ${operatorUser.firstName}, ${operatorUser.lastName})))`,
  lastMessageAt: conversations.lastMessageAt,
  lastMessage: sql<string | null>`(
    select ${messages.body} from ${messages} where ${messages.conversationId} = ${conversations.id}
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
    .innerJoin(operatorUser, eq(operatorUser.id, conversations.operatorId))
    .leftJoin(customerProfiles, eq(customerProfiles.userId, conversations.customerId))
    .leftJoin(operatorProfiles, eq(operatorProfiles.userId, conversations.operatorId));
}

async function conversationFor(db: Executor, input: { userId: string; conversationId: string }) {
  const [row] = await conversationQuery(db, input.userId).where(eq(conversations.id, input.conversationId)).limit(1);
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return row;
}

/** The user's conversations, latest activity first, each with its unread count (one query). */
export async function listConversations(db: Executor, input: { userId: string; page: number; pageSize: number }) {
  const mine = or(eq(conversations.customerId, input.userId), eq(conversations.operatorId, input.userId));
  const items = await conversationQuery(db, input.userId)
    .where(mine)
    .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.createdAt))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(conversations).where(mine);
  return { items, total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
}

/** One page of a conversation's messages, oldest first within the page (page 1 = the latest). */
export async function listMessages(
  db: Executor,
  input: { userId: string; conversationId: string; page: number; pageSize: number },
) {
  await partyConversation(db, input.userId, input.conversationId);
  const conversation = await conversationFor(db, input);
  const latestFirst = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      body: messages.body,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.conversationId, input.conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.conversationId, input.conversationId));
  return {
    conversation,
    items: latestFirst.reverse().map((m) => ({ ...m, mine: m.senderId === input.userId })),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** Sends a message; the sender has read everything up to it. */
export async function sendMessage(db: Database, input: { userId: string; conversationId: string; body: string }) {
  return db.transaction(async (tx) => {
    const conversation = await partyConversation(tx, input.userId, input.conversationId);
    const [message] = await tx
      .insert(messages)
      .values({ conversationId: conversation.id, senderId: input.userId, body: input.body })
      .returning();
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
  });
}

/** Marks the conversation read for the caller, up to its latest message. */
export async function markConversationRead(db: Executor, input: { userId: string; conversationId: string }) {
  const conversation = await partyConversation(db, input.userId, input.conversationId);
  const latest = sql`coalesce((select max(${messages.createdAt}) from ${messages}
                               where ${messages.conversationId} = ${conversation.id}), now())`;
  await db
    .update(conversations)
    .set(conversation.side === "customer" ? { customerLastReadAt: latest } : { operatorLastReadAt: latest })
    .where(eq(conversations.id, conversation.id));
  return { unreadCount: await unreadMessageCount(db, input.userId) };
}

/** All unread messages of the user across their conversations, in one query (the navigation badge). */
export async function unreadMessageCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        sql`${messages.senderId} <> ${userId}`,
        or(
          and(
            eq(conversations.customerId, userId),
            sql`${messages.createdAt} > coalesce(${conversations.customerLastReadAt}, '-infinity'::timestamptz)`,
          ),
          and(
            eq(conversations.operatorId, userId),
            sql`${messages.createdAt} > coalesce(${conversations.operatorLastReadAt}, '-infinity'::timestamptz)`,
          ),
        ),
      ),
    );
  return row?.n ?? 0;
}
