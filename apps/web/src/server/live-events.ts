import "server-only";
import { createLiveEventHub, type LiveEventHub } from "@skyhire/api/live";
import { isEmbeddedUrl } from "@skyhire/db/client";
import { databaseUrl, getDb } from "@skyhire/db/runtime";
import { LIVE_LIMITS } from "@skyhire/validators";

const globalForLive = globalThis as unknown as { skyhireLiveHub?: LiveEventHub };

/**
 * This server's one live event hub. A PostgreSQL server wakes it with NOTIFY (several web servers
 * and the worker all reach every stream); the embedded database serves the processes of one
 * machine through a single session, where LISTEN hears nothing of other connections, so it looks
 * for new events every LIVE_LIMITS.embeddedPollMs instead (only while someone is listening).
 */
export function liveEventHub(): LiveEventHub {
  globalForLive.skyhireLiveHub ??= isEmbeddedUrl(databaseUrl())
    ? createLiveEventHub(getDb(), { wake: "poll", pollMs: LIVE_LIMITS.embeddedPollMs })
    : createLiveEventHub(getDb(), { wake: "notify", pollMs: LIVE_LIMITS.serverSafetyPollMs });
  return globalForLive.skyhireLiveHub;
}
