import { jobRequests, notifications, operatorProfiles } from "@skyhire/db";
import { LIFECYCLE_MESSAGES as M, type SessionUser } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../../testing";
import { releasePayment } from "./completion";
import { countingGateway, hiredJob, jobWithProposals, paymentOf, proposalRow } from "./test-fixtures";

let t: TestContext;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.makeUser({ role: "admin" });
});
afterAll(async () => t?.close());

describe("proposals.markDelivered", () => {
  it("lets the hired operator mark the job delivered once, and tells the customer", async () => {
    const { customer, job, operator, proposal } = await hiredJob(t);
    const caller = t.callerFor(operator.user);
    const delivered = await caller.proposals.markDelivered({ id: proposal.id });
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
    const again = await caller.proposals.markDelivered({ id: proposal.id });
    expect(again.deliveredAt?.getTime()).toBe(delivered.deliveredAt?.getTime());
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, customer.id));
    expect(notes.filter((n) => n.type === "job_delivered")).toHaveLength(1);
    const view = await t.callerFor(customer).proposals.byJob({ jobId: job.id });
    expect(view.actions).toMatchObject({ canConfirmCompletion: true, canRefund: false });
  });

  it("refuses another operator, a proposal that is not hired and a customer", async () => {
    const { customer, operators, proposals, operator, proposal } = await hiredJob(t, 2);
    expect((await failureOf(t.callerFor(operators[1]!.user).proposals.markDelivered({ id: proposal.id }))).code).toBe(
      "FORBIDDEN",
    );
    expect((await failureOf(t.callerFor(operators[1]!.user).proposals.markDelivered({ id: proposals[1]!.id }))).code).toBe(
      "CONFLICT",
    );
    expect((await failureOf(t.callerFor(customer).proposals.markDelivered({ id: proposal.id }))).code).toBe("FORBIDDEN");
    const pending = await jobWithProposals(t, 1);
    expect(
      (await failureOf(t.callerFor(pending.operators[0]!.user).proposals.markDelivered({ id: pending.proposals[0]!.id })))
        .code,
    ).toBe("CONFLICT");
    expect(operator).toBeDefined();
  });
});

describe("escrow.release", () => {
  it("releases the payout minus the 10% fee: job and proposal completed, completedJobs recomputed", async () => {
    const { customer, job, operator, proposal } = await hiredJob(t, 1);
    await t.callerFor(operator.user).proposals.markDelivered({ id: proposal.id });
    const result = await t.callerFor(customer).escrow.release({ jobId: job.id });
    expect(result.outcome).toBe("released");
    expect(result.payment).toMatchObject({
      status: "released",
      amount: "1000.00",
      platformFee: "100.00",
      operatorPayout: "900.00",
    });
    expect(result.payment.payoutAt).toBeInstanceOf(Date);
    expect(result.payment.transferId).toMatch(/^tr_offline_/);
    const [jobRow] = await t.db.select().from(jobRequests).where(eq(jobRequests.id, job.id));
    expect(jobRow?.status).toBe("completed");
    expect((await proposalRow(t, proposal.id))?.status).toBe("completed");
    const [profile] = await t.db.select().from(operatorProfiles).where(eq(operatorProfiles.userId, operator.user.id));
    expect(profile?.completedJobs).toBe(1);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, operator.user.id));
    expect(notes.map((n) => n.type)).toEqual(
      expect.arrayContaining(["proposal_accepted", "payment_held", "job_completed", "payout_sent"]),
    );
    expect(notes.find((n) => n.type === "payout_sent")?.body).toContain("HK$900.00");

    const earnings = await t.callerFor(operator.user).escrow.operatorEarnings();
    expect(earnings).toMatchObject({
      activeJobs: 0,
      thisMonth: [{ currency: "HKD", amount: "900.00" }],
      payoutsPending: [],
      payoutsPaid: [{ currency: "HKD", amount: "900.00" }],
      platformFeesPaid: [{ currency: "HKD", amount: "100.00" }],
    });
  });

  it("pays out once however often it is called", async () => {
    const { customer, job, operator, proposal } = await hiredJob(t, 1);
    await t.callerFor(operator.user).proposals.markDelivered({ id: proposal.id });
    const { gateway, calls } = countingGateway();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => releasePayment(t.db, gateway, { actor: customer, jobId: job.id })),
    );
    expect(results.filter((r) => r.outcome === "released")).toHaveLength(1);
    expect(results.filter((r) => r.outcome === "already_released")).toHaveLength(4);
    expect(calls.transfer).toEqual([`transfer_${results[0]!.payment.id}`]);
  });

  it("refuses before delivery (except for an admin), before payment, and for other users", async () => {
    const { customer, job, operator } = await hiredJob(t, 1);
    expect(await failureOf(t.callerFor(customer).escrow.release({ jobId: job.id }))).toEqual({
      code: "CONFLICT",
      message: M.notDelivered,
    });
    expect((await failureOf(t.callerFor(operator.user).escrow.release({ jobId: job.id }))).code).toBe("FORBIDDEN");
    const stranger = await t.makeUser();
    expect((await failureOf(t.callerFor(stranger).escrow.release({ jobId: job.id }))).code).toBe("FORBIDDEN");
    await expect(t.callerFor(admin).escrow.release({ jobId: job.id })).resolves.toMatchObject({ outcome: "released" });

    const unpaid = await jobWithProposals(t, 1);
    await t.callerFor(unpaid.customer).proposals.accept({ id: unpaid.proposals[0]!.id });
    expect(await failureOf(t.callerFor(unpaid.customer).escrow.release({ jobId: unpaid.job.id }))).toEqual({
      code: "CONFLICT",
      message: M.notPaid,
    });
    expect((await paymentOf(t, unpaid.job.id))?.status).toBe("pending");
  });

  it("refuses in Stripe mode until the operator has connected a payout account", async () => {
    const { customer, job, operator, proposal } = await hiredJob(t, 1);
    await t.callerFor(operator.user).proposals.markDelivered({ id: proposal.id });
    const { gateway, calls } = countingGateway();
    const stripeLike = { ...gateway, kind: "stripe" as const };
    await expect(releasePayment(t.db, stripeLike, { actor: customer, jobId: job.id })).rejects.toMatchObject({
      code: "INVALID_STATE",
      message: M.payoutsNotSetUp,
    });
    expect(calls.transfer).toHaveLength(0);
    expect((await paymentOf(t, job.id))?.status).toBe("completed");
  });
});

