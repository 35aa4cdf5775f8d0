/**
 * E-mail for messages left unread (docs/notifications.md#messages). Sending a message asks the job
 * queue to look at its conversation for the recipient after MESSAGE_MAIL_DELAY_SECONDS. The look
 * mails the recipient only when a message of the other side is still unread by then and arrived
 * after their last mail about this conversation: one mail per conversation per window, however many
 * messages it holds. Reading the conversation first means no mail. The conversation's row is locked
 * while it is decided and the side's `*_mailed_at` moves in the same transaction, so two workers (or
 * a job and the sweep) looking at once mail once.
 */
import { conversations, messages, notifications, operatorProfiles, users, type Database, type Executor } from "@skyhire/db";
import type { EnvSource } from "@skyhire/validators/plain";
import { LIFECYCLE_PATHS, publicName } from "@skyhire/validators";
import { and, asc, count, eq, gt, isNull, lte, ne, sql } from "drizzle-orm";
import { apiVariables } from "../../env";
import { runningJobQueue } from "../../queue/registry";
import { deliverNotificationEmails, notify } from "./notifications";

/** Seconds a message may stay unread before its recipient is e-mailed (600 unless set). */
export function messageMailDelaySeconds(env?: EnvSource): number {
  return apiVariables(env).MESSAGE_MAIL_DELAY_SECONDS;
}

/**
 * Who may get a message mail: the other party of a job or direct conversation, and the person who
 * asked in a support thread when an admin answers (the admins read the desk in their Messages).
 */
export function messageRecipient(
  conversation: { kind: string; customerId: string; operatorId: string | null },
  senderId: string,
): string | null {
  if (conversation.kind === "support") return senderId === conversation.customerId ? null : conversation.customerId;
  if (!conversation.operatorId) return null;
  return senderId === conversation.customerId ? conversation.operatorId : conversation.customerId;
}

/** After a message's commit: the queue looks at the conversation for its recipient once the delay has passed. */
export async function scheduleMessageMail(input: { conversationId: string; recipientId: string; at: Date }): Promise<void> {
  const queue = runningJobQueue();
  // Without a queue (a script, a test) nothing waits for the delay: the look is the caller's to run.
  if (!queue) return;
  try {
    await queue.enqueueMessageMail(input);
  } catch (error) {
    // The message is sent; the sweep finds the conversation later.
    console.error("A message mail was not queued; the sweep will look at it.", error);
  }
}

export type MessageMailOutcome =
  | { mailed: true; notificationId: string }
  | { mailed: false; lookAgainAt: Date | null };

const EXCERPT_LENGTH = 200;

/** Who an answer in a support thread comes from, in its mail and notification. */
export const SUPPORT_DESK_NAME = "Skyhire support";

function excerpt(body: string): string {
  const oneLine = body.replace(/\s+/g, " ").trim();
  return oneLine.length > EXCERPT_LENGTH ? `${oneLine.slice(0, EXCERPT_LENGTH - 1)}…` : oneLine;
}

/**
 * Looks at one conversation for one recipient at `now`: writes the "new message" notification (and
 * hands its e-mail to the queue) when an unread message of the other side is at least `delaySeconds`
 * old and came after the last such mail; otherwise says when to look again (the oldest unread
 * message not due yet), or null when nothing waits.
 */
export async function mailUnreadMessages(
  db: Database,
  input: { conversationId: string; recipientId: string; now: Date; delaySeconds?: number },
): Promise<MessageMailOutcome> {
  const delayMs = (input.delaySeconds ?? messageMailDelaySeconds()) * 1000;
  const outcome = await db.transaction(async (tx): Promise<MessageMailOutcome> => {
    const [conversation] = await tx
      .select()
      .from(conversations)
      .where(eq(conversations.id, input.conversationId))
      .for("update")
      .limit(1);
    if (!conversation) return { mailed: false, lookAgainAt: null };
    const side = input.recipientId === conversation.customerId ? "customer" : "operator";
    // Only the asker of a support thread is mailed; an operator only about their own conversation.
    if (side === "operator" && (conversation.kind === "support" || conversation.operatorId !== input.recipientId)) {
      return { mailed: false, lookAgainAt: null };
    }
    const readAt = side === "customer" ? conversations.customerLastReadAt : conversations.operatorLastReadAt;
    const mailedAt = side === "customer" ? conversations.customerMailedAt : conversations.operatorMailedAt;
    // Compared in SQL, at the database's microseconds: read through a JS Date (milliseconds), the
    // marker falls just before the message it marks read, and a read message would be mailed.
    const since = sql`(select greatest(coalesce(${readAt}, '-infinity'::timestamptz), coalesce(${mailedAt}, '-infinity'::timestamptz))
                       from ${conversations} where ${conversations.id} = ${conversation.id})`;
    const waiting = and(
      eq(messages.conversationId, conversation.id),
      ne(messages.senderId, input.recipientId),
      sql`${messages.createdAt} > ${since}`,
    );
    const [oldest] = await tx
      .select({ createdAt: messages.createdAt })
      .from(messages)
      .where(waiting)
      .orderBy(asc(messages.createdAt))
      .limit(1);
    if (!oldest) return { mailed: false, lookAgainAt: null };
    const dueAt = new Date(oldest.createdAt.getTime() + delayMs);
    if (dueAt > input.now) return { mailed: false, lookAgainAt: dueAt };

    const [unread] = await tx
      .select({ n: count() })
      .from(messages)
      .where(and(waiting, lte(messages.createdAt, input.now)));
    const [latest] = await tx
      .select({
        body: messages.body,
        firstName: users.firstName,
        lastName: users.lastName,
        companyName: operatorProfiles.companyName,
      })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .leftJoin(operatorProfiles, eq(operatorProfiles.userId, messages.senderId))
      .where(waiting)
      .orderBy(sql`${messages.createdAt} desc`)
      .limit(1);
    await tx
      .update(conversations)
      .set(side === "customer" ? { customerMailedAt: input.now } : { operatorMailedAt: input.now })
      .where(eq(conversations.id, conversation.id));
    // An operator writes as its company, a customer by first name and initial (as everywhere else);
    // the admins answering a support thread as the support desk.
    const who =
      conversation.kind === "support"
        ? SUPPORT_DESK_NAME
        : latest?.companyName || (latest ? publicName(latest, "Someone") : "Someone");
    const more = (unread?.n ?? 1) - 1;
    const text = latest?.body.trim() ? `"${excerpt(latest.body)}"` : "a file";
    const notificationId = await notify(tx, {
      userId: input.recipientId,
      type: "message_received",
      title: `New message from ${who}`,
      body: `${who} sent you ${text}${more > 0 ? ` and ${more} more message${more === 1 ? "" : "s"}` : ""}. Reply on Skyhire.`,
      link: LIFECYCLE_PATHS.conversation(conversation.id),
      jobRequestId: conversation.jobRequestId,
    });
    return { mailed: true, notificationId };
  });
  if (outcome.mailed) await deliverNotificationEmails(db, [outcome.notificationId]);
  return outcome;
}

/**
 * The queue's safety net: conversations with a message unread past the delay and not mailed yet
 * (a message whose job was never written), each looked at as its job would. Says how many mailed.
 */
export async function mailOverdueMessages(db: Database, input: { now: Date; delaySeconds?: number; limit?: number }): Promise<number> {
  const delaySeconds = input.delaySeconds ?? messageMailDelaySeconds();
  const dueBefore = new Date(input.now.getTime() - delaySeconds * 1000);
  // Only a recent window: a conversation idle for two days was either read or mailed long ago.
  const horizon = new Date(input.now.getTime() - 2 * 24 * 60 * 60_000);
  const overdue = (side: "customer" | "operator") => {
    const readAt = side === "customer" ? conversations.customerLastReadAt : conversations.operatorLastReadAt;
    const mailedAt = side === "customer" ? conversations.customerMailedAt : conversations.operatorMailedAt;
    const recipient = side === "customer" ? conversations.customerId : conversations.operatorId;
    return db
      .select({ conversationId: conversations.id, recipientId: sql<string>`${recipient}` })
      .from(conversations)
      .where(
        and(
          // A support thread's asker is mailed about the admins' answers; the admins are not.
          side === "customer" ? undefined : ne(conversations.kind, "support"),
          gt(conversations.lastMessageAt, horizon),
          sql`exists (select 1 from ${messages}
                      where ${messages.conversationId} = ${conversations.id}
                        and ${messages.senderId} <> ${recipient}
                        and ${messages.createdAt} <= ${dueBefore.toISOString()}::timestamptz
                        and ${messages.createdAt} > greatest(coalesce(${readAt}, '-infinity'::timestamptz), coalesce(${mailedAt}, '-infinity'::timestamptz)))`,
        ),
      )
      .limit(input.limit ?? 200);
  };
  const due = [...(await overdue("customer")), ...(await overdue("operator"))];
  let mailed = 0;
  for (const look of due) {
    if ((await mailUnreadMessages(db, { ...look, now: input.now, delaySeconds })).mailed) mailed += 1;
  }
  return mailed;
}

/** Reading a thread reads its "New message" notifications too (the bell and the thread agree). */
export async function markMessageNotificationsRead(db: Executor, input: { userId: string; conversationId: string }): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, input.userId),
        eq(notifications.type, "message_received"),
        eq(notifications.link, LIFECYCLE_PATHS.conversation(input.conversationId)),
        isNull(notifications.readAt),
      ),
    );
}
