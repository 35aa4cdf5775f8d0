import { paymentOperations, payments, type Database, type Executor, type PaymentOperationKind } from "@skyhire/db";
import { PaymentDeclinedError, type PaymentGateway } from "@skyhire/payments";
import { LIFECYCLE_MESSAGES as M } from "@skyhire/validators";
import { and, count, eq, sql } from "drizzle-orm";
import { DomainError, invalidState } from "../../errors";
import { lockJob, type LockedJob } from "./locks";
import { deliverNotificationEmails } from "./notifications";

/**
 * The payments outbox (docs/architecture.md#payments). A money move is decided under the job's
 * row lock and recorded there as an operation with its idempotency key and exact request; the
 * gateway is called only after that commit, and its answer is applied in a second short
 * transaction under the lock again. A slow gateway therefore holds neither the lock nor a
 * connection. An operation whose call got no answer (a crash, a timeout) stays pending and is sent
 * again with the same key — by the user's retry or by the queue's sweep — so the gateway moves the
 * money exactly once.
 */

export type PaymentOperation = typeof paymentOperations.$inferSelect;
export type ChargeRequest = Parameters<PaymentGateway["charge"]>[0];
export type TransferRequest = Parameters<PaymentGateway["transfer"]>[0];
export type RefundRequest = Parameters<PaymentGateway["refund"]>[0];
type RequestOf = { charge: ChargeRequest; transfer: TransferRequest; refund: RefundRequest };

/** What the gateway answered, as recorded on the operation. */
export interface GatewayAnswer {
  status: "succeeded" | "processing" | "failed";
  gatewayRef: string | null;
  failureMessage: string | null;
}

const DEFAULT_FAILURE = "The payment could not be completed.";

/**
 * How the outbox retries an operation the gateway did not answer (docs/architecture.md#payments),
 * all in one place: the sweep leaves it to its own request for `graceMs`, then waits a pause after
 * each try without an answer that doubles from `firstPauseMs` up to `maxPauseMs`, so a gateway that
 * is down is not hammered. After `attentionAfterTries` such tries, or `attentionAfterMs` pending,
 * the operation is flagged to the admins (notification, money overview); it is still retried at the
 * longest pause, with the same key, until it is answered.
 */
export const PAYMENT_OPERATION_RETRY = {
  graceMs: 60_000,
  firstPauseMs: 60_000,
  maxPauseMs: 60 * 60_000,
  attentionAfterTries: 6,
  attentionAfterMs: 60 * 60_000,
} as const;

/** The pause after the `tries`-th try without an answer (1 → firstPauseMs, doubling, capped). */
export function retryPauseMs(tries: number): number {
  const { firstPauseMs, maxPauseMs } = PAYMENT_OPERATION_RETRY;
  return Math.min(firstPauseMs * 2 ** Math.min(Math.max(tries - 1, 0), 30), maxPauseMs);
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

/** The payment's operation still waiting for the gateway's answer, if any (at most one). */
export async function pendingOperation(tx: Executor, paymentId: string): Promise<PaymentOperation | null> {
  const [row] = await tx
    .select()
    .from(paymentOperations)
    .where(and(eq(paymentOperations.paymentId, paymentId), eq(paymentOperations.status, "pending")))
    .limit(1);
  return row ?? null;
}

/**
 * Inside the deciding transaction (job locked): the operation to send. A pending one of the same
 * kind is sent again as it is (same key, same request); one of another kind means another money
 * move is under way, and this one is refused.
 */
export async function resumableOperation(
  tx: Executor,
  paymentId: string,
  kind: PaymentOperationKind,
): Promise<PaymentOperation | null> {
  const pending = await pendingOperation(tx, paymentId);
  if (pending && pending.kind !== kind) throw invalidState(M.paymentProcessing);
  return pending;
}

/**
 * The idempotency key of a new transfer or refund: `baseKey` for the first try, `<baseKey>:<n>`
 * after a refused one (nothing moved; a new request at the gateway).
 */
export async function nextOperationKey(
  tx: Executor,
  input: { paymentId: string; kind: PaymentOperationKind; baseKey: string },
): Promise<string> {
  const [earlier] = await tx
    .select({ n: count() })
    .from(paymentOperations)
    .where(and(eq(paymentOperations.paymentId, input.paymentId), eq(paymentOperations.kind, input.kind)));
  const n = earlier?.n ?? 0;
  return n === 0 ? input.baseKey : `${input.baseKey}:${n + 1}`;
}

/** Records a new operation (the deciding transaction, job locked): the request as it will be sent. */
export async function recordOperation<K extends PaymentOperationKind>(
  tx: Executor,
  input: { paymentId: string; kind: K; request: RequestOf[K] },
): Promise<PaymentOperation> {
  const [row] = await tx
    .insert(paymentOperations)
    .values({
      paymentId: input.paymentId,
      kind: input.kind,
      idempotencyKey: input.request.idempotencyKey,
      request: { ...input.request },
    })
    .returning();
  if (!row) throw new Error("The payment operation was not recorded");
  return row;
}

/** The stored request, as the gateway takes it (written by `recordOperation` for this kind). */
function requestOf<K extends PaymentOperationKind>(op: PaymentOperation, _kind: K): RequestOf[K] {
  return op.request as unknown as RequestOf[K];
}

async function callGateway(gateway: PaymentGateway, op: PaymentOperation): Promise<GatewayAnswer> {
  switch (op.kind) {
    case "charge": {
      const result = await gateway.charge(requestOf(op, "charge"));
      return {
        status: result.status,
        gatewayRef: result.intentId || null,
        failureMessage: result.status === "failed" ? (result.failureMessage ?? DEFAULT_FAILURE) : null,
      };
    }
    case "transfer": {
      const { transferId } = await gateway.transfer(requestOf(op, "transfer"));
      return { status: "succeeded", gatewayRef: transferId, failureMessage: null };
    }
    case "refund": {
      const { refundId } = await gateway.refund(requestOf(op, "refund"));
      return { status: "succeeded", gatewayRef: refundId, failureMessage: null };
    }
  }
}

/**
 * Applies a recorded answer to the payment, inside the second transaction with the job locked;
 * `notes` are the notifications to e-mail after commit.
 */
export type ApplyAnswer<T extends { notes: string[] }> = (
  tx: Executor,
  input: { job: LockedJob; op: PaymentOperation; answer: GatewayAnswer; firstRecord: boolean },
) => Promise<T>;

/**
 * Sends the operation (no transaction open, no lock held) and applies the answer. A refusal is an
 * answer (`failed`, with the gateway's message), committed and then answered as a 400; no answer
 * at all leaves the operation pending for the next try, and the caller is told to try again (409).
 */
export async function sendOperation<T extends { notes: string[] }>(
  db: Database,
  gateway: PaymentGateway,
  op: PaymentOperation,
  apply: ApplyAnswer<T>,
  now: Date = new Date(),
): Promise<T> {
  let answer: GatewayAnswer;
  try {
    answer = await callGateway(gateway, op);
  } catch (error) {
    const refusal = gatewayError(error);
    if (!(refusal instanceof DomainError)) {
      await db
        .update(paymentOperations)
        .set({
          tries: sql`${paymentOperations.tries} + 1`,
          lastError: String(error).slice(0, 500),
          // op.tries was read when this try began; this try is the next one.
          nextAttemptAt: new Date(now.getTime() + retryPauseMs(op.tries + 1)),
        })
        .where(and(eq(paymentOperations.id, op.id), eq(paymentOperations.status, "pending")));
      console.error(`Payment operation ${op.id} (${op.kind}) got no answer; it stays pending`, error);
      throw invalidState(M.gatewayNoAnswer);
    }
    answer = { status: "failed", gatewayRef: null, failureMessage: refusal.message };
  }
  const done = await db.transaction(async (tx) => {
    const [payment] = await tx
      .select({ jobId: payments.jobRequestId })
      .from(payments)
      .where(eq(payments.id, op.paymentId))
      .limit(1);
    if (!payment) throw new Error(`Payment ${op.paymentId} of operation ${op.id} is gone`);
    const job = await lockJob(tx, payment.jobId);
    const [recorded] = await tx
      .update(paymentOperations)
      .set({ ...answer, completedAt: new Date() })
      .where(and(eq(paymentOperations.id, op.id), eq(paymentOperations.status, "pending")))
      .returning();
    if (recorded) return { answer, result: await apply(tx, { job, op: recorded, answer, firstRecord: true }) };
    // Another try recorded the answer first (a retry, the sweep): apply what it recorded.
    const [earlier] = await tx.select().from(paymentOperations).where(eq(paymentOperations.id, op.id)).limit(1);
    if (!earlier || earlier.status === "pending") throw new Error(`Payment operation ${op.id} vanished`);
    const recordedAnswer: GatewayAnswer = {
      status: earlier.status,
      gatewayRef: earlier.gatewayRef,
      failureMessage: earlier.failureMessage,
    };
    return { answer: recordedAnswer, result: await apply(tx, { job, op: earlier, answer: recordedAnswer, firstRecord: false }) };
  });
  // A refusal is committed with the operation (and, for a charge, the failed payment); the caller
  // is told why, as a 400, and may try again.
  if (done.answer.status === "failed") {
    throw new DomainError("BAD_REQUEST", done.answer.failureMessage ?? DEFAULT_FAILURE);
  }
  await deliverNotificationEmails(db, done.result.notes);
  return done.result;
}

/** What the deciding transaction found: an answer that needs no money move, or the move to send. */
export type MoneyMoveStep<Done> = { done: Done } | { op: PaymentOperation };

/**
 * One money move of a job: `decide` runs the deciding transaction (job locked, operation
 * recorded), then the operation is sent and its answer applied after that commit.
 */
export async function moveMoney<Done, T extends { notes: string[] }>(
  db: Database,
  gateway: PaymentGateway,
  input: { jobId: string; decide: () => Promise<MoneyMoveStep<Done>>; apply: ApplyAnswer<T> },
): Promise<Done | T> {
  return oneMoneyMoveAtATime(input.jobId, async () => {
    const step = await input.decide();
    return "op" in step ? sendOperation(db, gateway, step.op, input.apply) : step.done;
  });
}

const inFlight = new Map<string, Promise<unknown>>();

/**
 * Money moves of one job run one after the other in this process: a second click waits for the
 * first one's answer (without any database lock or connection) and then finds the payment moved.
 * Another process finds the operation pending and sends it again under the same key.
 */
export async function oneMoneyMoveAtATime<T>(jobId: string, run: () => Promise<T>): Promise<T> {
  const before = inFlight.get(jobId) ?? Promise.resolve();
  const mine = before.then(run, run);
  const tail = mine.then(
    () => undefined,
    () => undefined,
  );
  inFlight.set(jobId, tail);
  try {
    return await mine;
  } finally {
    if (inFlight.get(jobId) === tail) inFlight.delete(jobId);
  }
}
