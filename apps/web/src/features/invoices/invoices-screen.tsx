"use client";

import type { InvoiceStatus } from "@skyhire/validators";
import { INVOICE_STATUSES } from "@skyhire/validators";
import { Card, CardDescription, CardHeader, CardTitle, cn } from "@skyhire/ui";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";
import { PaginationLinks } from "~/features/pagination/pagination-links";
import { LoadFailed } from "~/features/messages/load-failed";
import { useTRPC } from "~/trpc/react";
import { INVOICES_PAGE_SIZE, invoiceStatusLabel, invoicesHref } from "./format";
import { InvoiceList } from "./invoice-list";
import { PaymentMethodCard } from "./payment-method-card";
import { InvoiceTotalsCards } from "./totals-cards";

/** The customer's invoices screen (docs/product.md#invoices, on real payments). */
export function InvoicesScreen({ status, page }: { status: InvoiceStatus | undefined; page: number }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.invoices.list.queryOptions({ status, page, pageSize: INVOICES_PAGE_SIZE }));
  useLoginRedirectOn401(list.error);

  if (list.isPending) return <p className="py-8 text-center text-muted-foreground">Loading…</p>;
  if (!list.data) return <LoadFailed what="your invoices" />;
  const { items, totals, total, paymentMethod } = list.data;

  return (
    <div className="flex flex-col gap-6">
      <InvoiceTotalsCards totals={totals} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section aria-labelledby="invoices-heading" className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="invoices-heading" className="text-xl font-semibold">
              Invoices
            </h2>
            <nav aria-label="Filter invoices" className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
              {[undefined, ...INVOICE_STATUSES].map((value) => (
                <Link
                  key={value ?? "all"}
                  href={invoicesHref(value)}
                  aria-current={value === status ? "page" : undefined}
                  className={cn(
                    "rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground",
                    value === status && "bg-background text-foreground shadow-sm",
                  )}
                >
                  {value ? invoiceStatusLabel(value) : "All"}
                </Link>
              ))}
            </nav>
          </div>
          {items.length === 0 ? (
            <Card data-testid="no-invoices">
              <CardHeader>
                <CardTitle>{status ? `No ${invoiceStatusLabel(status).toLowerCase()} invoices` : "No invoices yet"}</CardTitle>
                <CardDescription>An invoice is issued when you accept an operator&apos;s proposal.</CardDescription>
              </CardHeader>
            </Card>
          ) : (
            <InvoiceList items={items} />
          )}
          <PaginationLinks
            page={page}
            pageSize={INVOICES_PAGE_SIZE}
            total={total}
            hrefFor={(n) => invoicesHref(status, n)}
            label="Invoice pages"
          />
        </section>
        <aside className="min-w-0" aria-label="Payment methods">
          <PaymentMethodCard paymentMethod={paymentMethod} />
        </aside>
      </div>
    </div>
  );
}
