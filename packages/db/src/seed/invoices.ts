import { type OperatorTaxDetails } from "@skyhire/validators";
import { type invoices } from "../schema";
import { DAY_MS, seedId } from "./ids";
import { type NewPayment } from "./jobs";

export type NewInvoice = typeof invoices.$inferInsert;

/** Matches the lifecycle service: an invoice is due 7 days after it was issued. */
const DUE_DAYS = 7;

/**
 * One invoice per seeded payment, numbered INV-<year>-<000001…> in issue order within each year,
 * and the last number used per year (so invoices issued later continue the run). Each keeps its
 * seller's tax details as seeded (`sellerTax`), as an invoice issued in the app keeps them.
 */
export function planInvoices(
  payments: NewPayment[],
  sellerTax: (operatorId: string) => OperatorTaxDetails | null = () => null,
): {
  invoices: NewInvoice[];
  counters: { year: number; lastNumber: number }[];
} {
  const ordered = [...payments].sort(
    (a, b) =>
      (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0) ||
      String(a.id).localeCompare(String(b.id)),
  );
  const lastByYear = new Map<number, number>();
  const rows: NewInvoice[] = [];
  for (const payment of ordered) {
    if (!payment.id || !payment.createdAt) continue;
    const issuedAt = payment.createdAt;
    const year = issuedAt.getUTCFullYear();
    const next = (lastByYear.get(year) ?? 0) + 1;
    lastByYear.set(year, next);
    rows.push({
      id: seedId(`invoice:${payment.id}`),
      paymentId: payment.id,
      number: `INV-${year}-${String(next).padStart(6, "0")}`,
      issuedAt,
      dueAt: new Date(issuedAt.getTime() + DUE_DAYS * DAY_MS),
      sellerTaxDetails: sellerTax(payment.operatorId),
    });
  }
  return {
    invoices: rows,
    counters: [...lastByYear].map(([year, lastNumber]) => ({ year, lastNumber })),
  };
}
