import { listingViewsDaily, payments, proposals, reviews } from "@skyhire/db";
import { ANALYTICS_MESSAGES, analyticsRange } from "@skyhire/validators";
import { withSingleMilestone } from "./lifecycle/test-fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing";
import { operatorAnalytics } from "./analytics";

/**
 * A known history (all times UTC), read on 2026-03-15 at noon:
 * - listings of the operator: A (no photo, price 500 in a category whose public median is 200),
 *   B (a photo, 100), C (inactive, a photo, no views); another operator's listing at 200;
 * - views: A 10 on 1 Mar, 5 on 15 Mar, 7 on 13 Feb (outside 30 days); B 4 on 1 Mar; the other
 *   operator's listing 100 on 1 Mar;
 * - quote requests to the operator: from A on 1 Mar 09:00 and 2 Mar 10:00, from B on 1 Jan;
 * - proposals: on the 1 Mar request at 12:00 (3 h, accepted), on the 2 Mar request at 11:00 (1 h,
 *   declined), on an open job posted 5 Mar 00:00 the next midnight (24 h, pending); two older ones
 *   (Nov 2025, accepted) that were paid;
 * - payments: 450 released on 10 Mar (USD), 90 EUR held since 12 Mar, 180 USD released 1 Dec 2025;
 * - reviews: 5 on 5 Dec 2025, 3 on 11 Mar, 4 on 13 Mar.
 */
const NOW = new Date("2026-03-15T12:00:00Z");
const at = (iso: string) => new Date(iso);

let t: TestContext;
let operatorId: string;
const ids = { a: "", b: "", c: "" };

beforeAll(async () => {
  t = await createTestContext();
  const operator = await t.makeOperator();
  operatorId = operator.user.id;
  const other = await t.makeOperator();
  const photo = [{ id: "p1", alt: "Roof", width: 800, height: 600, variants: [] }];
  const a = await t.makeListing({ operatorId, title: "A", price: "500.00", category: "Inspection", createdAt: at("2025-01-01T00:00:00Z") });
  const b = await t.makeListing({ operatorId, title: "B", price: "100.00", category: "Inspection", photos: photo, createdAt: at("2025-01-02T00:00:00Z") });
  const c = await t.makeListing({ operatorId, title: "C", price: "100.00", category: "Inspection", photos: photo, isActive: false, createdAt: at("2025-01-03T00:00:00Z") });
  const others = await t.makeListing({ operatorId: other.user.id, price: "200.00", category: "Inspection" });
  Object.assign(ids, { a: a.id, b: b.id, c: c.id });

  await t.db.insert(listingViewsDaily).values([
    { listingId: a.id, day: "2026-03-01", views: 10 },
    { listingId: a.id, day: "2026-03-15", views: 5 },
    { listingId: a.id, day: "2026-02-13", views: 7 },
    { listingId: b.id, day: "2026-03-01", views: 4 },
    { listingId: others.id, day: "2026-03-01", views: 100 },
  ]);

  const customer = await t.makeUser();
  const job = (createdAt: string, extra: Parameters<TestContext["makeJob"]>[0] = {}) =>
    t.makeJob({ customerId: customer.id, createdAt: at(createdAt), ...extra });
  const fromA1 = await job("2026-03-01T09:00:00Z", { invitedOperatorId: operatorId, listingId: a.id, status: "completed" });
  const fromA2 = await job("2026-03-02T10:00:00Z", { invitedOperatorId: operatorId, listingId: a.id });
  await job("2026-01-01T10:00:00Z", { invitedOperatorId: operatorId, listingId: b.id });
  const open = await job("2026-03-05T00:00:00Z");
  const held = await job("2025-11-19T00:00:00Z", { status: "in_progress", currency: "EUR" });
  const old = await job("2025-11-18T00:00:00Z", { status: "completed" });
  const reviewed = await job("2025-10-01T00:00:00Z", { status: "completed" });

  const proposal = async (jobId: string, createdAt: string, status: "pending" | "rejected" | "completed" | "hired", acceptedAt: string | null, currency: "USD" | "EUR" = "USD") => {
    const [row] = await t.db
      .insert(proposals)
      .values({ jobRequestId: jobId, operatorId, quote: "500.00", currency, message: "We can do it.", timeline: "1 week", status, createdAt: at(createdAt), acceptedAt: acceptedAt ? at(acceptedAt) : null })
      .returning();
    if (!row) throw new Error("no proposal");
    return row;
  };
  const won = await proposal(fromA1.id, "2026-03-01T12:00:00Z", "completed", "2026-03-02T00:00:00Z");
  await proposal(fromA2.id, "2026-03-02T11:00:00Z", "rejected", null);
  await proposal(open.id, "2026-03-06T00:00:00Z", "pending", null);
  const heldProposal = await proposal(held.id, "2025-11-20T00:00:00Z", "hired", "2025-11-21T00:00:00Z", "EUR");
  const oldProposal = await proposal(old.id, "2025-11-19T00:00:00Z", "completed", "2025-11-20T00:00:00Z");
  await t.db.insert(proposals).values({ jobRequestId: open.id, operatorId: other.user.id, quote: "10.00", message: "Other.", timeline: "1 day", createdAt: at("2026-03-05T01:00:00Z") });

  const payment = (jobId: string, proposalId: string, amount: string, fee: string, payout: string, currency: "USD" | "EUR", status: "released" | "completed", paidAt: string, payoutAt: string | null) => ({
    jobRequestId: jobId, proposalId, customerId: customer.id, operatorId, amount, platformFee: fee, operatorPayout: payout, currency,
    idempotencyKey: `key-${proposalId}`, status, paidAt: at(paidAt), payoutAt: payoutAt ? at(payoutAt) : null,
  });
  await t.db.insert(payments).values(
    await Promise.all(
      [
    payment(fromA1.id, won.id, "500.00", "50.00", "450.00", "USD", "released", "2026-03-03T00:00:00Z", "2026-03-10T00:00:00Z"),
    payment(held.id, heldProposal.id, "100.00", "10.00", "90.00", "EUR", "completed", "2026-03-12T00:00:00Z", null),
    payment(old.id, oldProposal.id, "200.00", "20.00", "180.00", "USD", "released", "2025-11-21T00:00:00Z", "2025-12-01T00:00:00Z"),
      ].map((row) => withSingleMilestone(t.db, row)),
    ),
  );

  await t.db.insert(reviews).values([
    { jobRequestId: old.id, customerId: customer.id, operatorId, rating: 5, createdAt: at("2025-12-05T00:00:00Z") },
    { jobRequestId: fromA1.id, customerId: customer.id, operatorId, rating: 3, createdAt: at("2026-03-11T00:00:00Z") },
    { jobRequestId: reviewed.id, customerId: customer.id, operatorId, rating: 4, createdAt: at("2026-03-13T00:00:00Z") },
  ]);
});
afterAll(async () => t?.close());

describe("operatorAnalytics over 30 days", () => {
  it("reads every figure of the known history", async () => {
    const result = await operatorAnalytics(t.db, operatorId, "30d", NOW);
    expect(result.range).toEqual(analyticsRange("30d", NOW));
    expect(result.totals).toEqual({
      views: 19,
      quoteRequests: 2,
      proposalsSent: 3,
      proposalsWon: 1,
      winRate: 1 / 3,
      averageResponseHours: expect.closeTo((3 + 1 + 24) / 3, 6) as number,
    });

    expect(result.views).toHaveLength(30);
    expect(result.views[0]).toEqual({ bucket: "2026-02-14", views: 0 });
    expect(result.views.filter((p) => p.views > 0)).toEqual([
      { bucket: "2026-03-01", views: 14 },
      { bucket: "2026-03-15", views: 5 },
    ]);

    expect(result.activity.filter((p) => p.quoteRequests + p.proposalsSent > 0)).toEqual([
      { bucket: "2026-03-01", quoteRequests: 1, proposalsSent: 1, proposalsWon: 1 },
      { bucket: "2026-03-02", quoteRequests: 1, proposalsSent: 1, proposalsWon: 0 },
      { bucket: "2026-03-06", quoteRequests: 0, proposalsSent: 1, proposalsWon: 0 },
    ]);
    expect(result.responseTime.filter((p) => p.proposals > 0)).toEqual([
      { bucket: "2026-03-01", proposals: 1, averageHours: 3 },
      { bucket: "2026-03-02", proposals: 1, averageHours: 1 },
      { bucket: "2026-03-06", proposals: 1, averageHours: 24 },
    ]);
    expect(result.responseTime[0]).toEqual({ bucket: "2026-02-14", proposals: 0, averageHours: null });

    expect(result.earnings).toEqual([
      { month: "2026-03", currency: "EUR", released: "0.00", inEscrow: "90.00" },
      { month: "2026-03", currency: "USD", released: "450.00", inEscrow: "0.00" },
    ]);
    expect(result.rating).toEqual([{ month: "2026-03", reviews: 2, average: 3.5, overall: 4 }]);

    expect(result.listings).toEqual([
      { listingId: ids.a, title: "A", isActive: true, views: 15, quoteRequests: 2, conversion: 2 / 15, hints: [ANALYTICS_MESSAGES.noPhoto, ANALYTICS_MESSAGES.priceAboveMedian] },
      { listingId: ids.b, title: "B", isActive: true, views: 4, quoteRequests: 0, conversion: 0, hints: [] },
      { listingId: ids.c, title: "C", isActive: false, views: 0, quoteRequests: 0, conversion: null, hints: [ANALYTICS_MESSAGES.noViews] },
    ]);
    expect(result.top.map((l) => l.title)).toEqual(["A", "B"]);
    expect(result.bottom.map((l) => l.title)).toEqual(["C"]);
  });
});

describe("operatorAnalytics over 90 days and 12 months", () => {
  it("buckets by week over 90 days", async () => {
    const result = await operatorAnalytics(t.db, operatorId, "90d", NOW);
    expect(result.views[0]?.bucket).toBe("2025-12-15"); // the Monday of 16 Dec
    expect(result.views.at(-1)).toEqual({ bucket: "2026-03-09", views: 5 });
    expect(result.views.filter((p) => p.views > 0)).toEqual([
      { bucket: "2026-02-09", views: 7 },
      { bucket: "2026-02-23", views: 14 },
      { bucket: "2026-03-09", views: 5 },
    ]);
    expect(result.totals).toMatchObject({ views: 26, quoteRequests: 3, proposalsSent: 3, proposalsWon: 1 });
  });

  it("buckets by month over 12 months and keeps older earnings and ratings", async () => {
    const result = await operatorAnalytics(t.db, operatorId, "12m", NOW);
    expect(result.views.map((p) => p.bucket)).toEqual([
      "2025-04", "2025-05", "2025-06", "2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03",
    ]);
    expect(result.views.slice(-2)).toEqual([{ bucket: "2026-02", views: 7 }, { bucket: "2026-03", views: 19 }]);
    expect(result.totals).toEqual({
      views: 26,
      quoteRequests: 3,
      proposalsSent: 5,
      proposalsWon: 3,
      winRate: 3 / 5,
      averageResponseHours: expect.closeTo((3 + 1 + 24 + 24 + 24) / 5, 6) as number,
    });
    expect(result.earnings).toEqual([
      { month: "2025-12", currency: "USD", released: "180.00", inEscrow: "0.00" },
      { month: "2026-03", currency: "EUR", released: "0.00", inEscrow: "90.00" },
      { month: "2026-03", currency: "USD", released: "450.00", inEscrow: "0.00" },
    ]);
    expect(result.rating).toEqual([
      { month: "2025-12", reviews: 1, average: 5, overall: 5 },
      { month: "2026-03", reviews: 2, average: 3.5, overall: 4 },
    ]);
  });

  it("shows nothing of other operators and zeros for an operator without history", async () => {
    const newcomer = await t.makeOperator();
    const result = await operatorAnalytics(t.db, newcomer.user.id, "30d", NOW);
    expect(result.totals).toEqual({ views: 0, quoteRequests: 0, proposalsSent: 0, proposalsWon: 0, winRate: null, averageResponseHours: null });
    expect(result.listings).toEqual([]);
    expect(result.earnings).toEqual([]);
    expect(result.rating).toEqual([]);
  });
});
