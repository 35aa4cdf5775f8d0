import { invoices, jobRequests, notifications, paymentAttempts, payments } from "@skyhire/db";
import { LIFECYCLE_MESSAGES as M } from "@skyhire/validators";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../../testing";
import { payForJob } from "./escrow";
import {
  countingGateway,
  customerWithCard,
  DECLINED_CARD,
  jobWithProposals,
  paymentOf,
  proposalRow,
  setCard,
} from "./test-fixtures";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

async function attemptsOf(paymentId: string) {
  return t.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.paymentId, paymentId))
    .orderBy(asc(paymentAttempts.attempt));
}

describe("escrow.pay", () => {
  it("holds the money: payment completed, proposal hired, job in progress, the others not selected", async () => {
    const { customer, job, operators, proposals } = await jobWithProposals(t, 3);
    const caller = t.callerFor(customer);
    await caller.proposals.accept({ id: proposals[0]!.id });
    const paid = await caller.escrow.pay({ jobId: job.id });
    expect(paid).toMatchObject({ outcome: "paid", testMode: true, payment: { status: "completed" } });
    expect(paid.payment.paidAt).toBeInstanceOf(Date);
    expect(paid.payment.stripePaymentIntentId).toMatch(/^pi_offline_/);

    const [jobRow] = await t.db.select().from(jobRequests).where(eq(jobRequests.id, job.id));
    expect(jobRow?.status).toBe("in_progress");
    expect((await proposalRow(t, proposals[0]!.id))?.status).toBe("hired");
    for (const other of proposals.slice(1)) {
      expect(await proposalRow(t, other.id)).toMatchObject({ status: "rejected", rejectionReason: "not_selected" });
    }
    const attempts = await attemptsOf(paid.payment.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ attempt: 1, status: "succeeded" });
    expect(attempts[0]?.idempotencyKey).toBe(`${paid.payment.idempotencyKey}:1`);

    const held = await t.db.select().from(notifications).where(eq(notifications.jobRequestId, job.id));
    expect(held.filter((n) => n.type === "payment_held").map((n) => [n.userId, n.title]).sort()).toEqual(
      [
        [customer.id, "Funds Secured"],
        [operators[0]!.user.id, "Payment held in escrow"],
      ].sort(),
    );
    const view = await caller.invoices.list({});
    expect(view.items.find((i) => i.jobId === job.id)?.status).toBe("paid");
  });

  it("charges once when paid again: the second call finds the money held", async () => {
    const { customer, job, proposals } = await jobWithProposals(t, 1);
    await t.callerFor(customer).proposals.accept({ id: proposals[0]!.id });
    const { gateway, calls } = countingGateway();
    const first = await payForJob(t.db, gateway, { customerId: customer.id, jobId: job.id });
    const again = await payForJob(t.db, gateway, { customerId: customer.id, jobId: job.id });
    expect(first.outcome).toBe("paid");
    expect(again.outcome).toBe("already_paid");
    expect(calls.charge).toHaveLength(1);
  });

  it("records a declined card as failed with the card's message, and a retry with a new card succeeds", async () => {
    const customer = await customerWithCard(t, DECLINED_CARD);
    const { job, proposals } = await jobWithProposals(t, 1, customer);
    const caller = t.callerFor(customer);
    await caller.proposals.accept({ id: proposals[0]!.id });
    expect(await failureOf(caller.escrow.pay({ jobId: job.id }))).toEqual({
      code: "BAD_REQUEST",
      message: "Your card was declined.",
    });
    const failed = await paymentOf(t, job.id);
    expect(failed).toMatchObject({ status: "failed", failureMessage: "Your card was declined.", paidAt: null });
    const [jobRow] = await t.db.select().from(jobRequests).where(eq(jobRequests.id, job.id));
    expect(jobRow?.status).toBe("open");
    expect((await proposalRow(t, proposals[0]!.id))?.status).toBe("accepted");
    const byJob = await caller.proposals.byJob({ jobId: job.id });
    expect(byJob.actions.canPay).toBe(true);

    await setCard(t, customer.id);
    const retried = await caller.escrow.pay({ jobId: job.id });
    expect(retried.payment).toMatchObject({ status: "completed", failureMessage: null });
    const attempts = await attemptsOf(retried.payment.id);
    expect(attempts.map((a) => [a.attempt, a.status])).toEqual([
      [1, "failed"],
      [2, "succeeded"],
    ]);
    expect(new Set(attempts.map((a) => a.idempotencyKey)).size).toBe(2);
  });

  it("refuses without an accepted proposal, without a card, for someone else's job and after cancellation", async () => {
    const { customer, job, proposals } = await jobWithProposals(t, 1);
    const caller = t.callerFor(customer);
    expect(await failureOf(caller.escrow.pay({ jobId: job.id }))).toEqual({
      code: "CONFLICT",
      message: M.noAcceptedProposal,
    });
    await caller.proposals.accept({ id: proposals[0]!.id });
    const stranger = await customerWithCard(t);
    expect((await failureOf(t.callerFor(stranger).escrow.pay({ jobId: job.id }))).code).toBe("FORBIDDEN");
    expect((await failureOf(t.callerFor(stranger).escrow.pay({ jobId: "missing" }))).code).toBe("NOT_FOUND");

    const cardless = await t.makeUser();
    const other = await jobWithProposals(t, 1, cardless);
    await t.callerFor(cardless).proposals.accept({ id: other.proposals[0]!.id });
    expect(await failureOf(t.callerFor(cardless).escrow.pay({ jobId: other.job.id }))).toEqual({
      code: "BAD_REQUEST",
      message: M.noPaymentMethod,
    });

    await caller.escrow.cancel({ jobId: job.id });
    expect(await failureOf(caller.escrow.pay({ jobId: job.id }))).toEqual({ code: "CONFLICT", message: M.jobNotOpen });
    // The cancelled job's unpaid invoice is withdrawn.
    const listed = await caller.invoices.list({});
    expect(listed.items.some((i) => i.jobId === job.id)).toBe(false);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.paymentId, (await paymentOf(t, job.id))!.id));
    expect(invoice).toBeDefined();
  });

  it("refuses a payment still settling at the gateway", async () => {
    const { customer, job, proposals } = await jobWithProposals(t, 1);
    await t.callerFor(customer).proposals.accept({ id: proposals[0]!.id });
    await t.db.update(payments).set({ status: "processing" }).where(eq(payments.jobRequestId, job.id));
    expect(await failureOf(t.callerFor(customer).escrow.pay({ jobId: job.id }))).toEqual({
      code: "CONFLICT",
      message: M.paymentProcessing,
    });
    expect(await failureOf(t.callerFor(customer).escrow.cancel({ jobId: job.id }))).toEqual({
      code: "CONFLICT",
      message: M.paymentProcessing,
    });
  });
});
