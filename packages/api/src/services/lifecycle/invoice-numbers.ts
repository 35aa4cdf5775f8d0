import { invoiceCounters, invoices, type Executor } from "@skyhire/db";
import { LIFECYCLE_LIMITS } from "@skyhire/validators";
import { sql } from "drizzle-orm";

const DAY_MS = 24 * 60 * 60 * 1000;

export function formatInvoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(6, "0")}`;
}

/**
 * Issues the invoice of a payment inside the caller's transaction. The year's counter row is
 * incremented in place (its row lock makes concurrent issuers wait), so numbers run without gaps:
 * a rolled-back transaction gives its number back. A year without a counter row starts after the
 * highest number already issued that year.
 */
export async function issueInvoice(tx: Executor, paymentId: string, issuedAt = new Date()) {
  const year = issuedAt.getUTCFullYear();
  const prefix = `INV-${year}-%`;
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({
      year,
      lastNumber: sql`(select coalesce(max(substring(${invoices.number} from 10)::int), 0) + 1
                       from ${invoices} where ${invoices.number} like ${prefix})`,
    })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!counter) throw new Error("Invoice counter was not updated");
  const [invoice] = await tx
    .insert(invoices)
    .values({
      paymentId,
      number: formatInvoiceNumber(year, counter.lastNumber),
      issuedAt,
      dueAt: new Date(issuedAt.getTime() + LIFECYCLE_LIMITS.invoiceDueDays * DAY_MS),
    })
    .returning();
  if (!invoice) throw new Error("Invoice was not stored");
  return invoice;
}
