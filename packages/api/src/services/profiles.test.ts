import { operatorProfiles, users } from "@skyhire/db";
import { customerContactSchema, customerProfileSchema, listListingsSchema, operatorProfileSchema } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, TEST_BIO, type TestContext } from "../testing";
import { getListingDetail, listPublicListings, recentPublicListings } from "./listings";
import { makeOnboardingUploads } from "./operator-onboarding.fixtures";
import {
  createCustomerProfile,
  createOperatorProfile,
  getOperatorProfile,
  updateCustomerProfile,
  updateOperatorProfile,
  upsertCustomerContact,
} from "./profiles";

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

describe("customer profile: the account's name", () => {
  async function nameOf(userId: string) {
    const [row] = await t.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
    return row;
  }

  it("is set by the onboarding's contact step and by every profile save", async () => {
    const user = await t.makeUser({ firstName: null, lastName: null });
    await upsertCustomerContact(
      t.db,
      user.id,
      customerContactSchema.parse({ fullName: "Audit Customer", phoneNumber: "+1 555 010 0000", preferredContact: "email" }),
    );
    expect(await nameOf(user.id)).toEqual({ firstName: "Audit", lastName: "Customer" });

    await updateCustomerProfile(t.db, user.id, customerProfileSchema.parse({ name: "Audrey Customer" }));
    expect(await nameOf(user.id)).toEqual({ firstName: "Audrey", lastName: "Customer" });
  });

  it("is set when the profile is first created", async () => {
    const user = await t.makeUser({ firstName: null, lastName: null });
    await createCustomerProfile(t.db, user.id, customerProfileSchema.parse({ name: "Prince" }));
    expect(await nameOf(user.id)).toEqual({ firstName: "Prince", lastName: null });
  });
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

describe("operator base and service radius", () => {
  it("the editor stores the base city with its point and radius; near searches then find the operator", async () => {
    const operator = await t.makeOperator({ location: null });
    const word = `base${Math.random().toString(36).slice(2, 8)}`;
    const listing = await t.makeListing({ operatorId: operator.user.id, title: `${word} survey` });
    const nearPerth = listListingsSchema.parse({ q: word, near: "Perth", radiusKm: 25 });
    expect((await listPublicListings(t.db, nearPerth)).items).toEqual([]);

    const saved = await updateOperatorProfile(
      t.db,
      operator.user.id,
      operatorProfileSchema.parse({ ...draft, location: "perth", serviceRadiusKm: 120 }),
    );
    expect(saved).toMatchObject({ location: "Perth", serviceRadiusKm: 120 });
    // (The draft save unpublished the profile; publish it again to search.)
    await t.db.update(operatorProfiles).set({ isPublished: true }).where(eq(operatorProfiles.userId, operator.user.id));
    expect((await listPublicListings(t.db, nearPerth)).items.map((item) => item.id)).toEqual([listing.id]);

    // A save without the field keeps the base; an empty one clears it.
    await updateOperatorProfile(t.db, operator.user.id, operatorProfileSchema.parse(draft));
    expect((await getOperatorProfile(t.db, operator.user.id))?.location).toBe("Perth");
    await updateOperatorProfile(t.db, operator.user.id, operatorProfileSchema.parse({ ...draft, location: "" }));
    expect((await getOperatorProfile(t.db, operator.user.id))?.location).toBeNull();
  });
});

describe("documents on the operator profile", () => {
  it("refuses another operator's private document on PUT and POST, and changes nothing", async () => {
    const victim = await t.makeOperator();
    const files = await makeOnboardingUploads(t.db, victim.user.id);
    const thief = await t.makeOperator();
    const withStolenLicence = operatorProfileSchema.parse({
      ...draft,
      licences: [{ type: "CAA", number: "1", expiryDate: "2030-01-01", documentUrl: files.licence.url, document: files.licence }],
    });
    await expect(updateOperatorProfile(t.db, thief.user.id, withStolenLicence)).rejects.toThrow("Please upload the file again");
    expect((await getOperatorProfile(t.db, thief.user.id))?.licences).toEqual(thief.profile.licences);
    const newcomer = await t.makeUser();
    await expect(createOperatorProfile(t.db, newcomer.id, withStolenLicence)).rejects.toThrow("Please upload the file again");

    const ownFiles = await makeOnboardingUploads(t.db, thief.user.id);
    const withOwnLicence = operatorProfileSchema.parse({
      ...draft,
      licences: [{ type: "CAA", number: "1", expiryDate: "2030-01-01", documentUrl: ownFiles.licence.url, document: ownFiles.licence }],
    });
    await expect(updateOperatorProfile(t.db, thief.user.id, withOwnLicence)).resolves.toMatchObject({ companyName: draft.companyName });
  });

  it("keeps accepting a document's address from before documents moved to /api/documents", async () => {
    const operator = await t.makeOperator();
    const files = await makeOnboardingUploads(t.db, operator.user.id);
    expect(files.licence.url).toMatch(/^\/api\/documents\//);
    const oldUrl = files.licence.url.replace("/api/documents/", "/api/uploads/");
    const withOldAddress = operatorProfileSchema.parse({
      ...draft,
      licences: [{ type: "CAA", number: "1", expiryDate: "2030-01-01", documentUrl: oldUrl, document: { ...files.licence, url: oldUrl } }],
    });
    await expect(updateOperatorProfile(t.db, operator.user.id, withOldAddress)).resolves.toMatchObject({ companyName: draft.companyName });
  });
});
