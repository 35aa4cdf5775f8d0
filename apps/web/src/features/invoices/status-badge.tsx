import type { InvoiceStatus } from "@skyhire/validators";
import { Badge } from "@skyhire/ui";
import { invoiceStatusLabel, invoiceStatusVariant } from "./format";

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge variant={invoiceStatusVariant(status)} data-status={status} data-testid="invoice-status">
      {invoiceStatusLabel(status)}
    </Badge>
  );
}
