import { jobRequests, paymentOperations, payments, users, type Database, type PaymentOperationKind } from "@skyhire/db";
import type { PaymentGateway } from "@skyhire/payments";
import { LIFECYCLE_PATHS } from "@skyhire/validators";
import { and, asc, eq, gte, inArray, isNull, lt, lte, or } from "drizzle-orm";
import { DomainError } from "../../errors";
import { applyDisputeRefundAnswer, applyDisputeTransferAnswer } from "./disputes";
import { applyChargeAnswer } from "./escrow";
import { deliverNotificationEmails, notify } from "./notifications";
import { PAYMENT_OPERATION_RETRY, sendOperation, type ApplyAnswer } from "./outbox";

/**
 * The outbox's sweep (docs/architecture.md#payments): operations still pending after the grace
 * period — their request was cut off between the commit and the gateway's answer (a crash, a
 * deploy, a timeout) — are sent again with their own idempotency key and their answer applied, as
 * the request would have. The gateway moves the money once however often a key is sent. One that
 * got no answer waits its pause before the next try, and one stuck too long is flagged to the
 * admins (PAYMENT_OPERATION_RETRY in outbox.ts).
 */

/** A request normally records its answer within seconds; younger operations are left to it. */
export const PAYMENT_OPERATION_GRACE_MS = PAYMENT_OPERATION_RETRY.graceMs;
const BATCH = 50;

export interface SweepResult {
  finished: number;
  refused: number;
  stillPending: number;
}

/** A refund or transfer may be a dispute's resolution (a split's partial refund): those apply it as such. */
const APPLY: Record<PaymentOperationKind, ApplyAnswer<{ notes: string[] }>> = {
  charge: applyChargeAnswer,
  transfer: applyDisputeTransferAnswer,
  refund: applyDisputeRefundAnswer,
};

export async function finishPendingPaymentOperations(
  db: Database,
  gateway: PaymentGateway,
  now = new Date(),
): Promise<SweepResult> {
  const olderThan = new Date(now.getTime() - PAYMENT_OPERATION_GRACE_MS);
  const pending = await db
    .select()
    .from(paymentOperations)
    .where(
      and(
        eq(paymentOperations.status, "pending"),
        lt(paymentOperations.createdAt, olderThan),
        // Its pause after the last try without an answer is over.
        or(isNull(paymentOperations.nextAttemptAt), lte(paymentOperations.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(paymentOperations.createdAt))
    .limit(BATCH);
  const result: SweepResult = { finished: 0, refused: 0, stillPending: 0 };
  for (const op of pending) {
    try {
      await sendOperation(db, gateway, op, APPLY[op.kind], now);
      result.finished += 1;
    } catch (error) {
      // A refusal is recorded (the payment shows it; the user may try again). No answer: next sweep.
      if (error instanceof DomainError && error.code === "BAD_REQUEST") result.refused += 1;
      else {
        result.stillPending += 1;
        console.error(`Payment operation ${op.id} (${op.kind}) is still pending`, error);
      }
    }
  }
  await flagStuckPaymentOperations(db, now);
  return result;
}

/**
 * Flags, once, every pending operation that has had `attentionAfterTries` tries without an answer
 * or has been pending `attentionAfterMs`, and tells every admin in the app (and by e-mail): the
 * money of that job waits on the gateway and someone should look. Returns how many were flagged.
 */
export async function flagStuckPaymentOperations(db: Database, now = new Date()): Promise<number> {
  const { attentionAfterTries, attentionAfterMs } = PAYMENT_OPERATION_RETRY;
  const notes = await db.transaction(async (tx) => {
    // Only the sweep that sets the flag tells the admins: a concurrent one finds it set.
    const flagged = await tx
      .update(paymentOperations)
      .set({ needsAttentionAt: now })
      .where(
        and(
          eq(paymentOperations.status, "pending"),
          isNull(paymentOperations.needsAttentionAt),
          or(
            gte(paymentOperations.tries, attentionAfterTries),
            lt(paymentOperations.createdAt, new Date(now.getTime() - attentionAfterMs)),
          ),
        ),
      )
      .returning({ id: paymentOperations.id, kind: paymentOperations.kind, tries: paymentOperations.tries, paymentId: paymentOperations.paymentId });
    if (flagged.length === 0) return { count: 0, ids: [] };
    const jobs = await tx
      .select({ paymentId: payments.id, jobId: jobRequests.id, title: jobRequests.title })
      .from(payments)
      .innerJoin(jobRequests, eq(jobRequests.id, payments.jobRequestId))
      .where(inArray(payments.id, flagged.map((op) => op.paymentId)));
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    const ids: string[] = [];
    for (const op of flagged) {
      const job = jobs.find((j) => j.paymentId === op.paymentId);
      for (const admin of admins) {
        ids.push(
          await notify(tx, {
            userId: admin.id,
            type: "payment_needs_attention",
            title: "A payment is stuck at the gateway",
            body:
              `The ${op.kind} for "${job?.title ?? "a job"}" has had no answer from the payment gateway after ` +
              `${op.tries} ${op.tries === 1 ? "try" : "tries"}. It is still retried with the same key; check the gateway.`,
            link: LIFECYCLE_PATHS.adminMoney,
            jobRequestId: job?.jobId ?? null,
          }),
        );
      }
    }
    return { count: flagged.length, ids };
  });
  await deliverNotificationEmails(db, notes.ids);
  return notes.count;
}
