import { Badge } from "@skyhire/ui";
import { jobCardStatusVariant } from "~/features/customer-jobs/job-format";
import { statusLabel } from "~/lib/format";
import { paymentStatusLabel, paymentStatusVariant, proposalStatusVariant } from "./format";

/** The job's status with the dashboard's colours (docs/product.md#statuses). */
export function JobStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={jobCardStatusVariant(status)} data-testid="job-status" data-status={status}>
      Job {statusLabel(status)}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: string | null }) {
  if (!status) {
    return (
      <Badge variant="grey" data-testid="payment-status" data-status="none">
        Payment not started
      </Badge>
    );
  }
  return (
    <Badge variant={paymentStatusVariant(status)} data-testid="payment-status" data-status={status}>
      Payment {paymentStatusLabel(status)}
    </Badge>
  );
}

export function ProposalStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={proposalStatusVariant(status)} data-testid="proposal-status" data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
