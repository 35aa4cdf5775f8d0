import { Badge, type BadgeVariant } from "@skyhire/ui";
import { statusLabel } from "~/lib/format";

/** Home list colours (docs/product.md#statuses): green open, blue in_progress, grey completed, red anything else. */
export function homeJobStatusVariant(status: string): BadgeVariant {
  switch (status) {
    case "open":
      return "green";
    case "in_progress":
      return "blue";
    case "completed":
      return "grey";
    default:
      return "red";
  }
}

export function JobStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={homeJobStatusVariant(status)} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
