/**
 * The money overview (issue 6), read from the payments table: what is held in escrow (status
 * completed: charged, not yet released), released to operators, refunded to customers, and the
 * platform fees earned by month (a fee is earned when its payment is released). Sums stay in
 * PostgreSQL's exact numeric and are kept per currency (operators charge in their own). The
 * refund action goes through the job lifecycle's refund (cancellation.ts), never around it.
 */
import {
  creditNotes,
  invoices,
  jobRequests,
  operatorProfiles,
  paymentOperations,
  payments,
  users,
  type Database,
  type Executor,
} from "@skyhire/db";
import type { PaymentGateway } from "@skyhire/payments";
import {
  ADMIN_MESSAGES as M,
  analyticsRange,
  type AdminPaymentsQueryValues,
  type AdminRefundValues,
  type SessionUser,
} from "@skyhire/validators";
import { and, asc, count, desc, eq, isNotNull, sql, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { invalidState, notFound } from "../../errors";
import { refundJob } from "../lifecycle/cancellation";
import { disputeMoney } from "../lifecycle/disputes";
import { paymentDocumentColumns, paymentProgressColumns } from "../lifecycle/payment-columns";
import { newestFirst, onePage } from "../sql-helpers";
import { recordAudit } from "./audit";

export interface CurrencyTotals {
  currency: string;
  held: string;
  heldCount: number;
  released: string;
  releasedCount: number;
  paidOut: string;
  refunded: string;
  refundedCount: number;
  feesEarned: string;
  /** Charges not settled yet (pending, processing) and failed ones, by count. */
  awaitingCount: number;
  failedCount: number;
}

export interface MonthlyFees {
  month: string;
  currency: string;
  fees: string;
  payments: number;
}

const sumWhere = (column: SQLWrapper, status: string) =>
  sql<string>`coalesce(sum(${column}) filter (where ${payments.status} = ${status}), 0)::numeric(12,2)::text`;
const countWhere = (statuses: string[]) =>
  sql<number>`count(*) filter (where ${payments.status} in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )}))`.mapWith(Number);

export async function moneyOverview(db: Executor) {
  const totals = await db
    .select({
      currency: payments.currency,
      held: sumWhere(payments.amount, "completed"),
      heldCount: countWhere(["completed"]),
      // A dispute's split released part of a payment and refunded the rest (`refunded_amount`).
      released: sumWhere(sql`${payments.amount} - ${payments.refundedAmount}`, "released"),
      releasedCount: countWhere(["released"]),
      paidOut: sumWhere(payments.operatorPayout, "released"),
      refunded: sql<string>`(coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'refunded'), 0) + coalesce(sum(${payments.refundedAmount}) filter (where ${payments.status} = 'released'), 0))::numeric(12,2)::text`,
      refundedCount: countWhere(["refunded"]),
      feesEarned: sumWhere(payments.platformFee, "released"),
      awaitingCount: countWhere(["pending", "processing"]),
      failedCount: countWhere(["failed"]),
    })
    .from(payments)
    .groupBy(payments.currency)
    .orderBy(asc(payments.currency));

  // Twelve months, the current one included.
  const feesByMonth = await monthlyFees(db, analyticsRange("12m").from);
  return { totals, feesByMonth, ...(await disputeMoney(db)), stuckOperations: await stuckPaymentOperations(db) };
}

/** The job a payment pays for, by its title (a select joined to `jobRequests`). */
const paymentJobColumns = { jobRequestId: payments.jobRequestId, jobTitle: jobRequests.title };

/**
 * Money moves still waiting for the gateway that the sweep flagged to the admins (too many tries
 * without an answer, or pending too long: services/lifecycle/recovery.ts), the oldest first.
 */
async function stuckPaymentOperations(db: Executor) {
  return db
    .select({
      id: paymentOperations.id,
      kind: paymentOperations.kind,
      ...paymentJobColumns,
      amount: payments.amount,
      currency: payments.currency,
      tries: paymentOperations.tries,
      lastError: paymentOperations.lastError,
      createdAt: paymentOperations.createdAt,
      needsAttentionAt: paymentOperations.needsAttentionAt,
    })
    .from(paymentOperations)
    .innerJoin(payments, eq(payments.id, paymentOperations.paymentId))
    .innerJoin(jobRequests, eq(jobRequests.id, payments.jobRequestId))
    .where(and(eq(paymentOperations.status, "pending"), isNotNull(paymentOperations.needsAttentionAt)))
    .orderBy(asc(paymentOperations.createdAt));
}

/**
 * Platform fees earned per month (a fee is earned when its payment is released) and currency,
 * newest month first, from the month of `fromDay` (YYYY-MM-DD) on: the money overview's table and
 * the admin analytics' chart.
 */
export async function monthlyFees(db: Executor, fromDay: string): Promise<MonthlyFees[]> {
  const month = sql<string>`to_char(date_trunc('month', ${payments.payoutAt} at time zone 'UTC'), 'YYYY-MM')`;
  return db
    .select({
      month,
      currency: payments.currency,
      fees: sql<string>`sum(${payments.platformFee})::numeric(12,2)::text`,
      payments: sql<number>`count(*)`.mapWith(Number),
    })
    .from(payments)
    .where(
      sql`${payments.status} = 'released' and ${payments.payoutAt} >=
        date_trunc('month', ${fromDay}::date)::timestamp at time zone 'UTC'`,
    )
    .groupBy(month, payments.currency)
    .orderBy(desc(month), asc(payments.currency));
}

const customer = alias(users, "customer");
const operator = alias(users, "operator");

/**
 * Every payment with its state, its invoice and credit note, newest first, optionally one state,
 * one page at a time.
 */
export async function listPayments(db: Executor, input: AdminPaymentsQueryValues) {
  const where = input.status ? eq(payments.status, input.status) : undefined;
  return onePage(
    input,
    db
      .select({
        id: payments.id,
        ...paymentJobColumns,
        jobStatus: jobRequests.status,
        amount: payments.amount,
        currency: payments.currency,
        status: payments.status,
        ...paymentProgressColumns,
        customerEmail: customer.email,
        operatorEmail: operator.email,
        operatorCompany: operatorProfiles.companyName,
        createdAt: payments.createdAt,
        refundedAmount: payments.refundedAmount,
        ...paymentDocumentColumns,
        creditNoteAmount: creditNotes.amount,
      })
      .from(payments)
      .innerJoin(jobRequests, eq(jobRequests.id, payments.jobRequestId))
      .leftJoin(invoices, eq(invoices.paymentId, payments.id))
      .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
      .innerJoin(customer, eq(customer.id, payments.customerId))
      .innerJoin(operator, eq(operator.id, payments.operatorId))
      .leftJoin(operatorProfiles, eq(operatorProfiles.userId, payments.operatorId))
      .where(where)
      .orderBy(...newestFirst(payments))
      .$dynamic(),
    db.select({ n: count() }).from(payments).where(where),
  );
}

/**
 * Refunds a payment held in escrow: the lifecycle's refund gives the money back, cancels the job
 * and rejects its proposals (an admin may refund after delivery: a dispute). Recorded in the
 * audit log once the refund has gone through.
 */
export async function refundHeldPayment(
  db: Database,
  gateway: PaymentGateway,
  input: { actor: SessionUser } & AdminRefundValues,
) {
  const [payment] = await db
    .select({ id: payments.id, status: payments.status, ...paymentJobColumns })
    .from(payments)
    .innerJoin(jobRequests, eq(jobRequests.id, payments.jobRequestId))
    .where(eq(payments.id, input.paymentId))
    .limit(1);
  if (!payment) throw notFound(M.paymentNotFound);
  if (payment.status !== "completed") throw invalidState(M.paymentNotHeld);
  const result = await refundJob(db, gateway, { actor: input.actor, jobId: payment.jobRequestId });
  if (result.outcome === "refunded") {
    await recordAudit(db, {
      actor: input.actor,
      action: "payment.refund",
      targetType: "payment",
      targetId: payment.id,
      targetLabel: payment.jobTitle,
      reason: input.reason,
      data: { amount: result.payment.amount, currency: result.payment.currency, jobId: payment.jobRequestId },
    });
  }
  return result;
}
