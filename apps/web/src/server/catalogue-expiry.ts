import { randomUUID } from "node:crypto";
import type { Database } from "@skyhire/db";
import { expirePageCache } from "./page-cache";
import { perProcess } from "./per-process";

/**
 * How a write through the API on one web instance empties the catalogue caches of every instance
 * (catalogue-cache.ts keeps visitors' catalogue reads, page-cache.ts their pages). Each instance
 * keeps a generation number, part of every catalogue cache key: a write bumps it where it happened
 * and, on a PostgreSQL server, NOTIFYs the others, which LISTEN (apps/web/server.ts) and bump
 * theirs. A notification lost while an instance reconnects is made up for by expiring on
 * reconnect; the caches' own 30 s lifetime bounds anything else. The embedded database serves one
 * machine's processes through one session, where one web server is all there is.
 */
export const CATALOGUE_CHANNEL = "skyhire_catalogue";

interface ExpiryState {
  generation: number;
  /** Sent with each notification, so an instance does not expire twice for its own write. */
  instance: string;
}

function state(): ExpiryState {
  return perProcess("skyhire.catalogueExpiry", () => ({ generation: 0, instance: randomUUID() }));
}

/** Part of every catalogue cache key of this process: entries made before an expiry are not read again. */
export function catalogueGeneration(): number {
  return state().generation;
}

/** Empties this process's catalogue caches: its data cache entries and its kept pages. */
export function expireCatalogueHere(): void {
  state().generation += 1;
  expirePageCache();
}

/** Tells the other instances on this database that the catalogue changed. */
export async function announceCatalogueChange(db: Database): Promise<void> {
  await db.$client.notify(CATALOGUE_CHANNEL, state().instance);
}

/** How long to wait before trying to LISTEN again when the database did not answer. */
const LISTEN_RETRY_MS = 5_000;

/**
 * Expires this process's catalogue caches whenever another instance announces a change, and each
 * time the listening connection (re)connects, when announcements may have been missed. A database
 * that does not answer at start does not stop the server: it tries again every few seconds (the
 * caches' 30 s lifetime bounds what it misses meanwhile). Returns the way to stop.
 */
export function expireOnChangesElsewhere(db: Database): () => Promise<void> {
  let stopped = false;
  let unlisten: (() => Promise<void>) | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let reported = false;

  const listen = async () => {
    try {
      const subscription = await db.$client.listen(
        CATALOGUE_CHANNEL,
        (origin) => {
          if (origin !== state().instance) expireCatalogueHere();
        },
        () => expireCatalogueHere(),
      );
      if (stopped) await subscription.unlisten();
      else unlisten = () => subscription.unlisten();
    } catch (error) {
      if (!reported) console.error("Not yet told of other instances' catalogue changes; trying again", error);
      reported = true;
      if (!stopped) retry = setTimeout(() => void listen(), LISTEN_RETRY_MS);
      retry?.unref();
    }
  };
  void listen();

  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await unlisten?.();
  };
}
