/**
 * The operator's analytics (docs/product.md#operator-analytics), one query per figure, each for
 * the caller's own data only and for one period (`analyticsRange`): listing views over time and per
 * listing (with quote requests, conversion and hints), quote requests and proposals sent and won,
 * the time to answer a new job, earnings by month and currency, and the rating over time.
 * `operatorAnalytics` reads them all for the page and `GET /api/operators/analytics`.
 */
import { type Executor } from "@skyhire/db";
import {
  analyticsRange,
  ANALYTICS_MESSAGES,
  ANALYTICS_RANKED_LISTINGS,
  type AnalyticsPeriod,
  type AnalyticsRange,
} from "@skyhire/validators";
import { sql } from "drizzle-orm";
import { bucketKey, bucketOf, bucketOfDay, bucketSeries, dayInRange, inRange, rowsOf } from "./analytics-buckets";

export type ViewsPoint = {
  bucket: string;
  views: number;
};

/** Listing views of the operator's listings per bucket of the period. */
export async function viewsOverTime(db: Executor, operatorId: string, range: AnalyticsRange): Promise<ViewsPoint[]> {
  const result = await db.execute<ViewsPoint>(sql`
    with counted as (
      select ${bucketOfDay(range.bucket, sql`v.day`)} as bucket, sum(v.views)::int as views
      from listing_views_daily v join service_listings l on l.id = v.listing_id
      where l.operator_id = ${operatorId} and ${dayInRange(range, sql`v.day`)}
      group by 1
    )
    select ${bucketKey(range.bucket, sql`s.bucket`)} as bucket, coalesce(c.views, 0)::int as views
    from (${bucketSeries(range)}) s left join counted c on c.bucket = s.bucket
    order by s.bucket`);
  return rowsOf(result);
}

export interface ListingPerformance {
  listingId: string;
  title: string;
  isActive: boolean;
  views: number;
  /** Quote requests sent from this listing's page in the period. */
  quoteRequests: number;
  /** Quote requests ÷ views; null without views. */
  conversion: number | null;
  hints: string[];
}

/**
 * Every listing of the operator with its views and quote requests in the period, and what might
 * hold it back: no photo, or a price (in US dollars at the reference rates) above the median of
 * the public listings of its category.
 */
export async function listingPerformance(
  db: Executor,
  operatorId: string,
  range: AnalyticsRange,
): Promise<ListingPerformance[]> {
  const result = await db.execute<{
    listing_id: string;
    title: string;
    is_active: boolean;
    views: number;
    quote_requests: number;
    no_photo: boolean;
    above_median: boolean;
  }>(sql`
    with medians as (
      select category, percentile_cont(0.5) within group (order by price_usd) as median
      from service_listings where is_public group by category
    )
    select l.id as listing_id, l.title, l.is_active,
      coalesce((select sum(v.views) from listing_views_daily v
        where v.listing_id = l.id and ${dayInRange(range, sql`v.day`)}), 0)::int as views,
      (select count(*) from job_requests j
        where j.listing_id = l.id and j.invited_operator_id = l.operator_id
          and ${inRange(range, sql`j.created_at`)})::int as quote_requests,
      jsonb_array_length(l.photos) = 0 as no_photo,
      coalesce(l.price_usd > m.median, false) as above_median
    from service_listings l left join medians m on m.category = l.category
    where l.operator_id = ${operatorId}
    order by l.created_at, l.id`);
  return rowsOf(result).map((row) => ({
    listingId: row.listing_id,
    title: row.title,
    isActive: row.is_active,
    views: row.views,
    quoteRequests: row.quote_requests,
    conversion: row.views > 0 ? row.quote_requests / row.views : null,
    hints: [
      ...(row.no_photo ? [ANALYTICS_MESSAGES.noPhoto] : []),
      ...(row.above_median ? [ANALYTICS_MESSAGES.priceAboveMedian] : []),
      ...(row.views === 0 ? [ANALYTICS_MESSAGES.noViews] : []),
    ],
  }));
}

/**
 * The best and the weakest listings by conversion: listings with views, best first; the weakest
 * are the rest from the bottom (listings without views first), never one listed in both.
 */
export function rankListings(listings: ListingPerformance[], size = ANALYTICS_RANKED_LISTINGS) {
  const byConversion = [...listings].sort(
    (a, b) => (b.conversion ?? -1) - (a.conversion ?? -1) || b.views - a.views || a.title.localeCompare(b.title),
  );
  const top = byConversion.filter((listing) => listing.conversion !== null).slice(0, size);
  const bottom = byConversion
    .filter((listing) => !top.includes(listing))
    .reverse()
    .slice(0, size);
  return { top, bottom };
}

export type ActivityPoint = {
  bucket: string;
  /** Jobs addressed to the operator (Request Quote) posted in the bucket. */
  quoteRequests: number;
  /** Proposals the operator sent in the bucket, and how many of those were accepted. */
  proposalsSent: number;
  proposalsWon: number;
};

/** Quote requests received and proposals sent and won, per bucket (a proposal counts in the bucket it was sent). */
export async function activityOverTime(db: Executor, operatorId: string, range: AnalyticsRange): Promise<ActivityPoint[]> {
  const result = await db.execute<ActivityPoint>(sql`
    with requests as (
      select ${bucketOf(range.bucket, sql`created_at`)} as bucket, count(*)::int as n
      from job_requests where invited_operator_id = ${operatorId} and ${inRange(range, sql`created_at`)}
      group by 1
    ), sent as (
      select ${bucketOf(range.bucket, sql`created_at`)} as bucket, count(*)::int as n,
        (count(*) filter (where accepted_at is not null))::int as won
      from proposals where operator_id = ${operatorId} and ${inRange(range, sql`created_at`)}
      group by 1
    )
    select ${bucketKey(range.bucket, sql`s.bucket`)} as bucket,
      coalesce(r.n, 0)::int as "quoteRequests", coalesce(p.n, 0)::int as "proposalsSent",
      coalesce(p.won, 0)::int as "proposalsWon"
    from (${bucketSeries(range)}) s
    left join requests r on r.bucket = s.bucket left join sent p on p.bucket = s.bucket
    order by s.bucket`);
  return rowsOf(result);
}

export interface ResponsePoint {
  bucket: string;
  proposals: number;
  /** Hours from the job being posted to this operator's proposal, on average; null without proposals. */
  averageHours: number | null;
}

/** How fast the operator answers a new job: proposals sent per bucket and their average delay. */
export async function responseTimeOverTime(
  db: Executor,
  operatorId: string,
  range: AnalyticsRange,
): Promise<ResponsePoint[]> {
  const result = await db.execute<{ bucket: string; proposals: number; hours: string | null }>(sql`
    with answered as (
      select ${bucketOf(range.bucket, sql`p.created_at`)} as bucket, count(*)::int as n,
        sum(extract(epoch from (p.created_at - j.created_at)) / 3600) as hours
      from proposals p join job_requests j on j.id = p.job_request_id
      where p.operator_id = ${operatorId} and ${inRange(range, sql`p.created_at`)}
      group by 1
    )
    select ${bucketKey(range.bucket, sql`s.bucket`)} as bucket, coalesce(a.n, 0)::int as proposals,
      a.hours::text as hours
    from (${bucketSeries(range)}) s left join answered a on a.bucket = s.bucket
    order by s.bucket`);
  return rowsOf(result).map((row) => ({
    bucket: row.bucket,
    proposals: row.proposals,
    averageHours: row.proposals > 0 && row.hours !== null ? Number(row.hours) / row.proposals : null,
  }));
}

export type EarningsMonth = {
  month: string;
  currency: string;
  /** Paid out to the operator (the payout, fee deducted), by the month it was released. */
  released: string;
  /** The operator's share of payments held in escrow now, by the month they were paid. */
  inEscrow: string;
};

/** Earnings per month of the period and currency: released and still in escrow. */
export async function earningsByMonth(db: Executor, operatorId: string, range: AnalyticsRange): Promise<EarningsMonth[]> {
  const result = await db.execute<EarningsMonth>(sql`
    with moves as (
      select currency, ${bucketOf("month", sql`payout_at`)} as month, operator_payout as released, 0 as held
      from payments where operator_id = ${operatorId} and status = 'released' and ${inRange(range, sql`payout_at`)}
      union all
      select currency, ${bucketOf("month", sql`paid_at`)}, 0, operator_payout
      from payments where operator_id = ${operatorId} and status = 'completed' and ${inRange(range, sql`paid_at`)}
    )
    select to_char(month, 'YYYY-MM') as month, currency,
      sum(released)::numeric(12,2)::text as released, sum(held)::numeric(12,2)::text as "inEscrow"
    from moves group by month, currency order by month, currency`);
  return rowsOf(result);
}

export interface RatingMonth {
  month: string;
  reviews: number;
  /** The month's reviews on average. */
  average: number;
  /** Every review up to the month's end on average: the rating as it stood. */
  overall: number;
}

/** The rating per month of the period, for months with reviews. */
export async function ratingOverTime(db: Executor, operatorId: string, range: AnalyticsRange): Promise<RatingMonth[]> {
  const result = await db.execute<{ month: string; reviews: number; average: string; overall: string }>(sql`
    with months as (
      select ${bucketOf("month", sql`created_at`)} as month, count(*)::int as n, sum(rating)::int as total
      from reviews where operator_id = ${operatorId} and created_at < (${range.to}::date + 1)::timestamp at time zone 'UTC'
      group by 1
    ), running as (
      select month, n, total, sum(total) over (order by month) as all_total, sum(n) over (order by month) as all_n
      from months
    )
    select to_char(month, 'YYYY-MM') as month, n as reviews, (total::numeric / n)::text as average,
      (all_total::numeric / all_n)::text as overall
    from running where month >= date_trunc('month', ${range.from}::date)::date
    order by month`);
  return rowsOf(result).map((row) => ({
    month: row.month,
    reviews: row.reviews,
    average: round2(Number(row.average)),
    overall: round2(Number(row.overall)),
  }));
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const sum = <T>(items: T[], of: (item: T) => number) => items.reduce((total, item) => total + of(item), 0);

/** Everything the analytics page shows, for one period. */
export async function operatorAnalytics(
  db: Executor,
  operatorId: string,
  period: AnalyticsPeriod,
  now: Date = new Date(),
) {
  const range = analyticsRange(period, now);
  const views = await viewsOverTime(db, operatorId, range);
  const listings = await listingPerformance(db, operatorId, range);
  const activity = await activityOverTime(db, operatorId, range);
  const responseTime = await responseTimeOverTime(db, operatorId, range);
  const earnings = await earningsByMonth(db, operatorId, range);
  const rating = await ratingOverTime(db, operatorId, range);
  const sent = sum(activity, (point) => point.proposalsSent);
  const won = sum(activity, (point) => point.proposalsWon);
  const answered = responseTime.filter((point) => point.averageHours !== null);
  const answeredCount = sum(answered, (point) => point.proposals);
  return {
    range,
    totals: {
      views: sum(views, (point) => point.views),
      quoteRequests: sum(activity, (point) => point.quoteRequests),
      proposalsSent: sent,
      proposalsWon: won,
      /** Proposals accepted ÷ sent in the period; null when none was sent. */
      winRate: sent > 0 ? won / sent : null,
      averageResponseHours:
        answeredCount > 0 ? sum(answered, (point) => (point.averageHours ?? 0) * point.proposals) / answeredCount : null,
    },
    views,
    listings,
    ...rankListings(listings),
    activity,
    responseTime,
    earnings,
    rating,
  };
}
export type OperatorAnalytics = Awaited<ReturnType<typeof operatorAnalytics>>;
