import { listingViewsDaily } from "@skyhire/db";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing";
import {
  isCountableView,
  isPrefetch,
  ListingViewCounter,
  writeListingViews,
  type ListingViewCount,
  type ListingViewHit,
} from "./listing-views";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const hit = (overrides: Partial<ListingViewHit> = {}): ListingViewHit => ({
  listingId: "listing-1",
  operatorId: "operator-1",
  viewerId: null,
  address: "203.0.113.9",
  userAgent: BROWSER,
  ...overrides,
});

function counterAt(clock: { now: Date }, written: ListingViewCount[][], batchSize = 100) {
  return new ListingViewCounter({
    now: () => clock.now,
    batchSize,
    write: async (counts) => {
      written.push(counts.map((c) => ({ ...c })));
    },
  });
}

describe("isCountableView", () => {
  it("counts a person, not a bot, an empty user agent, a prefetch or the listing's own operator", () => {
    expect(isCountableView(hit())).toBe(true);
    expect(isCountableView(hit({ viewerId: "customer-1" }))).toBe(true);
    expect(isCountableView(hit({ userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" }))).toBe(false);
    expect(isCountableView(hit({ userAgent: "curl/8.5.0" }))).toBe(false);
    expect(isCountableView(hit({ userAgent: null }))).toBe(false);
    expect(isCountableView(hit({ userAgent: "" }))).toBe(false);
    expect(isCountableView(hit({ viewerId: "operator-1" }))).toBe(false);
    expect(isCountableView(hit({ prefetch: true }))).toBe(false);
  });

  it("tells prefetches by their headers", () => {
    expect(isPrefetch(new Headers({ "sec-purpose": "prefetch;prerender" }))).toBe(true);
    expect(isPrefetch(new Headers({ purpose: "prefetch" }))).toBe(true);
    expect(isPrefetch(new Headers({ "next-router-prefetch": "1" }))).toBe(true);
    expect(isPrefetch(new Headers({ accept: "text/html" }))).toBe(false);
  });
});

describe("ListingViewCounter", () => {
  it("counts one view per visitor per listing per UTC day and writes only counts", async () => {
    const clock = { now: new Date("2026-03-01T10:00:00Z") };
    const written: ListingViewCount[][] = [];
    const counter = counterAt(clock, written);
    expect(counter.record(hit())).toBe(true);
    expect(counter.record(hit())).toBe(false); // same visitor, same day
    expect(counter.record(hit({ address: "198.51.100.7" }))).toBe(true);
    expect(counter.record(hit({ userAgent: `${BROWSER} Edg/140.0` }))).toBe(true);
    expect(counter.record(hit({ listingId: "listing-2" }))).toBe(true);
    expect(counter.record(hit({ userAgent: "Googlebot/2.1" }))).toBe(false);
    expect(counter.record(hit({ viewerId: "operator-1" }))).toBe(false);
    clock.now = new Date("2026-03-02T00:00:01Z");
    expect(counter.record(hit())).toBe(true); // a new day: the same visitor counts again
    expect(counter.waiting).toBe(5);
    expect(written).toEqual([]); // nothing is written while recording

    await counter.flush();
    expect(written).toHaveLength(1);
    expect(written[0]).toEqual(
      expect.arrayContaining([
        { listingId: "listing-1", day: "2026-03-01", views: 3 },
        { listingId: "listing-2", day: "2026-03-01", views: 1 },
        { listingId: "listing-1", day: "2026-03-02", views: 1 },
      ]),
    );
    expect(written[0]).toHaveLength(3);
    expect(JSON.stringify(written)).not.toContain("203.0.113.9");
    expect(counter.waiting).toBe(0);
    await counter.flush();
    expect(written).toHaveLength(1); // nothing waiting, nothing written
  });

  it("uses a new random salt each day, so yesterday's visitors cannot be matched", () => {
    const clock = { now: new Date("2026-03-01T10:00:00Z") };
    const salts: Buffer[] = [];
    const counter = new ListingViewCounter({
      now: () => clock.now,
      write: async () => undefined,
      salt: () => {
        const salt = Buffer.from(`salt-${salts.length}`);
        salts.push(salt);
        return salt;
      },
    });
    counter.record(hit());
    counter.record(hit({ listingId: "listing-2" }));
    clock.now = new Date("2026-03-02T09:00:00Z");
    counter.record(hit());
    expect(salts.map(String)).toEqual(["salt-0", "salt-1"]);
  });

  it("flushes by itself when a batch is full", async () => {
    const clock = { now: new Date("2026-03-01T10:00:00Z") };
    const written: ListingViewCount[][] = [];
    const counter = counterAt(clock, written, 2);
    counter.record(hit({ address: "a" }));
    expect(written).toHaveLength(0);
    counter.record(hit({ address: "b" }));
    await counter.flush();
    expect(written).toEqual([[{ listingId: "listing-1", day: "2026-03-01", views: 2 }]]);
  });

  it("keeps a batch that failed and writes it with the next one", async () => {
    const clock = { now: new Date("2026-03-01T10:00:00Z") };
    const attempts: ListingViewCount[][] = [];
    let fail = true;
    const counter = new ListingViewCounter({
      now: () => clock.now,
      write: async (counts) => {
        attempts.push(counts.map((c) => ({ ...c })));
        if (fail) throw new Error("database down");
      },
    });
    counter.record(hit({ address: "a" }));
    await expect(counter.flush()).rejects.toThrow("database down");
    counter.record(hit({ address: "b" }));
    fail = false;
    await counter.flush();
    expect(attempts.at(-1)).toEqual([{ listingId: "listing-1", day: "2026-03-01", views: 2 }]);
    expect(counter.waiting).toBe(0);
  });

  it("stops counting new visitors past the day's limit", () => {
    const counter = new ListingViewCounter({ write: async () => undefined, maxVisitorsPerDay: 2 });
    expect(counter.record(hit({ address: "a" }))).toBe(true);
    expect(counter.record(hit({ address: "b" }))).toBe(true);
    expect(counter.record(hit({ address: "c" }))).toBe(false);
  });
});

describe("writeListingViews", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  it("adds batches to the daily rows and skips listings that are gone", async () => {
    const listing = await t.makeListing();
    await writeListingViews(t.db, [
      { listingId: listing.id, day: "2026-03-01", views: 3 },
      { listingId: listing.id, day: "2026-03-02", views: 1 },
      { listingId: "no-such-listing", day: "2026-03-01", views: 4 },
    ]);
    await writeListingViews(t.db, [{ listingId: listing.id, day: "2026-03-01", views: 2 }]);
    await writeListingViews(t.db, []);
    const rows = await t.db.select().from(listingViewsDaily).orderBy(asc(listingViewsDaily.day));
    expect(rows).toEqual([
      { listingId: listing.id, day: "2026-03-01", views: 5 },
      { listingId: listing.id, day: "2026-03-02", views: 1 },
    ]);
  });
});
