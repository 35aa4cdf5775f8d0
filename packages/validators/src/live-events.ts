import { z } from "zod";

/**
 * The live event stream (GET /api/events, docs/product.md#live-updates): what a signed-in user's
 * open pages hear about. `message`: a message in one of their conversations; `conversation-read`:
 * one of their threads was read (another tab); `notification`: a notification arrived or was read.
 */
export const LIVE_EVENT_KINDS = ["message", "conversation-read", "notification"] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

export const LIVE_LIMITS = {
  /** A reconnect replays at most this many missed events; beyond it the client re-reads everything. */
  replayMax: 500,
  /** A comment line this often keeps proxies from closing an idle stream (and checks the session). */
  heartbeatMs: 25_000,
  /** The browser waits this long before reconnecting a dropped stream (the SSE `retry:` field). */
  retryMs: 2_000,
  /** Events are kept this long for reconnects; older ones are pruned by the nightly housekeeping. */
  retentionMs: 24 * 60 * 60_000,
  /** With the embedded database (no LISTEN across processes), new events are looked for this often. */
  embeddedPollMs: 750,
  /** With a server, NOTIFY wakes the reader; this slower look is the safety net for a lost one. */
  serverSafetyPollMs: 10_000,
  /** While the stream is down, the page re-reads its live data this often instead. */
  fallbackPollMs: 10_000,
  /** Open streams per user on one instance (tabs); beyond it a new one is refused (429). */
  streamsPerUser: 12,
  /** Open streams per client address on one instance (a household, an office); beyond it a new one is refused (429). */
  streamsPerAddress: 30,
} as const;

export const LIVE_MESSAGES = {
  tooManyForUser: `Too many live update streams are open for your account (at most ${LIVE_LIMITS.streamsPerUser}). Close some tabs and try again.`,
  tooManyFromAddress: `Too many live update streams are open from your network address (at most ${LIVE_LIMITS.streamsPerAddress}). Close some tabs and try again.`,
} as const;

/** The id a reconnecting EventSource sends back: a non-negative integer, else ignored. */
export const lastEventIdSchema = z
  .string()
  .regex(/^\d{1,18}$/)
  .transform(Number);

export interface LiveEvent {
  id: number;
  kind: LiveEventKind;
  refId: string;
}
