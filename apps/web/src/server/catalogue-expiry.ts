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

/**
 * Expires this process's catalogue caches whenever another instance announces a change, and each
 * time the listening connection (re)connects, when announcements may have been missed. Resolves
 * once listening, with the way to stop.
 */
export async function expireOnChangesElsewhere(db: Database): Promise<() => Promise<void>> {
  const subscription = await db.$client.listen(
    CATALOGUE_CHANNEL,
    (origin) => {
      if (origin !== state().instance) expireCatalogueHere();
    },
    () => expireCatalogueHere(),
  );
  return () => subscription.unlisten();
}
