"use client";

import { LIFECYCLE_PATHS, TAX_LINE_LABELS, formatMoney, taxLineLabel, taxPartyLines } from "@skyhire/validators";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  buttonVariants,
  cn,
} from "@skyhire/ui";
import { useQuery } from "@tanstack/react-query";
import { Download, Eye } from "lucide-react";
import { useState, type ReactNode } from "react";
import { LocalDate } from "~/features/messages/local-time";
import { useTRPC } from "~/trpc/react";
import { InvoiceStatusBadge } from "./status-badge";
import type { InvoiceDetail } from "./types";

/** View Details: the invoice as the server has it now (invoices.byId), read when the dialog opens. */
export function InvoiceDetailsDialog({ invoiceId, number }: { invoiceId: string; number: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Eye aria-hidden="true" />
          View Details
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invoice {number}</DialogTitle>
          <DialogDescription>Issued by Skyhire for a job paid through the platform.</DialogDescription>
        </DialogHeader>
        {open ? <DetailsBody invoiceId={invoiceId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DetailsBody({ invoiceId }: { invoiceId: string }) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.invoices.byId.queryOptions({ id: invoiceId }));
  if (detail.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  if (!detail.data) {
    return (
      <p role="alert" className="text-sm text-destructive">
        This invoice could not be loaded. Please try again.
      </p>
    );
  }
  return <Details invoice={detail.data} />;
}

function Details({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <div className="flex flex-col gap-4" data-testid="invoice-details">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-sm" data-testid="invoice-details-number">
          {invoice.number}
        </span>
        <InvoiceStatusBadge status={invoice.status} />
      </div>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <Row label="Billed to" testId="invoice-details-buyer">
          {invoice.billedTo.name ? <span className="block break-words">{invoice.billedTo.name}</span> : null}
          {invoice.billedTo.company ? <span className="block text-muted-foreground">{invoice.billedTo.company}</span> : null}
          <PartyLines lines={taxPartyLines(invoice.billedTo.name, invoice.billedTo)} />
          <span className="block break-all text-muted-foreground">{invoice.billedTo.email}</span>
        </Row>
        <Row label="Operator" testId="invoice-details-seller">
          {invoice.operatorName ?? "Operator"}
          <PartyLines lines={taxPartyLines(invoice.operatorName ?? "", invoice.seller)} />
        </Row>
        <Row label="Job">{invoice.jobTitle}</Row>
        <Row label="Payment method">{invoice.paymentMethod ?? "No payment method added"}</Row>
        <Row label="Issue date">
          <LocalDate value={invoice.issueDate} />
        </Row>
        <Row label="Due date">
          <LocalDate value={invoice.dueDate} />
        </Row>
        <Row label="Paid date">{invoice.paidDate ? <LocalDate value={invoice.paidDate} /> : "Not paid yet"}</Row>
      </dl>
      <InvoiceLines invoice={invoice} />
      {invoice.failureMessage && invoice.status !== "paid" ? (
        <p className="text-sm text-destructive">Last payment attempt: {invoice.failureMessage}</p>
      ) : null}
      <a
        href={LIFECYCLE_PATHS.invoicePdf(invoice.id)}
        download={`${invoice.number}.pdf`}
        className={buttonVariants({ variant: "outline", className: "self-start" })}
      >
        <Download aria-hidden="true" />
        Download PDF
      </a>
    </div>
  );
}

/**
 * What became of the invoice's money, as the server words it for this screen and the PDF alike
 * (invoices.ts `invoiceLines`): the quote, each credit note taken off, what was paid in the end or
 * is due (bold), then where that money is now.
 */
function InvoiceLines({ invoice }: { invoice: InvoiceDetail }) {
  const money = (amount: string) => formatMoney(amount, invoice.currency);
  return (
    <dl className="rounded-lg bg-muted/60 p-3 text-sm" data-testid="invoice-details-lines">
      {invoice.lines.map((line, index) => {
        const total = line.kind === "paid" || line.kind === "due";
        const where = line.kind === "held" || line.kind === "released" || line.kind === "fee";
        return (
          <div
            key={`${line.kind}-${index}`}
            data-testid="invoice-details-line"
            data-kind={line.kind}
            className={cn(
              "flex justify-between gap-2",
              total && "mt-2 border-t pt-2 font-semibold",
              where && "text-muted-foreground",
            )}
          >
            <dt className="min-w-0 break-words">{line.label}</dt>
            <dd className="shrink-0" data-testid={total ? "invoice-details-amount" : undefined}>
              {line.kind === "credit_note" ? `−${money(line.amount)}` : money(line.amount)}
            </dd>
          </div>
        );
      })}
      <div className="mt-2 flex flex-col gap-0.5 border-t pt-2 text-muted-foreground" data-testid="invoice-details-tax">
        <TaxLine label={TAX_LINE_LABELS.net} amount={money(invoice.tax.net)} />
        <TaxLine label={taxLineLabel(invoice.tax.rate)} amount={money(invoice.tax.tax)} />
        <TaxLine label={TAX_LINE_LABELS.gross} amount={money(invoice.tax.gross)} />
      </div>
    </dl>
  );
}

function TaxLine({ label, amount }: { label: string; amount: string }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="min-w-0 break-words">{label}</dt>
      <dd className="shrink-0">{amount}</dd>
    </div>
  );
}

/** A party's legal name, address and tax id under its name. */
function PartyLines({ lines }: { lines: string[] }) {
  return lines.map((line) => (
    <span key={line} className="block break-words text-muted-foreground">
      {line}
    </span>
  ));
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0" data-testid={testId}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
