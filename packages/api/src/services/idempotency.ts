/**
 * Idempotent writes (docs/api.md#idempotent-writes): the rows of `idempotency_keys` that let a POST
 * sent twice with one `Idempotency-Key` do its work once. The REST adapter claims the key before the
 * work (packages/api/src/rest/idempotency.ts), then keeps the answer or lets the key go.
 */
import { idempotencyKeys, type Executor } from "@skyhire/db";
import { IDEMPOTENCY_LIMITS, IDEMPOTENCY_MESSAGES } from "@skyhire/validators";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { createHash } from "node:crypto";

export interface IdempotencyScope {
  userId: string;
  key: string;
}

/** An answer as kept for replay: what the first request answered. */
export interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type IdempotencyClaim =
  /** The key is the caller's now: do the work, then `keepAnswer` or `releaseIdempotencyKey`. */
  | { kind: "run" }
  | { kind: "replay"; answer: KeptAnswer }
  | { kind: "refused"; status: 409 | 422; message: string };

/** What makes two requests the same: method, path with query, and the body's exact text. */
export function requestFingerprint(method: string, pathAndQuery: string, body: string): string {
  return createHash("sha256").update(`${method.toUpperCase()} ${pathAndQuery}\n${body}`).digest("hex");
}

/**
 * Claims `key` for a request with this fingerprint. A new key (or one past its day) is the caller's;
 * a key whose first request finished replays that answer when the request is the same and is refused
 * (422) when it is not; a key whose first request still runs is refused (409) unless that request
 * was cut off long ago (a stopped server), when the same request takes it over.
 */
export async function claimIdempotencyKey(
  db: Executor,
  scope: IdempotencyScope,
  fingerprint: string,
  now = new Date(),
): Promise<IdempotencyClaim> {
  const where = and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key));
  // Twice at most: a key released between the insert and the read is free again.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ ...scope, fingerprint, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: "run" };

    const expired = lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_LIMITS.retentionMs));
    const abandoned = and(
      isNull(idempotencyKeys.status),
      eq(idempotencyKeys.fingerprint, fingerprint),
      lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_LIMITS.abandonedAfterMs)),
    );
    const takenOver = await db
      .update(idempotencyKeys)
      .set({ fingerprint, status: null, headers: null, body: null, createdAt: now })
      .where(and(where, or(expired, abandoned)))
      .returning({ key: idempotencyKeys.key });
    if (takenOver.length > 0) return { kind: "run" };

    const [kept] = await db.select().from(idempotencyKeys).where(where);
    if (!kept) continue;
    if (kept.fingerprint !== fingerprint) return { kind: "refused", status: 422, message: IDEMPOTENCY_MESSAGES.otherRequest };
    if (kept.status === null) return { kind: "refused", status: 409, message: IDEMPOTENCY_MESSAGES.stillRunning };
    return { kind: "replay", answer: { status: kept.status, headers: kept.headers ?? {}, body: kept.body ?? "" } };
  }
  return { kind: "refused", status: 409, message: IDEMPOTENCY_MESSAGES.stillRunning };
}

/** The first request finished with this answer: later ones with the key get it back. */
export async function keepAnswer(db: Executor, scope: IdempotencyScope, answer: KeptAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: answer.status, headers: answer.headers, body: answer.body })
    .where(and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key)));
}

/** The first request did nothing (it was refused, or failed): the key is free for a retry. */
export async function releaseIdempotencyKey(db: Executor, scope: IdempotencyScope): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key), isNull(idempotencyKeys.status)));
}

/** Housekeeping: keys past their day. */
export async function pruneIdempotencyKeys(db: Executor, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_LIMITS.retentionMs)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
