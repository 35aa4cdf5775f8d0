import { jobRequests, notifications } from "@skyhire/db";
import { LIFECYCLE_MESSAGES as M, type SessionUser } from "@skyhire/validators";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../../testing";
import { refundJob } from "./cancellation";
import { completedJob, countingGateway, hiredJob, jobWithProposals, paymentOf, proposalRow } from "./test-fixtures";

let t: TestContext;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.makeUser({ role: "admin" });
});
afterAll(async () => t?.close());

async function jobStatus(id: string) {
  const [row] = await t.db.select({ status: jobRequests.status }).from(jobRequests).where(eq(jobRequests.id, id));
  return row?.status;
}

describe("escrow.cancel (open jobs)", () => {
  it("cancels an open job and rejects its pending and accepted proposals", async () => {
    const { customer, job, proposals } = await jobWithProposals(t, 2);
    await t.callerFor(customer).proposals.accept({ id: proposals[0]!.id });
    const cancelled = await t.callerFor(customer).escrow.cancel({ jobId: job.id });
    expect(cancelled).toEqual({ id: job.id, status: "cancelled" });
    for (const p of proposals) {
      expect(await proposalRow(t, p.id)).toMatchObject({ status: "rejected", rejectionReason: "job_cancelled" });
    }
    expect((await paymentOf(t, job.id))?.status).toBe("pending");
    expect(await failureOf(t.callerFor(customer).escrow.cancel({ jobId: job.id }))).toEqual({
      code: "CONFLICT",
      message: "This job can no longer be cancelled",
    });
  });

  it("sends a job in progress to the refund path, refuses completed jobs and other users", async () => {
    const { customer, job, operator } = await hiredJob(t, 1);
    expect(await failureOf(t.callerFor(customer).escrow.cancel({ jobId: job.id }))).toEqual({
      code: "CONFLICT",
      message: M.inProgressNeedsRefund,
    });
    expect((await failureOf(t.callerFor(operator.user).escrow.cancel({ jobId: job.id }))).code).toBe("FORBIDDEN");
    const done = await completedJob(t);
    expect((await failureOf(t.callerFor(done.customer).escrow.cancel({ jobId: done.job.id }))).code).toBe("CONFLICT");
    const open = await jobWithProposals(t, 0);
    await expect(t.callerFor(admin).escrow.cancel({ jobId: open.job.id })).resolves.toMatchObject({
      status: "cancelled",
    });
  });
});

describe("escrow.refund (jobs in progress)", () => {
  it("refunds the held money, cancels the job and rejects the hired proposal", async () => {
    const { customer, job, proposal } = await hiredJob(t, 1);
    const result = await t.callerFor(customer).escrow.refund({ jobId: job.id });
    expect(result.outcome).toBe("refunded");
    expect(result.payment).toMatchObject({ status: "refunded" });
    expect(result.payment.refundId).toMatch(/^re_offline_/);
    expect(result.payment.refundedAt).toBeInstanceOf(Date);
    expect(await jobStatus(job.id)).toBe("cancelled");
    expect(await proposalRow(t, proposal.id)).toMatchObject({ status: "rejected", rejectionReason: "job_cancelled" });
    const stats = await t.callerFor(customer).escrow.customerStats();
    expect(stats.totalSpent).toEqual([]);
  });

  it("tells the operator, once, that the held money went back to the customer", async () => {
    const { customer, job, operator } = await hiredJob(t, 1);
    await t.callerFor(customer).escrow.refund({ jobId: job.id });
    await t.callerFor(customer).escrow.refund({ jobId: job.id });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, operator.user.id), eq(notifications.type, "payment_refunded")));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ jobRequestId: job.id, title: "Payment refunded to the customer" });
    expect(told[0]?.body).toContain(`"${job.title}" went back to the customer`);
  });

  it("refunds once however often it is called", async () => {
    const { customer, job } = await hiredJob(t, 1);
    const { gateway, calls } = countingGateway();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => refundJob(t.db, gateway, { actor: customer, jobId: job.id })),
    );
    expect(results.filter((r) => r.outcome === "refunded")).toHaveLength(1);
    expect(calls.refund).toHaveLength(1);
  });

  it("leaves a delivered job to an admin, and refuses open, completed and others' jobs", async () => {
    const { customer, job, operator, proposal } = await hiredJob(t, 1);
    await t.callerFor(operator.user).proposals.markDelivered({ id: proposal.id });
    expect(await failureOf(t.callerFor(customer).escrow.refund({ jobId: job.id }))).toEqual({
      code: "CONFLICT",
      message: M.deliveredNoRefund,
    });
    expect((await failureOf(t.callerFor(operator.user).escrow.refund({ jobId: job.id }))).code).toBe("FORBIDDEN");
    await expect(t.callerFor(admin).escrow.refund({ jobId: job.id })).resolves.toMatchObject({ outcome: "refunded" });

    const open = await jobWithProposals(t, 1);
    expect(await failureOf(t.callerFor(open.customer).escrow.refund({ jobId: open.job.id }))).toEqual({
      code: "CONFLICT",
      message: M.notPaid,
    });
    const done = await completedJob(t);
    expect(await failureOf(t.callerFor(done.customer).escrow.refund({ jobId: done.job.id }))).toEqual({
      code: "CONFLICT",
      message: M.notPaid,
    });
    expect((await paymentOf(t, done.job.id))?.status).toBe("released");
  });
});
