import { rateLimits } from "@skyhire/db";
import { createTestDatabase, type TestDatabase } from "@skyhire/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "../errors";
import { enforceRateLimit, hitRateLimit, pruneRateLimits, resetRateLimit } from "./rate-limit";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.close());

const rule = { limit: 3, windowMs: 60_000 };

describe("rate limits", () => {
  it("counts hits in a window and refuses past the limit", async () => {
    const counts = [];
    for (let i = 0; i < 4; i++) counts.push(await hitRateLimit(t.db, "k:basic", rule));
    expect(counts.map((c) => [c.count, c.allowed, c.remaining])).toEqual([
      [1, true, 2],
      [2, true, 1],
      [3, true, 0],
      [4, false, 0],
    ]);
    expect(counts[3]!.resetAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("counts concurrent hits exactly (one atomic upsert each)", async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => hitRateLimit(t.db, "k:race", rule)),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it("starts a new window once the old one has passed", async () => {
    await hitRateLimit(t.db, "k:window", rule);
    await hitRateLimit(t.db, "k:window", rule);
    await t.db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '61 seconds'` })
      .where(eq(rateLimits.key, "k:window"));
    const next = await hitRateLimit(t.db, "k:window", rule);
    expect(next).toMatchObject({ count: 1, allowed: true });
  });

  it("resets a key and prunes old counters", async () => {
    await hitRateLimit(t.db, "k:reset", rule);
    await resetRateLimit(t.db, "k:reset");
    expect((await hitRateLimit(t.db, "k:reset", rule)).count).toBe(1);

    await t.db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '2 days'` })
      .where(eq(rateLimits.key, "k:reset"));
    expect(await pruneRateLimits(t.db, 24 * 60 * 60 * 1000)).toBe(1);
  });

  it("enforceRateLimit throws TOO_MANY_REQUESTS with the given message and when to try again", async () => {
    for (let i = 0; i < 3; i++) await enforceRateLimit(t.db, "k:enforce", rule);
    const refused = await enforceRateLimit(t.db, "k:enforce", rule, "Slow down").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: "TOO_MANY_REQUESTS", message: "Slow down" });
    const { retryAfterSeconds } = refused as DomainError;
    expect(retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(retryAfterSeconds).toBeLessThanOrEqual(rule.windowMs / 1000);
  });
});
