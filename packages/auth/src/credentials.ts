/** E-mail + password check behind the Credentials provider, throttled per e-mail and client address. */
import type { Executor } from "@skyhire/db";
import { users } from "@skyhire/db/schema";
import { normalizeEmail, signInSchema } from "@skyhire/validators";
import { eq, sql } from "drizzle-orm";
import { AccountSuspended, InvalidCredentials, TooManyAttempts } from "./errors";
import { burnPasswordCheck, verifyPassword } from "./password";
import { hitRateLimit, resetRateLimit, type RateLimitRule } from "./rate-limit";

/** At most 5 failed attempts per e-mail + IP in 15 minutes. */
export const SIGN_IN_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 15 * 60 * 1000 };

export interface CredentialsAttempt {
  email: unknown;
  password: unknown;
  /** Client address as best known ("unknown" when there is none). */
  ip: string;
}

export interface AuthorizedUser {
  id: string;
  email: string;
  name: string | null;
}

export function signInRateLimitKey(email: string, ip: string): string {
  return `signin:${normalizeEmail(email)}:${ip}`;
}

/**
 * Returns the user when the password is right; otherwise throws InvalidCredentials, TooManyAttempts or
 * AccountSuspended. The attempt is counted before the check (so parallel guesses cannot slip past the
 * limit) and the counter is cleared when the password is right.
 */
export async function authorizeWithPassword(db: Executor, attempt: CredentialsAttempt): Promise<AuthorizedUser> {
  const parsed = signInSchema.safeParse({ email: attempt.email, password: attempt.password });
  if (!parsed.success) throw new InvalidCredentials();
  const email = normalizeEmail(parsed.data.email);
  const { password } = parsed.data;

  const key = signInRateLimitKey(email, attempt.ip);
  const limit = await hitRateLimit(db, key, SIGN_IN_RATE_LIMIT);
  if (!limit.allowed) throw new TooManyAttempts();

  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);

  const ok = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : await burnPasswordCheck(password);
  if (!user || !ok) throw new InvalidCredentials();

  await resetRateLimit(db, key);
  // Told only after the right password, so the message does not reveal an account's state to guessers.
  if (user.status !== "active") throw new AccountSuspended();
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return { id: user.id, email: user.email, name: name || null };
}

/**
 * The client address for throttling: the right-most X-Forwarded-For entry (the one the nearest
 * proxy — or Next itself — added), else X-Real-IP.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").map((s) => s.trim()).filter(Boolean).at(-1);
  return last ?? headers.get("x-real-ip")?.trim() ?? "unknown";
}
