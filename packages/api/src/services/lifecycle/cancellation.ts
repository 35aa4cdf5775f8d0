import { jobRequests, milestones, payments, type Database, type Executor } from "@skyhire/db";
import { type PaymentGateway } from "@skyhire/payments";
import { LIFECYCLE_MESSAGES as M, LIFECYCLE_PATHS, formatMoney, type CreditNoteReason, type SessionUser } from "@skyhire/validators";
import { and, eq, isNotNull } from "drizzle-orm";
import { forbidden, invalidState } from "../../errors";
import { refuseWhileDisputed } from "./dispute-freeze";
import { lockPaymentWithJob, paymentById, paymentsOfJob, type Payment } from "./escrow";
import { endJobWhenSettled, rejectOpenProposals } from "./endings";
import { issueCreditNote } from "./invoice-numbers";
import { lockJob, type LockedJob } from "./locks";
import { notify } from "./notifications";
import { emitWebhookEvent } from "../webhooks/events";
import {
  moveMoney,
  nextOperationKey,
  recordOperation,
  resumableOperation,
  type ApplyAnswer,
  type MoneyMoveStep,
} from "./outbox";
import { requireMove } from "./states";

/**
 * Cancellation: the customer cancels an open job (no money was taken); a job in progress is
 * cancelled only through the refund path, which gives the held money back first.
 */

const CANNOT_CANCEL = "This job can no longer be cancelled";

function requireOwnerOrAdmin(job: LockedJob, actor: SessionUser) {
  if (job.customerId !== actor.id && actor.role !== "admin") {
    throw forbidden("You can only cancel your own jobs");
  }
}

/** open → cancelled. An accepted but unpaid proposal is rejected; its invoice is no longer due. */
export async function cancelJob(db: Database, input: { actor: SessionUser; jobId: string }) {
  return db.transaction(async (tx) => {
    const job = await lockJob(tx, input.jobId);
    requireOwnerOrAdmin(job, input.actor);
    if (job.status === "in_progress") throw invalidState(M.inProgressNeedsRefund);
    requireMove("job", job.status, "cancelled", CANNOT_CANCEL);
    // A charge may be settling at the gateway: cancelling now could keep money without a job.
    if ((await paymentsOfJob(tx, job.id)).some((p) => p.status === "processing")) throw invalidState(M.paymentProcessing);
    const [cancelled] = await tx
      .update(jobRequests)
      .set({ status: "cancelled" })
      .where(and(eq(jobRequests.id, job.id), eq(jobRequests.status, "open")))
      .returning({ id: jobRequests.id, status: jobRequests.status });
    if (!cancelled) throw invalidState(CANNOT_CANCEL);
    await rejectOpenProposals(tx, job.id);
    await emitWebhookEvent(tx, {
      type: "job.closed",
      userIds: [job.customerId],
      jobRequestId: job.id,
      data: { jobRequestId: job.id, status: "cancelled" },
    });
    return cancelled;
  });
}

/**
 * A milestone's held money went back to the customer: its payment is refunded and, once no money of
 * the job is held any more, the job ends (cancelled, or completed when another milestone was
 * released; endings.ts). Its invoice gets a credit note of the whole amount (`reason`: a plain
 * refund unless a dispute's resolution refunds it). Shared by `refundJob`, a dispute's refund and
 * the gateway's charge.refunded webhook.
 */
export async function applyRefund(
  tx: Executor,
  input: { job: LockedJob; payment: Payment; refundId: string | null; reason?: CreditNoteReason },
): Promise<Payment> {
  requireMove("payment", input.payment.status, "refunded", M.notPaid);
  if (input.job.status !== "in_progress") throw invalidState(CANNOT_CANCEL);
  const [refunded] = await tx
    .update(payments)
    .set({ status: "refunded", refundedAt: new Date(), refundId: input.refundId })
    .where(and(eq(payments.id, input.payment.id), eq(payments.status, "completed")))
    .returning();
  if (!refunded) throw invalidState(M.notPaid);
  await issueCreditNote(tx, {
    paymentId: refunded.id,
    amount: refunded.amount,
    currency: refunded.currency,
    reason: input.reason ?? "refund",
  });
  await endJobWhenSettled(tx, { job: input.job, dropUnfunded: true });
  return refunded;
}

type RefundOutcome = { outcome: "refunded" | "already_refunded"; payment: Payment; notes: string[] };
type RefundStep = MoneyMoveStep<RefundOutcome>;

/**
 * The decision, under the job's lock: who may refund, whether this milestone may be refunded now,
 * and the refund to send (or one still waiting for an answer, picked up again). Nothing moves yet.
 */
export async function recordRefund(db: Database, input: { actor: SessionUser; paymentId: string }): Promise<RefundStep> {
  return db.transaction(async (tx): Promise<RefundStep> => {
    const { job, payment } = await lockPaymentWithJob(tx, input.paymentId);
    requireOwnerOrAdmin(job, input.actor);
    if (payment.status === "refunded") return { done: { outcome: "already_refunded", payment, notes: [] } };
    const pending = await resumableOperation(tx, payment.id, "refund");
    if (pending) return { op: pending };
    requireMove("payment", payment.status, "refunded", M.notPaid);
    await refuseWhileDisputed(tx, payment.milestoneId);
    requireMove("job", job.status, "cancelled", CANNOT_CANCEL);
    const [milestone] = await tx
      .select({ deliveredAt: milestones.deliveredAt })
      .from(milestones)
      .where(eq(milestones.id, payment.milestoneId))
      .limit(1);
    if (milestone?.deliveredAt && input.actor.role !== "admin") throw invalidState(M.deliveredNoRefund);
    const op = await recordOperation(tx, {
      paymentId: payment.id,
      kind: "refund",
      request: {
        intentId: payment.stripePaymentIntentId ?? "",
        idempotencyKey: await nextOperationKey(tx, { paymentId: payment.id, kind: "refund", baseKey: `refund_${payment.id}` }),
      },
    });
    return { op };
  });
}

/**
 * The refund's answer, applied with the job locked: the milestone's escrow ends as refunded, and
 * its credit note says why (`reason`).
 */
export function refundAnswerApplier(reason: CreditNoteReason): ApplyAnswer<RefundOutcome> {
  return async (tx, { job, op, answer }) => {
    const payment = await paymentById(tx, op.paymentId);
    if (!payment) throw invalidState(M.notPaid);
    // A refusal moves nothing (sendOperation answers it as a 400); a second record changes nothing.
    if (answer.status === "failed" || payment.status === "refunded") return { outcome: "refunded", payment, notes: [] };
    const refunded = await applyRefund(tx, { job, payment, refundId: answer.gatewayRef, reason });
    // A dispute's resolution tells both parties itself; a plain refund is news to the operator.
    const notes = reason === "refund" ? [await tellOperatorOfRefund(tx, job, refunded)] : [];
    return { outcome: "refunded", payment: refunded, notes };
  };
}

/** The operator learns that money held for them went back to the customer (in-app and by e-mail). */
async function tellOperatorOfRefund(tx: Executor, job: LockedJob, payment: Payment): Promise<string> {
  return notify(tx, {
    userId: payment.operatorId,
    type: "payment_refunded",
    title: "Payment refunded to the customer",
    body: `${formatMoney(payment.amount, payment.currency)} held for "${job.title}" went back to the customer. Milestones already released stay paid.`,
    link: LIFECYCLE_PATHS.job(job.id),
    jobRequestId: job.id,
  });
}

/** A refund outside any dispute (the customer cancels, an admin refunds a held payment). */
export const applyRefundAnswer = refundAnswerApplier("refund");

/** One milestone's held money back to the customer (see `refundJob`). */
export async function refundPayment(
  db: Database,
  gateway: PaymentGateway,
  input: { actor: SessionUser; paymentId: string },
): Promise<{ outcome: "refunded" | "already_refunded"; payment: Payment }> {
  const first = await paymentById(db, input.paymentId);
  if (!first) throw invalidState(M.notPaid);
  const done = await moveMoney(db, gateway, {
    jobId: first.jobRequestId,
    decide: () => recordRefund(db, input),
    apply: applyRefundAnswer,
  });
  return { outcome: done.outcome, payment: done.payment };
}

/**
 * in_progress → cancelled with a refund of every held milestone (milestones never funded are
 * dropped). The customer may do it while no held milestone is delivered; after that only an admin
 * can. Refunding twice refunds once: the second call finds the payments refunded, and the gateway
 * key is fixed per payment.
 */
export async function refundJob(
  db: Database,
  gateway: PaymentGateway,
  input: { actor: SessionUser; jobId: string },
): Promise<{ outcome: "refunded" | "already_refunded"; payment: Payment }> {
  const all = await paymentsOfJob(db, input.jobId);
  const held = all.filter((p) => p.status === "completed");
  const targets = held.length > 0 ? held : all.filter((p) => p.status === "refunded").slice(0, 1);
  if (targets.length === 0) {
    // Nothing held: the first payment (or the job's lock) gives the answer.
    const first = all[0];
    if (first) return refundPayment(db, gateway, { actor: input.actor, paymentId: first.id });
    await db.transaction(async (tx) => requireOwnerOrAdmin(await lockJob(tx, input.jobId), input.actor));
    throw invalidState(M.notPaid);
  }
  if (input.actor.role !== "admin") {
    const [job] = await db.select({ customerId: jobRequests.customerId }).from(jobRequests).where(eq(jobRequests.id, input.jobId));
    if (job?.customerId !== input.actor.id) throw forbidden("You can only cancel your own jobs");
    // All or nothing for the customer: no refund at all while a held milestone is delivered.
    const delivered = await db
      .select({ id: milestones.id })
      .from(milestones)
      .where(and(eq(milestones.jobRequestId, input.jobId), isNotNull(milestones.deliveredAt)));
    const deliveredIds = new Set(delivered.map((m) => m.id));
    if (targets.some((p) => deliveredIds.has(p.milestoneId))) throw invalidState(M.deliveredNoRefund);
  }
  // All or nothing: no milestone is refunded while one of them is frozen by a dispute.
  for (const payment of held) await refuseWhileDisputed(db, payment.milestoneId);
  let last: { outcome: "refunded" | "already_refunded"; payment: Payment } | null = null;
  for (const payment of targets) last = await refundPayment(db, gateway, { actor: input.actor, paymentId: payment.id });
  if (!last) throw invalidState(M.notPaid);
  return last;
}
