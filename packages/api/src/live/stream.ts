import type { Executor } from "@skyhire/db";
import { LIVE_LIMITS, lastEventIdSchema, type LiveEvent } from "@skyhire/validators";
import { latestLiveEventId, liveEventsOfUserAfter } from "../services/live-events";
import type { LiveEventHub } from "./hub";
import { assertStreamSlot, takeStreamSlot } from "./stream-slots";

/**
 * GET /api/events: one signed-in user's live event stream (server-sent events). A reconnect sends
 * Last-Event-ID and gets what it missed (or `resync` when that is more than the replay keeps);
 * a comment line every heartbeat keeps proxies from closing it, and the stream ends when the
 * session ends. Events say only what changed (kind + id); the page re-reads the data itself,
 * through the same authorized calls as always.
 */

export interface LiveStreamInput {
  db: Executor;
  hub: LiveEventHub;
  userId: string;
  /** The client's address (clientAddress): streams are capped per address as well as per user. */
  address: string;
  /** The Last-Event-ID header (or the `lastEventId` query value of a polyfill); ignored when malformed. */
  lastEventId: string | null;
  /** The request's abort signal: the browser went away. */
  signal: AbortSignal;
  /** Asked at each heartbeat: false ends the stream (signed out, suspended). */
  stillSignedIn: () => Promise<boolean>;
  heartbeatMs?: number;
}

const encoder = new TextEncoder();

function frame(fields: { id?: number; event?: string; data?: unknown; retry?: number; comment?: string }): Uint8Array {
  let text = "";
  if (fields.comment !== undefined) text += `: ${fields.comment}\n`;
  if (fields.retry !== undefined) text += `retry: ${fields.retry}\n`;
  if (fields.id !== undefined) text += `id: ${fields.id}\n`;
  if (fields.event !== undefined) text += `event: ${fields.event}\n`;
  if (fields.data !== undefined) text += `data: ${JSON.stringify(fields.data)}\n`;
  return encoder.encode(`${text}\n`);
}

export const LIVE_STREAM_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  // no-transform: compression would hold the stream back until a buffer fills.
  "cache-control": "no-cache, no-transform",
  "x-accel-buffering": "no",
} as const;

/** The stream, or TOO_MANY_REQUESTS (thrown) when its user or address already has as many open as allowed. */
export function liveEventStreamResponse(input: LiveStreamInput): Response {
  assertStreamSlot(input.userId, input.address);
  const heartbeatMs = input.heartbeatMs ?? LIVE_LIMITS.heartbeatMs;
  const resumeFrom = lastEventIdSchema.safeParse(input.lastEventId ?? undefined);
  let teardown: () => void = () => undefined;

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      let lastSent = resumeFrom.success ? resumeFrom.data : 0;
      /** Events heard while the replay is read; sent after it, without repeats. */
      let held: LiveEvent[] | null = [];

      const send = (chunk: Uint8Array) => {
        if (closed) return;
        try {
          controller.enqueue(chunk);
        } catch {
          close();
        }
      };
      const sendEvent = (event: LiveEvent) => {
        if (event.id <= lastSent) return;
        lastSent = event.id;
        send(frame({ id: event.id, event: event.kind, data: { kind: event.kind, refId: event.refId } }));
      };

      const subscription = input.hub.subscribe(input.userId, (event) => {
        if (held) held.push(event);
        else sendEvent(event);
      });
      const heartbeat = setInterval(() => {
        input
          .stillSignedIn()
          .then((signedIn) => {
            if (signedIn) return send(frame({ comment: "heartbeat" }));
            send(frame({ event: "signed-out", data: {} }));
            close();
          })
          .catch(() => send(frame({ comment: "heartbeat" })));
      }, heartbeatMs);
      heartbeat.unref();
      // Taken in the same turn as the check above (the stream starts synchronously): no race between them.
      const untrack = takeStreamSlot(input.userId, input.address, () => close());

      function close() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        subscription.unsubscribe();
        untrack();
        input.signal.removeEventListener("abort", close);
        try {
          controller.close();
        } catch {
          // Already closed by the reader going away.
        }
      }
      teardown = close;
      input.signal.addEventListener("abort", close);

      send(frame({ retry: LIVE_LIMITS.retryMs }));
      void (async () => {
        try {
          await subscription.ready;
          if (resumeFrom.success) {
            const missed = await liveEventsOfUserAfter(input.db, {
              userId: input.userId,
              afterId: resumeFrom.data,
              limit: LIVE_LIMITS.replayMax + 1,
            });
            if (missed.length > LIVE_LIMITS.replayMax) {
              // More than a replay holds: the page re-reads everything from the newest event on.
              lastSent = await latestLiveEventId(input.db);
              send(frame({ id: lastSent, event: "resync", data: {} }));
            } else {
              for (const event of missed) sendEvent(event);
            }
          } else {
            const latest = await latestLiveEventId(input.db);
            lastSent = Math.max(lastSent, latest);
            send(frame({ id: lastSent, event: "ready", data: {} }));
          }
          const heard = held ?? [];
          held = null;
          for (const event of heard) sendEvent(event);
        } catch (error) {
          console.error("Opening a live event stream failed", error);
          close();
        }
      })();
    },
    cancel() {
      teardown();
    },
  });

  return new Response(body, { status: 200, headers: LIVE_STREAM_HEADERS });
}
