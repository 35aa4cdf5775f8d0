import { type listingViewsDaily } from "../schema";
import { DAY_MS, isoDate, Rng } from "./ids";
import { type NewListing } from "./listings";

export type NewListingViews = typeof listingViewsDaily.$inferInsert;

/** The demo operator's listings have a year of daily views; other listings the last 30 days (kept small: the seed runs before every e2e run). */
export const SEEDED_VIEW_DAYS = { demo: 365, other: 30 } as const;

/**
 * Daily view counts (docs/product.md#operator-analytics): each listing has its own level, busier
 * on weekends, growing slowly over the year, with a little noise; switched-off listings have none.
 * Deterministic for a given day: the same listing and date always give the same count.
 */
export function planListingViews(listings: NewListing[], demoOperatorId: string | null, now: Date): NewListingViews[] {
  const rows: NewListingViews[] = [];
  for (const listing of listings) {
    if (listing.isActive === false || !listing.id) continue;
    const level = new Rng(`views:${listing.id}`).int(3, 14);
    const days = listing.operatorId === demoOperatorId ? SEEDED_VIEW_DAYS.demo : SEEDED_VIEW_DAYS.other;
    for (let back = days - 1; back >= 0; back--) {
      const day = isoDate(now, -back);
      const weekday = new Date(now.getTime() - back * DAY_MS).getUTCDay();
      const weekend = weekday === 0 || weekday === 6 ? 1.4 : 1;
      const growth = 0.6 + 0.4 * ((SEEDED_VIEW_DAYS.demo - back) / SEEDED_VIEW_DAYS.demo);
      const noise = new Rng(`views:${listing.id}:${day}`).int(-2, 2);
      rows.push({ listingId: listing.id, day, views: Math.max(0, Math.round(level * weekend * growth) + noise) });
    }
  }
  return rows;
}
