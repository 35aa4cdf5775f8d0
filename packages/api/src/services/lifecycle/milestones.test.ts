import { invoices, jobRequests, milestones, notifications, payments } from "@skyhire/db";
import { toCents } from "@skyhire/payments";
import { LIFECYCLE_MESSAGES as M, SINGLE_MILESTONE_TITLE, type SessionUser } from "@skyhire/validators";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../../testing";
import { confirmMilestone } from "./milestones";
import { countingGateway, customerWithCard } from "./test-fixtures";

let t: TestContext;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.makeUser({ role: "admin" });
});
afterAll(async () => t?.close());

const PLAN = [
  { title: "Survey flight", amount: "333.33", dueDate: "2030-01-10" },
  { title: "Processing", amount: "333.33" },
  { title: "Final report", amount: "333.34", dueDate: "2030-02-01" },
];

/** An accepted three-milestone proposal of 1000.00 HKD. */
async function acceptedThreeMilestones() {
  const customer = await customerWithCard(t);
  const job = await t.makeJob({ customerId: customer.id, title: "Bridge survey", currency: "HKD" });
  const operator = await t.makeOperator();
  const proposal = await t.callerFor(operator.user).proposals.create({
    jobId: job.id,
    quote: "1000",
    message: "Three stages: flight, processing, report.",
    timeline: "3 weeks",
    milestones: PLAN,
  });
  await t.callerFor(customer).proposals.accept({ id: proposal.id });
  const list = await t.callerFor(customer).milestones.list({ id: job.id });
  return { customer, job, operator, proposal, list };
}

describe("proposal milestones", () => {
  it("splits a quote into milestones that add up exactly, or one milestone of the whole quote", async () => {
    const { list, job, operator } = await acceptedThreeMilestones();
    expect(list.items.map((m) => [m.position, m.title, m.amount, m.dueDate, m.state])).toEqual([
      [1, "Survey flight", "333.33", "2030-01-10", "unfunded"],
      [2, "Processing", "333.33", null, "unfunded"],
      [3, "Final report", "333.34", "2030-02-01", "unfunded"],
    ]);
    // Fees per milestone, each rounded on its own; fee + payout = amount to the cent.
    expect(list.items.map((m) => [m.platformFee, m.operatorPayout])).toEqual([
      ["33.33", "300.00"],
      ["33.33", "300.00"],
      ["33.33", "300.01"],
    ]);
    // One invoice per milestone.
    const billed = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .innerJoin(payments, eq(payments.id, invoices.paymentId))
      .where(eq(payments.jobRequestId, job.id));
    expect(billed).toHaveLength(3);
    expect(list.items.every((m) => m.invoiceId !== null)).toBe(true);

    const single = await t.makeJob({ currency: "HKD" });
    await t.callerFor(operator.user).proposals.create({ jobId: single.id, quote: "250.5", message: "One go.", timeline: "1 day" });
    const rows = await t.db.select().from(milestones).where(eq(milestones.jobRequestId, single.id));
    expect(rows.map((m) => [m.position, m.title, m.amount, m.currency])).toEqual([[1, SINGLE_MILESTONE_TITLE, "250.50", "HKD"]]);
  });

  it("refuses milestones that do not add up to the quote, and more than 10", async () => {
    const job = await t.makeJob();
    const operator = await t.makeOperator();
    const caller = t.callerFor(operator.user);
    const base = { jobId: job.id, quote: "1000", message: "Staged.", timeline: "1 week" };
    expect(
      await failureOf(caller.proposals.create({ ...base, milestones: [{ title: "A", amount: "500" }, { title: "B", amount: "499.99" }] })),
    ).toEqual({ code: "BAD_REQUEST", message: M.milestonesSum });
    const eleven = Array.from({ length: 11 }, (_, i) => ({ title: `Part ${i + 1}`, amount: i === 0 ? "900" : "10" }));
    expect(await failureOf(caller.proposals.create({ ...base, milestones: eleven }))).toEqual({
      code: "BAD_REQUEST",
      message: M.milestonesCount,
    });
    // The operator may re-plan while pending; the sum is checked against the stored quote.
    await caller.proposals.create(base);
    expect(await failureOf(caller.milestones.set({ id: job.id, milestones: [{ title: "A", amount: "999" }] }))).toEqual({
      code: "BAD_REQUEST",
      message: M.milestonesSum,
    });
    const planned = await caller.milestones.set({ id: job.id, milestones: [{ title: "A", amount: "400" }, { title: "B", amount: "600" }] });
    expect(planned.items.map((m) => [m.title, m.amount, m.state])).toEqual([
      ["A", "400.00", "planned"],
      ["B", "600.00", "planned"],
    ]);
  });
});

describe("milestones: fund, deliver, confirm one at a time", () => {
  it("hires with the first funded milestone, releases each on its own, completes the job with the last", async () => {
    const { customer, job, operator, list } = await acceptedThreeMilestones();
    const [m1, m2, m3] = list.items;
    const customerCaller = t.callerFor(customer);
    const operatorCaller = t.callerFor(operator.user);

    // The operator cannot deliver before funding.
    expect((await failureOf(operatorCaller.milestones.deliver({ id: m1!.id, note: "Done" }))).code).toBe("CONFLICT");
    const funded = await customerCaller.milestones.fund({ id: m1!.id });
    expect(funded.outcome).toBe("paid");
    let state = await customerCaller.milestones.list({ id: job.id });
    expect(state.items.map((m) => m.state)).toEqual(["funded", "unfunded", "unfunded"]);
    expect((await t.db.select().from(jobRequests).where(eq(jobRequests.id, job.id)))[0]?.status).toBe("in_progress");
    expect(state.items[0]?.actions).toMatchObject({ canConfirm: false, canFund: false });
    expect(state.items[1]?.actions.canFund).toBe(true);

    // Not delivered: the customer cannot confirm yet.
    expect(await failureOf(customerCaller.milestones.confirm({ id: m1!.id }))).toEqual({ code: "CONFLICT", message: M.notDelivered });
    const delivered = await operatorCaller.milestones.deliver({ id: m1!.id, note: "Raw footage uploaded to the shared folder." });
    expect(delivered.deliveryNote).toBe("Raw footage uploaded to the shared folder.");
    const operatorView = await operatorCaller.milestones.list({ id: job.id });
    expect(operatorView.items[0]).toMatchObject({ state: "delivered", platformFee: null, invoiceId: null, operatorPayout: "300.00" });

    expect((await customerCaller.milestones.confirm({ id: m1!.id })).outcome).toBe("released");
    state = await customerCaller.milestones.list({ id: job.id });
    expect(state.items.map((m) => m.state)).toEqual(["released", "unfunded", "unfunded"]);
    expect((await t.db.select().from(jobRequests).where(eq(jobRequests.id, job.id)))[0]?.status).toBe("in_progress");
    // The operator is told a milestone was confirmed, not that the job was completed.
    const toldOperator = () =>
      t.db
        .select({ type: notifications.type, title: notifications.title })
        .from(notifications)
        .where(and(eq(notifications.userId, operator.user.id), eq(notifications.jobRequestId, job.id)));
    const confirmations = (notes: { type: string }[]) =>
      notes.filter((note) => note.type === "milestone_confirmed" || note.type === "job_completed");
    expect(confirmations(await toldOperator())).toEqual([{ type: "milestone_confirmed", title: "Milestone confirmed" }]);

    // Fund the rest at once, deliver and confirm each.
    await customerCaller.milestones.fund({ id: m2!.id, all: true });
    state = await customerCaller.milestones.list({ id: job.id });
    expect(state.items.map((m) => m.state)).toEqual(["released", "funded", "funded"]);
    for (const m of [m2!, m3!]) {
      await operatorCaller.milestones.deliver({ id: m.id, note: `${m.title} delivered` });
      await customerCaller.milestones.confirm({ id: m.id });
    }
    state = await customerCaller.milestones.list({ id: job.id });
    expect(state.items.map((m) => [m.state, m.payoutAt !== null])).toEqual([
      ["released", true],
      ["released", true],
      ["released", true],
    ]);
    const [done] = await t.db.select().from(jobRequests).where(eq(jobRequests.id, job.id));
    expect(done?.status).toBe("completed");
    // Three confirmations: two milestones, then the job with its last one.
    expect(confirmations(await toldOperator()).map((note) => note.type).sort()).toEqual([
      "job_completed",
      "milestone_confirmed",
      "milestone_confirmed",
    ]);
    const paid = await t.db.select().from(payments).where(eq(payments.jobRequestId, job.id)).orderBy(asc(payments.createdAt));
    expect(paid.reduce((sum, p) => sum + toCents(p.operatorPayout) + toCents(p.platformFee), 0)).toBe(100_000);
  });

  it("the job page shows a deal of several milestones as a whole: the payment in play while it runs, the sums once every milestone has ended", async () => {
    const { customer, job, operator, list } = await acceptedThreeMilestones();
    const [m1, m2] = list.items;
    const customerCaller = t.callerFor(customer);
    const operatorCaller = t.callerFor(operator.user);
    await customerCaller.milestones.fund({ id: m1!.id, all: true });
    for (const m of [m1!, m2!]) {
      await operatorCaller.milestones.deliver({ id: m.id, note: `${m.title} delivered` });
      await customerCaller.milestones.confirm({ id: m.id });
    }
    let page = await customerCaller.proposals.byJob({ jobId: job.id });
    // Milestone 3 is still held: it is the payment in play.
    expect(page.payment).toMatchObject({ status: "completed", amount: "333.34" });
    expect(page.deal).toMatchObject({ milestones: 3, ended: false, released: "666.66", refunded: "0.00" });

    // The customer takes back the undelivered third: every milestone has ended, two released, one refunded.
    await customerCaller.escrow.refund({ jobId: job.id });
    page = await customerCaller.proposals.byJob({ jobId: job.id });
    expect(page.payment).toBeNull();
    expect(page.deal).toEqual({
      milestones: 3,
      currency: "HKD",
      released: "666.66",
      operatorPayout: "600.00",
      platformFee: "66.66",
      refunded: "333.34",
      ended: true,
    });
    // The operator sees the same whole; a single-payment deal has none.
    expect((await operatorCaller.proposals.byJob({ jobId: job.id })).deal).toMatchObject({ operatorPayout: "600.00", ended: true });
    const single = await t.makeJob({ customerId: customer.id, currency: "HKD" });
    expect((await customerCaller.proposals.byJob({ jobId: single.id })).deal).toBeNull();
  });

  it("a delivered milestone of a deal is confirmed on its own: the job page offers no job-level Confirm completion", async () => {
    const { customer, job, operator, list } = await acceptedThreeMilestones();
    const [m1] = list.items;
    const customerCaller = t.callerFor(customer);
    await customerCaller.milestones.fund({ id: m1!.id });
    await t.callerFor(operator.user).milestones.deliver({ id: m1!.id, note: "Footage uploaded." });
    const page = await customerCaller.proposals.byJob({ jobId: job.id });
    expect(page.actions.canConfirmCompletion).toBe(false);
    const milestonesNow = await customerCaller.milestones.list({ id: job.id });
    expect(milestonesNow.items[0]?.actions.canConfirm).toBe(true);
  });

  it("20 parallel confirms of one milestone release it once: one transfer", async () => {
    const { customer, operator, list } = await acceptedThreeMilestones();
    const m1 = list.items[0]!;
    await t.callerFor(customer).milestones.fund({ id: m1.id });
    await t.callerFor(operator.user).milestones.deliver({ id: m1.id, note: "Flown." });
    const { gateway, calls } = countingGateway();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => confirmMilestone(t.db, gateway, { actor: i % 2 ? admin : customer, milestoneId: m1.id })),
    );
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    expect(new Set(calls.transfer).size).toBe(1);
    const [row] = await t.db.select().from(payments).where(eq(payments.milestoneId, m1.id));
    expect(row?.status).toBe("released");
  });

  it("refuses another customer, the operator and an unknown milestone", async () => {
    const { operator, list } = await acceptedThreeMilestones();
    const stranger = await customerWithCard(t);
    expect((await failureOf(t.callerFor(stranger).milestones.fund({ id: list.items[0]!.id }))).code).toBe("FORBIDDEN");
    expect((await failureOf(t.callerFor(stranger).milestones.confirm({ id: list.items[0]!.id }))).code).toBe("FORBIDDEN");
    expect((await failureOf(t.callerFor(operator.user).milestones.confirm({ id: list.items[0]!.id }))).code).toBe("FORBIDDEN");
    expect(await failureOf(t.callerFor(stranger).milestones.fund({ id: "nope" }))).toEqual({
      code: "NOT_FOUND",
      message: M.milestoneNotFound,
    });
  });
});

