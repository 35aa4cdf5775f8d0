import {
  customerProfiles,
  jobRequests,
  paymentAttempts,
  payments,
  proposals,
  type Database,
  type Executor,
} from "@skyhire/db";
import { PaymentDeclinedError, toCents, type PaymentGateway } from "@skyhire/payments";
import { formatMoney, LIFECYCLE_MESSAGES as M, LIFECYCLE_PATHS } from "@skyhire/validators";
import { and, count, eq } from "drizzle-orm";
import { DomainError, forbidden, invalidState } from "../../errors";
import { lockJob, type LockedJob } from "./locks";
import { deliverNotificationEmails, notify } from "./notifications";
import { requireMove } from "./states";

/**
 * Hire: the customer pays the accepted proposal's quote into escrow. The charge runs inside the
 * transaction that holds the job's row lock, so a second click, tab or user waits and then finds
 * the payment held (no second charge). Each attempt has its own idempotency key
 * (<payment key>:<attempt>): a retried request replays the same charge at the gateway, while a
 * retry after a declined card is a new charge.
 */

export type Payment = typeof payments.$inferSelect;

export async function paymentOfJob(tx: Executor, jobId: string): Promise<Payment | null> {
  const [payment] = await tx.select().from(payments).where(eq(payments.jobRequestId, jobId)).limit(1);
  return payment ?? null;
}

/** A gateway's refusal the customer can act on, as a 400 with its message; anything else stays a 500. */
export function gatewayError(error: unknown): unknown {
  if (error instanceof PaymentDeclinedError) return new DomainError("BAD_REQUEST", error.message);
  if (error instanceof Error && "type" in error) {
    const type = (error as { type: unknown }).type;
    if (type === "StripeCardError" || type === "StripeInvalidRequestError") {
      return new DomainError("BAD_REQUEST", error.message);
    }
  }
  return error;
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
  requireMove("job", job.status, "in_progress", M.jobNotOpen);
  const now = new Date();
  const [held] = await tx
    .update(payments)
    .set({ status: "completed", paidAt: now, stripePaymentIntentId: input.intentId, failureMessage: null })
    .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
    .returning();
  if (!held) throw invalidState(M.paymentProcessing);
  const [hired] = await tx
    .update(proposals)
    .set({ status: "hired" })
    .where(and(eq(proposals.id, payment.proposalId), eq(proposals.status, "accepted")))
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

  const amount = formatMoney(held.amount, held.currency);
  return Promise.all([
    notify(tx, {
      userId: held.operatorId,
      type: "payment_held",
      title: "Payment held in escrow",
      body: `${amount} for "${job.title}" is secured in escrow. You can start the work.`,
      link: LIFECYCLE_PATHS.operatorProposals,
      jobRequestId: job.id,
    }),
    notify(tx, {
      userId: held.customerId,
      type: "payment_held",
      title: "Funds Secured",
      body: `Your payment of ${amount} for "${job.title}" is held in escrow until job completion.`,
      link: LIFECYCLE_PATHS.job(job.id),
      jobRequestId: job.id,
    }),
  ]);
}

export type PayOutcome = "paid" | "already_paid" | "processing";

/**
 * The customer pays the accepted proposal with their saved card. A declined card leaves the
 * payment `failed` (committed) and answers 400 with the card's message; paying again retries.
 */
export async function payForJob(
  db: Database,
  gateway: PaymentGateway,
  input: { customerId: string; jobId: string },
): Promise<{ outcome: PayOutcome; payment: Payment; testMode: boolean }> {
  const testMode = gateway.kind === "offline";
  const done = await db.transaction(async (tx) => {
    const job = await lockJob(tx, input.jobId);
    if (job.customerId !== input.customerId) throw forbidden("You can only pay for your own jobs");
    const payment = await paymentOfJob(tx, job.id);
    if (!payment) throw invalidState(M.noAcceptedProposal);
    if (payment.status === "completed" || payment.status === "released") {
      return { outcome: "already_paid" as const, payment, notes: [] as string[], failure: null };
    }
    if (payment.status === "processing") throw invalidState(M.paymentProcessing);
    if (job.status !== "open") throw invalidState(M.jobNotOpen);
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
    const attempt = (attempts?.n ?? 0) + 1;
    const idempotencyKey = `${payment.idempotencyKey}:${attempt}`;
    const [processing] = await tx
      .update(payments)
      .set({ status: "processing", failureMessage: null })
      .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
      .returning();
    if (!processing) throw invalidState(M.paymentProcessing);

    let result;
    try {
      result = await gateway.charge({
        amountCents: toCents(payment.amount),
        currency: payment.currency,
        customerRef: profile.customerRef ?? "",
        paymentMethodId: profile.paymentMethodId,
        idempotencyKey,
        description: `Skyhire escrow: ${job.title}`.slice(0, 200),
        metadata: { paymentId: payment.id, jobId: job.id, proposalId: payment.proposalId },
      });
    } catch (error) {
      throw gatewayError(error);
    }
    await tx.insert(paymentAttempts).values({
      paymentId: payment.id,
      attempt,
      idempotencyKey,
      intentId: result.intentId || null,
      status: result.status,
      failureMessage: result.failureMessage ?? null,
    });

    if (result.status === "succeeded") {
      const notes = await markPaymentHeld(tx, { job, payment: processing, intentId: result.intentId });
      const held = await paymentOfJob(tx, job.id);
      return { outcome: "paid" as const, payment: held ?? processing, notes, failure: null };
    }
    if (result.status === "processing") {
      // Settles later: the gateway's webhook moves it to completed or failed.
      const [pending] = await tx
        .update(payments)
        .set({ stripePaymentIntentId: result.intentId })
        .where(eq(payments.id, payment.id))
        .returning();
      return { outcome: "processing" as const, payment: pending ?? processing, notes: [], failure: null };
    }
    const failureMessage = result.failureMessage ?? "The payment could not be completed.";
    const [failed] = await tx
      .update(payments)
      .set({ status: "failed", failureMessage, stripePaymentIntentId: result.intentId || null })
      .where(eq(payments.id, payment.id))
      .returning();
    return { outcome: "processing" as const, payment: failed ?? processing, notes: [], failure: failureMessage };
  });
  // The declined attempt is committed above; the caller is told why, as a 400.
  if (done.failure) throw new DomainError("BAD_REQUEST", done.failure);
  await deliverNotificationEmails(db, done.notes);
  return { outcome: done.outcome, payment: done.payment, testMode };
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
