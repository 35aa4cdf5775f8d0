import type { BadgeVariant } from "@skyhire/ui";
import { format } from "date-fns";

/** "Mar 5, 2026". */
export function shortDate(value: Date | string): string {
  return format(new Date(value), "MMM d, yyyy");
}

const PROPOSAL_LABELS: Record<string, string> = {
  pending: "Pending",
  accepted: "Accepted",
  hired: "Hired",
  completed: "Completed",
  rejected: "Not selected",
};

/** A proposal's status as the operator reads it; a withdrawn one says so. */
export function proposalStatusLabel(status: string, rejectionReason: string | null = null): string {
  if (status === "rejected" && rejectionReason === "withdrawn") return "Withdrawn";
  if (status === "rejected" && rejectionReason === "declined") return "Declined";
  return PROPOSAL_LABELS[status] ?? status.replace(/_/g, " ");
}

export function proposalStatusVariant(status: string): BadgeVariant {
  switch (status) {
    case "pending":
      return "outline";
    case "accepted":
    case "hired":
      return "blue";
    case "completed":
      return "green";
    case "rejected":
      return "red";
    default:
      return "grey";
  }
}

const REJECTION_TEXT: Record<string, string> = {
  declined: "The customer declined this proposal.",
  not_selected: "The customer hired another operator.",
  job_cancelled: "The customer cancelled the job.",
  withdrawn: "You withdrew this proposal.",
};

/** Why a proposal ended as rejected, in a sentence. */
export function rejectionText(reason: string | null): string {
  return (reason && REJECTION_TEXT[reason]) ?? "The customer chose another proposal.";
}

const PAYMENT_LABELS: Record<string, string> = {
  pending: "Awaiting payment",
  processing: "Payment processing",
  completed: "Held in escrow",
  released: "Paid out",
  failed: "Payment failed",
  refunded: "Refunded",
};

/** The escrow payment's state from the operator's side ("Held in escrow", "Paid out"). */
export function paymentStatusLabel(status: string | null | undefined): string {
  if (!status) return "No payment yet";
  return PAYMENT_LABELS[status] ?? status.replace(/_/g, " ");
}

export function paymentStatusVariant(status: string | null | undefined): BadgeVariant {
  switch (status) {
    case "completed":
    case "processing":
      return "blue";
    case "released":
      return "green";
    case "failed":
    case "refunded":
      return "red";
    default:
      return "grey";
  }
}
