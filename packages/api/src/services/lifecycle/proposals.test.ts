import { conversations, invoices, notifications, users } from "@skyhire/db";
import { LIFECYCLE_MESSAGES as M } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../../testing";
import { customerWithCard, jobWithProposals, paymentOf, proposalRow } from "./test-fixtures";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const form = { quote: "1250.50", message: "Thermal survey with a licensed pilot.", timeline: "1 week" };

describe("proposals.create", () => {
  it("lets an approved operator quote on an open job, notifies the customer and opens a conversation", async () => {
    const customer = await customerWithCard(t);
    const job = await t.makeJob({ customerId: customer.id, title: "Solar farm survey", currency: "AUD" });
    // The operator's own currency does not matter: the quote is in the job's.
    const operator = await t.makeOperator({ currency: "USD" });
    const created = await t.callerFor(operator.user).proposals.create({ jobId: job.id, ...form, quote: 1250.5 });
    expect(created).toMatchObject({ status: "pending", quote: "1250.50", currency: "AUD", jobRequestId: job.id });

    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, customer.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: "proposal_received", title: "New proposal received" });
    expect(notes[0]?.body).toContain("A$1,250.50");
    const threads = await t.db.select().from(conversations).where(eq(conversations.jobRequestId, job.id));
    expect(threads.map((c) => c.operatorId)).toEqual([operator.user.id]);
  });

  it("refuses operators who are not approved or not active, and non-operators", async () => {
    const job = await t.makeJob();
    for (const approvalStatus of ["pending", "rejected"] as const) {
      const operator = await t.makeOperator({ approvalStatus });
      expect(await failureOf(t.callerFor(operator.user).proposals.create({ jobId: job.id, ...form }))).toEqual({
        code: "FORBIDDEN",
        message: M.operatorNotApproved,
      });
    }
    const suspended = await t.makeOperator({ user: { status: "suspended" } });
    expect((await failureOf(t.callerFor(suspended.user).proposals.create({ jobId: job.id, ...form }))).code).toBe(
      "FORBIDDEN",
    );
    const customer = await t.makeUser();
    expect((await failureOf(t.callerFor(customer).proposals.create({ jobId: job.id, ...form }))).code).toBe("FORBIDDEN");
    expect((await failureOf(t.callerFor(null).proposals.create({ jobId: job.id, ...form }))).code).toBe("UNAUTHORIZED");
  });

  it("refuses the operator's own job, a job that is not open, an unknown job and a second proposal", async () => {
    const operator = await t.makeOperator();
    const own = await t.makeJob({ customerId: operator.user.id });
    const caller = t.callerFor(operator.user);
    expect(await failureOf(caller.proposals.create({ jobId: own.id, ...form }))).toEqual({
      code: "FORBIDDEN",
      message: M.ownJob,
    });
    for (const status of ["in_progress", "completed", "cancelled"] as const) {
      const job = await t.makeJob({ status });
      expect(await failureOf(caller.proposals.create({ jobId: job.id, ...form }))).toEqual({
        code: "CONFLICT",
        message: M.jobNotOpen,
      });
    }
    expect((await failureOf(caller.proposals.create({ jobId: "nope", ...form }))).code).toBe("NOT_FOUND");
    const job = await t.makeJob();
    await caller.proposals.create({ jobId: job.id, ...form });
    expect(await failureOf(caller.proposals.create({ jobId: job.id, ...form }))).toEqual({
      code: "CONFLICT",
      message: M.duplicateProposal,
    });
  });

  it("validates quote, message and timeline with the form's messages", async () => {
    const operator = await t.makeOperator();
    const job = await t.makeJob();
    const caller = t.callerFor(operator.user);
    const cases: [Record<string, unknown>, string][] = [
      [{ quote: 0 }, "Quote must be greater than 0"],
      [{ quote: "-5" }, "Please enter a valid amount"],
      [{ quote: "12.345" }, "Please enter a valid amount"],
      [{ quote: "" }, "Quote is required"],
      [{ quote: "1000000.00" }, "Quote cannot exceed 999,999.99"],
      [{ message: "  " }, "Message is required"],
      [{ timeline: "" }, "Timeline is required"],
    ];
    for (const [change, message] of cases) {
      expect(await failureOf(caller.proposals.create({ jobId: job.id, ...form, ...change }))).toEqual({
        code: "BAD_REQUEST",
        message,
      });
    }
  });
});

describe("proposals.update and proposals.withdraw", () => {
  it("lets the operator edit and then withdraw their own pending proposal, and nothing after", async () => {
    const { operators, proposals } = await jobWithProposals(t, 1);
    const caller = t.callerFor(operators[0]!.user);
    const id = proposals[0]!.id;
    const edited = await caller.proposals.update({ id, quote: "900", message: "Cheaper now.", timeline: "2 days" });
    expect(edited).toMatchObject({ quote: "900.00", message: "Cheaper now.", status: "pending" });
    const withdrawn = await caller.proposals.withdraw({ id });
    expect(withdrawn).toMatchObject({ status: "rejected", rejectionReason: "withdrawn" });
    expect(await failureOf(caller.proposals.withdraw({ id }))).toEqual({ code: "CONFLICT", message: M.proposalNotPending });
    expect((await failureOf(caller.proposals.update({ id, ...form }))).code).toBe("CONFLICT");
  });

  it("refuses another operator's proposal and an accepted one", async () => {
    const { customer, operators, proposals } = await jobWithProposals(t, 2);
    const [first, second] = proposals;
    expect((await failureOf(t.callerFor(operators[1]!.user).proposals.update({ id: first!.id, ...form }))).code).toBe(
      "FORBIDDEN",
    );
    expect((await failureOf(t.callerFor(operators[1]!.user).proposals.withdraw({ id: first!.id }))).code).toBe(
      "FORBIDDEN",
    );
    await t.callerFor(customer).proposals.accept({ id: first!.id });
    expect(await failureOf(t.callerFor(operators[0]!.user).proposals.withdraw({ id: first!.id }))).toEqual({
      code: "CONFLICT",
      message: M.proposalNotPending,
    });
    // The job is still open, so the other operator may still edit theirs.
    await expect(t.callerFor(operators[1]!.user).proposals.update({ id: second!.id, ...form })).resolves.toMatchObject({
      status: "pending",
    });
  });
});

describe("proposals.accept and proposals.decline", () => {
  it("accepts one proposal: payment pending with the 10% split in the operator's currency, invoice issued", async () => {
    const { customer, job, operators, proposals } = await jobWithProposals(t, 2);
    const result = await t.callerFor(customer).proposals.accept({ id: proposals[1]!.id });
    expect(result.proposal).toMatchObject({ status: "accepted" });
    expect(result.proposal.acceptedAt).toBeInstanceOf(Date);
    expect(result.payment).toMatchObject({
      status: "pending",
      amount: "1100.00",
      platformFee: "110.00",
      operatorPayout: "990.00",
      currency: "HKD",
      operatorId: operators[1]!.user.id,
      customerId: customer.id,
    });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.paymentId, result.payment.id));
    expect(invoice?.number).toMatch(new RegExp(`^INV-${new Date().getUTCFullYear()}-\\d{6}$`));
    // The other proposal stays pending until the money is held.
    expect((await proposalRow(t, proposals[0]!.id))?.status).toBe("pending");
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, operators[1]!.user.id));
    expect(notes.map((n) => n.type)).toEqual(["proposal_accepted"]);
    expect((await paymentOf(t, job.id))?.id).toBe(result.payment.id);
  });

  it("answers a second accept of the same proposal as the first, and refuses a second proposal", async () => {
    const { customer, proposals } = await jobWithProposals(t, 2);
    const caller = t.callerFor(customer);
    const first = await caller.proposals.accept({ id: proposals[0]!.id });
    const again = await caller.proposals.accept({ id: proposals[0]!.id });
    expect(again.payment.id).toBe(first.payment.id);
    expect(await failureOf(caller.proposals.accept({ id: proposals[1]!.id }))).toEqual({
      code: "CONFLICT",
      message: M.anotherAccepted,
    });
  });

  it("refuses someone else's job, operators, unknown ids, rejected proposals and closed jobs", async () => {
    const { customer, operators, proposals } = await jobWithProposals(t, 3);
    const stranger = await t.makeUser();
    expect((await failureOf(t.callerFor(stranger).proposals.accept({ id: proposals[0]!.id }))).code).toBe("FORBIDDEN");
    expect((await failureOf(t.callerFor(operators[0]!.user).proposals.accept({ id: proposals[0]!.id }))).code).toBe(
      "FORBIDDEN",
    );
    expect((await failureOf(t.callerFor(customer).proposals.accept({ id: "missing" }))).code).toBe("NOT_FOUND");
    const declined = await t.callerFor(customer).proposals.decline({ id: proposals[0]!.id });
    expect(declined).toMatchObject({ status: "rejected", rejectionReason: "declined" });
    expect(await failureOf(t.callerFor(customer).proposals.accept({ id: proposals[0]!.id }))).toEqual({
      code: "CONFLICT",
      message: M.proposalNotPending,
    });
    expect(await failureOf(t.callerFor(customer).proposals.decline({ id: proposals[0]!.id }))).toEqual({
      code: "CONFLICT",
      message: M.proposalNotPending,
    });
    await t.callerFor(customer).proposals.accept({ id: proposals[1]!.id });
    expect(await failureOf(t.callerFor(customer).proposals.decline({ id: proposals[1]!.id }))).toEqual({
      code: "CONFLICT",
      message: M.proposalNotPending,
    });
    await t.callerFor(customer).escrow.cancel({ jobId: proposals[2]!.jobRequestId });
    expect(await failureOf(t.callerFor(customer).proposals.decline({ id: proposals[2]!.id }))).toEqual({
      code: "CONFLICT",
      message: M.jobNotOpen,
    });
  });

  it("refuses an operator who was suspended after proposing", async () => {
    const { customer, operators, proposals } = await jobWithProposals(t, 1);
    await t.db.update(users).set({ status: "suspended" }).where(eq(users.id, operators[0]!.user.id));
    expect(await failureOf(t.callerFor(customer).proposals.accept({ id: proposals[0]!.id }))).toEqual({
      code: "CONFLICT",
      message: "This operator is no longer available",
    });
  });
});

describe("proposals.byJob and proposals.mine", () => {
  it("shows the customer every proposal with operator details, and an operator only their own", async () => {
    const { customer, job, operators } = await jobWithProposals(t, 3);
    const view = await t.callerFor(customer).proposals.byJob({ jobId: job.id });
    expect(view.viewer).toBe("customer");
    expect(view.proposals).toHaveLength(3);
    expect(view.proposals[0]?.operator).toMatchObject({ qualifications: ["CAA Licence"], rating: "0.00" });
    expect(view.actions).toMatchObject({ canAccept: true, canPay: false, canCancel: true });

    const asOperator = await t.callerFor(operators[1]!.user).proposals.byJob({ jobId: job.id });
    expect(asOperator.viewer).toBe("operator");
    expect(asOperator.proposals.map((p) => p.operator.id)).toEqual([operators[1]!.user.id]);
    const stranger = await t.makeUser();
    expect((await failureOf(t.callerFor(stranger).proposals.byJob({ jobId: job.id }))).code).toBe("FORBIDDEN");
    expect((await failureOf(t.callerFor(customer).proposals.byJob({ jobId: "missing" }))).code).toBe("NOT_FOUND");

    const mine = await t.callerFor(operators[2]!.user).proposals.mine({});
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({ status: "pending", job: { id: job.id, status: "open" }, paymentStatus: null });
    expect((await t.callerFor(operators[2]!.user).proposals.mine({ status: "hired" })).total).toBe(0);
  });
});
