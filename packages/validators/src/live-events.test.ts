import { describe, expect, it } from "vitest";
import { LIVE_EVENT_KINDS, LIVE_LIMITS, LIVE_MESSAGES, lastEventIdSchema } from "./live-events";

describe("the id a reconnecting page sends back", () => {
  it("is read as a number", () => {
    expect(lastEventIdSchema.parse("0")).toBe(0);
    expect(lastEventIdSchema.parse("42")).toBe(42);
    expect(lastEventIdSchema.parse("007")).toBe(7);
  });

  it("may have up to 18 digits, not more", () => {
    expect(lastEventIdSchema.safeParse("9".repeat(18)).success).toBe(true);
    expect(lastEventIdSchema.safeParse("9".repeat(19)).success).toBe(false);
    expect(lastEventIdSchema.parse("9007199254740991")).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("is refused unless it is a whole non-negative number, digits only", () => {
    for (const id of ["", "-1", "1.5", "1e3", "abc", "12a", "a12", " 12", "12 ", "0x10", "+3", "٣"]) {
      expect(lastEventIdSchema.safeParse(id).success, JSON.stringify(id)).toBe(false);
    }
  });
});

describe("the live stream's kinds and limits", () => {
  it("tells pages about messages, threads read elsewhere and notifications", () => {
    expect(LIVE_EVENT_KINDS).toEqual(["message", "conversation-read", "notification"]);
  });

  it("keeps an idle stream open with a comment line every 25 s", () => {
    expect(LIVE_LIMITS.heartbeatMs).toBe(25_000);
  });

  it("keeps events a day for reconnects and replays at most 500 of them", () => {
    expect(LIVE_LIMITS.retentionMs).toBe(24 * 60 * 60 * 1000);
    expect(LIVE_LIMITS.replayMax).toBe(500);
  });

  it("tells the browser to reconnect after 2 s, and re-reads live data every 10 s while the stream is down", () => {
    expect(LIVE_LIMITS.retryMs).toBe(2_000);
    expect(LIVE_LIMITS.fallbackPollMs).toBe(10_000);
  });

  it("looks for new events every 750 ms on the embedded database, every 10 s as a safety net beside NOTIFY", () => {
    expect(LIVE_LIMITS.embeddedPollMs).toBe(750);
    expect(LIVE_LIMITS.serverSafetyPollMs).toBe(10_000);
  });

  it("lets one user keep 12 streams (tabs) open on one instance, and one client address 30", () => {
    expect(LIVE_LIMITS.streamsPerUser).toBe(12);
    expect(LIVE_LIMITS.streamsPerAddress).toBe(30);
    expect(LIVE_MESSAGES.tooManyForUser).toBe(
      "Too many live update streams are open for your account (at most 12). Close some tabs and try again.",
    );
    expect(LIVE_MESSAGES.tooManyFromAddress).toBe(
      "Too many live update streams are open from your network address (at most 30). Close some tabs and try again.",
    );
  });
});
