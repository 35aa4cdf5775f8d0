/**
 * The marketplace's analytics for admins (docs/product.md#admin-analytics), one query per figure
 * over one period: platform fees by month (the money overview's query), new operators and customers
 * per week, and jobs posted against jobs hired per bucket.
 */
import { type Executor } from "@skyhire/db";
import { analyticsRange, type AnalyticsPeriod, type AnalyticsRange } from "@skyhire/validators";
import { sql } from "drizzle-orm";
import { bucketKey, bucketOf, bucketSeries, inRange, rowsOf } from "../analytics-buckets";
import { monthlyFees } from "./money";

export type SignupsWeek = {
  /** The week's Monday, YYYY-MM-DD. */
  week: string;
  operators: number;
  customers: number;
};

/** Accounts created per week of the period, by role (operators and customers). */
export async function signupsByWeek(db: Executor, range: AnalyticsRange): Promise<SignupsWeek[]> {
  const result = await db.execute<SignupsWeek>(sql`
    with joined as (
      select ${bucketOf("week", sql`created_at`)} as bucket,
        (count(*) filter (where role = 'operator'))::int as operators,
        (count(*) filter (where role = 'customer'))::int as customers
      from users where ${inRange(range, sql`created_at`)}
      group by 1
    )
    select ${bucketKey("week", sql`s.bucket`)} as week, coalesce(j.operators, 0)::int as operators,
      coalesce(j.customers, 0)::int as customers
    from (${bucketSeries(range, "week")}) s left join joined j on j.bucket = s.bucket
    order by s.bucket`);
  return rowsOf(result);
}

export type JobsPoint = {
  bucket: string;
  /** Jobs posted in the bucket. */
  posted: number;
  /** Proposals accepted in the bucket: an operator hired. */
  hired: number;
};

/** Jobs posted and operators hired per bucket of the period. */
export async function jobsPostedVsHired(db: Executor, range: AnalyticsRange): Promise<JobsPoint[]> {
  const result = await db.execute<JobsPoint>(sql`
    with posted as (
      select ${bucketOf(range.bucket, sql`created_at`)} as bucket, count(*)::int as n
      from job_requests where ${inRange(range, sql`created_at`)} group by 1
    ), hired as (
      select ${bucketOf(range.bucket, sql`accepted_at`)} as bucket, count(*)::int as n
      from proposals where accepted_at is not null and ${inRange(range, sql`accepted_at`)} group by 1
    )
    select ${bucketKey(range.bucket, sql`s.bucket`)} as bucket, coalesce(p.n, 0)::int as posted,
      coalesce(h.n, 0)::int as hired
    from (${bucketSeries(range)}) s left join posted p on p.bucket = s.bucket left join hired h on h.bucket = s.bucket
    order by s.bucket`);
  return rowsOf(result);
}

export type DisputesPoint = {
  bucket: string;
  /** Disputes opened in the bucket. */
  opened: number;
  /** Disputes resolved in the bucket (a settlement accepted or an admin's decision). */
  resolved: number;
  /** Of those resolved, by an admin's decision. */
  decided: number;
};

/** Disputes opened and resolved per bucket of the period. */
export async function disputesOverTime(
  db: Executor,
  range: AnalyticsRange,
): Promise<DisputesPoint[]> {
  const result = await db.execute<DisputesPoint>(sql`
    with opened as (
      select ${bucketOf(range.bucket, sql`created_at`)} as bucket, count(*)::int as n
      from disputes where ${inRange(range, sql`created_at`)} group by 1
    ), resolved as (
      select ${bucketOf(range.bucket, sql`resolved_at`)} as bucket, count(*)::int as n,
        (count(*) filter (where status = 'decided'))::int as decided
      from disputes where resolved_at is not null and ${inRange(range, sql`resolved_at`)} group by 1
    )
    select ${bucketKey(range.bucket, sql`s.bucket`)} as bucket, coalesce(o.n, 0)::int as opened,
      coalesce(r.n, 0)::int as resolved, coalesce(r.decided, 0)::int as decided
    from (${bucketSeries(range)}) s left join opened o on o.bucket = s.bucket left join resolved r on r.bucket = s.bucket
    order by s.bucket`);
  return rowsOf(result);
}

/** Everything the admin analytics page shows, for one period. */
export async function adminAnalytics(
  db: Executor,
  period: AnalyticsPeriod,
  now: Date = new Date(),
) {
  const range = analyticsRange(period, now);
  const fees = await monthlyFees(db, range.from);
  const signups = await signupsByWeek(db, range);
  const jobs = await jobsPostedVsHired(db, range);
  const disputes = await disputesOverTime(db, range);
  return {
    range,
    /** Oldest month first, as the chart reads them. */
    feesByMonth: [...fees].reverse(),
    signups,
    jobs,
    disputes,
  };
}
export type AdminAnalytics = Awaited<ReturnType<typeof adminAnalytics>>;
