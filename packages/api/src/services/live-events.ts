import { liveEvents, type Executor } from "@skyhire/db";
import type { LiveEvent } from "@skyhire/validators";
import { and, asc, eq, gt, lt, max } from "drizzle-orm";

/**
 * Reads of the live event log (rows written by database triggers, see packages/db/src/schema/live-events.ts).
 * The stream replays one user's rows after a reconnect; each web server's hub reads everyone's
 * new rows once and hands them to the open streams.
 */

const eventColumns = { id: liveEvents.id, kind: liveEvents.kind, refId: liveEvents.refId };

/** One user's events after `afterId`, oldest first (a reconnect's replay). */
export async function liveEventsOfUserAfter(
  db: Executor,
  input: { userId: string; afterId: number; limit: number },
): Promise<LiveEvent[]> {
  return db
    .select(eventColumns)
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, input.userId), gt(liveEvents.id, input.afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(input.limit);
}

export interface AddressedLiveEvent extends LiveEvent {
  userId: string;
}

/** Everyone's events after `afterId`, oldest first (the hub's read after a wake-up). */
export async function liveEventsAfter(
  db: Executor,
  input: { afterId: number; limit: number },
): Promise<AddressedLiveEvent[]> {
  return db
    .select({ ...eventColumns, userId: liveEvents.userId })
    .from(liveEvents)
    .where(gt(liveEvents.id, input.afterId))
    .orderBy(asc(liveEvents.id))
    .limit(input.limit);
}

/** The newest event's id (0 when there is none): where a fresh stream starts. */
export async function latestLiveEventId(db: Executor): Promise<number> {
  const [row] = await db.select({ id: max(liveEvents.id) }).from(liveEvents);
  return row?.id ?? 0;
}

/** Deletes events older than `before` (nightly housekeeping); says how many. */
export async function pruneLiveEvents(db: Executor, before: Date): Promise<number> {
  const deleted = await db.delete(liveEvents).where(lt(liveEvents.createdAt, before)).returning({ id: liveEvents.id });
  return deleted.length;
}
