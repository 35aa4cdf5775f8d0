import { ANALYTICS_BUCKET_HEADINGS, type CsvCell, type CsvTable } from "@skyhire/validators";
import type { OperatorAnalytics } from "./analytics";

/**
 * GET /api/operators/analytics with `Accept: text/csv`: every figure of the page in one table, one
 * line per value — which figure, its day/week/month (or listing), the currency for money, the
 * measure and the value as the JSON gives it (money as numeric text).
 */
export function operatorAnalyticsCsv(analytics: OperatorAnalytics): CsvTable {
  const { range } = analytics;
  const bucket = ANALYTICS_BUCKET_HEADINGS[range.bucket];
  const rows: CsvCell[][] = [];
  const add = (figure: string, period: string, listing: string | null, currency: string | null, measure: string, value: CsvCell) =>
    rows.push([figure, period, listing, currency, measure, value]);
  const whole = `${range.from} to ${range.to}`;

  add("Totals", whole, null, null, "Listing views", analytics.totals.views);
  add("Totals", whole, null, null, "Quote requests", analytics.totals.quoteRequests);
  add("Totals", whole, null, null, "Proposals sent", analytics.totals.proposalsSent);
  add("Totals", whole, null, null, "Proposals accepted", analytics.totals.proposalsWon);
  add("Totals", whole, null, null, "Win rate", analytics.totals.winRate);
  add("Totals", whole, null, null, "Average response hours", analytics.totals.averageResponseHours);
  for (const point of analytics.views) add("Listing views", `${bucket} ${point.bucket}`, null, null, "Views", point.views);
  for (const listing of analytics.listings) {
    add("Listings", whole, listing.title, null, "Views", listing.views);
    add("Listings", whole, listing.title, null, "Quote requests", listing.quoteRequests);
  }
  for (const point of analytics.activity) {
    add("Proposals", `${bucket} ${point.bucket}`, null, null, "Quote requests", point.quoteRequests);
    add("Proposals", `${bucket} ${point.bucket}`, null, null, "Proposals sent", point.proposalsSent);
    add("Proposals", `${bucket} ${point.bucket}`, null, null, "Proposals accepted", point.proposalsWon);
  }
  for (const point of analytics.responseTime) {
    add("Response time", `${bucket} ${point.bucket}`, null, null, "Average response hours", point.averageHours);
  }
  for (const month of analytics.earnings) {
    add("Earnings", `Month ${month.month}`, null, month.currency, "Released", month.released);
    add("Earnings", `Month ${month.month}`, null, month.currency, "In escrow", month.inEscrow);
  }
  for (const month of analytics.rating) {
    add("Rating", `Month ${month.month}`, null, null, "Reviews", month.reviews);
    add("Rating", `Month ${month.month}`, null, null, "Average", month.average);
    add("Rating", `Month ${month.month}`, null, null, "Overall", month.overall);
  }
  return {
    filename: `skyhire-analytics-${range.from}-to-${range.to}.csv`,
    header: ["Figure", "Period", "Listing", "Currency", "Measure", "Value"],
    rows,
  };
}
