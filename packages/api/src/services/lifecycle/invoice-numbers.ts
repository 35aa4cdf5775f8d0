import {
  creditNoteCounters,
  creditNotes,
  invoiceCounters,
  invoices,
  payments,
  proposals,
  type Executor,
} from "@skyhire/db";
import { invoiceSellerTax, LIFECYCLE_LIMITS, type CreditNoteReason } from "@skyhire/validators";
import { eq, sql } from "drizzle-orm";
import { customerBillingDetails, operatorTaxDetails } from "../tax-details";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The two numbered series: invoices (INV-2026-000123) and credit notes (CN-2026-000004). */
const SERIES = {
  invoice: { prefix: "INV", counters: invoiceCounters, numbers: invoices },
  creditNote: { prefix: "CN", counters: creditNoteCounters, numbers: creditNotes },
} as const;
type Series = keyof typeof SERIES;

function formatNumber(series: Series, year: number, sequence: number): string {
  return `${SERIES[series].prefix}-${year}-${String(sequence).padStart(6, "0")}`;
}

export function formatInvoiceNumber(year: number, sequence: number): string {
  return formatNumber("invoice", year, sequence);
}

export function formatCreditNoteNumber(year: number, sequence: number): string {
  return formatNumber("creditNote", year, sequence);
}

/**
 * The next number of a series, inside the caller's transaction. The year's counter row is
 * incremented in place (its row lock makes concurrent issuers wait), so numbers run without gaps:
 * a rolled-back transaction gives its number back. A year without a counter row starts after the
 * highest number already issued that year.
 */
async function nextNumber(tx: Executor, series: Series, year: number): Promise<string> {
  const { prefix, counters, numbers } = SERIES[series];
  const sequenceStart = prefix.length + 7; // after "<prefix>-<year>-"
  const [counter] = await tx
    .insert(counters)
    .values({
      year,
      lastNumber: sql`(select coalesce(max(substring(${numbers.number} from ${sql.raw(String(sequenceStart))})::int), 0) + 1
                       from ${numbers} where ${numbers.number} like ${`${prefix}-${year}-%`})`,
    })
    .onConflictDoUpdate({
      target: counters.year,
      set: { lastNumber: sql`${counters.lastNumber} + 1` },
    })
    .returning({ lastNumber: counters.lastNumber });
  if (!counter) throw new Error(`The ${series} counter was not updated`);
  return formatNumber(series, year, counter.lastNumber);
}

/**
 * Issues the invoice of a payment inside the caller's transaction (numbered by `nextNumber`), with
 * the seller's and the buyer's tax details as they stand now: the invoice keeps them. A proposal that
 * added tax on top keeps its rate: the amount charged contains it.
 */
export async function issueInvoice(tx: Executor, paymentId: string, issuedAt = new Date()) {
  const [parties] = await tx
    .select({ operatorId: payments.operatorId, customerId: payments.customerId, proposalTax: proposals.tax })
    .from(payments)
    .innerJoin(proposals, eq(proposals.id, payments.proposalId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!parties) throw new Error("An invoice needs its payment");
  const [invoice] = await tx
    .insert(invoices)
    .values({
      paymentId,
      number: await nextNumber(tx, "invoice", issuedAt.getUTCFullYear()),
      issuedAt,
      dueAt: new Date(issuedAt.getTime() + LIFECYCLE_LIMITS.invoiceDueDays * DAY_MS),
      sellerTaxDetails: invoiceSellerTax(await operatorTaxDetails(tx, parties.operatorId), parties.proposalTax),
      buyerTaxDetails: await customerBillingDetails(tx, parties.customerId),
    })
    .returning();
  if (!invoice) throw new Error("Invoice was not stored");
  return invoice;
}

/**
 * Issues the credit note of a payment's invoice inside the caller's transaction (which holds the
 * job's lock): the amount that went back to the customer. Once per invoice — a second call finds
 * the first note and returns it, and the unique index on the invoice refuses a second row.
 * A payment without an invoice (none was issued) gets none.
 */
export async function issueCreditNote(
  tx: Executor,
  input: { paymentId: string; amount: string; currency: (typeof creditNotes.$inferInsert)["currency"]; reason: CreditNoteReason },
  issuedAt = new Date(),
) {
  const [invoice] = await tx
    .select({ id: invoices.id, creditNoteId: creditNotes.id })
    .from(invoices)
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
    .where(eq(invoices.paymentId, input.paymentId))
    .limit(1);
  if (!invoice || invoice.creditNoteId) return null;
  const [note] = await tx
    .insert(creditNotes)
    .values({
      invoiceId: invoice.id,
      number: await nextNumber(tx, "creditNote", issuedAt.getUTCFullYear()),
      amount: input.amount,
      currency: input.currency,
      reason: input.reason,
      issuedAt,
    })
    .returning();
  if (!note) throw new Error("Credit note was not stored");
  return note;
}
