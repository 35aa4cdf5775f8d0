import { describe, expect, it } from "vitest";
import {
  demoCompletion,
  demoOverview,
  demoPayment,
  demoProposals,
  demoRatings,
  findDemoProposal,
  lastMonthLabels,
} from "./demo";

describe("demoOverview (docs/product.md#demo-dashboard)", () => {
  const overview = demoOverview(new Date("2026-11-22T10:00:00Z"));

  it("has ticking metrics with a start value and a growth per tick", () => {
    expect(overview.metrics.map((m) => m.id)).toEqual(["operators", "customers", "jobs", "gmv"]);
    for (const metric of overview.metrics) {
      expect(Number.isInteger(metric.value)).toBe(true);
      expect(metric.perTick).toBeGreaterThan(0);
      expect(metric.label).not.toBe("");
    }
  });

  it("takes the 10% platform fee from the marketplace volume, in cents", () => {
    const gmv = overview.metrics.find((m) => m.id === "gmv");
    const fees = overview.revenue.streams.find((s) => s.id === "platform-fees");
    expect(overview.revenue.platformFeePercent).toBe(10);
    expect(fees?.description).toBe("10% platform fee on every completed job");
    expect(fees?.amountCents).toBe((gmv?.value ?? 0) / 10);
    expect(fees?.perTickCents).toBe((gmv?.perTick ?? 0) / 10);
    const sum = overview.revenue.streams.reduce((total, s) => total + s.amountCents, 0);
    expect(overview.revenue.totalCents).toBe(sum);
    expect(overview.revenue.totalPerTickCents).toBe(
      overview.revenue.streams.reduce((total, s) => total + s.perTickCents, 0),
    );
  });

  it("has a feed with unique ids, newest first, and a pool for the ticks", () => {
    const { initial, pool, visible } = overview.activity;
    const ids = [...initial, ...pool].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(initial.map((i) => i.secondsAgo)).toEqual([...initial.map((i) => i.secondsAgo)].sort((a, b) => a - b));
    expect(pool.length).toBeGreaterThan(0);
    expect(visible).toBe(initial.length);
  });

  it("has the five flow steps, marketplace health bars and six months of growth", () => {
    expect(overview.flow.map((s) => s.step)).toEqual([1, 2, 3, 4, 5]);
    for (const item of overview.health) expect(item.progress).toBeGreaterThanOrEqual(0);
    expect(overview.growth.months.map((m) => m.month)).toEqual(["Jun", "Jul", "Aug", "Sep", "Oct", "Nov"]);
    expect(overview.growth.cities).toBe(25);
    expect(overview.growth.monthOverMonthPercent).toBe(16); // 13,220 → 15,330 is +15.96%
  });
});

describe("lastMonthLabels", () => {
  it("crosses the year boundary", () => {
    expect(lastMonthLabels(new Date("2027-02-03T00:00:00Z"), 4)).toEqual(["Nov", "Dec", "Jan", "Feb"]);
  });
});

describe("demo proposals (docs/product.md#investor-demo)", () => {
  it("shows every field of a proposal, featured first", () => {
    const { proposals, expectedText, sampleJob } = demoProposals();
    expect(expectedText).toBe("Proposals are expected within 24-48 hours.");
    expect(sampleJob).toEqual({
      title: "Commercial roof inspection",
      location: "San Francisco, CA",
      category: "Building Inspection",
      budget: "$2,000 - $5,000",
    });
    expect(proposals[0]?.featured).toBe(true);
    expect(proposals.filter((p) => p.featured)).toHaveLength(1);
    for (const proposal of proposals) {
      expect(Object.keys(proposal).sort()).toEqual(
        [
          "avatar",
          "companyName",
          "completedJobs",
          "featured",
          "id",
          "location",
          "message",
          "operatorName",
          "qualifications",
          "quoteCents",
          "rating",
          "responseTime",
          "timeline",
        ].sort(),
      );
      expect(proposal.qualifications.length).toBeGreaterThan(0);
      expect(Number.isInteger(proposal.quoteCents)).toBe(true);
    }
  });

  it("finds a proposal by id, the featured one by default, and refuses unknown ids", () => {
    expect(findDemoProposal(undefined).quoteCents).toBe(350_000);
    expect(findDemoProposal("precision-drone").companyName).toBe("Precision Drone Works");
    expect(() => findDemoProposal("nobody")).toThrow("Proposal not found");
  });
});

describe("demo payment, completion and ratings", () => {
  it("charges quote + the rounded 2.9% fee: 3500 → 102 → 3602", () => {
    const { breakdown, proposal } = demoPayment({});
    expect(proposal.featured).toBe(true);
    expect(breakdown).toEqual({
      quoteCents: 350_000,
      feeBasisPoints: 290,
      feeLabel: "2.9%",
      feeCents: 10_200,
      totalCents: 360_200,
    });
  });

  it("prices another proposal with the same rule", () => {
    expect(demoPayment({ proposalId: "precision-drone" }).breakdown).toMatchObject({
      quoteCents: 320_000,
      feeCents: 9_300,
      totalCents: 329_300,
    });
  });

  it("releases the quote less the 10% platform fee on completion", () => {
    const { release, deliverables } = demoCompletion({});
    expect(release).toEqual({
      quoteCents: 350_000,
      platformFeePercent: 10,
      platformFeeCents: 35_000,
      operatorPayoutCents: 315_000,
    });
    expect(deliverables.length).toBeGreaterThan(0);
  });

  it("offers five rating labels", () => {
    expect(demoRatings({}).ratingLabels).toEqual(["Poor", "Fair", "Good", "Very Good", "Excellent"]);
  });
});
