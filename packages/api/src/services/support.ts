/**
 * Support requests (issue 11 §9). Signed in, a request is a message in the user's support thread
 * with the admins (one per user, made on first need; every admin reads and answers it in their
 * Messages). Signed out (someone who cannot sign in, say) there is no thread to answer in: the
 * request is e-mailed, through the one mail service, to every active admin (the `emails` table,
 * the delivery log and development outbox), with a receipt to the address given.
 */
import { jobRequests, users, type Database, type Executor } from "@skyhire/db";
import { SUPPORT_MESSAGES, type SessionUser, type SupportRequestValues } from "@skyhire/validators";
import { and, asc, eq } from "drizzle-orm";
import { DomainError } from "../errors";
import { postSupportMessage } from "./lifecycle/messages";
import { absoluteUrl, mailEnv, sendMailSafely, type MailMessage, type SendMailOptions } from "./mail";
import { enforceRateLimit } from "./rate-limit";

/** Requests allowed per account (or reply address) and hour. */
const SUPPORT_LIMIT = { limit: 5, windowMs: 60 * 60_000 };

export const SUPPORT_SUBJECT_PREFIX = "Support request:";

export type SupportRequestReceipt =
  /** Signed in: the request is in the user's support thread. */
  | { channel: "thread"; conversationId: string }
  /** Signed out: e-mailed; the answer goes to `replyTo`. */
  | { channel: "email"; replyTo: string; admins: number };

export async function submitSupportRequest(
  db: Database,
  input: SupportRequestValues & { actor: SessionUser | null; baseUrl: string; mail?: SendMailOptions },
): Promise<SupportRequestReceipt> {
  const replyTo = input.actor?.email ?? input.email;
  if (!replyTo) throw new DomainError("BAD_REQUEST", SUPPORT_MESSAGES.emailRequired);
  await enforceRateLimit(db, `support:${input.actor?.id ?? replyTo.toLowerCase()}`, SUPPORT_LIMIT, SUPPORT_MESSAGES.tooMany);

  const job = input.jobId ? await jobTitle(db, input.jobId) : null;
  const about = input.jobId ? [`Job: ${job ?? "unknown job"} — ${absoluteUrl(input.baseUrl, `/jobs/${input.jobId}`)}`] : [];

  if (input.actor) {
    const body = [`Subject: ${input.subject}`, ...about, "", input.message].join("\n");
    const { conversationId } = await postSupportMessage(db, { actor: input.actor, subject: input.subject, body });
    return { channel: "thread", conversationId };
  }

  const lines = [`From: ${replyTo} (not signed in)`, `Reply to: ${replyTo}`, ...about, "", input.message];
  const toAdmins = (to: string): MailMessage => ({
    to,
    subject: `${SUPPORT_SUBJECT_PREFIX} ${input.subject}`,
    text: `${lines.join("\n")}\n`,
  });
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.status, "active")))
    .orderBy(asc(users.createdAt));
  // With no admin account yet, the request goes to the platform's own address.
  const recipients = admins.length > 0 ? admins.map((a) => a.email) : [(input.mail?.env ?? mailEnv()).from];
  let told = 0;
  for (const to of recipients) if (await sendMailSafely(db, toAdmins(to), input.mail)) told += 1;
  if (told === 0) throw new Error("No support e-mail could be queued");

  await sendMailSafely(
    db,
    {
      to: replyTo,
      subject: `We received your request: ${input.subject}`,
      text: `Thank you for writing to Skyhire support. An admin will answer by e-mail to ${replyTo}.\n\nYour message:\n\n${input.message}\n\n— The Skyhire team\n`,
    },
    input.mail,
  );
  return { channel: "email", replyTo, admins: told };
}

async function jobTitle(db: Executor, jobId: string): Promise<string | null> {
  const [row] = await db.select({ title: jobRequests.title }).from(jobRequests).where(eq(jobRequests.id, jobId)).limit(1);
  return row?.title ?? null;
}
