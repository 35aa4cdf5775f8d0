import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../testing";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

describe("demo router (open to everyone, docs/product.md#roles-and-access)", () => {
  it("serves the investor dashboard to signed-out visitors", async () => {
    const overview = await t.callerFor(null).demo.overview();
    expect(overview.platformFeePercent).toBe(10);
    expect(overview.tickIntervalMs).toBe(15_000);
    expect(overview.flow.map((s) => s.href)).toEqual([
      "/demo/post-job",
      "/demo/proposals",
      "/demo/payment",
      "/demo/completion",
      "/demo/ratings",
    ]);
    expect(overview.metrics.length).toBeGreaterThan(0);
    expect(overview.activity.initial.length).toBeGreaterThan(0);
    expect(overview.revenue.streams[0]).toMatchObject({ id: "platform-fees", label: "Platform Fees" });
  });

  it("serves the same content to a signed-in user", async () => {
    const customer = await t.makeUser({ role: "customer" });
    const signedIn = await t.callerFor(customer).demo.proposals();
    const signedOut = await t.callerFor(null).demo.proposals();
    expect(signedIn).toEqual(signedOut);
  });

  it("counts the real marketplace beside the simulated figures", async () => {
    const before = await t.callerFor(null).demo.marketplaceCounts();
    await t.makeListing();
    await t.makeOperator({ approvalStatus: "pending" });
    await t.makeJob();
    const after = await t.callerFor(null).demo.marketplaceCounts();
    expect(after).toEqual({
      // makeListing adds a public operator; the pending one is not counted.
      operators: before.operators + 1,
      listings: before.listings + 1,
      jobs: before.jobs + 1,
    });
  });

  it("prices the featured proposal at 3500 + 102 = 3602 when none is named", async () => {
    const payment = await t.callerFor(null).demo.payment();
    expect(payment.proposal.featured).toBe(true);
    expect(payment.breakdown).toMatchObject({ quoteCents: 350_000, feeCents: 10_200, totalCents: 360_200, feeLabel: "2.9%" });
    expect(payment.testCardNumber).toBe("4242 4242 4242 4242");
  });

  it("carries the accepted proposal through payment, completion and ratings", async () => {
    const caller = t.callerFor(null);
    const { proposals } = await caller.demo.proposals();
    const other = proposals.find((p) => !p.featured);
    if (!other) throw new Error("expected a second proposal");
    const ref = { proposalId: other.id };
    expect((await caller.demo.payment(ref)).proposal.id).toBe(other.id);
    expect((await caller.demo.completion(ref)).proposal.id).toBe(other.id);
    expect((await caller.demo.ratings(ref)).proposal.id).toBe(other.id);
  });

  it("answers NOT_FOUND for an unknown proposal and BAD_REQUEST for a malformed one", async () => {
    const caller = t.callerFor(null);
    expect(await failureOf(caller.demo.payment({ proposalId: "nobody" }))).toEqual({
      code: "NOT_FOUND",
      message: "Proposal not found",
    });
    expect((await failureOf(caller.demo.completion({ proposalId: "x".repeat(65) }))).code).toBe("BAD_REQUEST");
  });
});
