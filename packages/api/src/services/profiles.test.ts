import { operatorProfiles, users } from "@skyhire/db";
import { listListingsSchema, operatorProfileSchema } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, TEST_BIO, type TestContext } from "../testing";
import { getListingDetail, listPublicListings, recentPublicListings } from "./listings";
import { createOperatorProfile, getOperatorProfile, updateOperatorProfile } from "./profiles";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const draft = operatorProfileSchema.parse({
  companyName: "Kiwi Aerial",
  bio: TEST_BIO,
  defaultMargin: 15,
});

describe("operator profile service", () => {
  it("leaves the role alone when the profile already exists", async () => {
    const customer = await t.makeUser();
    await t.db
      .insert(operatorProfiles)
      .values({ userId: customer.id, companyName: "Existing", bio: TEST_BIO });
    await expect(createOperatorProfile(t.db, customer.id, draft)).rejects.toThrow(
      "Operator profile already exists",
    );
    const [row] = await t.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, customer.id));
    expect(row?.role).toBe("customer");
  });

  it("stores the margin with two decimals and reads it back as a number", async () => {
    const user = await t.makeUser();
    await createOperatorProfile(t.db, user.id, { ...draft, defaultMargin: 7.1 });
    const [stored] = await t.db
      .select({ defaultMargin: operatorProfiles.defaultMargin })
      .from(operatorProfiles)
      .where(eq(operatorProfiles.userId, user.id));
    expect(stored?.defaultMargin).toBe("7.10");
    expect((await getOperatorProfile(t.db, user.id))?.defaultMargin).toBe(7.1);
  });

  it("does not change an admin's approval decision on save", async () => {
    const operator = await t.makeOperator({
      approvalStatus: "rejected",
      rejectionReason: "No licence",
    });
    const saved = await updateOperatorProfile(t.db, operator.user.id, draft);
    expect(saved).toMatchObject({
      approvalStatus: "rejected",
      rejectionReason: "No licence",
      isPublished: false,
    });
  });

  it("keeps a draft (unpublished) operator's listings out of browse, home and detail", async () => {
    const user = await t.makeUser();
    const publishable = operatorProfileSchema.parse({
      ...draft,
      companyName: "Draft Visibility Drones",
      qualifications: ["CAA Licence"],
      serviceAreas: ["Perth"],
      licences: [{ type: "CASA", number: "R-1", expiryDate: "2027-01-01" }],
      insuranceDocs: [{ provider: "Acme", policyNumber: "P-1", coverageAmount: "1000000", expiryDate: "2027-01-01" }],
      publish: true,
    });
    await createOperatorProfile(t.db, user.id, { ...publishable, publish: false });
    // Approved by an admin, so only the draft flag decides what the public sees.
    await t.db
      .update(operatorProfiles)
      .set({ approvalStatus: "approved" })
      .where(eq(operatorProfiles.userId, user.id));
    const listing = await t.makeListing({ operatorId: user.id, title: "Draft visibility survey" });
    const browse = { q: "Draft visibility", page: 1, pageSize: 12 };
    const publicIds = async () => [
      ...(await listPublicListings(t.db, listListingsSchema.parse(browse))).items.map((item) => item.id),
      ...(await recentPublicListings(t.db)).map((item) => item.id),
    ];

    expect(await publicIds()).not.toContain(listing.id);
    await expect(getListingDetail(t.db, { id: listing.id, viewer: null })).rejects.toThrow(
      "Listing not found",
    );

    await updateOperatorProfile(t.db, user.id, publishable);
    expect(await publicIds()).toEqual([listing.id, listing.id]);
    await expect(getListingDetail(t.db, { id: listing.id, viewer: null })).resolves.toMatchObject({
      id: listing.id,
    });

    // Save Draft again takes it back out of public view.
    await updateOperatorProfile(t.db, user.id, { ...publishable, publish: false });
    expect(await publicIds()).not.toContain(listing.id);
  });
});
