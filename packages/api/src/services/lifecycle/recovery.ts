import { paymentOperations, type Database, type PaymentOperationKind } from "@skyhire/db";
import type { PaymentGateway } from "@skyhire/payments";
import { and, asc, eq, lt } from "drizzle-orm";
import { DomainError } from "../../errors";
import { applyDisputeRefundAnswer, applyDisputeTransferAnswer } from "./disputes";
import { applyChargeAnswer } from "./escrow";
import { sendOperation, type ApplyAnswer } from "./outbox";

/**
 * The outbox's sweep (docs/architecture.md#payments): operations still pending after the grace
 * period — their request was cut off between the commit and the gateway's answer (a crash, a
 * deploy, a timeout) — are sent again with their own idempotency key and their answer applied, as
 * the request would have. The gateway moves the money once however often a key is sent.
 */

/** A request normally records its answer within seconds; younger operations are left to it. */
export const PAYMENT_OPERATION_GRACE_MS = 60_000;
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
    .where(and(eq(paymentOperations.status, "pending"), lt(paymentOperations.createdAt, olderThan)))
    .orderBy(asc(paymentOperations.createdAt))
    .limit(BATCH);
  const result: SweepResult = { finished: 0, refused: 0, stillPending: 0 };
  for (const op of pending) {
    try {
      await sendOperation(db, gateway, op, APPLY[op.kind]);
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
  return result;
}
