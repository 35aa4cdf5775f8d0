import { jobRequests, payments, proposals, type Database } from "@skyhire/db";
import { toCents, type PaymentGateway } from "@skyhire/payments";
import { formatMoney, LIFECYCLE_MESSAGES as M, LIFECYCLE_PATHS, type SessionUser } from "@skyhire/validators";
import { and, eq } from "drizzle-orm";
import { forbidden, invalidState, notFound } from "../../errors";
import { paymentOfJob, type Payment } from "./escrow";
import { lockJob, operatorAccount } from "./locks";
import { deliverNotificationEmails, notify } from "./notifications";
import { recomputeOperatorStats } from "./operator-stats";
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
 * Completion: the hired operator marks the job delivered; the customer confirms completion, which
 * releases the escrow: the operator's payout (quote − platform fee) is transferred, then the job
 * and the proposal are completed and the operator's completedJobs is recomputed. The transfer is
 * recorded under the job's lock and sent after that commit (./outbox.ts); its idempotency key is
 * fixed per payment, so however many times release is called (or retried after a crash), the
 * operator is paid once.
 */

/** The hired operator marks their job delivered (again: answers as the first time). */
export async function markDelivered(db: Database, input: { operatorId: string; proposalId: string }) {
  const done = await db.transaction(async (tx) => {
    const [first] = await tx.select().from(proposals).where(eq(proposals.id, input.proposalId)).limit(1);
    if (!first) throw notFound("Proposal not found");
    if (first.operatorId !== input.operatorId) throw forbidden("You can only deliver your own jobs");
    const job = await lockJob(tx, first.jobRequestId);
    const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, first.id)).limit(1);
    if (!proposal || proposal.status !== "hired" || job.status !== "in_progress") {
      throw invalidState("Only a hired job in progress can be marked as delivered");
    }
    if (proposal.deliveredAt) return { proposal, notes: [] as string[] };
    const [delivered] = await tx
      .update(proposals)
      .set({ deliveredAt: new Date() })
      .where(and(eq(proposals.id, proposal.id), eq(proposals.status, "hired")))
      .returning();
    if (!delivered) throw invalidState(M.alreadyDelivered);
    const operator = await operatorAccount(tx, input.operatorId);
    const noteId = await notify(tx, {
      userId: job.customerId,
      type: "job_delivered",
      title: "Job delivered",
      body: `${operator?.companyName ?? "Your operator"} marked "${job.title}" as delivered. Please confirm completion to release the payment.`,
      link: LIFECYCLE_PATHS.job(job.id),
      jobRequestId: job.id,
    });
    return { proposal: delivered, notes: [noteId] };
  });
  await deliverNotificationEmails(db, done.notes);
  return done.proposal;
}

type ReleaseStep = MoneyMoveStep<{ outcome: "already_released"; payment: Payment; notes: string[] }>;

/**
 * The decision, under the job's lock: who may release, whether it may be released now, and the
 * transfer to send (or a transfer still waiting for an answer, picked up again). Nothing moves yet.
 */
export async function recordRelease(
  db: Database,
  gateway: Pick<PaymentGateway, "kind">,
  input: { actor: SessionUser; jobId: string },
): Promise<ReleaseStep> {
  return db.transaction(async (tx): Promise<ReleaseStep> => {
    const job = await lockJob(tx, input.jobId);
    const isAdmin = input.actor.role === "admin";
    if (job.customerId !== input.actor.id && !isAdmin) {
      throw forbidden("You can only confirm completion of your own jobs");
    }
    const payment = await paymentOfJob(tx, job.id);
    if (!payment) throw invalidState(M.notPaid);
    if (payment.status === "released") return { done: { outcome: "already_released", payment, notes: [] } };
    const pending = await resumableOperation(tx, payment.id, "transfer");
    if (pending) return { op: pending };
    requireMove("payment", payment.status, "released", M.notPaid);
    requireMove("job", job.status, "completed", "Only a job in progress can be completed");
    const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, payment.proposalId)).limit(1);
    if (!proposal || proposal.status !== "hired") throw invalidState(M.notPaid);
    if (!proposal.deliveredAt && !isAdmin) throw invalidState(M.notDelivered);
    const operator = await operatorAccount(tx, payment.operatorId);
    // Stripe refuses a transfer to an account it has not cleared for payouts: say so before trying.
    if (gateway.kind === "stripe" && !(operator?.gatewayAccountId && operator.payoutsEnabled)) {
      throw invalidState(M.payoutsNotSetUp);
    }
    const op = await recordOperation(tx, {
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
    return { op };
  });
}

export interface ReleaseApplied {
  outcome: "released" | "already_released";
  payment: Payment;
  notes: string[];
}

/**
 * The transfer's answer, applied with the job locked: on success the payout is sent, the job and
 * the proposal are completed and the operator's completedJobs recomputed; a refusal changes
 * nothing but the recorded operation and is answered as a 400 with the gateway's message.
 */
export const applyTransferAnswer: ApplyAnswer<ReleaseApplied> = async (tx, { job, answer }) => {
  const payment = await paymentOfJob(tx, job.id);
  if (!payment) throw invalidState(M.notPaid);
  // A refusal moves nothing (sendOperation answers it as a 400); a second record changes nothing.
  if (answer.status === "failed" || payment.status === "released") return { outcome: "released", payment, notes: [] };
  const now = new Date();
  const [released] = await tx
    .update(payments)
    .set({ status: "released", payoutAt: now, transferId: answer.gatewayRef })
    .where(and(eq(payments.id, payment.id), eq(payments.status, "completed")))
    .returning();
  if (!released) {
    // Only a refund made outside the app (the gateway's dashboard) can get here: the transfer is
    // recorded on its operation and left to support.
    console.error(`Transfer ${answer.gatewayRef} was sent for payment ${payment.id}, which is ${payment.status}`);
    return { outcome: "released", payment, notes: [] };
  }
  await tx
    .update(proposals)
    .set({ status: "completed" })
    .where(and(eq(proposals.id, payment.proposalId), eq(proposals.status, "hired")));
  await tx
    .update(jobRequests)
    .set({ status: "completed" })
    .where(and(eq(jobRequests.id, job.id), eq(jobRequests.status, "in_progress")));
  await recomputeOperatorStats(tx, payment.operatorId);

  const notes = await Promise.all([
    notify(tx, {
      userId: payment.operatorId,
      type: "job_completed",
      title: "Job completed",
      body: `The customer confirmed completion of "${job.title}".`,
      link: LIFECYCLE_PATHS.operatorProposals,
      jobRequestId: job.id,
    }),
    notify(tx, {
      userId: payment.operatorId,
      type: "payout_sent",
      title: "Payout sent",
      body:
        `${formatMoney(released.operatorPayout, released.currency)} for "${job.title}" has been paid out ` +
        `(${formatMoney(released.amount, released.currency)} less the ${formatMoney(released.platformFee, released.currency)} platform fee).`,
      link: LIFECYCLE_PATHS.operatorDashboard,
      jobRequestId: job.id,
    }),
  ]);
  return { outcome: "released", payment: released, notes };
};

/**
 * The customer (or an admin) confirms completion and the payout is released. The customer can
 * confirm once the operator delivered; an admin settling a dispute may release earlier.
 */
export async function releasePayment(
  db: Database,
  gateway: PaymentGateway,
  input: { actor: SessionUser; jobId: string },
): Promise<{ outcome: "released" | "already_released"; payment: Payment }> {
  const done = await moveMoney(db, gateway, {
    jobId: input.jobId,
    decide: () => recordRelease(db, gateway, input),
    apply: applyTransferAnswer,
  });
  return { outcome: done.outcome, payment: done.payment };
}
