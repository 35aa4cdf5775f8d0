import { creditNotes, disputes, invoices, jobRequests, milestones, payments, proposals, type Database, type Executor } from "@skyhire/db";
import { toCents, type PaymentGateway } from "@skyhire/payments";
import {
  LIFECYCLE_MESSAGES as M,
  proposalSeller,
  typedQuote,
  type MilestonePlan,
  type MilestoneState,
  type PaymentStatus,
  type SessionUser,
} from "@skyhire/validators";
import { and, asc, eq, inArray } from "drizzle-orm";
import { DomainError, forbidden, invalidState, notFound } from "../../errors";
import { paymentOfMilestone, releaseMilestonePayment } from "./completion";
import { fundPayment, isUnfunded, paymentsOfJob } from "./escrow";
import { lockJob } from "./locks";
import { paymentDocumentColumns, paymentProgressColumns } from "./payment-columns";
import { chargeProposal, writeMilestones } from "./proposals";

/**
 * Milestones (issue 15): the read model of a job's milestones for its customer and its operator,
 * the operator's plan of a pending proposal, and the per-milestone money moves (fund, deliver,
 * confirm) — thin entries into the one escrow path (escrow.ts, completion.ts), which work on the
 * milestone's own payment.
 */

const CHOSEN = ["accepted", "hired", "completed"] as const;

export function milestoneState(input: { paymentStatus: PaymentStatus | null; deliveredAt: Date | null }): MilestoneState {
  switch (input.paymentStatus) {
    case null:
      return "planned";
    case "pending":
    case "failed":
      return "unfunded";
    case "processing":
      return "funding";
    case "completed":
      return input.deliveredAt ? "delivered" : "funded";
    case "released":
      return "released";
    case "refunded":
      return "refunded";
  }
}

/**
 * The milestones of a job's deal: for its customer (and admins) those of the chosen proposal (or,
 * before one is chosen, of each proposal); for an operator those of their own proposal. Fees and
 * invoices are the customer's; the operator sees their payout. `actions` say what the viewer may do.
 */
export async function jobMilestones(db: Executor, input: { actor: SessionUser; jobId: string }) {
  const [job] = await db
    .select({ id: jobRequests.id, customerId: jobRequests.customerId, status: jobRequests.status })
    .from(jobRequests)
    .where(eq(jobRequests.id, input.jobId))
    .limit(1);
  if (!job) throw notFound("Job not found");
  const { actor } = input;
  const isOwner = job.customerId === actor.id || actor.role === "admin";
  const visible = await db
    .select({ id: proposals.id, status: proposals.status, operatorId: proposals.operatorId })
    .from(proposals)
    .where(eq(proposals.jobRequestId, job.id));
  const chosen = visible.find((p) => (CHOSEN as readonly string[]).includes(p.status));
  const own = visible.find((p) => p.operatorId === actor.id);
  const proposalIds = isOwner ? (chosen ? [chosen.id] : visible.map((p) => p.id)) : own ? [own.id] : [];
  if (!isOwner && !own) throw forbidden(M.milestoneNotYours);
  const viewer = isOwner ? ("customer" as const) : ("operator" as const);
  if (proposalIds.length === 0) return { jobId: job.id, viewer, items: [] };

  const rows = await db
    .select({
      id: milestones.id,
      proposalId: milestones.proposalId,
      position: milestones.position,
      title: milestones.title,
      amount: milestones.amount,
      currency: milestones.currency,
      dueDate: milestones.dueDate,
      deliveredAt: milestones.deliveredAt,
      deliveryNote: milestones.deliveryNote,
      autoReleaseAt: milestones.autoReleaseAt,
      releasedBy: milestones.releasedBy,
      paymentId: payments.id,
      paymentStatus: payments.status,
      ...paymentProgressColumns,
      invoiceId: invoices.id,
      ...paymentDocumentColumns,
      paymentAmount: payments.amount,
      paymentRefundedAmount: payments.refundedAmount,
      disputeId: disputes.id,
      disputeExecutedAt: disputes.executedAt,
    })
    .from(milestones)
    .leftJoin(payments, eq(payments.milestoneId, milestones.id))
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
    .leftJoin(disputes, eq(disputes.milestoneId, milestones.id))
    .where(inArray(milestones.proposalId, proposalIds))
    .orderBy(asc(milestones.proposalId), asc(milestones.position));

  const isCustomer = job.customerId === actor.id;
  const proposalStatus = chosen?.status;
  const items = rows.map(({ disputeExecutedAt, paymentAmount, paymentRefundedAmount, ...row }) => {
    const state = milestoneState({ paymentStatus: row.paymentStatus, deliveredAt: row.deliveredAt });
    // A dispute freezes the milestone's money until its resolution has moved it.
    const frozen = row.disputeId !== null && disputeExecutedAt === null;
    const isParty = isCustomer || (own !== undefined && own.id === chosen?.id);
    const fundable =
      (proposalStatus === "accepted" && job.status === "open") || (proposalStatus === "hired" && job.status === "in_progress");
    return {
      ...row,
      platformFee: isOwner ? row.platformFee : null,
      invoiceId: isOwner ? row.invoiceId : null,
      invoiceNumber: isOwner ? row.invoiceNumber : null,
      refundedAmount:
        row.paymentStatus === "refunded" ? paymentAmount : paymentRefundedAmount && toCents(paymentRefundedAmount) > 0 ? paymentRefundedAmount : null,
      creditNoteId: isOwner ? row.creditNoteId : null,
      creditNoteNumber: isOwner ? row.creditNoteNumber : null,
      operatorPayout: row.operatorPayout,
      // The date counts only while the delivery waits for an answer (a dispute stops the clock).
      autoReleaseAt: state === "delivered" && !frozen ? row.autoReleaseAt : null,
      state,
      actions: {
        canFund: isCustomer && fundable && state === "unfunded",
        canDeliver: !isOwner && job.status === "in_progress" && state === "funded",
        canConfirm: isOwner && job.status === "in_progress" && state === "delivered" && !frozen,
        canDispute: isParty && job.status === "in_progress" && (state === "funded" || state === "delivered") && row.disputeId === null,
      },
    };
  });
  return { jobId: job.id, viewer, items };
}

/**
 * The operator replaces the milestones of their own pending proposal on the job: 1–10 parts that
 * add up to its quote as typed exactly (the net when tax is added on top), charged with the tax the
 * proposal was sent with; the quote becomes their sum as charged.
 */
export async function setMilestones(
  db: Database,
  input: { actor: SessionUser; jobId: string; milestones: MilestonePlan[] },
) {
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, input.jobId);
    const [proposal] = await tx
      .select()
      .from(proposals)
      .where(and(eq(proposals.jobRequestId, job.id), eq(proposals.operatorId, input.actor.id)))
      .limit(1);
    if (!proposal) throw forbidden(M.milestoneNotYours);
    if (proposal.status !== "pending" || job.status !== "open") throw invalidState(M.milestonesFixed);
    const sum = input.milestones.reduce((total, m) => total + toCents(m.amount), 0);
    if (sum !== toCents(typedQuote(proposal))) throw new DomainError("BAD_REQUEST", M.milestonesSum);
    const charged = chargeProposal(input.milestones, proposalSeller(proposal.tax));
    // Rounded per milestone, another split of the same net may cost a cent more or less.
    await tx.update(proposals).set({ quote: charged.quote, tax: charged.tax }).where(eq(proposals.id, proposal.id));
    await writeMilestones(tx, { jobId: job.id, proposalId: proposal.id, currency: proposal.currency, plans: charged.plans });
  });
  return jobMilestones(db, { actor: input.actor, jobId: input.jobId });
}

async function milestoneJob(db: Executor, milestoneId: string) {
  const [row] = await db
    .select({ jobId: milestones.jobRequestId })
    .from(milestones)
    .where(eq(milestones.id, milestoneId))
    .limit(1);
  if (!row) throw notFound(M.milestoneNotFound);
  return row.jobId;
}

/**
 * The customer funds a milestone (`all`: it and every later milestone not funded yet, one charge
 * each, in order). Each charge is its own outbox operation, so a retry never charges twice.
 */
export async function fundMilestone(
  db: Database,
  gateway: PaymentGateway,
  input: { customerId: string; milestoneId: string; all: boolean },
) {
  const jobId = await milestoneJob(db, input.milestoneId);
  const payment = await paymentOfMilestone(db, input.milestoneId);
  const first = await fundPayment(db, gateway, { customerId: input.customerId, paymentId: payment.id });
  if (!input.all) return first;
  const all = await paymentsOfJob(db, jobId);
  const from = all.findIndex((p) => p.id === payment.id);
  let last = first;
  for (const later of all.slice(from + 1).filter(isUnfunded)) {
    last = await fundPayment(db, gateway, { customerId: input.customerId, paymentId: later.id });
  }
  return last;
}

/** The customer (or an admin) confirms a delivered milestone: its payout is released. */
export async function confirmMilestone(
  db: Database,
  gateway: PaymentGateway,
  input: { actor: SessionUser; milestoneId: string },
) {
  await milestoneJob(db, input.milestoneId);
  const payment = await paymentOfMilestone(db, input.milestoneId);
  return releaseMilestonePayment(db, gateway, { actor: input.actor, paymentId: payment.id });
}
