import type { Database } from "@skyhire/db";
import type { LiveEvent } from "@skyhire/validators";
import { latestLiveEventId, liveEventsAfter } from "../services/live-events";

/**
 * One per web server: reads the live event log once for every open stream and hands each user's
 * events to that user's listeners. Woken by PostgreSQL NOTIFY (`notify`, works across servers and
 * the worker), or by looking every few hundred milliseconds (`poll`: the embedded database serves
 * several processes through one session, where a LISTEN would not hear other connections).
 */

export const LIVE_EVENTS_CHANNEL = "skyhire_live_events";

export type LiveEventListener = (event: LiveEvent) => void;

export interface LiveEventHubOptions {
  wake: "notify" | "poll";
  /** `poll`: how often to look; `notify`: the safety net for a lost notification. */
  pollMs: number;
  /** A missing id (a transaction that took its number but has not committed) is waited for this long. */
  gapWaitMs?: number;
}

export interface LiveEventHub {
  /**
   * Calls `listener` with each new event of `userId` until `unsubscribe`. Once `ready` resolves the
   * hub hears everything committed from then on (a stream reads its replay after that).
   */
  subscribe(userId: string, listener: LiveEventListener): { unsubscribe: () => void; ready: Promise<void> };
  /** Reads and hands out what is new now (a wake-up; tests call it directly). */
  pump(): Promise<void>;
  close(): Promise<void>;
}

const READ_BATCH = 1000;

export function createLiveEventHub(db: Database, options: LiveEventHubOptions): LiveEventHub {
  const gapWaitMs = options.gapWaitMs ?? 5_000;
  const listeners = new Map<string, Set<LiveEventListener>>();
  /** Every id up to the cursor has been handed out (or given up on); ids above it in `delivered` too. */
  let cursor: number | null = null;
  const delivered = new Set<number>();
  let gapSince: number | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  let unlisten: (() => Promise<void>) | null = null;

  function hand(event: LiveEvent & { userId: string }) {
    for (const listener of listeners.get(event.userId) ?? []) {
      try {
        listener({ id: event.id, kind: event.kind, refId: event.refId });
      } catch (error) {
        console.error("A live event listener failed", error);
      }
    }
  }

  async function readOnce(): Promise<void> {
    cursor ??= await latestLiveEventId(db);
    for (;;) {
      const rows = await liveEventsAfter(db, { afterId: cursor, limit: READ_BATCH });
      for (const row of rows) {
        if (delivered.has(row.id)) continue;
        delivered.add(row.id);
        hand(row);
      }
      advanceCursor();
      if (rows.length < READ_BATCH) return;
    }
  }

  /** Moves the cursor over handed-out ids; waits a little at a hole before giving up on it. */
  function advanceCursor() {
    if (cursor === null) return;
    for (;;) {
      while (delivered.delete(cursor + 1)) cursor += 1;
      if (delivered.size === 0) {
        gapSince = null;
        return;
      }
      gapSince ??= Date.now();
      if (Date.now() - gapSince < gapWaitMs) return;
      // A rolled-back transaction's number never comes: skip to the next handed-out id.
      cursor = Math.min(...delivered) - 1;
      gapSince = null;
    }
  }

  async function pump(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await readOnce();
        } while (again);
      } catch (error) {
        console.error("Reading live events failed; trying again on the next wake-up", error);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  let active = false;
  /** Start and stop run one after another, each deciding on the listeners present when it runs. */
  let lifecycle: Promise<void> = Promise.resolve();

  async function start() {
    active = true;
    timer = setInterval(() => void pump(), options.pollMs);
    timer.unref();
    if (options.wake === "notify") {
      const subscription = await db.$client.listen(
        LIVE_EVENTS_CHANNEL,
        () => void pump(),
        () => void pump(),
      );
      unlisten = () => subscription.unlisten();
    }
    await pump();
  }

  async function stop() {
    active = false;
    if (timer) clearInterval(timer);
    timer = null;
    const stopListening = unlisten;
    unlisten = null;
    if (stopListening) await stopListening();
    if (running) await running;
    cursor = null;
    delivered.clear();
  }

  function settle() {
    lifecycle = lifecycle
      .then(async () => {
        if (listeners.size > 0 && !active) await start();
        else if (listeners.size === 0 && active) await stop();
      })
      .catch((error: unknown) => console.error("Live events could not start or stop", error));
  }

  return {
    subscribe(userId, listener) {
      const own = listeners.get(userId) ?? new Set();
      own.add(listener);
      listeners.set(userId, own);
      settle();
      const unsubscribe = () => {
        own.delete(listener);
        if (own.size === 0) listeners.delete(userId);
        settle();
      };
      return { unsubscribe, ready: lifecycle };
    },
    pump,
    async close() {
      listeners.clear();
      settle();
      await lifecycle;
    },
  };
}
