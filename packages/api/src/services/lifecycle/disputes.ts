import {
  disputeMessages,
  disputes,
  disputeSettlements,
  jobRequests,
  milestones,
  payments,
  proposals,
  users,
  type Database,
  type Executor,
} from "@skyhire/db";
import { fromCents, toCents, type PaymentGateway } from "@skyhire/payments";
import {
  DISPUTE_LIMITS,
  DISPUTE_MESSAGES as DM,
  DISPUTE_OUTCOMES,
  decisionNotice,
  settlementNotice,
  type ResolutionFigures,
  decisionShareProblem,
  formatMoney,
  fullNameOf,
  LIFECYCLE_MESSAGES as M,
  LIFECYCLE_PATHS,
  outcomeOfShare,
  shareText,
  type CreditNoteReason,
  type DisputeDecisionValues,
  type DisputeOutcome,
  type DisputeStatus,
  type OpenDisputeValues,
  type SessionUser,
} from "@skyhire/validators";
import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { DomainError, conflict, forbidden, invalidState, notFound } from "../../errors";
import { recordAudit } from "../admin/audit";
import { bindAttachments, evidenceOfDispute } from "./attachments";
import { refundAnswerApplier } from "./cancellation";
import { applyTransferAnswer } from "./completion";
import { endJobWhenSettled } from "./endings";
import { issueCreditNote } from "./invoice-numbers";
import { lockPaymentWithJob, paymentById, type Payment } from "./escrow";
import { lockJob, operatorAccount } from "./locks";
import { deliverNotificationEmails, notify } from "./notifications";
import {
  moveMoney,
  nextOperationKey,
  pendingOperation,
  recordOperation,
  resumableOperation,
  type ApplyAnswer,
  type MoneyMoveStep,
} from "./outbox";
import { requireMove } from "./states";
import { preparedPerHandle } from "../prepared";
import { newestFirst } from "../sql-helpers";

export { hasOpenDispute, openDisputeOn } from "./dispute-freeze";

/**
 * Disputes of a funded milestone (issue 15 §3). Either party opens one; the milestone's money is
 * frozen (./dispute-freeze.ts) until the dispute's resolution has moved it. The parties write in
 * the dispute's thread and may propose a settlement — the operator's share of the milestone, the
 * rest back to the customer — which the other party accepts. An open dispute is escalated to the
 * admin queue when a party asks or `DISPUTE_LIMITS.escalateAfterDays` after it opened (a rule read
 * at query time, so lists are right to the second; the job queue's sweep, escalateDueDisputes, then
 * records it and tells both parties and the admins); an admin then decides release, refund or split with a
 * written reason (audited).
 *
 * A resolution is executed through the payments outbox like every money move: a refund (all of
 * it, or the customer's part of a split) and then a transfer of the operator's payout. The platform
 * fee of a split is the milestone's fee in proportion to the operator's share, so for every
 * payment: amount = operator payout + platform fee + refunded amount, to the cent.
 */

export type Dispute = typeof disputes.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an open dispute reaches the admin queue by itself. */
export function escalationDue(openedAt: Date): Date {
  return new Date(openedAt.getTime() + DISPUTE_LIMITS.escalateAfterDays * DAY_MS);
}

/** The status as the rules read it: an open dispute past its escalation date is escalated. */
export function effectiveStatus(dispute: Pick<Dispute, "status" | "createdAt">, now = new Date()): DisputeStatus {
  if (dispute.status === "open" && escalationDue(dispute.createdAt).getTime() <= now.getTime()) return "escalated";
  return dispute.status;
}

/** `escalationDue` in SQL: the dispute opened at least `escalateAfterDays` ago. */
const pastEscalationDate: SQL = lte(disputes.createdAt, sql`now() - make_interval(days => ${DISPUTE_LIMITS.escalateAfterDays})`);

/** `effectiveStatus` in SQL, for lists and counts. */
const effectiveStatusSql: SQL<DisputeStatus> = sql<DisputeStatus>`case when ${disputes.status} = 'open' and ${pastEscalationDate} then 'escalated' else ${disputes.status} end`;

const isUnresolved = (status: DisputeStatus) => status === "open" || status === "escalated";

/**
 * The platform fee of the operator's share of a split: the milestone's fee in proportion, rounded
 * half-up to the cent (so fee ≤ share, and fee + payout + refund = amount exactly).
 */
export function feeOfShare(input: { amountCents: number; feeCents: number; shareCents: number }): number {
  const { amountCents, feeCents, shareCents } = input;
  if (amountCents <= 0) return 0;
  return Math.floor((2 * feeCents * shareCents + amountCents) / (2 * amountCents));
}

async function disputeById(tx: Executor, id: string): Promise<Dispute> {
  const [row] = await tx.select().from(disputes).where(eq(disputes.id, id)).limit(1);
  if (!row) throw notFound(DM.notFound);
  return row;
}

type Side = "customer" | "operator" | "admin";

/** The caller's side in a dispute; someone else is refused. */
function sideOf(dispute: Pick<Dispute, "customerId" | "operatorId">, actor: SessionUser): Side {
  if (actor.id === dispute.customerId) return "customer";
  if (actor.id === dispute.operatorId) return "operator";
  if (actor.role === "admin") return "admin";
  throw forbidden(DM.notAParty);
}

function requireParty(dispute: Dispute, actor: SessionUser): "customer" | "operator" {
  const side = sideOf(dispute, actor);
  if (side === "admin") throw forbidden(DM.notAParty);
  return side;
}

/**
 * Tells both parties (in the caller's transaction); returns the notifications to e-mail. Their
 * webhook event is `dispute.updated` unless the step says otherwise (opened, resolved).
 */
async function tellParties(
  tx: Executor,
  dispute: Dispute,
  message: { title: string; body: string; event?: "dispute.opened" | "dispute.resolved" },
  only?: "customer" | "operator",
): Promise<string[]> {
  const to = only ? [only === "customer" ? dispute.customerId : dispute.operatorId] : [dispute.customerId, dispute.operatorId];
  return Promise.all(
    to.map((userId) =>
      notify(tx, {
        userId,
        type: "dispute_update",
        title: message.title,
        body: message.body,
        link: LIFECYCLE_PATHS.job(dispute.jobRequestId),
        jobRequestId: dispute.jobRequestId,
        webhook: {
          event: message.event ?? "dispute.updated",
          data: { disputeId: dispute.id, milestoneId: dispute.milestoneId },
        },
      }),
    ),
  );
}

/** The split of a resolution as both sides read it (validators' `shareText`). */
function splitText(dispute: Pick<Dispute, "amount" | "currency">, operatorAmount: string): string {
  return shareText({ amount: dispute.amount, operatorAmount, currency: dispute.currency });
}

// ---------------------------------------------------------------------------------------------
// Opening, talking, settling

/** A party disputes a funded milestone that is not released or refunded yet: its money is frozen. */
export async function openDispute(db: Database, input: { actor: SessionUser; values: OpenDisputeValues }) {
  const done = await db.transaction(async (tx) => {
    const [first] = await tx.select().from(milestones).where(eq(milestones.id, input.values.milestoneId)).limit(1);
    if (!first) throw notFound(M.milestoneNotFound);
    const job = await lockJob(tx, first.jobRequestId);
    const [proposal] = await tx
      .select({ operatorId: proposals.operatorId })
      .from(proposals)
      .where(eq(proposals.id, first.proposalId))
      .limit(1);
    if (input.actor.id !== job.customerId && input.actor.id !== proposal?.operatorId) throw forbidden(DM.notAParty);
    const [payment] = await tx.select().from(payments).where(eq(payments.milestoneId, first.id)).limit(1);
    if (!payment || payment.status !== "completed") throw invalidState(DM.notFunded);
    // A release or refund already on its way at the gateway finishes first.
    if (await pendingOperation(tx, payment.id)) throw invalidState(M.paymentProcessing);
    const [created] = await tx
      .insert(disputes)
      .values({
        milestoneId: first.id,
        paymentId: payment.id,
        jobRequestId: job.id,
        customerId: payment.customerId,
        operatorId: payment.operatorId,
        openedById: input.actor.id,
        reason: input.values.reason,
        text: input.values.text,
        amount: payment.amount,
        currency: payment.currency,
      })
      .onConflictDoNothing({ target: disputes.milestoneId })
      .returning();
    if (!created) throw conflict(DM.alreadyDisputed);
    await bindAttachments(tx, {
      senderId: input.actor.id,
      ids: input.values.attachmentIds ?? [],
      to: { milestoneId: first.id, disputeId: created.id, disputeMessageId: null },
    });
    const side = input.actor.id === created.customerId ? "customer" : "operator";
    const notes = await tellParties(
      tx,
      created,
      {
        title: "Milestone disputed",
        body: `The ${side} disputed "${first.title}" of "${job.title}". Its ${formatMoney(created.amount, created.currency)} stay frozen until the dispute is resolved.`,
        event: "dispute.opened",
      },
      side === "customer" ? "operator" : "customer",
    );
    return { dispute: created, notes };
  });
  await deliverNotificationEmails(db, done.notes);
  return disputeView(db, { actor: input.actor, id: done.dispute.id });
}

/** A party (or an admin) writes in the thread of an unresolved dispute; a party may add evidence files. */
export async function postDisputeMessage(
  db: Database,
  input: { actor: SessionUser; id: string; body: string; attachmentIds?: readonly string[] },
) {
  const done = await db.transaction(async (tx) => {
    const dispute = await disputeById(tx, input.id);
    const side = sideOf(dispute, input.actor);
    if (!isUnresolved(effectiveStatus(dispute))) throw invalidState(DM.resolved);
    const [message] = await tx
      .insert(disputeMessages)
      .values({ disputeId: dispute.id, authorId: input.actor.id, body: input.body })
      .returning();
    if (!message) throw new Error("The dispute message was not stored");
    const attachments = await bindAttachments(tx, {
      senderId: input.actor.id,
      ids: input.attachmentIds ?? [],
      to: { milestoneId: dispute.milestoneId, disputeId: dispute.id, disputeMessageId: message.id },
    });
    const notes = await tellParties(
      tx,
      dispute,
      { title: "New message in a dispute", body: input.body.slice(0, 200) },
      side === "admin" ? undefined : side === "customer" ? "operator" : "customer",
    );
    return { message: { ...message, attachments }, notes };
  });
  await deliverNotificationEmails(db, done.notes);
  return { ...done.message, side: sideOf(await disputeById(db, input.id), input.actor) };
}

/** A party proposes the operator's share; earlier open proposals are superseded. */
export async function proposeSettlement(db: Database, input: { actor: SessionUser; id: string; operatorAmount: string }) {
  const done = await db.transaction(async (tx) => {
    const first = await disputeById(tx, input.id);
    await lockJob(tx, first.jobRequestId);
    const dispute = await disputeById(tx, first.id);
    const side = requireParty(dispute, input.actor);
    if (!isUnresolved(effectiveStatus(dispute))) throw invalidState(DM.resolved);
    if (toCents(input.operatorAmount) > toCents(dispute.amount)) throw new DomainError("BAD_REQUEST", DM.shareTooLarge);
    await tx
      .update(disputeSettlements)
      .set({ status: "superseded" })
      .where(and(eq(disputeSettlements.disputeId, dispute.id), eq(disputeSettlements.status, "proposed")));
    const [settlement] = await tx
      .insert(disputeSettlements)
      .values({ disputeId: dispute.id, proposedById: input.actor.id, operatorAmount: input.operatorAmount })
      .returning();
    if (!settlement) throw new Error("The settlement was not stored");
    const notes = await tellParties(
      tx,
      dispute,
      { title: "Settlement proposed", body: `The ${side} proposes: ${splitText(dispute, input.operatorAmount)}.` },
      side === "customer" ? "operator" : "customer",
    );
    return { settlement, notes };
  });
  await deliverNotificationEmails(db, done.notes);
  return done.settlement;
}

/** Every active admin: an escalated dispute is theirs to decide. */
async function activeAdminIds(tx: Executor): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.status, "active")));
  return rows.map((row) => row.id);
}

/**
 * Moves an open dispute to the admin queue (under the job's lock, which the caller holds) and tells
 * both parties and the admins; returns the notifications to e-mail, or null when it was not open
 * any more (a conditional update: two escalations at once move it, and tell, once). `by` is the
 * party who asked, or "deadline" when `DISPUTE_LIMITS.escalateAfterDays` passed with no
 * resolution; then `escalatedAt` is the due date itself, the moment the read-time rule
 * (`effectiveStatus`) counts it escalated from.
 */
async function escalate(tx: Executor, dispute: Dispute, by: "customer" | "operator" | "deadline"): Promise<string[] | null> {
  const due = escalationDue(dispute.createdAt);
  const [moved] = await tx
    .update(disputes)
    .set({ status: "escalated", escalatedAt: by === "deadline" ? due : new Date() })
    .where(
      and(
        eq(disputes.id, dispute.id),
        eq(disputes.status, "open"),
        ...(by === "deadline" ? [pastEscalationDate] : []),
      ),
    )
    .returning();
  if (!moved) return null;
  const why =
    by === "deadline"
      ? `The dispute was not resolved within ${DISPUTE_LIMITS.escalateAfterDays} days`
      : `The ${by} asked an admin to decide the dispute`;
  const parties = await tellParties(tx, moved, {
    title: "Dispute sent to an admin",
    body: `${why}, so an admin will decide it. You can still settle it between you until then.`,
  });
  const admins = await Promise.all(
    (await activeAdminIds(tx)).map((userId) =>
      notify(tx, {
        userId,
        type: "dispute_update",
        title: "Dispute waiting for a decision",
        body: `${why}; ${formatMoney(moved.amount, moved.currency)} stay frozen until you decide.`,
        link: LIFECYCLE_PATHS.adminDisputes,
        jobRequestId: moved.jobRequestId,
      }),
    ),
  );
  return [...parties, ...admins];
}

/** A party hands an open dispute to the admin queue before the 7 days are up. */
export async function escalateDispute(db: Database, input: { actor: SessionUser; id: string }) {
  const done = await db.transaction(async (tx) => {
    const first = await disputeById(tx, input.id);
    await lockJob(tx, first.jobRequestId);
    const dispute = await disputeById(tx, first.id);
    const side = requireParty(dispute, input.actor);
    const status = effectiveStatus(dispute);
    if (status === "escalated") throw invalidState(DM.alreadyEscalated);
    requireMove("dispute", status, "escalated", DM.resolved);
    const notes = await escalate(tx, dispute, side);
    if (!notes) throw invalidState(DM.resolved);
    return { notes };
  });
  await deliverNotificationEmails(db, done.notes);
  return disputeView(db, { actor: input.actor, id: input.id });
}

/** Disputes escalated per run of the sweep; the next run takes the rest. */
const ESCALATION_BATCH = 100;

/**
 * The job queue's escalation sweep (docs/product.md#disputes): every open dispute past its
 * escalation date is moved to the admin queue, and both parties and the admins are told, once —
 * whatever the number of sweeps running together or again. Returns how many it escalated.
 */
export async function escalateDueDisputes(db: Database): Promise<number> {
  const due = await db
    .select({ id: disputes.id, jobRequestId: disputes.jobRequestId })
    .from(disputes)
    .where(and(eq(disputes.status, "open"), pastEscalationDate))
    .orderBy(asc(disputes.createdAt))
    .limit(ESCALATION_BATCH);
  let escalated = 0;
  for (const candidate of due) {
    const notes = await db.transaction(async (tx) => {
      // The job's lock first, like every other move of a dispute, so a settlement accepted at the
      // same moment is either before (nothing to escalate) or after (it reads the new status).
      await lockJob(tx, candidate.jobRequestId);
      return escalate(tx, await disputeById(tx, candidate.id), "deadline");
    });
    if (!notes) continue;
    escalated += 1;
    await deliverNotificationEmails(db, notes);
  }
  return escalated;
}

/**
 * Resolves the dispute (under the job's lock) with the operator's share: settled (a party accepted
 * a settlement) or decided (an admin). Only an unresolved dispute moves; the caller's move must be
 * in the dispute machine.
 */
async function resolve(
  tx: Executor,
  dispute: Dispute,
  input: { to: "settled" | "decided"; operatorAmount: string; decidedById?: string; reason?: string },
): Promise<Dispute> {
  const status = effectiveStatus(dispute);
  if (!isUnresolved(status)) throw invalidState(DM.resolved);
  if (input.to === "decided" && status === "open") throw invalidState(DM.notEscalated);
  requireMove("dispute", status, input.to, DM.resolved);
  const outcome: DisputeOutcome = outcomeOfShare(toCents(input.operatorAmount), toCents(dispute.amount));
  const [resolved] = await tx
    .update(disputes)
    .set({
      status: input.to,
      outcome,
      operatorAmount: input.operatorAmount,
      resolvedAt: new Date(),
      decidedById: input.decidedById ?? null,
      decisionReason: input.reason ?? null,
    })
    .where(and(eq(disputes.id, dispute.id), eq(disputes.status, dispute.status)))
    .returning();
  if (!resolved) throw invalidState(DM.resolved);
  return resolved;
}

/**
 * The other party accepts a settlement: the dispute is settled and its money moves. Accepting the
 * accepted settlement again finishes a resolution whose money move was cut off, and answers as
 * the first time.
 */
export async function acceptSettlement(db: Database, gateway: PaymentGateway, input: { actor: SessionUser; id: string }) {
  const [found] = await db.select().from(disputeSettlements).where(eq(disputeSettlements.id, input.id)).limit(1);
  if (!found) throw notFound(DM.settlementNotFound);
  const done = await db.transaction(async (tx) => {
    const first = await disputeById(tx, found.disputeId);
    const job = await lockJob(tx, first.jobRequestId);
    const dispute = await disputeById(tx, first.id);
    const side = requireParty(dispute, input.actor);
    const [settlement] = await tx.select().from(disputeSettlements).where(eq(disputeSettlements.id, found.id)).limit(1);
    if (!settlement) throw notFound(DM.settlementNotFound);
    // Agreement needs both sides: the proposer has no right to accept it (403, like another's thing).
    if (settlement.proposedById === input.actor.id) throw forbidden(DM.ownSettlement);
    if (settlement.status === "accepted") return { dispute, notes: [] as string[] };
    if (settlement.status !== "proposed") throw invalidState(DM.settlementClosed);
    const settled = await resolve(tx, dispute, { to: "settled", operatorAmount: settlement.operatorAmount });
    await tx
      .update(disputeSettlements)
      .set({ status: "accepted", acceptedById: input.actor.id, acceptedAt: new Date() })
      .where(and(eq(disputeSettlements.id, settlement.id), eq(disputeSettlements.status, "proposed")));
    const notes = await tellResolution(tx, settled, (reader, figures) =>
      settlementNotice({ side: reader, ...figures, jobTitle: job.title, acceptedBy: side }),
    );
    return { dispute: settled, notes };
  });
  await deliverNotificationEmails(db, done.notes);
  await executeResolution(db, gateway, done.dispute.id);
  return disputeView(db, { actor: input.actor, id: done.dispute.id });
}

/**
 * An admin decides an escalated dispute: release, refund, or split with the operator's share, and
 * a written reason (audit log). The same decision again finishes a money move that was cut off;
 * any other decision of a resolved dispute is refused.
 */
export async function decideDispute(
  db: Database,
  gateway: PaymentGateway,
  input: { actor: SessionUser; values: DisputeDecisionValues },
) {
  const { values } = input;
  const done = await db.transaction(async (tx) => {
    const first = await disputeById(tx, values.id);
    const job = await lockJob(tx, first.jobRequestId);
    const dispute = await disputeById(tx, first.id);
    const operatorAmount =
      values.outcome === "release" ? dispute.amount : values.outcome === "refund" ? "0.00" : (values.operatorAmount ?? "0.00");
    const shareCents = toCents(operatorAmount);
    const problem = decisionShareProblem({ outcome: values.outcome, amount: dispute.amount, operatorAmount });
    if (problem) throw new DomainError("BAD_REQUEST", problem);
    const again =
      dispute.status === "decided" &&
      !dispute.executedAt &&
      dispute.outcome === values.outcome &&
      dispute.operatorAmount !== null &&
      toCents(dispute.operatorAmount) === shareCents;
    if (again) return { dispute, notes: [] as string[] };
    const decided = await resolve(tx, dispute, {
      to: "decided",
      operatorAmount: fromCents(shareCents),
      decidedById: input.actor.id,
      reason: values.reason,
    });
    await recordAudit(tx, {
      actor: input.actor,
      action: "dispute.decide",
      targetType: "dispute",
      targetId: decided.id,
      targetLabel: job.title,
      reason: values.reason,
      data: {
        outcome: decided.outcome,
        operatorAmount: decided.operatorAmount,
        amount: decided.amount,
        currency: decided.currency,
        jobId: job.id,
        milestoneId: decided.milestoneId,
      },
    });
    const notes = await tellResolution(tx, decided, (side, figures) =>
      decisionNotice({ side, ...figures, jobTitle: job.title, reason: values.reason }),
    );
    return { dispute: decided, notes };
  });
  await deliverNotificationEmails(db, done.notes);
  await executeResolution(db, gateway, done.dispute.id);
  return disputeView(db, { actor: input.actor, id: done.dispute.id });
}

/**
 * Tells each party of a resolution once (in-app and by e-mail), in words of their own: the money that
 * moves for them — to the operator, their share and what is paid to them after the fee on it
 * (`feeOfShare`, the fee the payout takes). The money moving later tells no one again
 * (`finishResolution`).
 */
async function tellResolution(
  tx: Executor,
  dispute: Dispute,
  notice: (side: "customer" | "operator", figures: ResolutionFigures) => { title: string; body: string },
): Promise<string[]> {
  const payment = await paymentById(tx, dispute.paymentId);
  const { outcome, operatorAmount } = dispute;
  if (!payment || !outcome || operatorAmount === null) throw invalidState(DM.frozen);
  const shareCents = toCents(operatorAmount);
  const feeCents = feeOfShare({ amountCents: toCents(payment.amount), feeCents: toCents(payment.platformFee), shareCents });
  const figures: ResolutionFigures = {
    outcome,
    amount: dispute.amount,
    operatorAmount,
    operatorFee: fromCents(feeCents),
    operatorPayout: fromCents(shareCents - feeCents),
    currency: dispute.currency,
  };
  return [
    ...(await tellParties(tx, dispute, { ...notice("customer", figures), event: "dispute.resolved" }, "customer")),
    ...(await tellParties(tx, dispute, { ...notice("operator", figures), event: "dispute.resolved" }, "operator")),
  ];
}

// ---------------------------------------------------------------------------------------------
// Executing a resolution through the payments outbox

/** The resolved dispute of a payment whose money has not moved yet, if any. */
async function unexecutedResolution(tx: Executor, paymentId: string): Promise<Dispute | null> {
  const [row] = await tx
    .select()
    .from(disputes)
    .where(and(eq(disputes.paymentId, paymentId), isNull(disputes.executedAt), inArray(disputes.status, ["settled", "decided"])))
    .limit(1);
  return row ?? null;
}

/**
 * The resolution's money has moved: the dispute is executed. The parties were told what moves for
 * them when it was settled or decided (`tellResolution`): one notice per resolution, not a second
 * one when the money arrives.
 */
async function finishResolution(tx: Executor, dispute: Dispute): Promise<void> {
  await tx
    .update(disputes)
    .set({ executedAt: new Date() })
    .where(and(eq(disputes.id, dispute.id), isNull(disputes.executedAt)));
}

/** Why a resolution's refund is credited: the parties' settlement, or an admin's decision. */
function creditReason(dispute: Pick<Dispute, "status">): CreditNoteReason {
  return dispute.status === "decided" ? "dispute_decision" : "dispute_settlement";
}

/**
 * A refund's answer: the whole milestone back (a refund outcome, or a refund outside any dispute:
 * the lifecycle's own), or the customer's part of a split — then the fee and payout become those
 * of the operator's share, and the transfer follows.
 */
export const applyDisputeRefundAnswer: ApplyAnswer<{ notes: string[] }> = async (tx, args) => {
  const { op, answer } = args;
  const dispute = await unexecutedResolution(tx, op.paymentId);
  if (!dispute || dispute.outcome !== "split" || answer.status === "failed") {
    const result = await refundAnswerApplier(dispute ? creditReason(dispute) : "refund")(tx, args);
    if (!dispute || answer.status === "failed") return result;
    await finishResolution(tx, dispute);
    return result;
  }
  const payment = await paymentById(tx, op.paymentId);
  if (!payment || payment.status !== "completed" || toCents(payment.refundedAmount) > 0) return { notes: [] };
  const amountCents = toCents(payment.amount);
  const shareCents = toCents(dispute.operatorAmount ?? "0");
  const feeCents = feeOfShare({ amountCents, feeCents: toCents(payment.platformFee), shareCents });
  const [split] = await tx
    .update(payments)
    .set({
      refundedAmount: fromCents(amountCents - shareCents),
      platformFee: fromCents(feeCents),
      operatorPayout: fromCents(shareCents - feeCents),
      refundId: answer.gatewayRef,
      refundedAt: new Date(),
    })
    .where(and(eq(payments.id, payment.id), eq(payments.status, "completed"), eq(payments.refundedAmount, "0")))
    .returning();
  // The customer's part comes back: their invoice is credited with it (docs/product.md#credit-notes).
  if (split) {
    await issueCreditNote(tx, {
      paymentId: split.id,
      amount: split.refundedAmount,
      currency: split.currency,
      reason: creditReason(dispute),
    });
  }
  return { notes: [] };
};

/** A transfer's answer: the operator's payout of a resolution is released (or the lifecycle's own release). */
export const applyDisputeTransferAnswer: ApplyAnswer<{ notes: string[] }> = async (tx, args) => {
  const { job, op, answer } = args;
  const dispute = await unexecutedResolution(tx, op.paymentId);
  if (!dispute || answer.status === "failed") return applyTransferAnswer(tx, args);
  const now = new Date();
  const [released] = await tx
    .update(payments)
    .set({ status: "released", payoutAt: now, transferId: answer.gatewayRef })
    .where(and(eq(payments.id, op.paymentId), eq(payments.status, "completed")))
    .returning();
  if (released) await endJobWhenSettled(tx, { job, dropUnfunded: false });
  await finishResolution(tx, dispute);
  return { notes: [] };
};

const applyDisputeAnswer: ApplyAnswer<{ notes: string[] }> = (tx, args) =>
  args.op.kind === "refund" ? applyDisputeRefundAnswer(tx, args) : applyDisputeTransferAnswer(tx, args);

type ResolutionStep = MoneyMoveStep<{ notes: string[] }>;

/**
 * The resolution's next money move, decided under the job's lock: the refund (all of it, or the
 * customer's part of a split) first, then the transfer of the operator's payout; done when the
 * payment is released or refunded.
 */
async function recordResolutionStep(db: Database, gateway: Pick<PaymentGateway, "kind">, disputeId: string): Promise<ResolutionStep> {
  return db.transaction(async (tx): Promise<ResolutionStep> => {
    const first = await disputeById(tx, disputeId);
    const { payment } = await lockPaymentWithJob(tx, first.paymentId);
    const dispute = await disputeById(tx, first.id);
    if (dispute.executedAt) return { done: { notes: [] } };
    if (!dispute.operatorAmount || !dispute.outcome) throw invalidState(DM.frozen);
    if (payment.status === "released" || payment.status === "refunded") {
      await finishResolution(tx, dispute);
      return { done: { notes: [] } };
    }
    const needsRefund = dispute.outcome === "refund" || (dispute.outcome === "split" && toCents(payment.refundedAmount) === 0);
    const kind = needsRefund ? "refund" : "transfer";
    const pending = await resumableOperation(tx, payment.id, kind);
    if (pending) return { op: pending };
    if (needsRefund) {
      const op = await recordOperation(tx, {
        paymentId: payment.id,
        kind: "refund",
        request: {
          intentId: payment.stripePaymentIntentId ?? "",
          idempotencyKey: await nextOperationKey(tx, { paymentId: payment.id, kind: "refund", baseKey: `refund_${payment.id}` }),
          ...(dispute.outcome === "split" ? { amountCents: toCents(payment.amount) - toCents(dispute.operatorAmount) } : {}),
        },
      });
      return { op };
    }
    return { op: await recordPayoutTransfer(tx, gateway, payment) };
  });
}

async function recordPayoutTransfer(tx: Executor, gateway: Pick<PaymentGateway, "kind">, payment: Payment) {
  const operator = await operatorAccount(tx, payment.operatorId);
  if (gateway.kind === "stripe" && !(operator?.gatewayAccountId && operator.payoutsEnabled)) {
    throw invalidState(M.payoutsNotSetUp);
  }
  return recordOperation(tx, {
    paymentId: payment.id,
    kind: "transfer",
    request: {
      amountCents: toCents(payment.operatorPayout),
      currency: payment.currency,
      destinationAccount: operator?.gatewayAccountId ?? null,
      sourceIntentId: payment.stripePaymentIntentId ?? "",
      idempotencyKey: await nextOperationKey(tx, { paymentId: payment.id, kind: "transfer", baseKey: `transfer_${payment.id}` }),
    },
  });
}

/** Moves a resolved dispute's money (at most a refund and a transfer); again: nothing moves twice. */
export async function executeResolution(db: Database, gateway: PaymentGateway, disputeId: string): Promise<void> {
  const dispute = await disputeById(db, disputeId);
  for (let step = 0; step < 3; step++) {
    await moveMoney(db, gateway, {
      jobId: dispute.jobRequestId,
      decide: () => recordResolutionStep(db, gateway, disputeId),
      apply: applyDisputeAnswer,
    });
    if ((await disputeById(db, disputeId)).executedAt) return;
  }
}

// ---------------------------------------------------------------------------------------------
// Reading

/** One dispute with its thread, settlements and what the caller may do: its parties and admins. */
export async function disputeView(db: Executor, input: { actor: SessionUser; id: string }) {
  const dispute = await disputeById(db, input.id);
  const side = sideOf(dispute, input.actor);
  const [context] = await db
    .select({ jobTitle: jobRequests.title, milestoneTitle: milestones.title, milestonePosition: milestones.position })
    .from(milestones)
    .innerJoin(jobRequests, eq(jobRequests.id, milestones.jobRequestId))
    .where(eq(milestones.id, dispute.milestoneId))
    .limit(1);
  const thread = await db
    .select({
      id: disputeMessages.id,
      authorId: disputeMessages.authorId,
      body: disputeMessages.body,
      createdAt: disputeMessages.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(disputeMessages)
    .leftJoin(users, eq(users.id, disputeMessages.authorId))
    .where(eq(disputeMessages.disputeId, dispute.id))
    .orderBy(asc(disputeMessages.createdAt), asc(disputeMessages.id));
  const settlements = await db
    .select()
    .from(disputeSettlements)
    .where(eq(disputeSettlements.disputeId, dispute.id))
    .orderBy(...newestFirst(disputeSettlements));
  const evidence = await evidenceOfDispute(db, dispute.id);
  const status = effectiveStatus(dispute);
  const open = isUnresolved(status);
  const sideOfUser = (userId: string | null): Side =>
    userId === dispute.customerId ? "customer" : userId === dispute.operatorId ? "operator" : "admin";
  const isParty = side !== "admin";
  return {
    id: dispute.id,
    jobRequestId: dispute.jobRequestId,
    jobTitle: context?.jobTitle ?? "",
    milestoneId: dispute.milestoneId,
    milestoneTitle: context?.milestoneTitle ?? "",
    milestonePosition: context?.milestonePosition ?? 1,
    reason: dispute.reason,
    text: dispute.text,
    evidence: evidence.opening,
    amount: dispute.amount,
    currency: dispute.currency,
    status,
    openedBy: sideOfUser(dispute.openedById),
    openedAt: dispute.createdAt,
    escalatesAt: status === "open" ? escalationDue(dispute.createdAt) : null,
    escalatedAt: dispute.escalatedAt ?? (status === "escalated" ? escalationDue(dispute.createdAt) : null),
    outcome: dispute.outcome,
    operatorAmount: dispute.operatorAmount,
    resolvedAt: dispute.resolvedAt,
    decisionReason: dispute.decisionReason,
    executedAt: dispute.executedAt,
    viewer: side,
    messages: thread.map((m) => ({
      id: m.id,
      side: sideOfUser(m.authorId),
      authorName: fullNameOf({ firstName: m.firstName, lastName: m.lastName }) || null,
      body: m.body,
      createdAt: m.createdAt,
      attachments: evidence.byMessage.get(m.id) ?? [],
    })),
    settlements: settlements.map((s) => ({
      id: s.id,
      proposedBy: sideOfUser(s.proposedById),
      operatorAmount: s.operatorAmount,
      status: s.status,
      createdAt: s.createdAt,
      acceptedAt: s.acceptedAt,
      canAccept: open && isParty && s.status === "proposed" && s.proposedById !== input.actor.id,
    })),
    actions: {
      canMessage: open,
      canPropose: open && isParty,
      canEscalate: status === "open" && isParty,
      canDecide: status === "escalated" && side === "admin",
    },
  };
}

export type DisputeView = Awaited<ReturnType<typeof disputeView>>;

/**
 * The caller's disputes (as customer or operator; an admin's: all, the oldest unresolved first),
 * optionally of one status, with age in whole days.
 */
export async function listDisputes(db: Executor, input: { actor: SessionUser; status?: DisputeStatus }) {
  const isAdmin = input.actor.role === "admin";
  const conditions: SQL[] = [];
  if (!isAdmin) {
    const mine = or(eq(disputes.customerId, input.actor.id), eq(disputes.operatorId, input.actor.id));
    if (mine) conditions.push(mine);
  }
  if (input.status) conditions.push(sql`${effectiveStatusSql} = ${input.status}`);
  const rows = await db
    .select({
      id: disputes.id,
      jobRequestId: disputes.jobRequestId,
      jobTitle: jobRequests.title,
      milestoneId: disputes.milestoneId,
      milestoneTitle: milestones.title,
      reason: disputes.reason,
      amount: disputes.amount,
      currency: disputes.currency,
      status: effectiveStatusSql,
      outcome: disputes.outcome,
      operatorAmount: disputes.operatorAmount,
      openedAt: disputes.createdAt,
      resolvedAt: disputes.resolvedAt,
      executedAt: disputes.executedAt,
      ageDays: sql<number>`floor(extract(epoch from (coalesce(${disputes.resolvedAt}, now()) - ${disputes.createdAt})) / 86400)::int`.mapWith(Number),
    })
    .from(disputes)
    .innerJoin(jobRequests, eq(jobRequests.id, disputes.jobRequestId))
    .innerJoin(milestones, eq(milestones.id, disputes.milestoneId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(
      ...(isAdmin
        ? [sql`case when ${disputes.status} in ('open', 'escalated') then 0 else 1 end`, asc(disputes.createdAt)]
        : [desc(disputes.createdAt)]),
      asc(disputes.id),
    )
    .limit(200);
  return { items: rows };
}

/** The disputes of a job's milestones the caller may see (its parties, admins): for the job page. */
export async function disputesOfJob(db: Executor, input: { actor: SessionUser; jobId: string }) {
  const [job] = await db.select({ customerId: jobRequests.customerId }).from(jobRequests).where(eq(jobRequests.id, input.jobId)).limit(1);
  if (!job) throw notFound("Job not found");
  if (job.customerId !== input.actor.id && input.actor.role !== "admin") {
    const [own] = await db
      .select({ id: proposals.id })
      .from(proposals)
      .where(and(eq(proposals.jobRequestId, input.jobId), eq(proposals.operatorId, input.actor.id)))
      .limit(1);
    if (!own) throw forbidden(DM.notAParty);
  }
  const rows = await db.select({ id: disputes.id }).from(disputes).where(eq(disputes.jobRequestId, input.jobId));
  const views: DisputeView[] = [];
  for (const row of rows) views.push(await disputeView(db, { actor: input.actor, id: row.id }));
  return views;
}

/** Disputes the operator lost: an admin decided to refund the customer in full (docs/product.md#disputes). */
/** Read on every operator page view: prepared once (prepared.ts). */
const disputesLostQuery = preparedPerHandle((db) =>
  db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(disputes)
    .where(
      and(eq(disputes.operatorId, sql.placeholder("operatorId")), eq(disputes.status, "decided"), eq(disputes.outcome, "refund")),
    )
    .prepare("operator_disputes_lost"),
);

export async function disputesLostBy(db: Executor, operatorId: string): Promise<number> {
  const [row] = await disputesLostQuery(db).execute({ operatorId });
  return row?.n ?? 0;
}

/**
 * The admin money overview's disputes (issue 15 §5): money frozen by unresolved disputes per
 * currency (what is still held of their payments), the unresolved disputes oldest first with their
 * age, and how disputes ended by outcome (settled by the parties, decided by an admin).
 */
export async function disputeMoney(db: Executor) {
  const frozen = await db
    .select({
      currency: payments.currency,
      amount: sql<string>`coalesce(sum(${payments.amount} - ${payments.refundedAmount}), 0)::numeric(12,2)::text`,
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(disputes)
    .innerJoin(payments, eq(payments.id, disputes.paymentId))
    .where(and(isNull(disputes.executedAt), eq(payments.status, "completed")))
    .groupBy(payments.currency)
    .orderBy(asc(payments.currency));
  const openDisputes = await db
    .select({
      id: disputes.id,
      jobRequestId: disputes.jobRequestId,
      jobTitle: jobRequests.title,
      amount: disputes.amount,
      currency: disputes.currency,
      status: effectiveStatusSql,
      openedAt: disputes.createdAt,
      ageDays: sql<number>`floor(extract(epoch from (now() - ${disputes.createdAt})) / 86400)::int`.mapWith(Number),
    })
    .from(disputes)
    .innerJoin(jobRequests, eq(jobRequests.id, disputes.jobRequestId))
    .where(inArray(disputes.status, ["open", "escalated"]))
    .orderBy(asc(disputes.createdAt), asc(disputes.id))
    .limit(100);
  const ended = await db
    .select({
      outcome: disputes.outcome,
      settled: sql<number>`count(*) filter (where ${disputes.status} = 'settled')::int`.mapWith(Number),
      decided: sql<number>`count(*) filter (where ${disputes.status} = 'decided')::int`.mapWith(Number),
    })
    .from(disputes)
    .where(inArray(disputes.status, ["settled", "decided"]))
    .groupBy(disputes.outcome);
  const disputeOutcomes = DISPUTE_OUTCOMES.map((outcome) => {
    const row = ended.find((r) => r.outcome === outcome);
    return { outcome, settled: row?.settled ?? 0, decided: row?.decided ?? 0 };
  });
  return { frozen, openDisputes, disputeOutcomes };
}
