import { reviews, users } from "@skyhire/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "../errors";
import { createTestContext, type TestContext } from "../testing";
import { getPublicOperator } from "./operator-page";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const notFound = new DomainError("NOT_FOUND", "Operator not found");

async function review(operatorId: string, rating: number) {
  const job = await t.makeJob({ status: "completed" });
  await t.db.insert(reviews).values({ jobRequestId: job.id, customerId: job.customerId, operatorId, rating });
}

describe("an operator's public page", () => {
  it("shows the company, base, radius, labels, active listings and the rating summary", async () => {
    const operator = await t.makeOperator({
      companyName: "Harbour Thermal",
      location: "Sydney",
      serviceRadiusKm: 80,
      isVerified: true,
      qualifications: ["Commercial Drone License", "CASA RPA Licence"],
      portfolioItems: [
        { title: "Solar farm", description: "Thermal survey", media: [], mediaUrls: [], imageUrl: "/uploads/a.webp" },
      ],
    });
    const shown = await t.makeListing({ operatorId: operator.user.id, title: "Panel inspection" });
    await t.makeListing({ operatorId: operator.user.id, title: "Old offer", isActive: false });
    await review(operator.user.id, 5);
    await review(operator.user.id, 5);
    await review(operator.user.id, 2);

    const page = await getPublicOperator(t.db, { id: operator.user.id, viewer: null });
    expect(page).toMatchObject({
      id: operator.user.id,
      companyName: "Harbour Thermal",
      location: "Sydney",
      serviceRadiusKm: 80,
      isVerified: true,
      qualifications: ["Commercial Drone License", "CASA RPA Licence"],
      portfolio: [{ title: "Solar farm", imageUrl: "/uploads/a.webp" }],
      listingCount: 1,
      reviewSummary: { count: 3, average: 4 },
    });
    expect(page.listings.map((listing) => listing.id)).toEqual([shown.id]);
    expect(page.reviewSummary.byStars).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 0 },
      { stars: 3, count: 0 },
      { stars: 2, count: 1 },
      { stars: 1, count: 0 },
    ]);
    expect(page.memberSince).toBeInstanceOf(Date);
  });

  it("is not found for pending, rejected, draft or suspended operators, and unknown ids", async () => {
    const pending = await t.makeOperator({ approvalStatus: "pending" });
    const rejected = await t.makeOperator({ approvalStatus: "rejected" });
    const draft = await t.makeOperator({ isPublished: false });
    const suspended = await t.makeOperator();
    await t.db.update(users).set({ status: "suspended" }).where(eq(users.id, suspended.user.id));
    for (const id of [pending.user.id, rejected.user.id, draft.user.id, suspended.user.id, "no-such-id", "a\u0000b"]) {
      await expect(getPublicOperator(t.db, { id, viewer: null })).rejects.toEqual(notFound);
    }
  });

  it("shows a hidden operator's page to the operator and to admins", async () => {
    const pending = await t.makeOperator({ approvalStatus: "pending" });
    const admin = await t.makeUser({ role: "admin" });
    const stranger = await t.makeUser();
    expect((await getPublicOperator(t.db, { id: pending.user.id, viewer: pending.user })).id).toBe(pending.user.id);
    expect((await getPublicOperator(t.db, { id: pending.user.id, viewer: admin })).id).toBe(pending.user.id);
    await expect(getPublicOperator(t.db, { id: pending.user.id, viewer: stranger })).rejects.toEqual(notFound);
  });
});
