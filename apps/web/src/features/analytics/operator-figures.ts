import type { RouterOutputs } from "@skyhire/api";
import { bucketLabel } from "@skyhire/validators";
import type { ChartRow } from "./chart-figure";

type OperatorAnalytics = RouterOutputs["analytics"]["operator"];

/** A time series as chart rows, each bucket labelled for the axis and the table. */
export function timeRows<T extends { bucket: string }>(points: T[], values: (point: T) => Record<string, number | null>): ChartRow[] {
  return points.map((point) => ({ label: bucketLabel(point.bucket), values: values(point) }));
}

/** Earnings per currency, a month row each with released and in escrow as numbers. */
export function earningsByCurrency(earnings: OperatorAnalytics["earnings"]): { currency: string; rows: ChartRow[] }[] {
  const currencies = [...new Set(earnings.map((e) => e.currency))].sort();
  return currencies.map((currency) => ({
    currency,
    rows: earnings
      .filter((e) => e.currency === currency)
      .map((e) => ({ label: bucketLabel(e.month), values: { released: Number(e.released), inEscrow: Number(e.inEscrow) } })),
  }));
}

/** Accepted ÷ sent per bucket; no share where nothing was sent. */
export function winRateRows(activity: OperatorAnalytics["activity"]): ChartRow[] {
  return timeRows(activity, (p) => ({ winRate: p.proposalsSent > 0 ? p.proposalsWon / p.proposalsSent : null }));
}
