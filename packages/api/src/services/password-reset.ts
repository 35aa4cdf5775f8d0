/**
 * "Forgot your password?": a one-time link by e-mail, then a new password. Tokens live in
 * verification_tokens under the identifier `password-reset:<e-mail>` (only their SHA-256 is kept),
 * expire after an hour, and a newer request replaces an older link. The answer to a request is the
 * same whether or not the address has an account, so the form tells nobody who is registered.
 */
import { randomBytes } from "node:crypto";
import { hashPassword } from "@skyhire/auth/password";
import { endAllSessions } from "@skyhire/auth/session";
import { users, verificationTokens, type Database, type Executor } from "@skyhire/db";
import { AUTH_MESSAGES, normalizeEmail } from "@skyhire/validators";
import { and, eq, gt, like, lt, or, sql } from "drizzle-orm";
import { DomainError } from "../errors";
import { hashVerificationToken } from "./email-verification";
import { runningJobQueue, type PasswordResetJob } from "../queue/registry";
import { absoluteUrl, passwordResetMail, queueMail, type SendMailOptions } from "./mail";
import { enforcePasswordClientLimit, enforceRateLimit, type RateLimitRule } from "./rate-limit";
import { discardResetLinks, RESET_IDENTIFIER_PREFIX } from "./reset-links";

export const PASSWORD_RESET_TTL_MINUTES = 60;
export const RESET_PASSWORD_PATH = "/reset-password";

/** A few links per address per hour, so the form cannot flood a mailbox. */
export const PASSWORD_RESET_REQUEST_LIMIT: RateLimitRule = { limit: 3, windowMs: 60 * 60 * 1000 };

export function passwordResetLink(baseUrl: string, token: string): string {
  return absoluteUrl(baseUrl, `${RESET_PASSWORD_PATH}?${new URLSearchParams({ token })}`);
}

/**
 * "Forgot your password?": answers the same, in its body and in its time, whether or not the address
 * has an account. Both ways do the same work here — the limits, then one job on the queue — and the
 * job (sendPasswordReset) looks the account up, makes the token and mails it. A process without a
 * queue (a script, a test) does the job at once.
 */
export async function requestPasswordReset(
  db: Executor,
  input: { email: string; baseUrl: string; ip: string; mail?: SendMailOptions; now?: Date },
): Promise<{ status: "sent" }> {
  const email = normalizeEmail(input.email);
  await enforcePasswordClientLimit(db, input.ip);
  await enforceRateLimit(db, `password-reset:${email}`, PASSWORD_RESET_REQUEST_LIMIT, AUTH_MESSAGES.tooManyResetRequests);
  const queue = input.mail?.transport || input.mail?.env ? null : runningJobQueue();
  if (queue) await queue.enqueuePasswordReset({ email, baseUrl: input.baseUrl });
  else await sendPasswordReset(db, { email, baseUrl: input.baseUrl, mail: input.mail, now: input.now });
  return { status: "sent" };
}

/** The job behind a reset request: mails a link when the address has an active password account, else nothing. */
export async function sendPasswordReset(
  db: Executor,
  input: PasswordResetJob & { mail?: SendMailOptions; now?: Date },
): Promise<void> {
  const email = normalizeEmail(input.email);
  const [account] = await db
    .select({ email: users.email, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  // OAuth-only and suspended accounts have no password to reset.
  if (!account?.passwordHash || account.status !== "active") return;

  const now = input.now ?? new Date();
  const identifier = `${RESET_IDENTIFIER_PREFIX}${email}`;
  const token = randomBytes(32).toString("base64url");
  // A new link replaces the last one; expired rows of any kind go too.
  await db
    .delete(verificationTokens)
    .where(or(eq(verificationTokens.identifier, identifier), lt(verificationTokens.expires, now)));
  await db.insert(verificationTokens).values({
    identifier,
    token: hashVerificationToken(token),
    expires: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
  });
  await queueMail(db, passwordResetMail(account.email, passwordResetLink(input.baseUrl, token), PASSWORD_RESET_TTL_MINUTES), input.mail);
}

/** The reset token's row while it can still set a password: a reset's (not a verification's), not expired. */
function usableResetToken(token: string, now: Date) {
  return and(
    eq(verificationTokens.token, hashVerificationToken(token)),
    like(verificationTokens.identifier, `${RESET_IDENTIFIER_PREFIX}%`),
    gt(verificationTokens.expires, now),
  );
}

/**
 * Whether a link would still set a password, read without using it up, so the reset page shows its
 * form only for a link that works and otherwise says the link has expired or was used.
 */
export async function resetLinkStatus(db: Executor, input: { token: string; now?: Date }): Promise<{ usable: boolean }> {
  const now = input.now ?? new Date();
  const [row] = await db
    .select({ id: users.id })
    .from(verificationTokens)
    .innerJoin(
      users,
      and(eq(sql`lower(${users.email})`, sql`substr(${verificationTokens.identifier}, ${RESET_IDENTIFIER_PREFIX.length + 1})`), eq(users.status, "active")),
    )
    .where(usableResetToken(input.token, now))
    .limit(1);
  return { usable: row !== undefined };
}

/**
 * Sets the new password through a link: the token works once (used, it is gone), only for a reset
 * (a verification token does not fit), and every session of the account ends. Following the link
 * also proves the address, so it counts as verified.
 */
export async function resetPassword(
  db: Database,
  input: { token: string; newPassword: string; ip: string; now?: Date },
): Promise<{ email: string }> {
  const now = input.now ?? new Date();
  // Before the hash: guessed tokens from one address stop costing anything.
  await enforcePasswordClientLimit(db, input.ip);
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(verificationTokens)
      .where(
        and(
          eq(verificationTokens.token, hashVerificationToken(input.token)),
          like(verificationTokens.identifier, `${RESET_IDENTIFIER_PREFIX}%`),
        ),
      )
      .returning({ identifier: verificationTokens.identifier, expires: verificationTokens.expires });
    if (!row || row.expires.getTime() <= now.getTime()) throw new DomainError("BAD_REQUEST", AUTH_MESSAGES.resetLinkInvalid);
    const email = row.identifier.slice(RESET_IDENTIFIER_PREFIX.length);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailVerified: sql`coalesce(${users.emailVerified}, now())` })
      .where(and(eq(sql`lower(${users.email})`, email), eq(users.status, "active")))
      .returning({ id: users.id, email: users.email });
    if (!user) throw new DomainError("BAD_REQUEST", AUTH_MESSAGES.resetLinkInvalid);
    await discardResetLinks(tx, user.email);
    await endAllSessions(tx, user.id);
    return { email: user.email };
  });
}
