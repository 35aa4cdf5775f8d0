/**
 * Fixed-window counters in the `rate_limits` table, shared by every app instance.
 * Lives here (not in packages/api) because sign-in needs it and packages/api already depends on
 * this package; packages/api re-exports it from services/rate-limit.ts for its own callers.
 */
import type { Executor } from "@skyhire/db";
import { rateLimits } from "@skyhire/db/schema";
import { eq, lt, sql } from "drizzle-orm";

export interface RateLimitRule {
  /** Attempts allowed inside one window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  /** False once this hit is past the limit. */
  allowed: boolean;
  count: number;
  remaining: number;
  resetAt: Date;
}

/**
 * Counts one attempt and says whether it is allowed. One atomic upsert: concurrent hits on the
 * same key serialize on its row, and a window that has run out starts again at this hit.
 */
export async function hitRateLimit(db: Executor, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const expired = sql`${rateLimits.windowStart} <= now() - (${rule.windowMs}::double precision * interval '1 millisecond')`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (!row) throw new Error("rate limit upsert returned no row");
  return {
    allowed: row.count <= rule.limit,
    count: row.count,
    remaining: Math.max(0, rule.limit - row.count),
    resetAt: new Date(row.windowStart.getTime() + rule.windowMs),
  };
}

/** Forgets a key's attempts (e.g. after a successful sign-in). */
export async function resetRateLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Takes one attempt back (an attempt that turned out fine counts against no limit). */
export async function refundRateLimit(db: Executor, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Deletes counters whose window started before `olderThanMs` ago; for a periodic job. */
export async function pruneRateLimits(db: Executor, olderThanMs: number): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - (${olderThanMs}::double precision * interval '1 millisecond')`))
    .returning({ key: rateLimits.key });
  return rows.length;
}
