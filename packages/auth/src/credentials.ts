/** E-mail + password check behind the Credentials provider, throttled per e-mail and client address. */
import type { Executor } from "@skyhire/db";
import { users } from "@skyhire/db/schema";
import { normalizeEmail, signInSchema } from "@skyhire/validators";
import { eq, sql } from "drizzle-orm";
import { AccountSuspended, InvalidCredentials, TooManyAttempts } from "./errors";
import { burnPasswordCheck, verifyPassword } from "./password";
import { hitRateLimit, refundRateLimit, resetRateLimit, type RateLimitRule } from "./rate-limit";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** At most 5 attempts per e-mail from one client address in 15 minutes (cleared by a success). */
export const SIGN_IN_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: FIFTEEN_MINUTES };
/**
 * Failures on one account from anywhere are not a lock (an outsider could lock the owner out from a
 * few addresses): past 10 in 15 minutes, each further attempt on the account is answered only after a
 * wait that doubles from 250 ms up to 8 s, so guesses spread over many addresses slow down while the
 * owner, from an address of their own, still signs in.
 */
export const SIGN_IN_ACCOUNT_DELAY = { freeFailures: 10, firstDelayMs: 250, maxDelayMs: 8_000, windowMs: FIFTEEN_MINUTES };
/** At most 20 attempts per client address over all accounts: password spraying stops. */
export const SIGN_IN_CLIENT_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: FIFTEEN_MINUTES };

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

/** How long an attempt on an account waits when `failures` attempts on it failed in the window. */
export function accountDelayMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = SIGN_IN_ACCOUNT_DELAY;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(failures - freeFailures, 16));
}

export interface SignInOptions {
  /** Waits `ms` before the password is checked (tests pass one that records instead of waiting). */
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Returns the user when the password is right; otherwise throws InvalidCredentials, TooManyAttempts or
 * AccountSuspended. The attempt is counted before the check (so parallel guesses cannot slip past the
 * limit) and the counter is cleared when the password is right.
 */
export async function authorizeWithPassword(
  db: Executor,
  attempt: CredentialsAttempt,
  { wait = sleep }: SignInOptions = {},
): Promise<AuthorizedUser> {
  const parsed = signInSchema.safeParse({ email: attempt.email, password: attempt.password });
  if (!parsed.success) throw new InvalidCredentials();
  const email = normalizeEmail(parsed.data.email);
  const { password } = parsed.data;

  const key = signInRateLimitKey(email, attempt.ip);
  const accountKey = `signin-account:${email}`;
  const clientKey = `signin-client:${attempt.ip}`;
  // Counted before the check (parallel guesses cannot slip past), one limit after the other; a
  // right password then takes its attempt back, so only failures add up. The two refusals are per
  // address: what one address does never refuses another.
  for (const [limitKey, rule] of [
    [key, SIGN_IN_RATE_LIMIT],
    [clientKey, SIGN_IN_CLIENT_RATE_LIMIT],
  ] as const) {
    if (!(await hitRateLimit(db, limitKey, rule)).allowed) throw new TooManyAttempts();
  }
  const { count } = await hitRateLimit(db, accountKey, { limit: Number.MAX_SAFE_INTEGER, windowMs: SIGN_IN_ACCOUNT_DELAY.windowMs });
  const delay = accountDelayMs(count - 1);
  if (delay > 0) await wait(delay);

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
  await refundRateLimit(db, accountKey);
  await refundRateLimit(db, clientKey);
  // Told only after the right password, so the message does not reveal an account's state to guessers.
  if (user.status !== "active") throw new AccountSuspended();
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return { id: user.id, email: user.email, name: name || null };
}

export { clientAddress } from "./forwarded";
