import { jobRequests, payments, proposals, type Database, type Executor } from "@skyhire/db";
import { type PaymentGateway } from "@skyhire/payments";
import { LIFECYCLE_MESSAGES as M, type SessionUser } from "@skyhire/validators";
import { and, eq, inArray } from "drizzle-orm";
import { forbidden, invalidState } from "../../errors";
import { paymentOfJob, type Payment } from "./escrow";
import { lockJob, type LockedJob } from "./locks";
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

/** Every proposal still in play ends as rejected because the job was cancelled. */
async function rejectOpenProposals(tx: Executor, jobId: string) {
  await tx
    .update(proposals)
    .set({ status: "rejected", rejectionReason: "job_cancelled" })
    .where(and(eq(proposals.jobRequestId, jobId), inArray(proposals.status, ["pending", "accepted", "hired"])));
}

/** open → cancelled. An accepted but unpaid proposal is rejected; its invoice is no longer due. */
export async function cancelJob(db: Database, input: { actor: SessionUser; jobId: string }) {
  return db.transaction(async (tx) => {
    const job = await lockJob(tx, input.jobId);
    requireOwnerOrAdmin(job, input.actor);
    if (job.status === "in_progress") throw invalidState(M.inProgressNeedsRefund);
    requireMove("job", job.status, "cancelled", CANNOT_CANCEL);
    const payment = await paymentOfJob(tx, job.id);
    // A charge may be settling at the gateway: cancelling now could keep money without a job.
    if (payment?.status === "processing") throw invalidState(M.paymentProcessing);
    const [cancelled] = await tx
      .update(jobRequests)
      .set({ status: "cancelled" })
      .where(and(eq(jobRequests.id, job.id), eq(jobRequests.status, "open")))
      .returning({ id: jobRequests.id, status: jobRequests.status });
    if (!cancelled) throw invalidState(CANNOT_CANCEL);
    await rejectOpenProposals(tx, job.id);
    return cancelled;
  });
}

/**
 * The held money went back to the customer: payment refunded, the job cancelled, its proposals
 * rejected. Shared by `refundJob` and the gateway's charge.refunded webhook.
 */
export async function applyRefund(
  tx: Executor,
  input: { job: LockedJob; payment: Payment; refundId: string | null },
): Promise<Payment> {
  requireMove("payment", input.payment.status, "refunded", M.notPaid);
  requireMove("job", input.job.status, "cancelled", CANNOT_CANCEL);
  const [refunded] = await tx
    .update(payments)
    .set({ status: "refunded", refundedAt: new Date(), refundId: input.refundId })
    .where(and(eq(payments.id, input.payment.id), eq(payments.status, "completed")))
    .returning();
  if (!refunded) throw invalidState(M.notPaid);
  await tx
    .update(jobRequests)
    .set({ status: "cancelled" })
    .where(and(eq(jobRequests.id, input.job.id), eq(jobRequests.status, "in_progress")));
  await rejectOpenProposals(tx, input.job.id);
  return refunded;
}

type RefundOutcome = { outcome: "refunded" | "already_refunded"; payment: Payment; notes: string[] };
type RefundStep = MoneyMoveStep<RefundOutcome>;

/**
 * The decision, under the job's lock: who may refund, whether it may be refunded now, and the
 * refund to send (or one still waiting for an answer, picked up again). Nothing moves yet.
 */
export async function recordRefund(db: Database, input: { actor: SessionUser; jobId: string }): Promise<RefundStep> {
  return db.transaction(async (tx): Promise<RefundStep> => {
    const job = await lockJob(tx, input.jobId);
    requireOwnerOrAdmin(job, input.actor);
    const payment = await paymentOfJob(tx, job.id);
    if (!payment) throw invalidState(M.notPaid);
    if (payment.status === "refunded") return { done: { outcome: "already_refunded", payment, notes: [] } };
    const pending = await resumableOperation(tx, payment.id, "refund");
    if (pending) return { op: pending };
    requireMove("payment", payment.status, "refunded", M.notPaid);
    requireMove("job", job.status, "cancelled", CANNOT_CANCEL);
    const [proposal] = await tx
      .select({ deliveredAt: proposals.deliveredAt })
      .from(proposals)
      .where(eq(proposals.id, payment.proposalId))
      .limit(1);
    if (proposal?.deliveredAt && input.actor.role !== "admin") throw invalidState(M.deliveredNoRefund);
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

/** The refund's answer, applied with the job locked: the escrow ends as refunded and the job cancelled. */
export const applyRefundAnswer: ApplyAnswer<RefundOutcome> = async (tx, { job, answer }) => {
  const payment = await paymentOfJob(tx, job.id);
  if (!payment) throw invalidState(M.notPaid);
  // A refusal moves nothing (sendOperation answers it as a 400); a second record changes nothing.
  if (answer.status === "failed" || payment.status === "refunded") return { outcome: "refunded", payment, notes: [] };
  return { outcome: "refunded", payment: await applyRefund(tx, { job, payment, refundId: answer.gatewayRef }), notes: [] };
};

/**
 * in_progress → cancelled with a refund of the held payment. The customer may do it until the
 * operator has delivered; after that only an admin can (a dispute). Refunding twice refunds once:
 * the second call finds the payment refunded, and the gateway key is fixed per payment.
 */
export async function refundJob(
  db: Database,
  gateway: PaymentGateway,
  input: { actor: SessionUser; jobId: string },
): Promise<{ outcome: "refunded" | "already_refunded"; payment: Payment }> {
  const done = await moveMoney(db, gateway, {
    jobId: input.jobId,
    decide: () => recordRefund(db, input),
    apply: applyRefundAnswer,
  });
  return { outcome: done.outcome, payment: done.payment };
}
