/**
 * Support requests (issue 11 §9). A message thread needs a job and an operator on its other side
 * (conversations.job_request_id is NOT NULL), so a request is not a thread: it is e-mailed, through
 * the one mail service, to every active admin (recorded in the `emails` table, the delivery log and
 * development outbox), with a receipt to the person who asked. Replies go by e-mail.
 */
import { jobRequests, users, type Executor } from "@skyhire/db";
import { displayName, SUPPORT_MESSAGES, type SessionUser, type SupportRequestValues } from "@skyhire/validators";
import { and, asc, eq } from "drizzle-orm";
import { DomainError } from "../errors";
import { absoluteUrl, mailEnv, sendMailSafely, type MailMessage, type SendMailOptions } from "./mail";
import { enforceRateLimit } from "./rate-limit";

/** Requests allowed per account (or reply address) and hour. */
const SUPPORT_LIMIT = { limit: 5, windowMs: 60 * 60_000 };

export const SUPPORT_SUBJECT_PREFIX = "Support request:";

export interface SupportRequestReceipt {
  /** Where the answer will go. */
  replyTo: string;
  /** How many admins were told. */
  admins: number;
}

export async function submitSupportRequest(
  db: Executor,
  input: SupportRequestValues & { actor: SessionUser | null; baseUrl: string; mail?: SendMailOptions },
): Promise<SupportRequestReceipt> {
  const replyTo = input.actor?.email ?? input.email;
  if (!replyTo) throw new DomainError("BAD_REQUEST", SUPPORT_MESSAGES.emailRequired);
  await enforceRateLimit(db, `support:${input.actor?.id ?? replyTo.toLowerCase()}`, SUPPORT_LIMIT, SUPPORT_MESSAGES.tooMany);

  const job = input.jobId ? await jobTitle(db, input.jobId) : null;
  const from = input.actor ? `${displayName(input.actor)} <${input.actor.email}> (${input.actor.role})` : `${replyTo} (not signed in)`;
  const lines = [
    `From: ${from}`,
    `Reply to: ${replyTo}`,
    ...(input.jobId ? [`Job: ${job ?? "unknown job"} — ${absoluteUrl(input.baseUrl, `/jobs/${input.jobId}`)}`] : []),
    "",
    input.message,
  ];
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
  return { replyTo, admins: told };
}

async function jobTitle(db: Executor, jobId: string): Promise<string | null> {
  const [row] = await db.select({ title: jobRequests.title }).from(jobRequests).where(eq(jobRequests.id, jobId)).limit(1);
  return row?.title ?? null;
}
