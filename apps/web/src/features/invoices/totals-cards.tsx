import { formatTotals } from "@skyhire/validators";
import { Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import { CheckCircle2, Clock, FileText, type LucideIcon } from "lucide-react";
import type { InvoiceTotals } from "./types";

/** Totals from the payments: paid (held or released), pending (incl. overdue), and the invoice count. */
export function InvoiceTotalsCards({ totals }: { totals: InvoiceTotals }) {
  // Nothing pending (or paid) reads as zero in the currency the other total is in, not in dollars.
  const zeroIn = totals.paid[0]?.currency ?? totals.pending[0]?.currency;
  const cards: { id: string; title: string; lines: string[]; icon: LucideIcon }[] = [
    { id: "paid", title: "Total Paid", lines: formatTotals(totals.paid, zeroIn), icon: CheckCircle2 },
    { id: "pending", title: "Pending", lines: formatTotals(totals.pending, zeroIn), icon: Clock },
    { id: "count", title: "Total Invoices", lines: [totals.count.toLocaleString("en-US")], icon: FileText },
  ];
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {cards.map(({ id, title, lines, icon: Icon }) => (
        <Card key={id} data-testid={`invoice-total-${id}`} role="group" aria-labelledby={`invoice-total-${id}-title`}>
          <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
            <CardTitle as="h2" id={`invoice-total-${id}-title`} className="text-sm font-medium text-muted-foreground">
              {title}
            </CardTitle>
            <Icon className="size-5 text-primary" aria-hidden="true" />
          </CardHeader>
          <CardContent>
            <p className="flex flex-col text-2xl font-bold break-words" data-testid={`invoice-total-${id}-value`}>
              {lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
