import {
  customerProfiles,
  jobRequests,
  milestones,
  paymentAttempts,
  payments,
  proposals,
  type Database,
  type Executor,
} from "@skyhire/db";
import { toCents, type PaymentGateway } from "@skyhire/payments";
import { formatMoney, LIFECYCLE_MESSAGES as M, LIFECYCLE_PATHS } from "@skyhire/validators";
import { and, asc, count, eq } from "drizzle-orm";
import { DomainError, forbidden, invalidState } from "../../errors";
import { lockJob, type LockedJob } from "./locks";
import { notify } from "./notifications";
import { moveMoney, recordOperation, resumableOperation, type ApplyAnswer, type MoneyMoveStep } from "./outbox";
import { requireMove } from "./states";

/**
 * Hire: the customer pays the accepted proposal's quote into escrow. The charge is decided under
 * the job's row lock and recorded as an outbox operation (./outbox.ts); the gateway is called after
 * that commit, in the same request, so the customer learns at once whether the card was declined.
 * Each attempt has its own idempotency key (<payment key>:<attempt>): a retried or recovered call
 * replays the same charge at the gateway, while a retry after a declined card is a new charge.
 */

export type Payment = typeof payments.$inferSelect;

/** One payment (of one milestone), or null. */
export async function paymentById(tx: Executor, paymentId: string): Promise<Payment | null> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return payment ?? null;
}

/** The escrow payments of a job, one per milestone of its accepted proposal, in milestone order. */
export async function paymentsOfJob(tx: Executor, jobId: string): Promise<Payment[]> {
  const rows = await tx
    .select({ payment: payments })
    .from(payments)
    .innerJoin(milestones, eq(milestones.id, payments.milestoneId))
    .where(eq(payments.jobRequestId, jobId))
    .orderBy(asc(milestones.position));
  return rows.map((row) => row.payment);
}

/** The job's first payment (milestone 1), or null before a proposal was accepted. */
export async function paymentOfJob(tx: Executor, jobId: string): Promise<Payment | null> {
  return (await paymentsOfJob(tx, jobId))[0] ?? null;
}

/** The payment again, read under its job's lock (the lifecycle's lock order: job first). */
export async function lockPaymentWithJob(tx: Executor, paymentId: string): Promise<{ job: LockedJob; payment: Payment }> {
  const first = await paymentById(tx, paymentId);
  if (!first) throw invalidState(M.notPaid);
  const job = await lockJob(tx, first.jobRequestId);
  return { job, payment: (await paymentById(tx, paymentId)) ?? first };
}

/**
 * The money is held: payment completed, the proposal hired, the job in progress, every other
 * pending proposal rejected (not selected). Used by `payForJob` and by the gateway's webhook.
 * Returns the notifications to e-mail after commit.
 */
export async function markPaymentHeld(
  tx: Executor,
  input: { job: LockedJob; payment: Payment; intentId: string },
): Promise<string[]> {
  const { job, payment } = input;
  requireMove("payment", payment.status, "completed", M.notPaid);
  const now = new Date();
  const [held] = await tx
    .update(payments)
    .set({ status: "completed", paidAt: now, stripePaymentIntentId: input.intentId, failureMessage: null })
    .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
    .returning();
  if (!held) throw invalidState(M.paymentProcessing);
  const [proposal] = await tx
    .select({ status: proposals.status })
    .from(proposals)
    .where(eq(proposals.id, payment.proposalId))
    .limit(1);
  if (proposal?.status === "accepted") await hireWithFirstFunding(tx, job, payment.proposalId);
  else if (proposal?.status !== "hired") throw invalidState(M.noAcceptedProposal);
  const [milestone] = await tx.select({ title: milestones.title }).from(milestones).where(eq(milestones.id, held.milestoneId));
  const what = milestone ? `"${job.title}" (${milestone.title})` : `"${job.title}"`;

  const amount = formatMoney(held.amount, held.currency);
  return Promise.all([
    notify(tx, {
      userId: held.operatorId,
      type: "payment_held",
      title: "Payment held in escrow",
      body: `${amount} for ${what} is secured in escrow. You can start the work.`,
      link: LIFECYCLE_PATHS.operatorProposals,
      jobRequestId: job.id,
    }),
    notify(tx, {
      userId: held.customerId,
      type: "payment_held",
      title: "Funds Secured",
      body: `Your payment of ${amount} for ${what} is held in escrow until it is delivered and confirmed.`,
      link: LIFECYCLE_PATHS.job(job.id),
      jobRequestId: job.id,
    }),
  ]);
}

/**
 * The first funded milestone hires: the proposal is hired, the job in progress, every other
 * pending proposal rejected (not selected).
 */
async function hireWithFirstFunding(tx: Executor, job: LockedJob, proposalId: string) {
  requireMove("job", job.status, "in_progress", M.jobNotOpen);
  const [hired] = await tx
    .update(proposals)
    .set({ status: "hired" })
    .where(and(eq(proposals.id, proposalId), eq(proposals.status, "accepted")))
    .returning({ id: proposals.id });
  if (!hired) throw invalidState(M.noAcceptedProposal);
  await tx
    .update(jobRequests)
    .set({ status: "in_progress" })
    .where(and(eq(jobRequests.id, job.id), eq(jobRequests.status, "open")));
  await tx
    .update(proposals)
    .set({ status: "rejected", rejectionReason: "not_selected" })
    .where(and(eq(proposals.jobRequestId, job.id), eq(proposals.status, "pending")));
}

export type PayOutcome = "paid" | "already_paid" | "processing";

type PayStep = MoneyMoveStep<{ outcome: "already_paid"; payment: Payment; notes: string[] }>;

/**
 * The decision, under the job's lock: the payment moves to processing and its charge is recorded
 * (or a charge still waiting for an answer is picked up again). Nothing is sent to the gateway here.
 */
export async function recordCharge(
  db: Database,
  gateway: Pick<PaymentGateway, "kind">,
  input: { customerId: string; paymentId: string },
): Promise<PayStep> {
  return db.transaction(async (tx): Promise<PayStep> => {
    const { job, payment } = await lockPaymentWithJob(tx, input.paymentId);
    if (job.customerId !== input.customerId) throw forbidden("You can only pay for your own jobs");
    if (payment.status === "completed" || payment.status === "released") {
      return { done: { outcome: "already_paid", payment, notes: [] } };
    }
    const pending = await resumableOperation(tx, payment.id, "charge");
    if (pending) return { op: pending };
    if (payment.status === "processing") throw invalidState(M.paymentProcessing);
    const [proposal] = await tx
      .select({ status: proposals.status })
      .from(proposals)
      .where(eq(proposals.id, payment.proposalId))
      .limit(1);
    // The first funded milestone hires (the job is open); later ones fund the job in progress.
    const fundable =
      (proposal?.status === "accepted" && job.status === "open") ||
      (proposal?.status === "hired" && job.status === "in_progress");
    if (!fundable) throw invalidState(M.jobNotOpen);
    requireMove("payment", payment.status, "processing", M.alreadyPaid);

    const [profile] = await tx
      .select({ paymentMethodId: customerProfiles.paymentMethodId, customerRef: customerProfiles.gatewayCustomerId })
      .from(customerProfiles)
      .where(eq(customerProfiles.userId, input.customerId))
      .limit(1);
    // Stripe charges a card through its customer; the offline gateway needs the card only.
    if (!profile?.paymentMethodId || (!profile.customerRef && gateway.kind !== "offline")) {
      throw new DomainError("BAD_REQUEST", M.noPaymentMethod);
    }

    const [attempts] = await tx
      .select({ n: count() })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.paymentId, payment.id));
    const [processing] = await tx
      .update(payments)
      .set({ status: "processing", failureMessage: null })
      .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
      .returning();
    if (!processing) throw invalidState(M.paymentProcessing);
    const op = await recordOperation(tx, {
      paymentId: payment.id,
      kind: "charge",
      request: {
        idempotencyKey: `${payment.idempotencyKey}:${(attempts?.n ?? 0) + 1}`,
        amountCents: toCents(payment.amount),
        currency: payment.currency,
        customerRef: profile.customerRef ?? "",
        paymentMethodId: profile.paymentMethodId,
        description: `Skyhire escrow: ${job.title}`.slice(0, 200),
        metadata: { paymentId: payment.id, jobId: job.id, proposalId: payment.proposalId, milestoneId: payment.milestoneId },
      },
    });
    return { op };
  });
}

export interface ChargeApplied {
  outcome: PayOutcome;
  payment: Payment;
  notes: string[];
}

/** The gateway's answer to a charge, applied with the job locked (by the pay and by the sweep). */
export const applyChargeAnswer: ApplyAnswer<ChargeApplied> = async (tx, { job, op, answer, firstRecord }) => {
  const payment = await paymentById(tx, op.paymentId);
  if (!payment) throw new Error(`Payment ${op.paymentId} is gone`);
  if (firstRecord) {
    const [attempts] = await tx
      .select({ n: count() })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.paymentId, payment.id));
    await tx.insert(paymentAttempts).values({
      paymentId: payment.id,
      attempt: (attempts?.n ?? 0) + 1,
      idempotencyKey: op.idempotencyKey,
      intentId: answer.gatewayRef,
      status: answer.status,
      failureMessage: answer.failureMessage,
    });
  }
  if (answer.status === "succeeded") {
    if (payment.status !== "processing") {
      // The gateway's webhook got here first: the answer changes nothing more.
      return { outcome: "paid", payment, notes: [] };
    }
    const notes = await markPaymentHeld(tx, { job, payment, intentId: answer.gatewayRef ?? "" });
    return { outcome: "paid", payment: (await paymentById(tx, payment.id)) ?? payment, notes };
  }
  if (answer.status === "processing") {
    // Settles later: the gateway's webhook moves it to completed or failed.
    const [pending] = await tx
      .update(payments)
      .set({ stripePaymentIntentId: answer.gatewayRef })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "processing")))
      .returning();
    return { outcome: "processing", payment: pending ?? payment, notes: [] };
  }
  // Declined: the payment is failed with the card's message (sendOperation answers it as a 400).
  const [failed] = await tx
    .update(payments)
    .set({ status: "failed", failureMessage: answer.failureMessage, stripePaymentIntentId: answer.gatewayRef })
    .where(and(eq(payments.id, payment.id), eq(payments.status, "processing")))
    .returning();
  return { outcome: "processing", payment: failed ?? payment, notes: [] };
};

/**
 * The customer funds one milestone with their saved card (the first funded one hires). A declined
 * card leaves the payment `failed` (committed) and answers 400 with the card's message; paying
 * again retries.
 */
export async function fundPayment(
  db: Database,
  gateway: PaymentGateway,
  input: { customerId: string; paymentId: string },
): Promise<{ outcome: PayOutcome; payment: Payment; testMode: boolean }> {
  const first = await paymentById(db, input.paymentId);
  if (!first) throw invalidState(M.noAcceptedProposal);
  const done = await moveMoney(db, gateway, {
    jobId: first.jobRequestId,
    decide: () => recordCharge(db, gateway, input),
    apply: applyChargeAnswer,
  });
  return { outcome: done.outcome, payment: done.payment, testMode: gateway.kind === "offline" };
}

/** Not funded yet: never charged, declined, or a charge waiting for its answer. */
export const isUnfunded = (payment: Payment) => ["pending", "failed", "processing"].includes(payment.status);

/**
 * The customer pays for the job: the next milestone not funded yet (the first one at hire). A job
 * whose milestones are all funded answers "already paid".
 */
export async function payForJob(
  db: Database,
  gateway: PaymentGateway,
  input: { customerId: string; jobId: string },
): Promise<{ outcome: PayOutcome; payment: Payment; testMode: boolean }> {
  const all = await paymentsOfJob(db, input.jobId);
  const next = all.find(isUnfunded) ?? all[0];
  if (!next) {
    // Unknown job, someone else's, or nothing accepted yet: the job's lock gives the answer.
    await db.transaction(async (tx) => {
      const job = await lockJob(tx, input.jobId);
      if (job.customerId !== input.customerId) throw forbidden("You can only pay for your own jobs");
    });
    throw invalidState(M.noAcceptedProposal);
  }
  return fundPayment(db, gateway, { customerId: input.customerId, paymentId: next.id });
}

/** A failed charge reported later by the gateway (webhook): processing → failed. */
export async function markPaymentFailed(tx: Executor, payment: Payment, failureMessage: string): Promise<boolean> {
  if (payment.status !== "processing") return false;
  requireMove("payment", payment.status, "failed", M.notPaid);
  const updated = await tx
    .update(payments)
    .set({ status: "failed", failureMessage })
    .where(and(eq(payments.id, payment.id), eq(payments.status, "processing")))
    .returning({ id: payments.id });
  return updated.length > 0;
}
