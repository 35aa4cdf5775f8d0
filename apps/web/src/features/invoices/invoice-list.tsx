import { LIFECYCLE_PATHS, SINGLE_MILESTONE_TITLE, creditNoteReasonText, formatMoney } from "@skyhire/validators";
import { buttonVariants } from "@skyhire/ui";
import { CreditCard, Download, Undo2 } from "lucide-react";
import Link from "next/link";
import { LocalDate } from "~/features/messages/local-time";
import { showPayNow } from "./format";
import { InvoiceDetailsDialog } from "./invoice-details-dialog";
import { InvoiceStatusBadge } from "./status-badge";
import type { InvoiceItem } from "./types";

/**
 * Each invoice: number, job, operator, amount, status, dates, View Details, Download PDF, Pay Now;
 * and beside it its credit note, if money came back (docs/product.md#credit-notes).
 */
export function InvoiceList({ items }: { items: InvoiceItem[] }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Invoices">
      {items.map((invoice) => (
        <li
          key={invoice.id}
          data-testid="invoice"
          data-invoice-id={invoice.id}
          className="flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
        >
          <div className="flex min-w-0 flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-mono text-sm font-semibold" data-testid="invoice-number">
                {invoice.number}
              </span>
              <InvoiceStatusBadge status={invoice.status} />
            </div>
            <p className="font-medium break-words" data-testid="invoice-job">
              {invoice.jobTitle}
            </p>
            {invoice.milestoneTitle !== SINGLE_MILESTONE_TITLE ? (
              <p className="text-sm break-words" data-testid="invoice-milestone">
                Milestone {invoice.milestonePosition}: {invoice.milestoneTitle}
              </p>
            ) : null}
            <p className="text-sm break-words text-muted-foreground">{invoice.operatorName ?? "Operator"}</p>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-muted-foreground sm:grid-cols-4">
              <div>
                <dt>Issued</dt>
                <dd className="text-foreground">
                  <LocalDate value={invoice.issueDate} />
                </dd>
              </div>
              <div>
                <dt>Due</dt>
                <dd className="text-foreground">
                  <LocalDate value={invoice.dueDate} />
                </dd>
              </div>
              <div>
                <dt>Paid</dt>
                <dd className="text-foreground">{invoice.paidDate ? <LocalDate value={invoice.paidDate} /> : "—"}</dd>
              </div>
              <div>
                <dt>Method</dt>
                <dd className="break-words text-foreground">{invoice.paymentMethod ?? "—"}</dd>
              </div>
            </dl>
          </div>
          <div className="flex shrink-0 flex-col gap-3 lg:items-end">
            <p className="text-2xl font-bold" data-testid="invoice-amount">
              {formatMoney(invoice.amount, invoice.currency)}
            </p>
            <div className="flex flex-wrap gap-2">
              <InvoiceDetailsDialog invoiceId={invoice.id} number={invoice.number} />
              <a
                href={LIFECYCLE_PATHS.invoicePdf(invoice.id)}
                download={`${invoice.number}.pdf`}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                <Download aria-hidden="true" />
                Download PDF
              </a>
              {showPayNow(invoice) ? (
                <Link href={LIFECYCLE_PATHS.job(invoice.jobId)} className={buttonVariants({ size: "sm" })}>
                  <CreditCard aria-hidden="true" />
                  Pay Now
                </Link>
              ) : null}
            </div>
          </div>
          </div>
          {invoice.creditNote ? <CreditNoteRow invoice={invoice} note={invoice.creditNote} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The credit note beside its invoice: number, reason, amount back, what was paid in the end, PDF.
 * The reason (an admin's, as long as they wrote it) has a line of its own under the number: beside
 * it, a long one wrapped to a line that began with its "·" separator.
 */
export function CreditNoteRow({
  invoice,
  note,
}: {
  invoice: Pick<InvoiceItem, "currency">;
  note: NonNullable<InvoiceItem["creditNote"]>;
}) {
  return (
    <div
      data-testid="credit-note"
      className="flex flex-col gap-2 rounded-lg border border-dashed bg-muted/40 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2">
          <Undo2 className="size-4 text-muted-foreground" aria-hidden="true" />
          <span className="font-medium">Credit note</span>
          <span className="font-mono font-semibold" data-testid="credit-note-number">
            {note.number}
          </span>
        </p>
        <p className="break-words text-muted-foreground" data-testid="credit-note-reason">
          {creditNoteReasonText(note)}
        </p>
        <p className="text-muted-foreground">
          Issued <LocalDate value={note.issueDate} /> · you paid{" "}
          <span className="font-medium text-foreground" data-testid="invoice-net">
            {formatMoney(note.netAmount, invoice.currency)}
          </span>{" "}
          in the end
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <span className="font-semibold" data-testid="credit-note-amount">
          −{formatMoney(note.amount, invoice.currency)}
        </span>
        <a
          href={LIFECYCLE_PATHS.creditNotePdf(note.id)}
          download={`${note.number}.pdf`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <Download aria-hidden="true" />
          Credit note PDF
        </a>
      </div>
    </div>
  );
}
