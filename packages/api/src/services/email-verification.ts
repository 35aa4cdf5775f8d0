/**
 * E-mail verification (docs/product.md#operator-onboarding: registration is followed by a verification e-mail).
 * A link carries a random token; only its SHA-256 is stored (verification_tokens, identifier = the
 * normalised e-mail), it expires after 24 hours and works once: following it deletes the row.
 */
import { createHash, randomBytes } from "node:crypto";
import { users, verificationTokens, type Executor } from "@skyhire/db";
import { normalizeEmail, type EmailVerificationOutcome } from "@skyhire/validators";
import { eq, lt, sql } from "drizzle-orm";
import { DomainError } from "../errors";
import { absoluteUrl, queueMail, verificationMail, type SendMailOptions } from "./mail";
import { enforceRateLimit, type RateLimitRule } from "./rate-limit";

export const EMAIL_VERIFICATION_TTL_HOURS = 24;
const TTL_MS = EMAIL_VERIFICATION_TTL_HOURS * 60 * 60 * 1000;
export const VERIFY_EMAIL_PATH = "/api/auth/verify-email";

/** New links on request: a few per hour per account, so the form cannot be used to flood a mailbox. */
export const RESEND_VERIFICATION_LIMIT: RateLimitRule = { limit: 3, windowMs: 60 * 60 * 1000 };
export const RESEND_VERIFICATION_LIMIT_MESSAGE = "Too many verification emails. Please try again later.";

export function hashVerificationToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function verificationLink(baseUrl: string, token: string): string {
  return absoluteUrl(baseUrl, `${VERIFY_EMAIL_PATH}?${new URLSearchParams({ token })}`);
}

/** Stores a new token for the address and returns the raw one (only the link carries it). */
export async function issueVerificationToken(db: Executor, email: string, now = new Date()): Promise<string> {
  const identifier = normalizeEmail(email);
  const token = randomBytes(32).toString("base64url");
  // Expired rows are of no use to anyone; clearing them here keeps the table small without a job.
  await db.delete(verificationTokens).where(lt(verificationTokens.expires, now));
  await db.insert(verificationTokens).values({
    identifier,
    token: hashVerificationToken(token),
    expires: new Date(now.getTime() + TTL_MS),
  });
  return token;
}

/** Issues a token and mails its link (through the queue when one runs). Throws when sending at once failed. */
export async function sendVerificationEmail(
  db: Executor,
  input: { email: string; baseUrl: string; mail?: SendMailOptions },
): Promise<void> {
  const token = await issueVerificationToken(db, input.email);
  await queueMail(
    db,
    verificationMail(input.email, verificationLink(input.baseUrl, token), EMAIL_VERIFICATION_TTL_HOURS),
    input.mail,
  );
}

/** The same, for callers whose own work must stand when the mail fails (registration): logs, never throws. */
export async function sendVerificationEmailSafely(
  db: Executor,
  input: { email: string; baseUrl: string; mail?: SendMailOptions },
): Promise<boolean> {
  try {
    await sendVerificationEmail(db, input);
    return true;
  } catch (error) {
    console.error(`The verification e-mail to ${input.email} was not sent`, error);
    return false;
  }
}

/**
 * Follows a link: consumes the token (whatever the outcome, it never works twice) and marks the
 * account's e-mail verified. Unknown, used and expired tokens are told apart for the page's message.
 */
export async function verifyEmailToken(db: Executor, token: string, now = new Date()): Promise<EmailVerificationOutcome> {
  if (!token || token.length > 200) return "invalid";
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(verificationTokens)
      .where(eq(verificationTokens.token, hashVerificationToken(token)))
      .returning({ identifier: verificationTokens.identifier, expires: verificationTokens.expires });
    if (!row) return "invalid";
    if (row.expires.getTime() <= now.getTime()) return "expired";
    const [user] = await tx
      .update(users)
      .set({ emailVerified: sql`coalesce(${users.emailVerified}, now())` })
      .where(eq(sql`lower(${users.email})`, row.identifier))
      .returning({ id: users.id });
    return user ? "verified" : "invalid";
  });
}

/** A new link for the signed-in user; `alreadyVerified` when there is nothing to verify. */
export async function resendVerificationEmail(
  db: Executor,
  input: { userId: string; baseUrl: string; mail?: SendMailOptions },
): Promise<{ status: "sent" | "alreadyVerified" }> {
  const [user] = await db
    .select({ email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!user) throw new DomainError("UNAUTHORIZED", "Unauthorized");
  if (user.emailVerified) return { status: "alreadyVerified" };
  await enforceRateLimit(db, `verify-email:${input.userId}`, RESEND_VERIFICATION_LIMIT, RESEND_VERIFICATION_LIMIT_MESSAGE);
  await sendVerificationEmail(db, { email: user.email, baseUrl: input.baseUrl, mail: input.mail });
  return { status: "sent" };
}

/** When the user's address was verified; null while it is not. */
export async function emailVerifiedAt(db: Executor, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.emailVerified ?? null;
}
