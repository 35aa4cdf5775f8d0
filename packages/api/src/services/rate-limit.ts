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
import { DomainError } from "../errors";

export { hitRateLimit, pruneRateLimits, resetRateLimit, type RateLimitResult, type RateLimitRule };

/** Counts one attempt under `key`; throws TOO_MANY_REQUESTS with `message` once past the rule's limit. */
export async function enforceRateLimit(
  db: Executor,
  key: string,
  rule: RateLimitRule,
  message = "Too many requests. Please try again later.",
): Promise<RateLimitResult> {
  const result = await hitRateLimit(db, key, rule);
  if (!result.allowed) throw new DomainError("TOO_MANY_REQUESTS", message);
  return result;
}
