import { Badge, type BadgeVariant } from "@skyhire/ui";
import {
  PAYMENT_STATUS_LABELS,
  type ApprovalStatus,
  type DocumentExpiryState,
  type PaymentStatus,
} from "@skyhire/validators";
import { BadgeCheck } from "lucide-react";

const APPROVAL: Record<ApprovalStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: "Pending Approval", variant: "blue" },
  approved: { label: "Approved", variant: "green" },
  rejected: { label: "Rejected", variant: "red" },
};

export function ApprovalBadge({ status }: { status: ApprovalStatus }) {
  const { label, variant } = APPROVAL[status];
  return <Badge variant={variant}>{label}</Badge>;
}

export function VerifiedBadge({ verified }: { verified: boolean }) {
  if (!verified) return <Badge variant="grey">Not verified</Badge>;
  return (
    <Badge variant="green">
      <BadgeCheck aria-hidden="true" />
      Verified
    </Badge>
  );
}

const EXPIRY: Record<DocumentExpiryState, { label: string; variant: BadgeVariant } | null> = {
  valid: { label: "Documents valid", variant: "green" },
  expiring: { label: "Expiring soon", variant: "blue" },
  expired: { label: "Expired", variant: "red" },
  unknown: null,
};

/** The state of a document (`one`) or of the operator's documents as a whole, with the days left. */
export function ExpiryBadge({
  state,
  daysLeft,
  one = false,
}: {
  state: DocumentExpiryState;
  daysLeft?: number | null;
  one?: boolean;
}) {
  const entry = EXPIRY[state];
  if (!entry) return <Badge variant="grey">No expiry date</Badge>;
  const days =
    daysLeft === null || daysLeft === undefined
      ? ""
      : state === "expired"
        ? ` ${-daysLeft} day${daysLeft === -1 ? "" : "s"} ago`
        : state === "expiring"
          ? ` in ${daysLeft} day${daysLeft === 1 ? "" : "s"}`
          : "";
  return (
    <Badge variant={entry.variant} data-testid="expiry-badge">
      {state === "expiring"
        ? `Expires${days}`
        : state === "expired"
          ? `Expired${days}`
          : one
            ? "Valid"
            : entry.label}
    </Badge>
  );
}

const PAYMENT: Record<PaymentStatus, BadgeVariant> = {
  pending: "outline",
  processing: "blue",
  completed: "blue",
  released: "green",
  failed: "red",
  refunded: "grey",
};

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return <Badge variant={PAYMENT[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}

export function UserStatusBadge({ status }: { status: "active" | "suspended" }) {
  return status === "active" ? (
    <Badge variant="green">Active</Badge>
  ) : (
    <Badge variant="red">Suspended</Badge>
  );
}
