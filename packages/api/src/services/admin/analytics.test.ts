import { disputes, payments, proposals } from "@skyhire/db";
import { withSingleMilestone } from "../lifecycle/test-fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing";
import { adminAnalytics } from "./analytics";

/**
 * A known history (UTC), read on 2026-03-15 at noon over 30 days (14 Feb – 15 Mar):
 * - accounts: an operator on Mon 2 Mar, customers on Tue 3 Mar and Tue 10 Mar, an admin on 10 Mar,
 *   a customer on 1 Jan (outside);
 * - jobs posted on 1 Mar (two) and 5 Mar, one on 10 Jan (outside); one hire on 5 Mar;
 * - fees released: 50 on 10 Mar, 10 on 20 Feb, 5 on 20 Jan (outside the months shown).
 */
const NOW = new Date("2026-03-15T12:00:00Z");
const at = (iso: string) => new Date(iso);

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  const operator = await t.makeOperator({ user: { createdAt: at("2026-03-02T08:00:00Z") } });
  const customer = await t.makeUser({ createdAt: at("2026-03-03T08:00:00Z") });
  await t.makeUser({ createdAt: at("2026-03-10T08:00:00Z") });
  await t.makeUser({ role: "admin", createdAt: at("2026-03-10T09:00:00Z") });
  await t.makeUser({ createdAt: at("2026-01-01T08:00:00Z") });

  const job = (createdAt: string) =>
    t.makeJob({ customerId: customer.id, createdAt: at(createdAt) });
  const march1 = await job("2026-03-01T10:00:00Z");
  await job("2026-03-01T11:00:00Z");
  const march5 = await job("2026-03-05T10:00:00Z");
  const january = await job("2026-01-10T10:00:00Z");
  const proposal = async (jobId: string, acceptedAt: string | null) => {
    const [row] = await t.db
      .insert(proposals)
      .values({
        jobRequestId: jobId,
        operatorId: operator.user.id,
        quote: "100.00",
        message: "Yes.",
        timeline: "1 day",
        status: acceptedAt ? "completed" : "pending",
        acceptedAt: acceptedAt ? at(acceptedAt) : null,
      })
      .returning();
    if (!row) throw new Error("no proposal");
    return row;
  };
  const hired = await proposal(march5.id, "2026-03-05T15:00:00Z");
  const feb = await proposal(march1.id, null);
  const jan = await proposal(january.id, null);
  const released = (jobId: string, proposalId: string, fee: string, payoutAt: string) => ({
    jobRequestId: jobId,
    proposalId,
    customerId: customer.id,
    operatorId: operator.user.id,
    amount: "500.00",
    platformFee: fee,
    operatorPayout: (500 - Number(fee)).toFixed(2),
    currency: "USD" as const,
    idempotencyKey: `key-${proposalId}`,
    status: "released" as const,
    paidAt: at(payoutAt),
    payoutAt: at(payoutAt),
  });
  const paid = await t.db
    .insert(payments)
    .values(
      await Promise.all(
        [
          released(march5.id, hired.id, "50.00", "2026-03-10T00:00:00Z"),
          released(march1.id, feb.id, "10.00", "2026-02-20T00:00:00Z"),
          released(january.id, jan.id, "5.00", "2026-01-20T00:00:00Z"),
        ].map((row) => withSingleMilestone(t.db, row)),
      ),
    )
    .returning();
  // Disputes (one per milestone): opened 3 Mar and settled 6 Mar; opened 6 Mar and decided by an admin 12 Mar;
  // opened 1 Feb, still open (outside the 30 days).
  const dispute = (
    payment: (typeof paid)[number],
    createdAt: string,
    ended?: { status: "settled" | "decided"; at: string },
  ) => ({
    milestoneId: payment.milestoneId,
    paymentId: payment.id,
    jobRequestId: payment.jobRequestId,
    customerId: customer.id,
    operatorId: operator.user.id,
    openedById: customer.id,
    reason: "late" as const,
    text: "Delivered after the agreed date.",
    amount: payment.amount,
    currency: payment.currency,
    status: ended?.status ?? ("open" as const),
    outcome: ended ? ("split" as const) : null,
    operatorAmount: ended ? "250.00" : null,
    resolvedAt: ended ? at(ended.at) : null,
    createdAt: at(createdAt),
  });
  const [march, february, january2] = paid;
  await t.db
    .insert(disputes)
    .values([
      dispute(march!, "2026-03-03T09:00:00Z", { status: "settled", at: "2026-03-06T09:00:00Z" }),
      dispute(february!, "2026-03-06T09:00:00Z", { status: "decided", at: "2026-03-12T09:00:00Z" }),
      dispute(january2!, "2026-02-01T09:00:00Z"),
    ]);
});
afterAll(async () => t?.close());

describe("adminAnalytics", () => {
  it("reads fees by month, sign-ups per week and jobs posted against hired", async () => {
    const result = await adminAnalytics(t.db, "30d", NOW);
    expect(result.feesByMonth).toEqual([
      { month: "2026-02", currency: "USD", fees: "10.00", payments: 1 },
      { month: "2026-03", currency: "USD", fees: "50.00", payments: 1 },
    ]);
    expect(result.signups).toEqual([
      { week: "2026-02-09", operators: 0, customers: 0 },
      { week: "2026-02-16", operators: 0, customers: 0 },
      { week: "2026-02-23", operators: 0, customers: 0 },
      { week: "2026-03-02", operators: 1, customers: 1 },
      { week: "2026-03-09", operators: 0, customers: 1 },
    ]);
    expect(result.jobs).toHaveLength(30);
    expect(result.jobs.filter((p) => p.posted + p.hired > 0)).toEqual([
      { bucket: "2026-03-01", posted: 2, hired: 0 },
      { bucket: "2026-03-05", posted: 1, hired: 1 },
    ]);
    expect(result.disputes).toHaveLength(30);
    expect(result.disputes.filter((p) => p.opened + p.resolved > 0)).toEqual([
      { bucket: "2026-03-03", opened: 1, resolved: 0, decided: 0 },
      { bucket: "2026-03-06", opened: 1, resolved: 1, decided: 0 },
      { bucket: "2026-03-12", opened: 0, resolved: 1, decided: 1 },
    ]);
  });

  it("reaches back a year over 12 months", async () => {
    const result = await adminAnalytics(t.db, "12m", NOW);
    expect(result.feesByMonth.map((m) => [m.month, m.fees])).toEqual([
      ["2026-01", "5.00"],
      ["2026-02", "10.00"],
      ["2026-03", "50.00"],
    ]);
    expect(result.jobs.slice(-3)).toEqual([
      { bucket: "2026-01", posted: 1, hired: 0 },
      { bucket: "2026-02", posted: 0, hired: 0 },
      { bucket: "2026-03", posted: 3, hired: 1 },
    ]);
    expect(result.signups.reduce((n, w) => n + w.customers, 0)).toBe(3);
    expect(result.disputes.slice(-3)).toEqual([
      { bucket: "2026-01", opened: 0, resolved: 0, decided: 0 },
      { bucket: "2026-02", opened: 1, resolved: 0, decided: 0 },
      { bucket: "2026-03", opened: 2, resolved: 2, decided: 1 },
    ]);
  });
});
