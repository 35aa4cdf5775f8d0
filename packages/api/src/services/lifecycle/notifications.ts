import { notifications, users, type Executor } from "@skyhire/db";
import { NOTIFICATION_TYPE_LABELS, type NotificationType } from "@skyhire/validators";
import { and, count, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import { runningJobQueue } from "../../queue/registry";
import { absoluteUrl, appBaseUrl, sendMail, withHtmlFooterLink } from "../mail";
import { newestFirst, pageRows } from "../sql-helpers";
import { emailWanted, unsubscribeLinks } from "../notification-settings";
import { emitNotificationWebhook, type NotificationWebhook } from "../webhooks/events";

export interface NotificationInput {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  link?: string | null;
  jobRequestId?: string | null;
  /** A path that stops this kind of e-mail, printed under the mail's text. */
  unsubscribeLink?: string | null;
  /** Its webhook event, where the type table's default is not enough (../webhooks/events.ts). */
  webhook?: NotificationWebhook;
}

function notificationRow(input: NotificationInput): typeof notifications.$inferInsert {
  return {
    userId: input.userId,
    type: input.type,
    title: input.title,
    body: input.body,
    link: input.link ?? null,
    jobRequestId: input.jobRequestId ?? null,
    unsubscribeLink: input.unsubscribeLink ?? null,
  };
}

/** The stored notification as its webhook event reads it. */
function webhookNotification(id: string, input: NotificationInput) {
  const { userId, type, title, body } = input;
  return { id, userId, type, title, body, link: input.link ?? null, jobRequestId: input.jobRequestId ?? null };
}

/**
 * Records an in-app notification inside the caller's transaction, so it exists exactly when the
 * event it tells about was committed. Returns its id for `deliverNotificationEmails` after commit.
 */
export async function notify(tx: Executor, input: NotificationInput): Promise<string> {
  const values = notificationRow(input);
  const [row] = await tx.insert(notifications).values(values).returning({ id: notifications.id });
  if (!row) throw new Error("Notification was not stored");
  // The one place deal changes reach their parties: the same write queues their webhook event.
  await emitNotificationWebhook(tx, webhookNotification(row.id, input), input.webhook);
  return row.id;
}

/**
 * Records a reminder at most once per user and key (the unique index decides, so two runs at the
 * same time write one). Returns its id, or null when that reminder was written before.
 */
export async function notifyOnce(tx: Executor, input: NotificationInput & { dedupeKey: string }): Promise<string | null> {
  const [row] = await tx
    .insert(notifications)
    .values({ ...notificationRow(input), dedupeKey: input.dedupeKey })
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey], where: sql`${notifications.dedupeKey} IS NOT NULL` })
    .returning({ id: notifications.id });
  if (row) await emitNotificationWebhook(tx, webhookNotification(row.id, input), input.webhook);
  return row?.id ?? null;
}

export interface NotificationEmail {
  to: string;
  subject: string;
  text: string;
  /** List-Unsubscribe (the signed one-click link of the mail's type) and List-Unsubscribe-Post. */
  headers: Record<string, string>;
}

export type NotificationMailer = (db: Executor, email: NotificationEmail) => Promise<void>;

/** The product's one mail path: SMTP when configured, the development outbox (emails table) otherwise. */
const sendThroughMailService: NotificationMailer = async (db, email) => {
  await sendMail(db, email);
};

let mailer: NotificationMailer = sendThroughMailService;

/** Replaces how notification e-mails are sent (tests); null restores the mail service. */
export function setNotificationMailer(next: NotificationMailer | null): void {
  mailer = next ?? sendThroughMailService;
}

/**
 * Hands the e-mails of the notifications a transaction just committed to the job queue, whose
 * worker sends them and retries a failure with backoff. A process that runs no queue (a script,
 * a test) sends them at once instead. Runs after the commit, never inside it: a slow or failing
 * mail server cannot undo a payment. Returns how many were queued or sent.
 */
export async function deliverNotificationEmails(db: Executor, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const queue = runningJobQueue();
  if (queue) return queue.enqueueNotificationEmails(ids);
  let sent = 0;
  for (const id of ids) {
    try {
      if (await sendNotificationEmail(db, id)) sent += 1;
    } catch (error) {
      console.error("Sending a notification e-mail failed; it stays queued.", error);
    }
  }
  return sent;
}

/**
 * Sends one notification's e-mail unless it went already, or marks it handled without a mail when
 * its person turned that type's e-mail off; throws when the mail server refused, so the queue tries
 * again later. True when a mail went out now.
 */
export async function sendNotificationEmail(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      unsubscribeLink: notifications.unsubscribeLink,
      email: users.email,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(notifications.id, id), isNull(notifications.emailedAt)));
  if (!row) return false;
  const wanted = await emailWanted(db, row.userId, row.type);
  if (wanted) {
    // Mails are opened outside the app: links carry the site's origin (APP_URL in production).
    const parts = [row.body];
    if (row.link) parts.push(absoluteUrl(appBaseUrl(undefined), row.link));
    if (row.unsubscribeLink) parts.push(`Stop these e-mails: ${absoluteUrl(appBaseUrl(undefined), row.unsubscribeLink)}`);
    await mailer(db, withUnsubscribe({ to: row.email, subject: row.title, text: parts.join("\n\n") }, row));
  }
  await markNotificationEmailed(db, row.id);
  return wanted;
}

/**
 * A notification mail with its type's signed unsubscribe link: a line under the text (the page
 * that asks first) and the RFC 8058 headers, whose one-click POST turns the type off at once.
 */
export function withUnsubscribe(
  mail: { to: string; subject: string; text: string; html?: string },
  notification: { userId: string; type: NotificationType },
): NotificationEmail & { html?: string } {
  const base = appBaseUrl(undefined);
  const links = unsubscribeLinks(notification.userId, notification.type);
  const label = NOTIFICATION_TYPE_LABELS[notification.type];
  const page = absoluteUrl(base, links.page);
  return {
    ...mail,
    text: `${mail.text}\n\nNo more "${label}" e-mails: ${page}`,
    ...(mail.html ? { html: withHtmlFooterLink(mail.html, { href: page, label: `No more "${label}" e-mails` }) } : {}),
    headers: {
      "List-Unsubscribe": `<${absoluteUrl(base, links.oneClick)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** Records that a notification's e-mail was handled (sent, or left out by its person's setting). */
export async function markNotificationEmailed(db: Executor, id: string): Promise<void> {
  await db.update(notifications).set({ emailedAt: new Date() }).where(eq(notifications.id, id));
}

/** Notifications whose e-mail has not gone out although it had time to: the queue's safety net. */
export async function unsentNotificationIds(
  db: Executor,
  input: { olderThan: Date; newerThan: Date; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        isNull(notifications.emailedAt),
        lt(notifications.createdAt, input.olderThan),
        gt(notifications.createdAt, input.newerThan),
      ),
    )
    .orderBy(notifications.createdAt)
    .limit(input.limit);
  return rows.map((row) => row.id);
}

/** The caller's notifications, newest first, with the unread count (one query for the page, one for the count). */
export async function listNotifications(
  db: Executor,
  input: { userId: string; unreadOnly: boolean; page: number; pageSize: number },
) {
  const mine = eq(notifications.userId, input.userId);
  const items = await pageRows(
    db
      .select({
        id: notifications.id,
        type: notifications.type,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        jobRequestId: notifications.jobRequestId,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(input.unreadOnly ? and(mine, isNull(notifications.readAt)) : mine)
      .orderBy(...newestFirst(notifications))
      .$dynamic(),
    input,
  );
  const [counts] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
    })
    .from(notifications)
    .where(mine);
  return {
    items,
    total: input.unreadOnly ? (counts?.unread ?? 0) : (counts?.total ?? 0),
    unreadCount: counts?.unread ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

export async function unreadNotificationCount(db: Executor, userId: string): Promise<number> {
  const [row] = await unreadNotificationCountQuery(db, userId);
  return row?.n ?? 0;
}

/** The count of the user's unread notifications as a query, for a statement that reads other counts beside it. */
export function unreadNotificationCountQuery(db: Executor, userId: string) {
  return db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Marks the caller's notifications read (the given ones, or all); others' ids are ignored. */
export async function markNotificationsRead(db: Executor, input: { userId: string; ids?: string[] }) {
  const conditions = [eq(notifications.userId, input.userId), isNull(notifications.readAt)];
  if (input.ids) {
    if (input.ids.length === 0) return { updated: 0, unreadCount: await unreadNotificationCount(db, input.userId) };
    conditions.push(inArray(notifications.id, input.ids));
  }
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(...conditions))
    .returning({ id: notifications.id });
  return { updated: updated.length, unreadCount: await unreadNotificationCount(db, input.userId) };
}
