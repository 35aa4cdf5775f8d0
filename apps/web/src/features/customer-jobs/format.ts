import type { BadgeVariant } from "@skyhire/ui";
import { format } from "date-fns";

/** One badge colour per proposal state, for the customer's and the operator's screens alike. */
export { proposalStatusVariant } from "../proposals/format";

/** "Mar 5, 2026". */
export function shortDate(value: Date | string): string {
  return format(new Date(value), "MMM d, yyyy");
}


const PAYMENT_LABELS: Record<string, string> = {
  pending: "due",
  processing: "processing",
  completed: "held in escrow",
  released: "released",
  failed: "failed",
  refunded: "refunded",
  /** A deal of several milestones whose every milestone is released or refunded. */
  settled: "settled",
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
    case "settled":
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
