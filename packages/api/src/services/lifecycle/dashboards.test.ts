import { createLoggedDb } from "@skyhire/db/query-log";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../../testing";
import { customerDashboardStats, operatorEarnings } from "./dashboards";
import { completedJob, customerWithCard, hiredJob, jobWithProposals } from "./test-fixtures";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

describe("dashboard figures", () => {
  it("gives the customer Proposals Received, Active Jobs, Completed Projects and Total Spent from the data", async () => {
    const customer = await customerWithCard(t);
    const open = await jobWithProposals(t, 3, customer);
    await t.callerFor(open.operators[2]!.user).proposals.withdraw({ id: open.proposals[2]!.id });
    const paid = await jobWithProposals(t, 1, customer);
    await t.callerFor(customer).proposals.accept({ id: paid.proposals[0]!.id });
    await t.callerFor(customer).escrow.pay({ jobId: paid.job.id });
    await t.makeJob({ customerId: customer.id, status: "completed" });
    expect(await t.callerFor(customer).escrow.customerStats()).toEqual({
      proposalsReceived: 3,
      activeJobs: 2,
      completedProjects: 1,
      totalSpent: [{ currency: "HKD", amount: "1000.00" }],
      // The latest job's (makeJob's default).
      currency: "USD",
    });
    const operator = await t.makeOperator();
    expect((await failureOf(t.callerFor(operator.user).escrow.customerStats())).code).toBe("FORBIDDEN");
  });

  it("reads the customer's figures in one statement, and a new customer's are all zero", async () => {
    const newcomer = await t.makeUser();
    const logged = createLoggedDb(t.client);
    expect(await customerDashboardStats(logged.db, newcomer.id)).toEqual({
      proposalsReceived: 0,
      activeJobs: 0,
      completedProjects: 0,
      totalSpent: [],
      currency: "USD",
    });
    expect(logged.queries).toHaveLength(1);
  });

  it("reads the operator's earnings in one statement, and a new operator's are all zero", async () => {
    const newcomer = await t.makeOperator();
    const logged = createLoggedDb(t.client);
    expect(await operatorEarnings(logged.db, newcomer.user.id, { kind: "offline" })).toEqual({
      activeJobs: 0,
      payoutsEnabled: false,
      payoutsSimulated: true,
      thisMonth: [],
      payoutsPending: [],
      payoutsPaid: [],
      platformFeesPaid: [],
    });
    expect(logged.queries).toHaveLength(1);
  });

  it("gives the operator active jobs, this month, payouts pending and paid", async () => {
    const done = await completedJob(t);
    const operator = done.operator;
    // A second job of the same operator, in another currency, paid but not yet completed.
    const customer = await customerWithCard(t);
    const job = await t.makeJob({ customerId: customer.id, currency: "USD" });
    const p = await t.callerFor(operator.user).proposals.create({ jobId: job.id, quote: "250.05", message: "m", timeline: "t" });
    await t.callerFor(customer).proposals.accept({ id: p.id });
    await t.callerFor(customer).escrow.pay({ jobId: job.id });
    expect(await t.callerFor(operator.user).escrow.operatorEarnings()).toEqual({
      activeJobs: 1,
      thisMonth: [{ currency: "HKD", amount: "900.00" }],
      // 250.05 less a 25.01 fee (10% rounded half up).
      payoutsPending: [{ currency: "USD", amount: "225.04" }],
      payoutsPaid: [{ currency: "HKD", amount: "900.00" }],
      platformFeesPaid: [{ currency: "HKD", amount: "100.00" }],
      // The offline gateway has no payout accounts: Stripe's account.updated sets this.
      payoutsEnabled: false,
      // and its payouts are simulated: the dashboard says so.
      payoutsSimulated: true,
    });
    expect((await failureOf(t.callerFor(customer).escrow.operatorEarnings())).code).toBe("FORBIDDEN");
    const idle = await hiredJob(t, 1);
    expect((await t.callerFor(idle.operator.user).escrow.operatorEarnings()).activeJobs).toBe(1);
  });
});
