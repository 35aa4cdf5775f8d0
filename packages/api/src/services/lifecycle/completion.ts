import { milestones, payments, proposals, type Database, type Executor } from "@skyhire/db";
import { toCents, type PaymentGateway } from "@skyhire/payments";
import {
  formatAutoReleaseDate,
  formatMoney,
  LIFECYCLE_MESSAGES as M,
  LIFECYCLE_PATHS,
  type ReleaseActor,
  type SessionUser,
} from "@skyhire/validators";
import { and, asc, eq, isNull } from "drizzle-orm";
import { forbidden, invalidState, notFound } from "../../errors";
import { autoReleaseDate, milestonesDueForAutoRelease } from "./auto-release-due";
import { refuseWhileDisputed } from "./dispute-freeze";
import { lockPaymentWithJob, paymentById, paymentsOfJob, type Payment } from "./escrow";
import { endJobWhenSettled } from "./endings";
import { lockJob, operatorAccount } from "./locks";
import { deliverNotificationEmails, notify } from "./notifications";
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
 * Completion, milestone by milestone (issue 15): the hired operator delivers a funded milestone
 * with a note; the customer confirms it, which releases that milestone's escrow: the operator's
 * payout (amount − platform fee) is transferred. When the last milestone is released the job and
 * the proposal are completed and the operator's completedJobs is recomputed. The transfer is
 * recorded under the job's lock and sent after that commit (./outbox.ts); its idempotency key is
 * fixed per payment, so however many times release is called (or retried after a crash), the
 * operator is paid once per milestone.
 */

export type Milestone = typeof milestones.$inferSelect;

async function milestoneById(tx: Executor, id: string): Promise<Milestone> {
  const [row] = await tx.select().from(milestones).where(eq(milestones.id, id)).limit(1);
  if (!row) throw notFound(M.milestoneNotFound);
  return row;
}

/** The payment funding a milestone (every milestone of an accepted proposal has one). */
export async function paymentOfMilestone(tx: Executor, milestoneId: string): Promise<Payment> {
  const [row] = await tx.select().from(payments).where(eq(payments.milestoneId, milestoneId)).limit(1);
  if (!row) throw invalidState(M.milestoneNotHeld);
  return row;
}

/** The hired operator delivers a funded milestone with a note (again: answers as the first time). */
export async function deliverMilestone(db: Database, input: { operatorId: string; milestoneId: string; note: string }) {
  const done = await db.transaction(async (tx) => {
    const first = await milestoneById(tx, input.milestoneId);
    const job = await lockJob(tx, first.jobRequestId);
    const milestone = await milestoneById(tx, first.id);
    const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, milestone.proposalId)).limit(1);
    if (!proposal || proposal.operatorId !== input.operatorId) throw forbidden("You can only deliver your own jobs");
    if (proposal.status !== "hired" || job.status !== "in_progress") {
      throw invalidState("Only a hired job in progress can be marked as delivered");
    }
    if (milestone.deliveredAt) return { milestone, notes: [] as string[] };
    const payment = await paymentOfMilestone(tx, milestone.id);
    if (payment.status !== "completed") throw invalidState(M.milestoneNotHeld);
    const now = new Date();
    const [delivered] = await tx
      .update(milestones)
      .set({ deliveredAt: now, deliveryNote: input.note, autoReleaseAt: autoReleaseDate(now), updatedAt: now })
      .where(and(eq(milestones.id, milestone.id), isNull(milestones.deliveredAt)))
      .returning();
    if (!delivered) throw invalidState(M.alreadyDelivered);
    // The proposal counts as delivered once its last milestone is.
    const [undelivered] = await tx
      .select({ id: milestones.id })
      .from(milestones)
      .where(and(eq(milestones.proposalId, proposal.id), isNull(milestones.deliveredAt)))
      .limit(1);
    if (!undelivered) {
      await tx.update(proposals).set({ deliveredAt: now }).where(and(eq(proposals.id, proposal.id), isNull(proposals.deliveredAt)));
    }
    const operator = await operatorAccount(tx, input.operatorId);
    const noteId = await notify(tx, {
      userId: job.customerId,
      type: "job_delivered",
      title: "Job delivered",
      body: `${operator?.companyName ?? "Your operator"} marked "${job.title}" (${delivered.title}) as delivered. Please confirm completion to release the payment; it is released automatically on ${formatAutoReleaseDate(delivered.autoReleaseAt ?? now)} unless you confirm or dispute first.`,
      link: LIFECYCLE_PATHS.job(job.id),
      jobRequestId: job.id,
    });
    return { milestone: delivered, notes: [noteId] };
  });
  await deliverNotificationEmails(db, done.notes);
  return done.milestone;
}

/**
 * The hired operator marks their job delivered: the first funded milestone not delivered yet (the
 * only one of a single-payment deal). Again after delivery: answers as the first time.
 */
export async function markDelivered(db: Database, input: { operatorId: string; proposalId: string; note?: string }) {
  const [proposal] = await db.select().from(proposals).where(eq(proposals.id, input.proposalId)).limit(1);
  if (!proposal) throw notFound("Proposal not found");
  if (proposal.operatorId !== input.operatorId) throw forbidden("You can only deliver your own jobs");
  const plan = await db
    .select({ milestone: milestones, status: payments.status })
    .from(milestones)
    .leftJoin(payments, eq(payments.milestoneId, milestones.id))
    .where(eq(milestones.proposalId, proposal.id))
    .orderBy(asc(milestones.position));
  const next =
    plan.find((m) => m.status === "completed" && !m.milestone.deliveredAt) ??
    [...plan].reverse().find((m) => m.milestone.deliveredAt) ??
    plan[0];
  if (!next) throw invalidState("Only a hired job in progress can be marked as delivered");
  await deliverMilestone(db, {
    operatorId: input.operatorId,
    milestoneId: next.milestone.id,
    note: input.note ?? next.milestone.deliveryNote ?? "Delivered",
  });
  const [fresh] = await db.select().from(proposals).where(eq(proposals.id, proposal.id)).limit(1);
  return fresh ?? proposal;
}

type ReleaseStep = MoneyMoveStep<{ outcome: "already_released"; payment: Payment; notes: string[] }>;

/** Who asks for a release: a signed-in user, or the job queue when a delivery went unanswered. */
export type Releaser = SessionUser | { auto: true; now: Date };

function isAutomatic(actor: Releaser): actor is { auto: true; now: Date } {
  return "auto" in actor;
}

/**
 * The decision, under the job's lock: who may release, whether this milestone may be released now,
 * and the transfer to send (or a transfer still waiting for an answer, picked up again).
 */
export async function recordRelease(
  db: Database,
  gateway: Pick<PaymentGateway, "kind">,
  input: { actor: Releaser; paymentId: string },
): Promise<ReleaseStep> {
  return db.transaction(async (tx): Promise<ReleaseStep> => {
    const { job, payment } = await lockPaymentWithJob(tx, input.paymentId);
    const { actor } = input;
    const automatic = isAutomatic(actor);
    const isAdmin = !automatic && actor.role === "admin";
    if (!automatic && job.customerId !== actor.id && !isAdmin) {
      throw forbidden("You can only confirm completion of your own jobs");
    }
    if (payment.status === "released") return { done: { outcome: "already_released", payment, notes: [] } };
    const pending = await resumableOperation(tx, payment.id, "transfer");
    if (pending) return { op: pending };
    requireMove("payment", payment.status, "released", M.notPaid);
    await refuseWhileDisputed(tx, payment.milestoneId);
    if (job.status !== "in_progress") throw invalidState("Only a job in progress can be completed");
    const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, payment.proposalId)).limit(1);
    if (!proposal || proposal.status !== "hired") throw invalidState(M.notPaid);
    const milestone = await milestoneById(tx, payment.milestoneId);
    if (!milestone.deliveredAt && !isAdmin) throw invalidState(M.notDelivered);
    // Asked again here, under the lock: an answer that came since the sweep looked wins.
    if (automatic && (await milestonesDueForAutoRelease(tx, actor.now, { milestoneId: milestone.id })).length === 0) {
      throw invalidState(M.notDueForAutoRelease);
    }
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
    const releasedBy: ReleaseActor = automatic ? "auto" : job.customerId === actor.id ? "customer" : "admin";
    await tx.update(milestones).set({ releasedBy, updatedAt: new Date() }).where(eq(milestones.id, milestone.id));
    return { op };
  });
}

export interface ReleaseApplied {
  outcome: "released" | "already_released";
  payment: Payment;
  notes: string[];
}

/**
 * The transfer's answer, applied with the job locked: on success the milestone's payout is sent;
 * the last one completes the job. A refusal changes nothing but the recorded operation and is
 * answered as a 400 with the gateway's message.
 */
export const applyTransferAnswer: ApplyAnswer<ReleaseApplied> = async (tx, { job, op, answer }) => {
  const payment = await paymentById(tx, op.paymentId);
  if (!payment) throw invalidState(M.notPaid);
  // A second record changes nothing (the same transfer picked up by two callers: one released it).
  if (payment.status === "released") return { outcome: "already_released", payment, notes: [] };
  // A refusal moves nothing (sendOperation answers it as a 400).
  if (answer.status === "failed") return { outcome: "released", payment, notes: [] };
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
  const ending = await endJobWhenSettled(tx, { job, dropUnfunded: false });
  const milestone = await milestoneById(tx, released.milestoneId);
  const payout = notify(tx, {
    userId: payment.operatorId,
    type: "payout_sent",
    title: "Payout sent",
    body:
      `${formatMoney(released.operatorPayout, released.currency)} for "${job.title}" (${milestone.title}) has been paid out ` +
      `(${formatMoney(released.amount, released.currency)} less the ${formatMoney(released.platformFee, released.currency)} platform fee).`,
    link: LIFECYCLE_PATHS.operatorDashboard,
    jobRequestId: job.id,
  });
  if (milestone.releasedBy === "auto") {
    // Nobody answered the delivery: both sides are told it was the queue, not the customer.
    const notes = await Promise.all([
      notify(tx, {
        userId: payment.operatorId,
        type: "payment_auto_released",
        title: "Milestone released automatically",
        body: `"${milestone.title}" of "${job.title}" was released automatically: the customer did not confirm or dispute it by its auto-release date.`,
        link: LIFECYCLE_PATHS.job(job.id),
        jobRequestId: job.id,
      }),
      notify(tx, {
        userId: job.customerId,
        type: "payment_auto_released",
        title: "Payment released automatically",
        body: `"${milestone.title}" of "${job.title}" was not confirmed or disputed by its auto-release date, so ${formatMoney(released.amount, released.currency)} was released to the operator.`,
        link: LIFECYCLE_PATHS.job(job.id),
        jobRequestId: job.id,
      }),
      payout,
    ]);
    return { outcome: "released", payment: released, notes };
  }
  const notes = await Promise.all([
    notify(tx, {
      userId: payment.operatorId,
      // One milestone of several is not the job: its own type, so the list's tag says so too.
      type: ending === "completed" ? "job_completed" : "milestone_confirmed",
      title: ending === "completed" ? "Job completed" : "Milestone confirmed",
      body:
        ending === "completed"
          ? `The customer confirmed completion of "${job.title}".`
          : `The customer confirmed "${milestone.title}" of "${job.title}".`,
      link: LIFECYCLE_PATHS.operatorProposals,
      jobRequestId: job.id,
    }),
    payout,
  ]);
  return { outcome: "released", payment: released, notes };
};

/**
 * The customer (or an admin) confirms one milestone and its payout is released; or the job queue
 * releases a delivered milestone nobody answered in time (./auto-release.ts).
 */
export async function releaseMilestonePayment(
  db: Database,
  gateway: PaymentGateway,
  input: { actor: Releaser; paymentId: string },
): Promise<{ outcome: "released" | "already_released"; payment: Payment }> {
  const first = await paymentById(db, input.paymentId);
  if (!first) throw invalidState(M.notPaid);
  const done = await moveMoney(db, gateway, {
    jobId: first.jobRequestId,
    decide: () => recordRelease(db, gateway, input),
    apply: applyTransferAnswer,
  });
  return { outcome: done.outcome, payment: done.payment };
}

/**
 * The customer (or an admin) confirms completion of the job: the first held milestone that was
 * delivered (an admin settling a dispute may release one not delivered yet).
 */
export async function releasePayment(
  db: Database,
  gateway: PaymentGateway,
  input: { actor: SessionUser; jobId: string },
): Promise<{ outcome: "released" | "already_released"; payment: Payment }> {
  const all = await paymentsOfJob(db, input.jobId);
  const plan = await db
    .select({ id: milestones.id, deliveredAt: milestones.deliveredAt })
    .from(milestones)
    .where(eq(milestones.jobRequestId, input.jobId));
  const deliveredIds = new Set(plan.filter((m) => m.deliveredAt).map((m) => m.id));
  const isAdmin = input.actor.role === "admin";
  const next =
    all.find((p) => p.status === "completed" && (isAdmin || deliveredIds.has(p.milestoneId))) ??
    all.find((p) => p.status === "completed") ??
    all.find((p) => p.status === "released") ??
    all[0];
  if (!next) {
    await db.transaction(async (tx) => {
      const job = await lockJob(tx, input.jobId);
      if (job.customerId !== input.actor.id && !isAdmin) throw forbidden("You can only confirm completion of your own jobs");
    });
    throw invalidState(M.notPaid);
  }
  return releaseMilestonePayment(db, gateway, { actor: input.actor, paymentId: next.id });
}
