import { reviews } from "@skyhire/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing";
import { operatorDashboard } from "./operator-dashboard";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

describe("operatorDashboard", () => {
  it("reads the company, approval state and figures of the caller only", async () => {
    const operator = await t.makeOperator({ companyName: "Kite Survey Co", rating: "4.50" });
    await t.makeListing({ operatorId: operator.user.id });
    await t.makeListing({ operatorId: operator.user.id });
    await t.makeListing({ operatorId: operator.user.id, isActive: false });
    await t.makeListing(); // another operator's
    const customer = await t.makeUser();
    for (let i = 0; i < 2; i++) {
      const job = await t.makeJob({ customerId: customer.id, status: "completed" });
      await t.db.insert(reviews).values({
        jobRequestId: job.id,
        customerId: customer.id,
        operatorId: operator.user.id,
        rating: 4 + i,
      });
    }

    expect(await operatorDashboard(t.db, operator.user.id)).toEqual({
      profile: {
        companyName: "Kite Survey Co",
        approvalStatus: "approved",
        rejectionReason: null,
        isPublished: true,
        isVerified: false,
        completedJobs: 0,
        currency: "HKD",
      },
      stats: { activeListings: 2, totalListings: 3, averageRating: 4.5, reviewCount: 2 },
    });
  });

  it("carries a rejected profile's reason", async () => {
    const rejected = await t.makeOperator({
      approvalStatus: "rejected",
      rejectionReason: "Please upload a current insurance certificate.",
    });
    const dashboard = await operatorDashboard(t.db, rejected.user.id);
    expect(dashboard.profile).toMatchObject({
      approvalStatus: "rejected",
      rejectionReason: "Please upload a current insurance certificate.",
    });
  });

  it("has no profile and zero figures for an account without one", async () => {
    const user = await t.makeUser({ role: "operator" });
    expect(await operatorDashboard(t.db, user.id)).toEqual({
      profile: null,
      stats: { activeListings: 0, totalListings: 0, averageRating: 0, reviewCount: 0 },
    });
  });

  it("answers through listings.dashboard for the signed-in caller", async () => {
    const operator = await t.makeOperator({ companyName: "Caller Aerial" });
    const dashboard = await t.callerFor(operator.user).listings.dashboard();
    expect(dashboard.profile?.companyName).toBe("Caller Aerial");
  });
});
