import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_LIMITS, IDEMPOTENCY_MESSAGES, isValidIdempotencyKey } from "./idempotency";

describe("an Idempotency-Key", () => {
  it("may be a UUID, a ULID or any visible ASCII text", () => {
    expect(isValidIdempotencyKey("0b7c2c5e-4b1f-4f5e-9a51-0e8d2b7d9c11")).toBe(true);
    expect(isValidIdempotencyKey("01JDZ3Q7XK8V4N6M2P0R5T9W1Y")).toBe(true);
    expect(isValidIdempotencyKey("order:42/attempt#1")).toBe(true);
    expect(isValidIdempotencyKey("!")).toBe(true);
    expect(isValidIdempotencyKey("~")).toBe(true);
  });

  it("is at most 255 characters", () => {
    expect(IDEMPOTENCY_LIMITS.keyMaxLength).toBe(255);
    expect(isValidIdempotencyKey("k".repeat(255))).toBe(true);
    expect(isValidIdempotencyKey("k".repeat(256))).toBe(false);
  });

  it("is never empty, and has no spaces, control characters or letters outside ASCII", () => {
    expect(isValidIdempotencyKey("")).toBe(false);
    expect(isValidIdempotencyKey("two words")).toBe(false);
    expect(isValidIdempotencyKey("tab\there")).toBe(false);
    expect(isValidIdempotencyKey("key\u007f")).toBe(false);
    expect(isValidIdempotencyKey("clé")).toBe(false);
    expect(isValidIdempotencyKey(" key")).toBe(false);
  });

  it("is kept a day, and a first request silent for five minutes counts as cut off", () => {
    expect(IDEMPOTENCY_LIMITS.retentionMs).toBe(86_400_000);
    expect(IDEMPOTENCY_LIMITS.abandonedAfterMs).toBe(300_000);
  });

  it("says what is wrong in words a client developer can act on", () => {
    expect(IDEMPOTENCY_MESSAGES.invalidKey).toBe("Idempotency-Key must be 1 to 255 visible ASCII characters");
    expect(IDEMPOTENCY_MESSAGES.otherRequest).toBe("This Idempotency-Key was already used with a different request");
    expect(IDEMPOTENCY_MESSAGES.stillRunning).toBe(
      "A request with this Idempotency-Key is still being processed; try again in a moment",
    );
  });
});
