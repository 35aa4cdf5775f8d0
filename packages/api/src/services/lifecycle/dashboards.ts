import { jobRequests, operatorProfiles, payments, proposals, users, type Executor } from "@skyhire/db";
import { JOB_DEFAULT_CURRENCY, type Currency } from "@skyhire/validators";
import type { PaymentGateway } from "@skyhire/payments";
import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import { totalsByCurrency } from "./money";

/**
 * Dashboard figures from the data (the spec's fixed 0 / $0 become real): a few queries each, all on
 * indexed columns (job_requests by customer, payments by customer/operator, proposals by operator).
 */

/** Customer: Proposals Received, Active Jobs (open + in_progress), Completed Projects, Total Spent. */
export async function customerDashboardStats(db: Executor, customerId: string) {
  // Money held in escrow or released is spent; refunded money came back (all of it, or a split's part).
  const spentByCurrency = db
    .select({ currency: payments.currency, amount: sql<string>`sum(${payments.amount} - ${payments.refundedAmount})`.as("amount") })
    .from(payments)
    .where(and(eq(payments.customerId, customerId), inArray(payments.status, ["completed", "released"])))
    .groupBy(payments.currency)
    .as("spent");
  // One statement: the counts aggregate the customer's jobs (always one row), the rest ride along.
  const [figures] = await db
    .select({
      activeJobs: sql<number>`count(*) filter (where ${inArray(jobRequests.status, ["open", "in_progress"])})`.mapWith(
        Number,
      ),
      completedProjects: sql<number>`count(*) filter (where ${eq(jobRequests.status, "completed")})`.mapWith(Number),
      // Withdrawn proposals were taken back by their operator: not received any more.
      proposalsReceived: sql<number>`(
        select count(*) from ${proposals}
        inner join ${jobRequests} mine on mine.id = ${proposals.jobRequestId}
        where mine.customer_id = ${customerId}
          and ${proposals.rejectionReason} is distinct from 'withdrawn')`.mapWith(Number),
      // The customer's currency: their latest job's (a London customer's first job is in pounds).
      latestCurrency: sql<Currency | null>`(array_agg(${jobRequests.currency} order by ${jobRequests.createdAt} desc, ${jobRequests.id} desc))[1]`,
      spent: sql<{ currency: string; amount: string }[]>`(
        select coalesce(json_agg(json_build_object('currency', ${spentByCurrency.currency}, 'amount', ${spentByCurrency.amount}::text)), '[]'::json)
        from ${spentByCurrency})`,
    })
    .from(jobRequests)
    .where(eq(jobRequests.customerId, customerId));
  return {
    proposalsReceived: figures?.proposalsReceived ?? 0,
    activeJobs: figures?.activeJobs ?? 0,
    completedProjects: figures?.completedProjects ?? 0,
    totalSpent: totalsByCurrency(figures?.spent ?? []),
    /** What Total Spent reads zero in before any payment. */
    currency: figures?.latestCurrency ?? JOB_DEFAULT_CURRENCY,
  };
}

/**
 * Operator: active jobs (hired, in progress), this month's earnings (payouts released since the
 * first of the month, UTC), payouts pending (held in escrow) and paid (released), per currency.
 */
/**
 * The operator's earnings. `gateway` says whether money really moves: on the offline gateway (test
 * mode) a release is recorded, but no payout reaches a bank account.
 */
export async function operatorEarnings(db: Executor, operatorId: string, gateway: Pick<PaymentGateway, "kind">) {
  const byCurrency = db
    .select({
      currency: payments.currency,
      thisMonth: sql<string | null>`sum(${payments.operatorPayout}) filter (where ${payments.status} = 'released'
        and ${payments.payoutAt} >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC')`.as("this_month"),
      pending: sql<string | null>`sum(${payments.operatorPayout}) filter (where ${payments.status} = 'completed')`.as("pending"),
      paid: sql<string | null>`sum(${payments.operatorPayout}) filter (where ${payments.status} = 'released')`.as("paid"),
      platformFees: sql<string | null>`sum(${payments.platformFee}) filter (where ${payments.status} = 'released')`.as(
        "platform_fees",
      ),
    })
    .from(payments)
    .where(and(eq(payments.operatorId, operatorId), ne(payments.status, "refunded")))
    .groupBy(payments.currency)
    .as("by_currency");
  const activeJobs = db
    .select({ n: count() })
    .from(proposals)
    .innerJoin(jobRequests, eq(jobRequests.id, proposals.jobRequestId))
    .where(and(eq(proposals.operatorId, operatorId), eq(proposals.status, "hired"), eq(jobRequests.status, "in_progress")));
  type CurrencyRow = { currency: string; thisMonth: string | null; pending: string | null; paid: string | null; platformFees: string | null };
  // One statement: the operator's row, with the active jobs and the sums per currency riding along.
  const [row] = await db
    .select({
      activeJobs: sql<number>`(${activeJobs})`.mapWith(Number),
      payoutsEnabled: operatorProfiles.payoutsEnabled,
      byCurrency: sql<CurrencyRow[]>`(
        select coalesce(json_agg(json_build_object(
          'currency', ${byCurrency.currency}, 'thisMonth', ${byCurrency.thisMonth}::text, 'pending', ${byCurrency.pending}::text,
          'paid', ${byCurrency.paid}::text, 'platformFees', ${byCurrency.platformFees}::text)), '[]'::json)
        from ${byCurrency})`,
    })
    .from(users)
    .leftJoin(operatorProfiles, eq(operatorProfiles.userId, users.id))
    .where(eq(users.id, operatorId));
  const rows = row?.byCurrency ?? [];
  const pick = (key: "thisMonth" | "pending" | "paid" | "platformFees") =>
    totalsByCurrency(rows.map((r) => ({ currency: r.currency, amount: r[key] })));
  return {
    activeJobs: row?.activeJobs ?? 0,
    /** Stripe has cleared the operator's account for payouts (always false on the offline gateway). */
    payoutsEnabled: row?.payoutsEnabled ?? false,
    /** Test mode: payouts are simulated, nothing is paid to a bank account. */
    payoutsSimulated: gateway.kind === "offline",
    thisMonth: pick("thisMonth"),
    payoutsPending: pick("pending"),
    payoutsPaid: pick("paid"),
    platformFeesPaid: pick("platformFees"),
  };
}
