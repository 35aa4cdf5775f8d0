import { clientAddress } from "@skyhire/auth/forwarded";
import { isPrefetch, ListingViewCounter, writeListingViews } from "@skyhire/api/listing-views";
import { getDb } from "@skyhire/db/runtime";

/** How often the views counted in memory are written (one upsert per batch). */
const FLUSH_EVERY_MS = 10_000;

/** One counter per process: pages, instrumentation and the entry (server.ts) load this module apart, so it lives on globalThis. */
const KEY = Symbol.for("skyhire.listingViewCounter");
const holder = globalThis as { [KEY]?: ListingViewCounter };

/** This process's counter (packages/api/src/services/listing-views.ts), started on first use. */
function listingViewCounter(): ListingViewCounter {
  const existing = holder[KEY];
  if (existing) return existing;
  const created = new ListingViewCounter({ write: (counts) => writeListingViews(getDb(), counts) });
  const flush = () =>
    created.flush().catch((error: unknown) => console.error("Writing listing views failed; kept for the next batch.", error));
  setInterval(() => void flush(), FLUSH_EVERY_MS).unref();
  process.once("beforeExit", () => void flush());
  holder[KEY] = created;
  return created;
}

/**
 * Counts a view of a listing page. Called from `after()`, so the page is sent before this runs;
 * it only adds to memory, the database write happens in the counter's next batch.
 */
export function countListingView(view: {
  listingId: string;
  operatorId: string | null;
  viewerId: string | null;
  headers: Headers;
}): void {
  listingViewCounter().record({
    listingId: view.listingId,
    operatorId: view.operatorId,
    viewerId: view.viewerId,
    address: clientAddress(view.headers),
    userAgent: view.headers.get("user-agent"),
    prefetch: isPrefetch(view.headers),
  });
}

/** Counts a signed-out visitor's view of a listing page answered by the page cache (server/page-cache.ts). */
export function countVisitorListingView(listingId: string, headers: Headers): void {
  countListingView({ listingId, operatorId: null, viewerId: null, headers });
}

/** Writes the views waiting in memory now (shutdown). */
export async function flushListingViews(): Promise<void> {
  await holder[KEY]?.flush();
}
