import { addCardUrl } from "~/features/customer-onboarding/steps";
import type { InvoiceStatus } from "@skyhire/validators";
import { INVOICE_STATUSES } from "@skyhire/validators";
import type { BadgeVariant } from "@skyhire/ui";

export const INVOICES_PAGE_SIZE = 12;

/**
 * Where a customer saves a card: the card step on its own, then back to the invoices — not "Step 2
 * of 5" of an onboarding they have done.
 */
export const ADD_PAYMENT_METHOD_HREF = addCardUrl("/dashboard/customer/invoices");

const LABELS: Record<InvoiceStatus, string> = { paid: "Paid", pending: "Pending", overdue: "Overdue" };
const VARIANTS: Record<InvoiceStatus, BadgeVariant> = { paid: "green", pending: "blue", overdue: "red" };

export function invoiceStatusLabel(status: InvoiceStatus): string {
  return LABELS[status];
}

export function invoiceStatusVariant(status: InvoiceStatus): BadgeVariant {
  return VARIANTS[status];
}

/** docs/product.md#invoices: only a pending invoice offers Pay Now (and only while its job can still be paid). */
export function showPayNow(invoice: { status: InvoiceStatus; canPay: boolean }): boolean {
  return invoice.status === "pending" && invoice.canPay;
}

/** A `?status=` filter value, or undefined for all invoices. */
export function statusParam(value: string | string[] | undefined): InvoiceStatus | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return (INVOICE_STATUSES as readonly string[]).includes(text ?? "") ? (text as InvoiceStatus) : undefined;
}

export function invoicesHref(status: InvoiceStatus | undefined, page = 1): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/dashboard/customer/invoices?${query}` : "/dashboard/customer/invoices";
}
