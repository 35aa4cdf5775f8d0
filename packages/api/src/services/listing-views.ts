/**
 * Listing views, counted privately (docs/product.md#operator-analytics): one view per visitor per
 * listing per UTC day, bots and the listing's own operator left out, and nothing about the visitor
 * stored. The web server keeps one counter per process (apps/web/src/server/listing-views.ts):
 *
 * - a visitor is told apart by a SHA-256 of a salt, the day, the listing, the client address and
 *   the user agent; the salt is random, lives only in this process's memory and is replaced at
 *   the first view of each UTC day, so yesterday's hashes cannot be recomputed by anyone;
 * - the hashes seen today stay in memory (a set, dropped with the salt); only counts per listing
 *   and day reach the database, in one upsert per batch (`writeListingViews`), never in the
 *   page's render: the page hands the view over after its response (`after()`), the counter adds
 *   it to memory and flushes every few seconds or when the batch is full.
 *
 * With several web servers, a visitor whose requests reach two of them counts once on each.
 */
import { createHash, randomBytes } from "node:crypto";
import { listingViewsDaily, type Executor } from "@skyhire/db";
import { sql } from "drizzle-orm";
import { isbot } from "isbot";

export interface ListingViewHit {
  listingId: string;
  /** The listing's operator: their own views are not counted. Null for a signed-out viewer, who is never the operator. */
  operatorId: string | null;
  /** The signed-in viewer, if any. */
  viewerId: string | null;
  /** The client address (clientAddress in @skyhire/auth/forwarded). */
  address: string;
  userAgent: string | null;
  /** A prefetch (`Sec-Purpose`/`Purpose: prefetch`, `Next-Router-Prefetch`) is not a view. */
  prefetch?: boolean;
}

export interface ListingViewCount {
  listingId: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  views: number;
}

/** Whether a page view is one to count: a person, not the listing's operator, not a prefetch. */
export function isCountableView(hit: ListingViewHit): boolean {
  if (hit.prefetch) return false;
  if (!hit.userAgent || isbot(hit.userAgent)) return false;
  return hit.viewerId === null || hit.viewerId !== hit.operatorId;
}

/** Whether a request's headers say it is a prefetch rather than a visit. */
export function isPrefetch(headers: Headers): boolean {
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`.toLowerCase();
  return purpose.includes("prefetch") || headers.has("next-router-prefetch");
}

export interface ListingViewCounterOptions {
  /** Writes one batch; a batch that fails is kept and written with the next one. */
  write: (counts: ListingViewCount[]) => Promise<void>;
  now?: () => Date;
  salt?: () => Buffer;
  /** A flush is started once this many views wait. */
  batchSize?: number;
  /** Past this many visitors a day the counter stops counting new ones (a flood is not a crowd). */
  maxVisitorsPerDay?: number;
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

export class ListingViewCounter {
  private day = "";
  private salt: Buffer = Buffer.alloc(0);
  private seen = new Set<string>();
  private pending = new Map<string, ListingViewCount>();
  private pendingViews = 0;
  private flushing: Promise<void> | null = null;
  private readonly write: ListingViewCounterOptions["write"];
  private readonly now: () => Date;
  private readonly newSalt: () => Buffer;
  private readonly batchSize: number;
  private readonly maxVisitors: number;

  constructor(options: ListingViewCounterOptions) {
    this.write = options.write;
    this.now = options.now ?? (() => new Date());
    this.newSalt = options.salt ?? (() => randomBytes(32));
    this.batchSize = options.batchSize ?? 500;
    this.maxVisitors = options.maxVisitorsPerDay ?? 500_000;
  }

  /** Counts a page view when it is a new visitor of that listing today; true when counted. */
  record(hit: ListingViewHit): boolean {
    if (!isCountableView(hit)) return false;
    const day = utcDay(this.now());
    if (day !== this.day) {
      this.day = day;
      this.salt = this.newSalt();
      this.seen = new Set();
    }
    const visitor = createHash("sha256")
      .update(this.salt)
      .update(`\0${day}\0${hit.listingId}\0${hit.address}\0${hit.userAgent ?? ""}`)
      .digest("base64url");
    if (this.seen.has(visitor) || this.seen.size >= this.maxVisitors) return false;
    this.seen.add(visitor);
    this.add({ listingId: hit.listingId, day, views: 1 });
    if (this.pendingViews >= this.batchSize) void this.flush();
    return true;
  }

  /** Views counted and not written yet. */
  get waiting(): number {
    return this.pendingViews;
  }

  /** Writes what waits in one batch (one flush at a time; a failed batch waits for the next). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing.catch(() => undefined);
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.pendingViews = 0;
    this.flushing = this.write(batch)
      .catch((error: unknown) => {
        for (const count of batch) this.add(count);
        throw error;
      })
      .finally(() => {
        this.flushing = null;
      });
    await this.flushing;
  }

  private add(count: ListingViewCount) {
    const key = `${count.day}\0${count.listingId}`;
    const current = this.pending.get(key);
    if (current) current.views += count.views;
    else this.pending.set(key, { ...count });
    this.pendingViews += count.views;
  }
}

/**
 * Adds a batch of counts to the daily rows in one statement. A listing deleted since its view was
 * counted is skipped (its rows went with it).
 */
export async function writeListingViews(db: Executor, counts: ListingViewCount[]): Promise<void> {
  if (counts.length === 0) return;
  const values = sql.join(
    counts.map((c) => sql`(${c.listingId}, ${c.day}::date, ${c.views}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${listingViewsDaily} (listing_id, day, views)
    select v.listing_id, v.day, v.views
    from (values ${values}) as v(listing_id, day, views)
    where exists (select 1 from service_listings l where l.id = v.listing_id)
    on conflict (listing_id, day) do update set views = ${listingViewsDaily.views} + excluded.views
  `);
}
