import { z } from "zod";
import { isoToday } from "./dates";

/**
 * Operator and admin analytics (docs/product.md#operator-analytics): the periods one may choose,
 * how each is cut into chart buckets, the hints shown beside listings, and the input of both
 * analytics procedures. No I/O.
 */

export const ANALYTICS_PERIODS = ["30d", "90d", "12m"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  "12m": "Last 12 months",
};

export type AnalyticsBucket = "day" | "week" | "month";

/** A bucket column's heading in a chart's table (and its CSV). */
export const ANALYTICS_BUCKET_HEADINGS: Record<AnalyticsBucket, string> = { day: "Day", week: "Week from", month: "Month" };

export const ANALYTICS_MESSAGES = {
  period: `Choose a period: ${ANALYTICS_PERIODS.join(", ")}`,
  noPhoto: "No photo",
  priceAboveMedian: "Price above the category median",
  noViews: "No views in this period",
} as const;

export const analyticsQuerySchema = z.object({
  period: z.enum(ANALYTICS_PERIODS, { error: ANALYTICS_MESSAGES.period }).default("30d"),
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;
export type AnalyticsQueryValues = z.output<typeof analyticsQuerySchema>;

/** How many listings the best and the weakest by conversion each show. */
export const ANALYTICS_RANKED_LISTINGS = 3;

export interface AnalyticsRange {
  period: AnalyticsPeriod;
  /** First and last UTC day of the period, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** What one point of a time chart covers: days for 30 days, weeks (from Monday) for 90, months for 12. */
  bucket: AnalyticsBucket;
}

const DAY_MS = 86_400_000;

/** The days a period covers, ending today (UTC); 12 months start on the first of the month 11 months ago. */
export function analyticsRange(period: AnalyticsPeriod, now: Date = new Date()): AnalyticsRange {
  const to = isoToday(now);
  if (period === "12m") {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
    return { period, from: isoToday(first), to, bucket: "month" };
  }
  const days = period === "30d" ? 30 : 90;
  return { period, from: isoToday(new Date(now.getTime() - (days - 1) * DAY_MS)), to, bucket: period === "30d" ? "day" : "week" };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A bucket's label on a chart axis: "Mar 2026" for a month (YYYY-MM), "3 Mar" for a day or a week's Monday. */
export function bucketLabel(bucket: string): string {
  const [year, month, day] = bucket.split("-");
  const name = MONTHS[Number(month) - 1] ?? month;
  return day === undefined ? `${name} ${year}` : `${Number(day)} ${name}`;
}

/** A share (0–1) as a whole percentage, "—" when there was nothing to divide. */
export function formatShare(share: number | null): string {
  return share === null ? "—" : `${Math.round(share * 100)}%`;
}

/** Hours as "3.5 h" (under two days) or "2.1 days". */
export function formatHours(hours: number | null): string {
  if (hours === null) return "—";
  return hours < 48 ? `${hours.toFixed(1)} h` : `${(hours / 24).toFixed(1)} days`;
}
