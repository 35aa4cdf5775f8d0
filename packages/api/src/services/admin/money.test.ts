import { auditLog, jobRequests, milestones, payments, proposals } from "@skyhire/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../../testing";
import { completedJob, hiredJob, paymentOf } from "../lifecycle/test-fixtures";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const REASON = "Customer dispute upheld: the operator never flew.";

/** A payment released `monthsAgo` months back (mid-month), in USD, inserted as the lifecycle leaves it. */
async function releasedPaymentMonthsAgo(monthsAgo: number, amount: string, fee: string) {
  const job = await t.makeJob({ status: "completed" });
  const operator = await t.makeOperator();
  const now = new Date();
  const payoutAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 15, 12));
  const [proposal] = await t.db
    .insert(proposals)
    .values({ jobRequestId: job.id, operatorId: operator.user.id, quote: amount, message: "Done and dusted.", timeline: "1 day", status: "completed" })
    .returning();
  const [milestone] = await t.db
    .insert(milestones)
    .values({ jobRequestId: job.id, proposalId: proposal!.id, position: 1, title: "Full payment", amount, currency: "USD" })
    .returning();
  await t.db.insert(payments).values({
    jobRequestId: job.id,
    proposalId: proposal!.id,
    milestoneId: milestone!.id,
    customerId: job.customerId,
    operatorId: operator.user.id,
    amount,
    platformFee: fee,
    operatorPayout: (Number(amount) - Number(fee)).toFixed(2),
    currency: "USD",
    idempotencyKey: `seeded-${job.id}`,
    status: "released",
    paidAt: payoutAt,
    payoutAt,
  });
}

function month(monthsAgo: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1)).toISOString().slice(0, 7);
}

describe("adminMoney: the overview from the payments table", () => {
  it("sums held, released, refunded and fees per currency, fees by month, and lists payments with states", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const caller = t.callerFor(admin);

    const held = await hiredJob(t, 1); // HKD 1000, held
    const completed = await completedJob(t); // HKD 1000, released this month
    const toRefund = await hiredJob(t, 1); // HKD 1000, held, then refunded by the admin
    await releasedPaymentMonthsAgo(1, "250.00", "25.00");
    await releasedPaymentMonthsAgo(1, "100.50", "10.05");
    await releasedPaymentMonthsAgo(14, "999.00", "99.90"); // older than the 12 months shown

    const refundPayment = (await paymentOf(t, toRefund.job.id))!;
    await expect(caller.adminMoney.refund({ paymentId: refundPayment.id, reason: REASON })).resolves.toMatchObject({
      outcome: "refunded",
      payment: { status: "refunded" },
    });
    const [job] = await t.db.select().from(jobRequests).where(eq(jobRequests.id, toRefund.job.id));
    expect(job?.status).toBe("cancelled");

    const heldPayment = (await paymentOf(t, held.job.id))!;
    const releasedPayment = (await paymentOf(t, completed.job.id))!;
    expect(heldPayment.status).toBe("completed");
    expect(releasedPayment.status).toBe("released");

    const overview = await caller.adminMoney.overview();
    const hkd = overview.totals.find((row) => row.currency === "HKD");
    expect(hkd).toEqual({
      currency: "HKD",
      held: heldPayment.amount,
      heldCount: 1,
      released: releasedPayment.amount,
      releasedCount: 1,
      paidOut: releasedPayment.operatorPayout,
      refunded: refundPayment.amount,
      refundedCount: 1,
      feesEarned: releasedPayment.platformFee,
      awaitingCount: 0,
      failedCount: 0,
    });
    expect(overview.totals.find((row) => row.currency === "USD")).toMatchObject({
      released: "1349.50",
      feesEarned: "134.95",
      releasedCount: 3,
      held: "0.00",
    });
    expect(overview.feesByMonth).toEqual(
      expect.arrayContaining([
        { month: month(0), currency: "HKD", fees: releasedPayment.platformFee, payments: 1 },
        { month: month(1), currency: "USD", fees: "35.05", payments: 2 },
      ]),
    );
    expect(overview.feesByMonth.find((row) => row.month === month(14))).toBeUndefined();
    // Newest month first.
    expect(overview.feesByMonth[0]?.month).toBe(month(0));

    const all = await caller.adminMoney.payments({ pageSize: 48 });
    expect(all.total).toBe(6);
    expect(all.items.find((p) => p.id === heldPayment.id)).toMatchObject({
      status: "completed",
      jobTitle: "Roof inspection in Sydney",
      customerEmail: held.customer.email,
      operatorEmail: held.operator.user.email,
    });
    const refunded = await caller.adminMoney.payments({ status: "refunded" });
    expect(refunded.items.map((p) => p.id)).toEqual([refundPayment.id]);
    const page = await caller.adminMoney.payments({ page: 3, pageSize: 2 });
    expect(page.items).toHaveLength(2);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, refundPayment.id));
    expect(entry).toMatchObject({
      action: "payment.refund",
      targetType: "payment",
      reason: REASON,
      actorId: admin.id,
      data: { amount: refundPayment.amount, currency: "HKD", jobId: toRefund.job.id },
    });
  });

  it("refunds only a payment held in escrow, with a reason", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const completed = await completedJob(t);
    const released = (await paymentOf(t, completed.job.id))!;
    expect(await failureOf(t.callerFor(admin).adminMoney.refund({ paymentId: released.id, reason: REASON }))).toEqual({
      code: "CONFLICT",
      message: "Only a payment held in escrow can be refunded",
    });
    expect(await failureOf(t.callerFor(admin).adminMoney.refund({ paymentId: "missing", reason: REASON }))).toEqual({
      code: "NOT_FOUND",
      message: "Payment not found",
    });
    expect((await failureOf(t.callerFor(admin).adminMoney.refund({ paymentId: released.id, reason: "" }))).message).toBe(
      "Reason must be at least 10 characters",
    );
  });
});
