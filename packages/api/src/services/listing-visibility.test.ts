/**
 * A listing is public exactly while it is active and its operator is approved, published, active
 * and an operator. Every service that changes one of these takes the listing out of (or back into)
 * search in the same request: the database keeps the search columns true in that transaction.
 */
import { operatorProfiles, serviceListings } from "@skyhire/db";
import { listListingsSchema, operatorProfileSchema } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, TEST_BIO, type TestContext, type TestOperator } from "../testing";
import { listPublicListings } from "./listing-search";
import { updateOperatorProfile } from "./profiles";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const REASON = "Checked by the trust and safety team";

async function operatorWithListing() {
  const operator = await t.makeOperator();
  const word = `Vis${Math.random().toString(36).slice(2, 9)}`;
  const listing = await t.makeListing({ operatorId: operator.user.id, title: `${word} roof survey` });
  return { operator, listing, word };
}

async function searchFinds(word: string, listingId: string) {
  const result = await listPublicListings(t.db, listListingsSchema.parse({ q: word }));
  return result.items.some((item) => item.id === listingId);
}

async function admin() {
  return t.callerFor(await t.makeUser({ role: "admin" }));
}

function publishableProfile(operator: TestOperator, publish: boolean) {
  return operatorProfileSchema.parse({
    companyName: operator.profile.companyName,
    bio: TEST_BIO,
    defaultMargin: 15,
    qualifications: ["CAA Licence"],
    serviceAreas: ["Sydney"],
    licences: [{ type: "CASA", number: "R-1", expiryDate: "2030-01-01" }],
    insuranceDocs: [
      { provider: "Acme", policyNumber: "P-1", coverageAmount: "1000000", expiryDate: "2030-01-01" },
    ],
    publish,
  });
}

describe("search visibility follows every change in the same request", () => {
  it("an admin withdrawing approval removes the listing; approving again brings it back", async () => {
    const { operator, listing, word } = await operatorWithListing();
    const caller = await admin();
    expect(await searchFinds(word, listing.id)).toBe(true);

    await caller.admin.rejectOperator({ userId: operator.user.id, reason: REASON });
    expect(await searchFinds(word, listing.id)).toBe(false);

    await caller.admin.approveOperator({ userId: operator.user.id });
    expect(await searchFinds(word, listing.id)).toBe(true);
  });

  it("saving the profile as a draft removes the listing; publishing brings it back", async () => {
    const { operator, listing, word } = await operatorWithListing();
    await updateOperatorProfile(t.db, operator.user.id, publishableProfile(operator, false));
    expect(await searchFinds(word, listing.id)).toBe(false);

    await updateOperatorProfile(t.db, operator.user.id, publishableProfile(operator, true));
    expect(await searchFinds(word, listing.id)).toBe(true);
  });

  it("suspending the account removes the listing; reinstating brings it back", async () => {
    const { operator, listing, word } = await operatorWithListing();
    const caller = await admin();
    await caller.adminUsers.suspend({ userId: operator.user.id, reason: REASON });
    expect(await searchFinds(word, listing.id)).toBe(false);

    await caller.adminUsers.reinstate({ userId: operator.user.id, reason: REASON });
    expect(await searchFinds(word, listing.id)).toBe(true);
  });

  it("making the operator a customer removes the listing; making them an operator again restores it", async () => {
    const { operator, listing, word } = await operatorWithListing();
    const caller = await admin();
    await caller.adminUsers.changeRole({ userId: operator.user.id, role: "customer", reason: REASON });
    expect(await searchFinds(word, listing.id)).toBe(false);

    await caller.adminUsers.changeRole({ userId: operator.user.id, role: "operator", reason: REASON });
    expect(await searchFinds(word, listing.id)).toBe(true);
  });

  it("the operator deactivating a listing removes it; reactivating brings it back", async () => {
    const { operator, listing, word } = await operatorWithListing();
    const own = t.callerFor(operator.user);
    await own.listings.setActive({ id: listing.id, isActive: false });
    expect(await searchFinds(word, listing.id)).toBe(false);

    await own.listings.setActive({ id: listing.id, isActive: true });
    expect(await searchFinds(word, listing.id)).toBe(true);
  });

  it("an admin taking a listing down removes it; putting it back restores it", async () => {
    const { listing, word } = await operatorWithListing();
    const caller = await admin();
    await caller.adminListings.deactivate({ id: listing.id, reason: REASON });
    expect(await searchFinds(word, listing.id)).toBe(false);

    await caller.adminListings.reactivate({ id: listing.id, reason: REASON });
    expect(await searchFinds(word, listing.id)).toBe(true);
  });

  it("a listing created by a pending operator stays out until the approval", async () => {
    const pending = await t.makeOperator({ approvalStatus: "pending" });
    const word = `Pend${Math.random().toString(36).slice(2, 9)}`;
    const listing = await t.makeListing({ operatorId: pending.user.id, title: `${word} mapping` });
    expect(await searchFinds(word, listing.id)).toBe(false);

    await (await admin()).admin.approveOperator({ userId: pending.user.id });
    expect(await searchFinds(word, listing.id)).toBe(true);
  });

  it("the operator's rating, badge and base are copied onto each listing for filters and sorts", async () => {
    const { operator, listing } = await operatorWithListing();
    await t.db
      .update(operatorProfiles)
      .set({ rating: "4.70", isVerified: true, location: "Perth", baseLat: -31.95, baseLng: 115.86, serviceRadiusKm: 80 })
      .where(eq(operatorProfiles.userId, operator.user.id));
    const [row] = await t.db
      .select({
        rating: serviceListings.operatorRating,
        verified: serviceListings.operatorVerified,
        lat: serviceListings.operatorLat,
        lng: serviceListings.operatorLng,
        radius: serviceListings.operatorRadiusKm,
      })
      .from(serviceListings)
      .where(eq(serviceListings.id, listing.id));
    expect(row).toEqual({ rating: "4.70", verified: true, lat: -31.95, lng: 115.86, radius: 80 });
  });
});
