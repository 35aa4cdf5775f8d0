import {
  invoices,
  jobRequests,
  milestones,
  operatorProfiles,
  payments,
  proposals,
  reviews,
  users,
  type Executor,
} from "@skyhire/db";
import { fromCents, toCents } from "@skyhire/payments";
import { LIFECYCLE_MESSAGES, type Currency, type MyProposalsQuery, type SessionUser } from "@skyhire/validators";
import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import { forbidden, notFound } from "../../errors";
import { newestFirst, onePage } from "../sql-helpers";
import { openDisputeOn } from "./dispute-freeze";
import { approvedOperator } from "./locks";
import { PROPOSAL_NOT_FOUND } from "./proposals";
import { paymentProgressColumns } from "./payment-columns";

/**
 * Read models of the lifecycle screens: the job page (its proposals side by side, the escrow
 * payment) and the operator's "my proposals". Each is a fixed number of queries, never one per row.
 */

/** A proposal as both screens show it (the job page adds its operator, My Proposals its job). */
const proposalViewColumns = {
  id: proposals.id,
  status: proposals.status,
  rejectionReason: proposals.rejectionReason,
  quote: proposals.quote,
  /** The quote's currency: the job's (the payment and payout are in it too). */
  currency: proposals.currency,
  /** The tax in the quote (null: the operator was not registered for tax). */
  tax: proposals.tax,
  message: proposals.message,
  timeline: proposals.timeline,
  acceptedAt: proposals.acceptedAt,
  deliveredAt: proposals.deliveredAt,
  createdAt: proposals.createdAt,
  updatedAt: proposals.updatedAt,
};

const proposalColumns = {
  ...proposalViewColumns,
  operator: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    profileImageUrl: users.profileImageUrl,
    companyName: operatorProfiles.companyName,
    logoUrl: operatorProfiles.logoUrl,
    rating: operatorProfiles.rating,
    completedJobs: operatorProfiles.completedJobs,
    qualifications: operatorProfiles.qualifications,
    location: operatorProfiles.location,
    isVerified: operatorProfiles.isVerified,
  },
};

const paymentColumns = {
  id: payments.id,
  status: payments.status,
  amount: payments.amount,
  currency: payments.currency,
  ...paymentProgressColumns,
  proposalId: payments.proposalId,
  invoiceId: invoices.id,
  invoiceNumber: invoices.number,
};

/**
 * An operator who has not proposed on a job sees it only while it is open (it is there to quote
 * on, for an approved operator) or when the customer invited them to quote.
 */
export async function assertOperatorMaySeeJob(
  db: Executor,
  actor: SessionUser,
  job: { status: string; invitedOperatorId: string | null },
): Promise<void> {
  if (job.status !== "open" && job.invitedOperatorId !== actor.id) throw forbidden("You can only view jobs you proposed on");
  await approvedOperator(db, actor.id, LIFECYCLE_MESSAGES.openJobsNeedApproval);
}

/** One proposal (GET /api/proposals/{id}): the operator who sent it, the job's customer, admins. */
export async function proposalById(db: Executor, input: { actor: SessionUser; id: string }) {
  const [row] = await db
    .select({ proposal: proposals, customerId: jobRequests.customerId })
    .from(proposals)
    .innerJoin(jobRequests, eq(jobRequests.id, proposals.jobRequestId))
    .where(eq(proposals.id, input.id))
    .limit(1);
  if (!row) throw notFound(PROPOSAL_NOT_FOUND);
  const { actor } = input;
  if (actor.role !== "admin" && actor.id !== row.customerId && actor.id !== row.proposal.operatorId) {
    throw forbidden("You can only view proposals you sent or received");
  }
  return row.proposal;
}

/**
 * The job page. Its customer (and admins) see every proposal; an operator sees the job while it is
 * open or when they proposed, with their own proposal only. Fee details are the customer's; the
 * operator sees their payout.
 */
export async function jobWithProposals(db: Executor, input: { actor: SessionUser; jobId: string }) {
  const [job] = await db
    .select({
      id: jobRequests.id,
      customerId: jobRequests.customerId,
      title: jobRequests.title,
      description: jobRequests.description,
      category: jobRequests.category,
      location: jobRequests.location,
      budget: jobRequests.budget,
      budgetMin: jobRequests.budgetMin,
      budgetMax: jobRequests.budgetMax,
      /** The deal's currency: budget, quotes, payment and invoice. */
      currency: jobRequests.currency,
      timeline: jobRequests.timeline,
      requirements: jobRequests.requirements,
      status: jobRequests.status,
      invitedOperatorId: jobRequests.invitedOperatorId,
      createdAt: jobRequests.createdAt,
      updatedAt: jobRequests.updatedAt,
      reviewId: reviews.id,
    })
    .from(jobRequests)
    .leftJoin(reviews, eq(reviews.jobRequestId, jobRequests.id))
    .where(eq(jobRequests.id, input.jobId))
    .limit(1);
  if (!job) throw notFound("Job not found");
  const { actor } = input;
  const isOwner = job.customerId === actor.id || actor.role === "admin";
  if (!isOwner && actor.role !== "operator") throw forbidden("You can only view your own jobs");

  const visible: SQL[] = [eq(proposals.jobRequestId, job.id)];
  if (!isOwner) visible.push(eq(proposals.operatorId, actor.id));
  const items = await db
    .select(proposalColumns)
    .from(proposals)
    .innerJoin(users, eq(users.id, proposals.operatorId))
    .leftJoin(operatorProfiles, eq(operatorProfiles.userId, proposals.operatorId))
    .where(and(...visible))
    // The chosen one first, then pending ones by quote, then the rest.
    .orderBy(
      sql`case ${proposals.status} when 'completed' then 0 when 'hired' then 0 when 'accepted' then 0 when 'pending' then 1 else 2 end`,
      asc(proposals.quote),
      asc(proposals.createdAt),
    );
  if (!isOwner && items.length === 0) await assertOperatorMaySeeJob(db, actor, job);

  // One payment per milestone; the page's payment is the one in play (the first not ended).
  const paymentRows = await db
    .select({
      ...paymentColumns,
      deliveredAt: milestones.deliveredAt,
      refundedAmount: payments.refundedAmount,
      frozen: openDisputeOn(milestones.id),
    })
    .from(payments)
    .innerJoin(milestones, eq(milestones.id, payments.milestoneId))
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(eq(payments.jobRequestId, job.id))
    .orderBy(asc(milestones.position));
  const deal = dealSummary(paymentRows);
  // The page's payment is the one in play (the first not ended); once a deal of several milestones
  // has ended, no single payment stands for it: `deal` and the milestones say how it ended.
  const current = deal?.ended
    ? undefined
    : (paymentRows.find((p) => !endedPayment(p.status)) ?? paymentRows[paymentRows.length - 1]);
  const payment = current
    ? (({ deliveredAt: _deliveredAt, refundedAmount: _refundedAmount, frozen: _frozen, ...rest }) => rest)(current)
    : undefined;
  const ownPayment = payment && (isOwner || items.some((p) => p.id === payment.proposalId));
  const shownPayment = ownPayment
    ? isOwner
      ? payment
      : { ...payment, invoiceId: null, invoiceNumber: null }
    : null;
  const chosen = items.find((p) => ["accepted", "hired", "completed"].includes(p.status));
  const held = paymentRows.filter((p) => p.status === "completed");
  const heldDelivered = held.some((p) => p.deliveredAt !== null);
  // A delivery under dispute is settled in the dispute, not confirmed.
  const confirmable = held.some((p) => p.deliveredAt !== null && !p.frozen);
  return {
    job: { ...job, hasReview: job.reviewId !== null },
    viewer: isOwner ? ("customer" as const) : ("operator" as const),
    proposals: items,
    payment: shownPayment,
    deal: deal && (isOwner || items.some((p) => p.id === paymentRows[0]?.proposalId)) ? deal : null,
    /** What the customer can do now (the page shows these buttons). */
    actions: {
      canAccept: isOwner && job.status === "open" && !chosen,
      canPay: isOwner && job.status === "open" && paymentRows.some((p) => ["pending", "failed"].includes(p.status)),
      // A deal of several milestones is confirmed milestone by milestone (milestones.confirm).
      canConfirmCompletion: isOwner && job.status === "in_progress" && confirmable && deal === null,
      canCancel: isOwner && job.status === "open" && !paymentRows.some((p) => p.status === "processing"),
      canRefund: isOwner && job.status === "in_progress" && held.length > 0 && (!heldDelivered || actor.role === "admin"),
      canReview: job.customerId === actor.id && job.status === "completed" && job.reviewId === null,
    },
  };
}

const endedPayment = (status: string) => status === "released" || status === "refunded";

/**
 * A deal of several milestones as a whole (null for a single payment): what the customer's money
 * released (the operator's payouts and the fees on them), what went back to the customer (a refund whole, a split's share), and whether
 * every milestone has ended.
 */
function dealSummary(
  rows: { status: string; amount: string; platformFee: string; operatorPayout: string; refundedAmount: string; currency: Currency }[],
) {
  const first = rows[0];
  if (!first || rows.length < 2) return null;
  const released = rows.filter((p) => p.status === "released");
  const sum = (amounts: string[]) => fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0));
  return {
    milestones: rows.length,
    currency: first.currency,
    released: sum(released.flatMap((p) => [p.operatorPayout, p.platformFee])),
    operatorPayout: sum(released.map((p) => p.operatorPayout)),
    platformFee: sum(released.map((p) => p.platformFee)),
    refunded: sum(rows.map((p) => (p.status === "refunded" ? p.amount : p.refundedAmount))),
    ended: rows.every((p) => endedPayment(p.status)),
  };
}

/** The operator's proposals with their jobs and escrow state, newest first, optionally by status. */
export async function myProposals(db: Executor, input: MyProposalsQuery & { operatorId: string }) {
  const conditions: SQL[] = [eq(proposals.operatorId, input.operatorId)];
  if (input.status) conditions.push(eq(proposals.status, input.status));
  const where = and(...conditions);
  return onePage(
    input,
    db
      .select({
        ...proposalViewColumns,
        job: {
          id: jobRequests.id,
          title: jobRequests.title,
          category: jobRequests.category,
          location: jobRequests.location,
          status: jobRequests.status,
          budget: jobRequests.budget,
          currency: jobRequests.currency,
        },
        // Only this proposal's payments (one per milestone): the one in play, the total paid out.
        paymentStatus: sql<string | null>`(select p.status from ${payments} p inner join ${milestones} m on m.id = p.milestone_id
          where p.proposal_id = ${proposals.id}
          order by (p.status in ('released', 'refunded')), m.position limit 1)`,
        operatorPayout: sql<string | null>`(select sum(p.operator_payout)::numeric(12,2)::text from ${payments} p
          where p.proposal_id = ${proposals.id})`,
        payoutAt: sql<Date | null>`(select max(p.payout_at) from ${payments} p where p.proposal_id = ${proposals.id})`.mapWith(
          payments.payoutAt,
        ),
      })
      .from(proposals)
      .innerJoin(jobRequests, eq(jobRequests.id, proposals.jobRequestId))
      .where(where)
      .orderBy(...newestFirst(proposals))
      .$dynamic(),
    db.select({ n: count() }).from(proposals).where(where),
  );
}
