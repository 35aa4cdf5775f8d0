import {
  creditNotes,
  customerProfiles,
  disputes,
  invoices,
  jobRequests,
  milestones,
  operatorProfiles,
  payments,
  users,
  type Executor,
} from "@skyhire/db";
import { fromCents, toCents } from "@skyhire/payments";
import {
  INVOICE_LINE_LABELS,
  creditNoteLineLabel,
  fullNameOf,
  taxBreakdown,
  type CreditNoteReason,
  type InvoiceLineKind,
  type InvoiceStatus,
  type PaymentStatus,
  type SessionUser,
} from "@skyhire/validators";
import { and, asc, count, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import { forbidden, notFound } from "../../errors";
import { totalsByCurrency } from "./money";
import { onePage } from "../sql-helpers";
import { EMPTY_BILLING_DETAILS, EMPTY_OPERATOR_TAX_DETAILS } from "../tax-details";

/**
 * Invoices: one per escrow payment (so one per milestone), issued when the proposal was accepted. Status comes from the
 * payment and the due date: money held, released or refunded → paid; otherwise pending until the
 * due date, then overdue. Money given back (a refund, a dispute's split) is a credit note beside
 * the invoice (./invoice-numbers.ts), so invoice − credit note = what the customer finally paid
 * (docs/product.md#credit-notes). A cancelled job's invoice (refunded, or never paid) is withdrawn
 * from the list, its credit note with it.
 */

export const INVOICE_NOT_FOUND = "Invoice not found";

const invoiceStatus = sql<InvoiceStatus>`(case
  when ${payments.status} in ('completed', 'released', 'refunded') then 'paid'
  when ${invoices.dueAt} < now() then 'overdue'
  else 'pending' end)`;

const liveInvoice = ne(jobRequests.status, "cancelled");

const invoiceColumns = {
  id: invoices.id,
  number: invoices.number,
  status: invoiceStatus,
  issueDate: invoices.issuedAt,
  dueDate: invoices.dueAt,
  paidDate: payments.paidAt,
  paymentId: payments.id,
  paymentStatus: payments.status,
  jobId: jobRequests.id,
  jobTitle: jobRequests.title,
  jobStatus: jobRequests.status,
  /** The milestone this invoice bills (one invoice per milestone's payment). */
  milestoneTitle: milestones.title,
  milestonePosition: milestones.position,
  operatorId: payments.operatorId,
  operatorName: operatorProfiles.companyName,
  amount: payments.amount,
  platformFee: payments.platformFee,
  operatorPayout: payments.operatorPayout,
  currency: payments.currency,
  failureMessage: payments.failureMessage,
  customerId: payments.customerId,
  creditNoteId: creditNotes.id,
  creditNoteNumber: creditNotes.number,
  creditNoteAmount: creditNotes.amount,
  creditNoteReason: creditNotes.reason,
  creditNoteIssuedAt: creditNotes.issuedAt,
  /** The admin's written reason, for a credit note of a decided dispute. */
  creditNoteDecisionReason: disputes.decisionReason,
};

/**
 * The decided dispute a decision's credit note belongs to (a payment has at most one dispute), for
 * the reason its admin wrote: the note itself keeps only the kind of reason.
 */
const decisionOfCreditNote = and(
  eq(disputes.paymentId, invoices.paymentId),
  eq(disputes.status, "decided"),
  eq(creditNotes.reason, "dispute_decision"),
);

function invoiceQuery(db: Executor) {
  return db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .innerJoin(jobRequests, eq(jobRequests.id, payments.jobRequestId))
    .innerJoin(milestones, eq(milestones.id, payments.milestoneId))
    .leftJoin(operatorProfiles, eq(operatorProfiles.userId, payments.operatorId))
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
    .leftJoin(disputes, decisionOfCreditNote);
}

/** "Visa •••• 4242" from the customer's saved card, or null. */
async function paymentMethodLabel(db: Executor, customerId: string): Promise<string | null> {
  const [profile] = await db
    .select({ billingInfo: customerProfiles.billingInfo })
    .from(customerProfiles)
    .where(eq(customerProfiles.userId, customerId))
    .limit(1);
  const card = profile?.billingInfo;
  if (!card) return null;
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : "Card";
  return `${brand} •••• ${card.cardLast4}`;
}

type InvoiceRow = Awaited<ReturnType<ReturnType<typeof invoiceQuery>["execute"]>>[number];

function present(row: InvoiceRow, paymentMethod: string | null) {
  const {
    customerId: _customerId,
    creditNoteId,
    creditNoteNumber,
    creditNoteAmount,
    creditNoteReason,
    creditNoteIssuedAt,
    creditNoteDecisionReason,
    ...rest
  } = row;
  const creditNote =
    creditNoteId && creditNoteNumber && creditNoteAmount && creditNoteReason && creditNoteIssuedAt
      ? {
          id: creditNoteId,
          number: creditNoteNumber,
          amount: creditNoteAmount,
          reason: creditNoteReason,
          issueDate: creditNoteIssuedAt,
          decisionReason: creditNoteDecisionReason,
          /** The invoice less this note: what the customer paid in the end. */
          netAmount: fromCents(toCents(row.amount) - toCents(creditNoteAmount)),
        }
      : null;
  return {
    ...rest,
    /** Money of this invoice given back to the customer, or null. */
    creditNote,
    paymentMethod,
    /** Pay Now: only an unpaid invoice of a job still open (a card failure can be retried). */
    canPay: row.status !== "paid" && row.jobStatus === "open" && ["pending", "failed"].includes(row.paymentStatus),
  };
}

/** The customer's invoices (newest first, optionally by status) and the totals cards. */
export async function listInvoices(
  db: Executor,
  input: { customerId: string; status?: InvoiceStatus; page: number; pageSize: number },
) {
  const conditions: SQL[] = [eq(payments.customerId, input.customerId), liveInvoice];
  if (input.status) conditions.push(sql`${invoiceStatus} = ${input.status}`);
  const where = and(...conditions);
  const page = await onePage(
    input,
    invoiceQuery(db).where(where).orderBy(desc(invoices.issuedAt), desc(invoices.number)).$dynamic(),
    db
      .select({ n: count() })
      .from(invoices)
      .innerJoin(payments, eq(payments.id, invoices.paymentId))
      .innerJoin(jobRequests, eq(jobRequests.id, payments.jobRequestId))
      .where(where),
  );
  const paymentMethod = await paymentMethodLabel(db, input.customerId);
  return {
    ...page,
    items: page.items.map((row) => present(row, paymentMethod)),
    totals: await invoiceTotals(db, input.customerId),
    paymentMethod,
  };
}

/**
 * Totals (paid net of credit notes, pending incl. overdue, count) straight from the payments table,
 * per currency.
 */
export async function invoiceTotals(db: Executor, customerId: string) {
  const rows = await db
    .select({
      currency: payments.currency,
      paid: sql<string | null>`sum(${payments.amount} - coalesce(${creditNotes.amount}, 0)) filter (where ${payments.status} in ('completed', 'released', 'refunded'))`,
      pending: sql<string | null>`sum(${payments.amount}) filter (where ${payments.status} not in ('completed', 'released', 'refunded'))`,
      count: count(),
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.paymentId, payments.id))
    .innerJoin(jobRequests, eq(jobRequests.id, payments.jobRequestId))
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
    .where(and(eq(payments.customerId, customerId), liveInvoice))
    .groupBy(payments.currency);
  return {
    paid: totalsByCurrency(rows.map((r) => ({ currency: r.currency, amount: r.paid }))),
    pending: totalsByCurrency(rows.map((r) => ({ currency: r.currency, amount: r.pending }))),
    count: rows.reduce((sum, r) => sum + r.count, 0),
  };
}

/** One line of an invoice's View Details and PDF; a credit note's amount is what it takes off. */
export interface InvoiceLine {
  kind: InvoiceLineKind;
  label: string;
  amount: string;
  /** The credit note a credit note's line stands for (its PDF), else null. */
  creditNoteId: string | null;
}

/**
 * What became of an invoice's money, line by line, so the screen and the PDF say the same: the
 * quote, each credit note, what the customer paid in the end (invoice − credit notes) or still
 * owes, and where that money is now — held, or released to the operator plus the fee on it (a
 * split's fee is of the operator's share, so released + fee = paid in the end;
 * docs/product.md#credit-notes). A full refund leaves nothing paid, so it has no fee either.
 */
export function invoiceLines(
  invoice: { status: InvoiceStatus; paymentStatus: PaymentStatus; amount: string; platformFee: string; operatorPayout: string },
  notes: readonly { id: string; number: string; reason: CreditNoteReason; decisionReason?: string | null; amount: string }[],
): InvoiceLine[] {
  const line = (kind: InvoiceLineKind, label: string, amount: string, creditNoteId: string | null = null) => ({
    kind,
    label,
    amount,
    creditNoteId,
  });
  const lines = [line("quote", INVOICE_LINE_LABELS.quote, invoice.amount)];
  if (invoice.status !== "paid") return [...lines, line("due", INVOICE_LINE_LABELS.due, invoice.amount)];
  lines.push(...notes.map((note) => line("credit_note", creditNoteLineLabel(note), note.amount, note.id)));
  const credited = notes.reduce((sum, note) => sum + toCents(note.amount), 0);
  const paid = fromCents(toCents(invoice.amount) - credited);
  lines.push(line("paid", notes.length > 0 ? INVOICE_LINE_LABELS.paidInTheEnd : INVOICE_LINE_LABELS.paid, paid));
  if (invoice.paymentStatus === "completed") lines.push(line("held", INVOICE_LINE_LABELS.held, paid));
  if (invoice.paymentStatus === "released") {
    lines.push(
      line("released", INVOICE_LINE_LABELS.released, invoice.operatorPayout),
      line("fee", INVOICE_LINE_LABELS.fee, invoice.platformFee),
    );
  }
  return lines;
}

/** One invoice: its customer or an admin (404 when unknown, 403 for someone else's). */
export async function invoiceById(db: Executor, input: { actor: SessionUser; id: string }) {
  const [row] = await invoiceQuery(db).where(eq(invoices.id, input.id)).limit(1);
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  if (row.customerId !== input.actor.id && input.actor.role !== "admin") {
    throw forbidden("You can only view your own invoices");
  }
  const [customer] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      company: customerProfiles.company,
    })
    .from(users)
    .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
    .where(eq(users.id, row.customerId))
    .limit(1);
  const notes = await db
    .select({
      id: creditNotes.id,
      number: creditNotes.number,
      reason: creditNotes.reason,
      decisionReason: disputes.decisionReason,
      amount: creditNotes.amount,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .leftJoin(disputes, decisionOfCreditNote)
    .where(eq(creditNotes.invoiceId, row.id))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
  const lines = invoiceLines(row, notes);
  // The details kept at issue (issueInvoice), not today's profiles: an issued invoice stays as it was.
  const [kept] = await db
    .select({ seller: invoices.sellerTaxDetails, buyer: invoices.buyerTaxDetails })
    .from(invoices)
    .where(eq(invoices.id, row.id))
    .limit(1);
  const seller = kept?.seller ?? EMPTY_OPERATOR_TAX_DETAILS;
  const buyer = kept?.buyer ?? EMPTY_BILLING_DETAILS;
  // The bold line: what was paid in the end, or what is due.
  const settled = lines.find((line) => line.kind === "paid" || line.kind === "due")?.amount ?? row.amount;
  return {
    ...present(row, await paymentMethodLabel(db, row.customerId)),
    /** What became of its money, as View Details and the PDF print it. */
    lines,
    // The account's name ("" when it has none: the e-mail below then stands alone, once).
    billedTo: {
      name: customer ? fullNameOf(customer) : "",
      email: customer?.email ?? "",
      company: customer?.company ?? null,
      legalName: buyer.legalName,
      address: buyer.address,
      taxId: buyer.taxId,
    },
    seller: { name: row.operatorName ?? "", legalName: seller.legalName, address: seller.address, taxId: seller.taxId },
    /** Net, tax and gross of what was paid in the end (or is due), at the seller's rate. */
    tax: taxBreakdown(settled, seller),
  };
}
export type InvoiceDetail = Awaited<ReturnType<typeof invoiceById>>;

export const CREDIT_NOTE_NOT_FOUND = "Credit note not found";

/**
 * One credit note with the invoice it credits: the invoice's customer or an admin (404 when
 * unknown, 403 for someone else's).
 */
export async function creditNoteById(db: Executor, input: { actor: SessionUser; id: string }) {
  const [note] = await db
    .select({ invoiceId: creditNotes.invoiceId })
    .from(creditNotes)
    .where(eq(creditNotes.id, input.id))
    .limit(1);
  if (!note) throw notFound(CREDIT_NOTE_NOT_FOUND);
  const invoice = await invoiceById(db, { actor: input.actor, id: note.invoiceId });
  if (!invoice.creditNote) throw notFound(CREDIT_NOTE_NOT_FOUND);
  return { ...invoice.creditNote, invoice };
}
export type CreditNoteDetail = Awaited<ReturnType<typeof creditNoteById>>;
