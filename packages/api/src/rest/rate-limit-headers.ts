/**
 * `RateLimit-Policy` and `RateLimit` (the IETF httpapi draft "RateLimit header fields for HTTP")
 * on the answers to token calls: the token's quota and window, and what is left of it now, so a
 * client slows down before its 429 rather than after.
 */
import type { RateLimitSeen } from "../services/api-tokens";
import { secondsUntil } from "../services/rate-limit";

/** The policy's name in both headers. */
const TOKEN_POLICY = '"token"';

export function rateLimitHeaders(seen: RateLimitSeen): Record<string, string> {
  if (!seen.last) return {};
  const { rule, result } = seen.last;
  return {
    "ratelimit-policy": `${TOKEN_POLICY};q=${rule.limit};w=${Math.round(rule.windowMs / 1000)}`,
    ratelimit: `${TOKEN_POLICY};r=${Math.max(0, result.remaining)};t=${secondsUntil(result.resetAt)}`,
  };
}
