/**
 * The SQL pieces every analytics figure shares (docs/product.md#operator-analytics): the period's
 * days as a timestamp range, its chart buckets as a zero-filled series, and the bucket a timestamp
 * or a day falls in. Days are UTC days; a week starts on Monday (PostgreSQL's `date_trunc('week')`).
 */
import type { AnalyticsBucket, AnalyticsRange } from "@skyhire/validators";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

const unit = (bucket: AnalyticsBucket) => sql.raw(`'${bucket}'`);
const step = (bucket: AnalyticsBucket) => sql.raw(`'1 ${bucket}'::interval`);

/** A timestamp (with time zone) column inside the period's days. */
export function inRange(range: Pick<AnalyticsRange, "from" | "to">, column: SQLWrapper): SQL {
  return sql`(${column} >= (${range.from}::date)::timestamp at time zone 'UTC'
    and ${column} < (${range.to}::date + 1)::timestamp at time zone 'UTC')`;
}

/** A date column inside the period's days. */
export function dayInRange(range: Pick<AnalyticsRange, "from" | "to">, column: SQLWrapper): SQL {
  return sql`(${column} between ${range.from}::date and ${range.to}::date)`;
}

/** The first day of the bucket a timestamp (with time zone) falls in, as a date. */
export function bucketOf(bucket: AnalyticsBucket, column: SQLWrapper): SQL {
  return sql`date_trunc(${unit(bucket)}, ${column} at time zone 'UTC')::date`;
}

/** The first day of the bucket a date falls in. */
export function bucketOfDay(bucket: AnalyticsBucket, column: SQLWrapper): SQL {
  return sql`date_trunc(${unit(bucket)}, ${column}::timestamp)::date`;
}

/** Every bucket of the period, oldest first, as rows of `bucket` (a date): joined to, so none is missing. */
export function bucketSeries(range: AnalyticsRange, bucket: AnalyticsBucket = range.bucket): SQL {
  return sql`select b::date as bucket from generate_series(
    date_trunc(${unit(bucket)}, ${range.from}::date::timestamp), ${range.to}::date::timestamp, ${step(bucket)}
  ) as b`;
}

/** A bucket's key as the API returns it: YYYY-MM for months, YYYY-MM-DD (the first day) otherwise. */
export function bucketKey(bucket: AnalyticsBucket, column: SQLWrapper): SQL<string> {
  return bucket === "month" ? sql<string>`to_char(${column}, 'YYYY-MM')` : sql<string>`to_char(${column}, 'YYYY-MM-DD')`;
}

/** Rows of a raw query (postgres.js gives an array-like result). */
export function rowsOf<T>(result: Iterable<T>): T[] {
  return [...result];
}
