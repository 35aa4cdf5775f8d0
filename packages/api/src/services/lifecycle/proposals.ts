import { milestones, payments, proposals, type Database, type Executor, type Transaction } from "@skyhire/db";
import {
  chargedProposal,
  formatMoney,
  LIFECYCLE_MESSAGES as M,
  LIFECYCLE_PATHS,
  milestonePlans,
  quoteTooHighWithTax,
  TAX_MESSAGES,
  type Currency,
  type MilestonePlan,
  type CreateProposalValues,
  type ProposalTaxSeller,
  type UpdateProposalValues,
} from "@skyhire/validators";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { conflict, DomainError, forbidden, invalidState, notFound } from "../../errors";
import { assertDocumentsCurrent } from "../admin/documents";
import { operatorTaxDetails } from "../tax-details";
import { paymentOfJob } from "./escrow";
import { issueInvoice } from "./invoice-numbers";
import { approvedOperator, lockJob, operatorAccount } from "./locks";
import { ensureContactThread, ensureConversation } from "./messages";
import { escrowSplit } from "./money";
import { deliverNotificationEmails, notify } from "./notifications";
import { emitWebhookEvent } from "../webhooks/events";
import { requireMove } from "./states";

/**
 * Proposals: an approved operator quotes on an open job, edits or withdraws it while pending; the
 * job's customer accepts one (which opens its escrow payment and invoice) or declines others.
 */

export const PROPOSAL_NOT_FOUND = "Proposal not found";

async function proposalById(db: Executor, id: string) {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id)).limit(1);
  if (!row) throw notFound(PROPOSAL_NOT_FOUND);
  return row;
}

/**
 * What a proposal stores for the milestones its operator typed (`milestonePlans`: 1–10 parts adding
 * up to the quote), at the operator's tax (docs/product.md#invoices): each milestone's amount as
 * charged (its gross when prices exclude tax), the quote as their sum, and the tax record. A quote
 * that tax takes over the maximum is refused (400).
 */
export function chargeProposal(plans: MilestonePlan[], seller: ProposalTaxSeller | null) {
  const charged = chargedProposal(
    plans.map((plan) => plan.amount),
    seller,
  );
  if (quoteTooHighWithTax(charged.quote)) throw new DomainError("BAD_REQUEST", TAX_MESSAGES.quoteTooHighWithTax);
  return {
    quote: charged.quote,
    tax: charged.tax,
    plans: plans.map((plan, index) => ({ ...plan, amount: charged.amounts[index] ?? plan.amount })),
  };
}

/** The proposal's milestones become `plans`, as charged (replacing any before). */
export async function writeMilestones(
  tx: Executor,
  input: { jobId: string; proposalId: string; currency: Currency; plans: MilestonePlan[] },
) {
  await tx.delete(milestones).where(eq(milestones.proposalId, input.proposalId));
  return tx
    .insert(milestones)
    .values(
      input.plans.map((plan, index) => ({
        jobRequestId: input.jobId,
        proposalId: input.proposalId,
        position: index + 1,
        title: plan.title,
        amount: plan.amount,
        currency: input.currency,
        dueDate: plan.dueDate ?? null,
      })),
    )
    .returning();
}

/** An operator sends a proposal: approved and active, not on their own job, the job open, once per job. */
export async function createProposal(db: Database, input: { operatorId: string; proposal: CreateProposalValues }) {
  const { operatorId, proposal } = input;
  const done = await db.transaction(async (tx) => {
    const operator = await approvedOperator(tx, operatorId, M.operatorNotApproved);
    await assertDocumentsCurrent(tx, operatorId);
    // `share`: many operators may propose at once, but not while the job changes state.
    const job = await lockJob(tx, proposal.jobId, "share");
    if (job.customerId === operatorId) throw forbidden(M.ownJob);
    if (job.status !== "open") throw invalidState(M.jobNotOpen);
    const charged = chargeProposal(milestonePlans(proposal.quote, proposal.milestones), await operatorTaxDetails(tx, operatorId));
    const [created] = await tx
      .insert(proposals)
      .values({
        jobRequestId: job.id,
        operatorId,
        quote: charged.quote,
        tax: charged.tax,
        // One currency per deal: the job's (a job requested from a listing has the listing's).
        currency: job.currency,
        message: proposal.message,
        timeline: proposal.timeline,
        status: "pending",
      })
      .onConflictDoNothing({ target: [proposals.jobRequestId, proposals.operatorId] })
      .returning();
    if (!created) throw conflict(M.duplicateProposal);
    await writeMilestones(tx, { jobId: job.id, proposalId: created.id, currency: created.currency, plans: charged.plans });
    // The operator a Contact Operator request went to continues that thread; others get a new one.
    if (job.invitedOperatorId === operatorId) await ensureContactThread(tx, job);
    else await ensureConversation(tx, { jobRequestId: job.id, customerId: job.customerId, operatorId });
    const company = operator.companyName ?? "An operator";
    const noteId = await notify(tx, {
      userId: job.customerId,
      type: "proposal_received",
      title: "New proposal received",
      body: `${company} sent a proposal of ${formatMoney(created.quote, created.currency)} for "${job.title}".`,
      link: LIFECYCLE_PATHS.job(job.id),
      jobRequestId: job.id,
    });
    return { proposal: created, notes: [noteId] };
  });
  await deliverNotificationEmails(db, done.notes);
  return done.proposal;
}

/** The operator's own proposal, locked with its job, for a change while it is pending. */
async function lockOwnPendingProposal(
  tx: Transaction,
  operatorId: string,
  proposalId: string,
) {
  const first = await proposalById(tx, proposalId);
  if (first.operatorId !== operatorId) throw forbidden("You can only change your own proposals");
  const job = await lockJob(tx, first.jobRequestId);
  // Read again under the job's lock: an accept may have committed in between.
  const current = await proposalById(tx, proposalId);
  if (current.status !== "pending") throw invalidState(M.proposalNotPending);
  if (job.status !== "open") throw invalidState(M.jobNotOpen);
  return { job, proposal: current };
}

/**
 * The operator edits quote, message and timeline of their own pending proposal; the amounts typed
 * are charged at their tax details as they stand now.
 */
export async function updateProposal(db: Database, input: { operatorId: string; proposal: UpdateProposalValues }) {
  return db.transaction(async (tx) => {
    const { proposal } = await lockOwnPendingProposal(tx, input.operatorId, input.proposal.id);
    const typed = input.proposal;
    const charged = chargeProposal(milestonePlans(typed.quote, typed.milestones), await operatorTaxDetails(tx, input.operatorId));
    const [updated] = await tx
      .update(proposals)
      .set({ quote: charged.quote, tax: charged.tax, message: typed.message, timeline: typed.timeline })
      .where(and(eq(proposals.id, proposal.id), eq(proposals.status, "pending")))
      .returning();
    if (!updated) throw invalidState(M.proposalNotPending);
    await writeMilestones(tx, { jobId: updated.jobRequestId, proposalId: updated.id, currency: updated.currency, plans: charged.plans });
    return updated;
  });
}

/** The operator withdraws their own pending proposal (it ends as rejected, reason withdrawn). */
export async function withdrawProposal(db: Database, input: { operatorId: string; proposalId: string }) {
  return db.transaction(async (tx) => {
    const { proposal } = await lockOwnPendingProposal(tx, input.operatorId, input.proposalId);
    requireMove("proposal", proposal.status, "rejected", M.proposalNotPending);
    const [updated] = await tx
      .update(proposals)
      .set({ status: "rejected", rejectionReason: "withdrawn" })
      .where(and(eq(proposals.id, proposal.id), eq(proposals.status, "pending")))
      .returning();
    if (!updated) throw invalidState(M.proposalNotPending);
    return updated;
  });
}

/** The job's customer, for a decision on one of its proposals (locked job, fresh proposal). */
async function lockProposalForCustomer(
  tx: Transaction,
  customerId: string,
  proposalId: string,
) {
  const first = await proposalById(tx, proposalId);
  const job = await lockJob(tx, first.jobRequestId);
  if (job.customerId !== customerId) throw forbidden("You can only decide on proposals for your own jobs");
  return { job, proposal: await proposalById(tx, proposalId) };
}

/**
 * The customer accepts a proposal: it becomes `accepted`, and the job's escrow payment (the quote,
 * the platform fee, the operator's payout) and its invoice are issued, pending payment. The job's
 * row lock makes accepts of one job run one at a time, and a unique index allows one chosen
 * proposal per job, so two accepts at the same instant choose exactly one. Accepting the same
 * proposal again answers as the first time.
 */
export async function acceptProposal(db: Database, input: { customerId: string; proposalId: string }) {
  const done = await db.transaction(async (tx) => {
    const { job, proposal } = await lockProposalForCustomer(tx, input.customerId, input.proposalId);
    const existing = await paymentOfJob(tx, job.id);
    const chosenAlready = ["accepted", "hired", "completed"].includes(proposal.status);
    if (existing && existing.proposalId === proposal.id && chosenAlready) {
      return { proposal, payment: existing, notes: [] as string[] };
    }
    if (job.status !== "open") throw invalidState(M.jobNotOpen);
    const [chosen] = await tx
      .select({ id: proposals.id })
      .from(proposals)
      .where(
        and(
          eq(proposals.jobRequestId, job.id),
          inArray(proposals.status, ["accepted", "hired", "completed"]),
          ne(proposals.id, proposal.id),
        ),
      )
      .limit(1);
    if (chosen || existing) throw conflict(M.anotherAccepted);
    requireMove("proposal", proposal.status, "accepted", M.proposalNotPending);

    const operator = await operatorAccount(tx, proposal.operatorId);
    if (!operator || operator.status !== "active" || operator.approvalStatus !== "approved") {
      throw invalidState("This operator is no longer available");
    }
    const [accepted] = await tx
      .update(proposals)
      .set({ status: "accepted", acceptedAt: new Date() })
      .where(and(eq(proposals.id, proposal.id), eq(proposals.status, "pending")))
      .returning();
    if (!accepted) throw invalidState(M.proposalNotPending);

    // One escrow payment (and invoice) per milestone: its amount, fee and payout to the cent.
    const plan = await tx
      .select()
      .from(milestones)
      .where(eq(milestones.proposalId, accepted.id))
      .orderBy(asc(milestones.position));
    const created: (typeof payments.$inferSelect)[] = [];
    for (const milestone of plan) {
      const split = escrowSplit(milestone.amount);
      const [payment] = await tx
        .insert(payments)
        .values({
          jobRequestId: job.id,
          proposalId: accepted.id,
          milestoneId: milestone.id,
          customerId: job.customerId,
          operatorId: accepted.operatorId,
          amount: split.amount,
          platformFee: split.platformFee,
          operatorPayout: split.operatorPayout,
          // The accepted quote's currency; the payout and the invoice follow the payment.
          currency: accepted.currency,
          idempotencyKey: `payment_${randomUUID()}`,
          status: "pending",
        })
        .returning();
      if (!payment) throw new Error("Payment was not stored");
      await issueInvoice(tx, payment.id);
      created.push(payment);
    }
    const payment = created[0];
    if (!payment) throw new Error("An accepted proposal has no milestone");
    const noteId = await notify(tx, {
      userId: accepted.operatorId,
      type: "proposal_accepted",
      title: "Proposal accepted",
      body: `Your proposal for "${job.title}" was accepted. The customer is now paying into escrow.`,
      link: LIFECYCLE_PATHS.operatorProposals,
      jobRequestId: job.id,
    });
    await emitWebhookEvent(tx, {
      type: "job.updated",
      userIds: [job.customerId],
      jobRequestId: job.id,
      data: { jobRequestId: job.id, status: "in_progress", proposalId: accepted.id },
    });
    return { proposal: accepted, payment, notes: [noteId] };
  });
  await deliverNotificationEmails(db, done.notes);
  return { proposal: done.proposal, payment: done.payment };
}

/** The customer declines a pending proposal. */
export async function declineProposal(db: Database, input: { customerId: string; proposalId: string }) {
  return db.transaction(async (tx) => {
    const { job, proposal } = await lockProposalForCustomer(tx, input.customerId, input.proposalId);
    if (job.status !== "open") throw invalidState(M.jobNotOpen);
    if (proposal.status !== "pending") throw invalidState(M.proposalNotPending);
    const [updated] = await tx
      .update(proposals)
      .set({ status: "rejected", rejectionReason: "declined" })
      .where(and(eq(proposals.id, proposal.id), eq(proposals.status, "pending")))
      .returning();
    if (!updated) throw invalidState(M.proposalNotPending);
    await emitWebhookEvent(tx, {
      type: "proposal.declined",
      userIds: [updated.operatorId],
      jobRequestId: job.id,
      data: { jobRequestId: job.id, proposalId: updated.id },
    });
    return updated;
  });
}
