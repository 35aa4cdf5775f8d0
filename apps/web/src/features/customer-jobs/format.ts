import type { BadgeVariant } from "@skyhire/ui";
import { format } from "date-fns";

/** One badge colour per proposal state, for the customer's and the operator's screens alike. */
export { proposalStatusVariant } from "../proposals/format";

/**
 * Money as Intl.NumberFormat shows it in its own currency ("HK$2,000.00"). Amounts arrive as
 * numeric text ("2000.00"); an unknown currency code falls back to the bare number.
 */
export function formatMoney(amount: string | number, currency: string): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  const safe = Number.isFinite(value) ? value : 0;
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(safe);
  } catch {
    return `${safe.toFixed(2)} ${currency}`;
  }
}

/** Per-currency totals, one per line; nothing spent yet reads as $0.00. */
export function formatTotals(totals: readonly { currency: string; amount: string }[]): string[] {
  if (totals.length === 0) return [formatMoney(0, "USD")];
  return totals.map((t) => formatMoney(t.amount, t.currency));
}

/** A proposal's currency is its operator's (the accepted payment is charged in it). */
export function proposalCurrency(currency: string | null | undefined): string {
  return currency ?? "USD";
}

/** "Mar 5, 2026". */
export function shortDate(value: Date | string): string {
  return format(new Date(value), "MMM d, yyyy");
}

/** A stored rating ("4.80") with one decimal: "4.8". */
export function ratingText(rating: string | number | null | undefined): string {
  const value = Number(rating ?? 0);
  return Number.isFinite(value) ? value.toFixed(1) : "0.0";
}

const PAYMENT_LABELS: Record<string, string> = {
  pending: "due",
  processing: "processing",
  completed: "held in escrow",
  released: "released",
  failed: "failed",
  refunded: "refunded",
};

/** The payment status as the customer reads it ("held in escrow" for completed). */
export function paymentStatusLabel(status: string): string {
  return PAYMENT_LABELS[status] ?? status.replace(/_/g, " ");
}

export function paymentStatusVariant(status: string): BadgeVariant {
  switch (status) {
    case "completed":
    case "processing":
      return "blue";
    case "released":
      return "green";
    case "failed":
      return "red";
    default:
      return "grey";
  }
}

const REJECTION_TEXT: Record<string, string> = {
  declined: "Declined by you",
  not_selected: "Another proposal was hired",
  job_cancelled: "The job was cancelled",
  withdrawn: "Withdrawn by the operator",
};

/** Why a proposal ended as rejected, in words; null for any other status. */
export function rejectionText(status: string, reason: string | null): string | null {
  if (status !== "rejected") return null;
  return (reason && REJECTION_TEXT[reason]) ?? "Not selected";
}
