/**
 * Shared fixed-window rate limits (rows in `rate_limits`, so every app instance sees the same counts).
 * The counter itself lives in @skyhire/auth because sign-in throttling needs it there and that package
 * cannot depend on this one; procedures use `enforceRateLimit` to answer TOO_MANY_REQUESTS.
 */
import {
  hitRateLimit,
  pruneRateLimits,
  resetRateLimit,
  type RateLimitResult,
  type RateLimitRule,
} from "@skyhire/auth/rate-limit";
import type { Executor } from "@skyhire/db";
import { AUTH_MESSAGES } from "@skyhire/validators";
import { DomainError } from "../errors";

export { hitRateLimit, pruneRateLimits, resetRateLimit, type RateLimitResult, type RateLimitRule };

/** Whole seconds until `moment`, at least 1 (what `Retry-After` says). */
export function secondsUntil(moment: Date, now = Date.now()): number {
  return Math.max(1, Math.ceil((moment.getTime() - now) / 1000));
}

/**
 * Counts one attempt under `key`; throws TOO_MANY_REQUESTS with `message` once past the rule's
 * limit, saying when the window ends.
 */
export async function enforceRateLimit(
  db: Executor,
  key: string,
  rule: RateLimitRule,
  message = "Too many requests. Please try again later.",
): Promise<RateLimitResult> {
  const result = await hitRateLimit(db, key, rule);
  if (!result.allowed) {
    throw new DomainError("TOO_MANY_REQUESTS", message, { retryAfterSeconds: secondsUntil(result.resetAt) });
  }
  return result;
}

/**
 * Password changes, reset requests and reset links from one client address (each costs a password
 * hash or a mail), counted together: 20 in 15 minutes.
 */
export const PASSWORD_CLIENT_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 15 * 60_000 };

/** Counts one password request of client `ip` (see forwarded.ts in @skyhire/auth); TOO_MANY_REQUESTS past the limit. */
export async function enforcePasswordClientLimit(db: Executor, ip: string): Promise<void> {
  await enforceRateLimit(db, `password-client:${ip}`, PASSWORD_CLIENT_RATE_LIMIT, AUTH_MESSAGES.tooManyPasswordAttempts);
}
