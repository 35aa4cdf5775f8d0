/**
 * Idempotent writes over REST (docs/api.md#idempotent-writes): a client sends `Idempotency-Key` with a
 * POST, and sending it again — after a timeout, a dropped connection — gives back the first answer
 * instead of doing the work twice. The header, the limits and every message, written once.
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";

/** Set on an answer that is the replay of an earlier one. */
export const IDEMPOTENT_REPLAYED_HEADER = "idempotent-replayed";

export const IDEMPOTENCY_LIMITS = {
  /** Long enough for a UUID, a ULID or a client's own composite key. */
  keyMaxLength: 255,
  /** A key, and the answer it replays, is kept this long per account. */
  retentionMs: 24 * 60 * 60 * 1000,
  /**
   * A first request still marked running after this long was cut off (its server stopped): the key
   * is taken over by the next request with it instead of answering 409 for a day.
   */
  abandonedAfterMs: 5 * 60 * 1000,
} as const;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: `Idempotency-Key must be 1 to ${IDEMPOTENCY_LIMITS.keyMaxLength} visible ASCII characters`,
  otherRequest: "This Idempotency-Key was already used with a different request",
  stillRunning: "A request with this Idempotency-Key is still being processed; try again in a moment",
} as const;

/** Visible ASCII (0x21–0x7E): what an HTTP header carries safely and a log shows as it is. */
const KEY_PATTERN = /^[\x21-\x7e]+$/;

/** Whether a header value may serve as a key (the header's absence is not a key at all). */
export function isValidIdempotencyKey(value: string): boolean {
  return value.length <= IDEMPOTENCY_LIMITS.keyMaxLength && KEY_PATTERN.test(value);
}
