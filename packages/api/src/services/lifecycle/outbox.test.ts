/**
 * The payments outbox (docs/architecture.md#payments): the gateway is called after the deciding
 * transaction commits, a call cut off by a crash is finished by the sweep with the same key, a
 * gateway that does not answer leaves a state the user can retry, and the job's row lock is free
 * while the gateway works.
 */
import { jobRequests, notifications, paymentAttempts, paymentOperations, payments, type PaymentOperationKind } from "@skyhire/db";
import { createOfflineGateway, PaymentDeclinedError, type PaymentGateway } from "@skyhire/payments";
import { LIFECYCLE_MESSAGES as M } from "@skyhire/validators";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "../../root";
import { createTestContext, type TestContext } from "../../testing";
import { moneyOverview } from "../admin/money";
import { recordRefund, refundJob } from "./cancellation";
import { markDelivered, recordRelease, releasePayment } from "./completion";
import { payForJob, recordCharge } from "./escrow";
import { lockJob } from "./locks";
import { PAYMENT_OPERATION_RETRY, retryPauseMs } from "./outbox";
import { acceptProposal } from "./proposals";
import { finishPendingPaymentOperations, flagStuckPaymentOperations, PAYMENT_OPERATION_GRACE_MS } from "./recovery";
import { countingGateway, hiredJob, jobWithProposals, paymentOf } from "./test-fixtures";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

/** A sweep run as if the grace period had passed for every operation recorded so far. */
const sweepNow = (gateway: PaymentGateway) =>
  finishPendingPaymentOperations(t.db, gateway, new Date(Date.now() + PAYMENT_OPERATION_GRACE_MS + 1_000));

async function acceptedJob() {
  const { customer, job, proposals } = await jobWithProposals(t, 1);
  await acceptProposal(t.db, { customerId: customer.id, proposalId: proposals[0]!.id });
  return { customer, job };
}

async function operationsOf(paymentId: string, kind: PaymentOperationKind) {
  return t.db
    .select()
    .from(paymentOperations)
    .where(and(eq(paymentOperations.paymentId, paymentId), eq(paymentOperations.kind, kind)))
    .orderBy(asc(paymentOperations.createdAt));
}

async function jobStatus(jobId: string) {
  const [row] = await t.db.select({ status: jobRequests.status }).from(jobRequests).where(eq(jobRequests.id, jobId));
  return row?.status;
}

/** The offline gateway, whose `kind` call fails as a network would: the request may or may not have arrived. */
function unreachable(kind: "charge" | "transfer" | "refund", base: PaymentGateway = createOfflineGateway()) {
  const lost = async () => {
    throw new Error("connect ECONNREFUSED 10.0.0.1:443");
  };
  return { ...base, [kind]: lost } satisfies PaymentGateway;
}

/**
 * A gateway whose `kind` call first takes the job's row lock in another transaction, and answers
 * only once it has it: were the lock still held by the calling request, it would never answer.
 */
function lockTakingGateway(kind: "charge" | "transfer" | "refund", jobId: string) {
  const base = createOfflineGateway();
  const seen = { lockTaken: false };
  const takeLock = () =>
    t.db.transaction(async (tx) => {
      await lockJob(tx, jobId);
      seen.lockTaken = true;
    });
  const gateway: PaymentGateway = {
    ...base,
    async charge(input) {
      if (kind === "charge") await takeLock();
      return base.charge(input);
    },
    async transfer(input) {
      if (kind === "transfer") await takeLock();
      return base.transfer(input);
    },
    async refund(input) {
      if (kind === "refund") await takeLock();
      return base.refund(input);
    },
  };
  return { gateway, seen };
}

describe("a crash between the decision and the gateway call", () => {
  it("charges exactly once: the sweep sends the recorded charge and holds the money", async () => {
    const { customer, job } = await acceptedJob();
    const step = await recordCharge(t.db, { kind: "offline" }, { customerId: customer.id, paymentId: (await paymentOf(t, job.id))!.id });
    expect("op" in step).toBe(true);
    // The process stops here. The payment waits as processing, its charge recorded as pending.
    expect((await paymentOf(t, job.id))?.status).toBe("processing");

    const { gateway, calls } = countingGateway();
    expect(await sweepNow(gateway)).toMatchObject({ finished: 1, stillPending: 0 });
    expect(await sweepNow(gateway)).toEqual({ finished: 0, refused: 0, stillPending: 0 });
    const again = await payForJob(t.db, gateway, { customerId: customer.id, jobId: job.id });
    expect(again.outcome).toBe("already_paid");

    const payment = await paymentOf(t, job.id);
    expect(payment?.status).toBe("completed");
    expect(await jobStatus(job.id)).toBe("in_progress");
    expect(calls.charge).toEqual([`${payment!.idempotencyKey}:1`]);
    const ops = await operationsOf(payment!.id, "charge");
    expect(ops).toMatchObject([{ kind: "charge", status: "succeeded", gatewayRef: payment!.stripePaymentIntentId }]);
    expect(await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.paymentId, payment!.id))).toHaveLength(1);
  });

  it("charges exactly once when the answer was lost: the sweep sends the same key again", async () => {
    const { customer, job } = await acceptedJob();
    const { gateway: reached, calls: first } = countingGateway();
    // The charge reaches the gateway, but its answer never comes back.
    const lostAnswer: PaymentGateway = {
      ...reached,
      async charge(input) {
        await reached.charge(input);
        throw new Error("socket hang up");
      },
    };
    await expect(payForJob(t.db, lostAnswer, { customerId: customer.id, jobId: job.id })).rejects.toMatchObject({
      code: "INVALID_STATE",
      message: M.gatewayNoAnswer,
    });
    const { gateway, calls: second } = countingGateway();
    await sweepNow(gateway);
    const payment = await paymentOf(t, job.id);
    expect(payment?.status).toBe("completed");
    // Both sends carried one key: the gateway made one charge.
    expect(new Set([...first.charge, ...second.charge])).toEqual(new Set([`${payment!.idempotencyKey}:1`]));
  });

  it("transfers the payout exactly once and completes the job", async () => {
    const { customer, job, operator, proposal } = await hiredJob(t, 1);
    await markDelivered(t.db, { operatorId: operator.user.id, proposalId: proposal.id });
    const step = await recordRelease(t.db, { kind: "offline" }, { actor: customer, paymentId: (await paymentOf(t, job.id))!.id });
    expect("op" in step).toBe(true);
    expect((await paymentOf(t, job.id))?.status).toBe("completed");

    const { gateway, calls } = countingGateway();
    await sweepNow(gateway);
    await sweepNow(gateway);
    expect((await releasePayment(t.db, gateway, { actor: customer, jobId: job.id })).outcome).toBe("already_released");
    const payment = await paymentOf(t, job.id);
    expect(payment).toMatchObject({ status: "released", transferId: expect.stringMatching(/^tr_offline_/) });
    expect(await jobStatus(job.id)).toBe("completed");
    expect(calls.transfer).toEqual([`transfer_${payment!.id}`]);
  });

  it("refunds exactly once and cancels the job", async () => {
    const { customer, job } = await hiredJob(t, 1);
    const step = await recordRefund(t.db, { actor: customer, paymentId: (await paymentOf(t, job.id))!.id });
    expect("op" in step).toBe(true);
    const { gateway, calls } = countingGateway();
    await sweepNow(gateway);
    expect((await refundJob(t.db, gateway, { actor: customer, jobId: job.id })).outcome).toBe("already_refunded");
    const payment = await paymentOf(t, job.id);
    expect(payment?.status).toBe("refunded");
    expect(await jobStatus(job.id)).toBe("cancelled");
    expect(calls.refund).toEqual([`refund_${payment!.id}`]);
  });

  it("leaves operations younger than the grace period to their own request", async () => {
    const { customer, job } = await acceptedJob();
    await recordCharge(t.db, { kind: "offline" }, { customerId: customer.id, paymentId: (await paymentOf(t, job.id))!.id });
    const { gateway, calls } = countingGateway();
    await finishPendingPaymentOperations(t.db, gateway);
    expect(calls.charge).toHaveLength(0);
    expect((await paymentOf(t, job.id))?.status).toBe("processing");
    await sweepNow(gateway);
    expect((await paymentOf(t, job.id))?.status).toBe("completed");
  });
});

describe("a gateway that fails", () => {
  it("without an answer: the pay says to try again, and the retry sends the same charge", async () => {
    const { customer, job } = await acceptedJob();
    await expect(
      payForJob(t.db, unreachable("charge"), { customerId: customer.id, jobId: job.id }),
    ).rejects.toMatchObject({ code: "INVALID_STATE", message: M.gatewayNoAnswer });
    const waiting = await paymentOf(t, job.id);
    expect(waiting?.status).toBe("processing");
    expect(await jobStatus(job.id)).toBe("open");
    expect(await operationsOf(waiting!.id, "charge")).toMatchObject([
      { kind: "charge", status: "pending", tries: 1, lastError: expect.stringContaining("ECONNREFUSED") },
    ]);

    const { gateway, calls } = countingGateway();
    const paid = await payForJob(t.db, gateway, { customerId: customer.id, jobId: job.id });
    expect(paid.outcome).toBe("paid");
    expect(calls.charge).toEqual([`${waiting!.idempotencyKey}:1`]);
    expect(await operationsOf(waiting!.id, "charge")).toMatchObject([{ status: "succeeded" }]);
  });

  it("with a refusal: the release answers the gateway's message, nothing moves, and a retry is a new transfer", async () => {
    const { customer, job, operator, proposal } = await hiredJob(t, 1);
    await markDelivered(t.db, { operatorId: operator.user.id, proposalId: proposal.id });
    const refusing: PaymentGateway = {
      ...createOfflineGateway(),
      async transfer() {
        throw new PaymentDeclinedError("Insufficient funds in the platform balance.");
      },
    };
    await expect(releasePayment(t.db, refusing, { actor: customer, jobId: job.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Insufficient funds in the platform balance.",
    });
    const held = await paymentOf(t, job.id);
    expect(held?.status).toBe("completed");
    expect(await jobStatus(job.id)).toBe("in_progress");
    expect(await operationsOf(held!.id, "transfer")).toMatchObject([
      { kind: "transfer", status: "failed", failureMessage: "Insufficient funds in the platform balance." },
    ]);

    const { gateway, calls } = countingGateway();
    expect((await releasePayment(t.db, gateway, { actor: customer, jobId: job.id })).outcome).toBe("released");
    expect(calls.transfer).toEqual([`transfer_${held!.id}:2`]);
  });

  it("a pending transfer refuses a refund until it is answered", async () => {
    const { customer, job, operator, proposal } = await hiredJob(t, 1);
    await markDelivered(t.db, { operatorId: operator.user.id, proposalId: proposal.id });
    await expect(releasePayment(t.db, unreachable("transfer"), { actor: customer, jobId: job.id })).rejects.toMatchObject({
      message: M.gatewayNoAnswer,
    });
    const admin = await t.makeUser({ role: "admin" });
    const { gateway, calls } = countingGateway();
    await expect(refundJob(t.db, gateway, { actor: admin, jobId: job.id })).rejects.toMatchObject({
      code: "INVALID_STATE",
      message: M.paymentProcessing,
    });
    await sweepNow(gateway);
    expect(calls.refund).toHaveLength(0);
    expect(calls.transfer).toHaveLength(1);
    expect((await paymentOf(t, job.id))?.status).toBe("released");
  });
});

describe("the job's row lock during the gateway call", () => {
  it("is free while the charge is sent", async () => {
    const { customer, job } = await acceptedJob();
    const { gateway, seen } = lockTakingGateway("charge", job.id);
    expect((await payForJob(t.db, gateway, { customerId: customer.id, jobId: job.id })).outcome).toBe("paid");
    expect(seen.lockTaken).toBe(true);
  });

  it("is free while the transfer and the refund are sent", async () => {
    const released = await hiredJob(t, 1);
    await markDelivered(t.db, { operatorId: released.operator.user.id, proposalId: released.proposal.id });
    const transfer = lockTakingGateway("transfer", released.job.id);
    await releasePayment(t.db, transfer.gateway, { actor: released.customer, jobId: released.job.id });
    expect(transfer.seen.lockTaken).toBe(true);

    const refunded = await hiredJob(t, 1);
    const refund = lockTakingGateway("refund", refunded.job.id);
    await refundJob(t.db, refund.gateway, { actor: refunded.customer, jobId: refunded.job.id });
    expect(refund.seen.lockTaken).toBe(true);
    expect((await paymentOf(t, refunded.job.id))?.status).toBe("refunded");
  });
});

describe("the gateway of a request", () => {
  it("comes from the request's context", async () => {
    const { customer, job } = await acceptedJob();
    const { gateway, calls } = countingGateway();
    const caller = createCaller({ ...t.contextFor(customer), gateway });
    expect(await caller.escrow.pay({ jobId: job.id })).toMatchObject({ outcome: "paid" });
    expect(calls.charge).toHaveLength(1);
    const [row] = await t.db.select().from(payments).where(eq(payments.jobRequestId, job.id));
    expect(row?.status).toBe("completed");
  });
});

describe("an operation the gateway never answers", () => {
  it("waits a pause that doubles after each try, up to the longest", () => {
    const { firstPauseMs, maxPauseMs } = PAYMENT_OPERATION_RETRY;
    expect([1, 2, 3].map(retryPauseMs)).toEqual([firstPauseMs, 2 * firstPauseMs, 4 * firstPauseMs]);
    expect(retryPauseMs(50)).toBe(maxPauseMs);
  });

  it("is not sent again before its pause is over, and after enough tries the admins are told once", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const { customer, job } = await acceptedJob();
    const { gateway: down, calls } = countingGateway(unreachable("charge"));
    await expect(payForJob(t.db, down, { customerId: customer.id, jobId: job.id })).rejects.toMatchObject({
      message: M.gatewayNoAnswer,
    });
    const payment = (await paymentOf(t, job.id))!;
    const key = `${payment.idempotencyKey}:1`;
    const triesOfKey = () => calls.charge.filter((k) => k === key).length;
    const operation = async () => (await operationsOf(payment.id, "charge"))[0]!;
    const alerts = () =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, admin.id), eq(notifications.jobRequestId, job.id), eq(notifications.type, "payment_needs_attention")));

    let op = await operation();
    while (op.tries < PAYMENT_OPERATION_RETRY.attentionAfterTries) {
      const due = op.nextAttemptAt!;
      expect(op.needsAttentionAt).toBeNull();
      // Before the pause is over the sweep leaves it alone: the gateway is not called.
      const before = triesOfKey();
      await finishPendingPaymentOperations(t.db, down, new Date(due.getTime() - 1));
      expect(triesOfKey()).toBe(before);
      await finishPendingPaymentOperations(t.db, down, due);
      expect(triesOfKey()).toBe(before + 1);
      const next = await operation();
      expect(next.tries).toBe(op.tries + 1);
      expect(next.nextAttemptAt!.getTime() - due.getTime()).toBe(retryPauseMs(next.tries));
      op = next;
    }

    expect(op.status).toBe("pending");
    expect(op.needsAttentionAt).not.toBeNull();
    expect(await alerts()).toMatchObject([{ title: "A payment is stuck at the gateway", link: "/admin/money" }]);
    const overview = await moneyOverview(t.db);
    expect(overview.stuckOperations.find((stuck) => stuck.id === op.id)).toMatchObject({
      kind: "charge",
      jobRequestId: job.id,
      tries: PAYMENT_OPERATION_RETRY.attentionAfterTries,
    });

    // Flagged once: the next try without an answer tells nobody again; an answer clears it from the overview.
    await finishPendingPaymentOperations(t.db, down, op.nextAttemptAt!);
    expect(await alerts()).toHaveLength(1);
    const { gateway: back } = countingGateway();
    await finishPendingPaymentOperations(t.db, back, (await operation()).nextAttemptAt!);
    expect((await paymentOf(t, job.id))?.status).toBe("completed");
    expect((await moneyOverview(t.db)).stuckOperations.find((stuck) => stuck.id === op.id)).toBeUndefined();
  });

  it("is flagged once it has been pending too long, however few its tries", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const { customer, job } = await acceptedJob();
    const step = await recordCharge(t.db, { kind: "offline" }, { customerId: customer.id, paymentId: (await paymentOf(t, job.id))!.id });
    expect("op" in step).toBe(true);
    const op = (await operationsOf((await paymentOf(t, job.id))!.id, "charge"))[0]!;
    await flagStuckPaymentOperations(t.db, new Date(op.createdAt.getTime() + PAYMENT_OPERATION_RETRY.attentionAfterMs - 1));
    expect((await operationsOf(op.paymentId, "charge"))[0]?.needsAttentionAt).toBeNull();
    await flagStuckPaymentOperations(t.db, new Date(op.createdAt.getTime() + PAYMENT_OPERATION_RETRY.attentionAfterMs + 1));
    expect((await operationsOf(op.paymentId, "charge"))[0]?.needsAttentionAt).not.toBeNull();
    const alerts = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.jobRequestId, job.id)));
    expect(alerts).toMatchObject([{ type: "payment_needs_attention" }]);
  });
});
