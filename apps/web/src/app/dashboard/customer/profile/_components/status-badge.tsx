import { Badge } from "@skyhire/ui";
import { statusLabel } from "~/lib/format";
import { profileStatusVariant } from "./status-variant";

export function ProfileStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={profileStatusVariant(status)} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
