import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing";
import { DomainError } from "../errors";
import { listListingsSchema, qualificationLabel, type ListListingsInput } from "@skyhire/validators";
import { users } from "@skyhire/db";
import { eq } from "drizzle-orm";
import {
  countMarketplace,
  getListingDetail,
  listPublicListings,
  marketplaceStats,
  recentPublicListings,
  sitemapListings,
} from "./listings";

const search = (input: ListListingsInput) => listListingsSchema.parse(input);

describe("listings service", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  const browse = { page: 1, pageSize: 2 };

  // The detail query is prepared once per database handle, so the first test that reads a listing's
  // page is the one that builds it: this one, which checks every part of the page.
  it("gives a listing's page its listing, its operator's profile and the operator's name and picture", async () => {
    const operator = await t.makeOperator({
      user: { firstName: "Robin", lastName: "Pilot", profileImageUrl: "https://example.test/robin.png" },
      serviceRadiusKm: 40,
    });
    const listing = await t.makeListing({ operatorId: operator.user.id, title: "Solar farm survey" });
    const detail = await getListingDetail(t.db, { id: listing.id, viewer: null });
    expect(detail).toMatchObject({
      id: listing.id,
      operatorId: operator.user.id,
      title: "Solar farm survey",
      price: listing.price,
      isActive: true,
    });
    expect(detail.operator).toMatchObject({
      userId: operator.user.id,
      companyName: operator.profile.companyName,
      bio: operator.profile.bio,
      location: "Sydney",
      serviceRadiusKm: 40,
    });
    expect(detail.user).toEqual({ profileImageUrl: "https://example.test/robin.png", firstName: "Robin", lastName: "Pilot" });
  });

  it("caps the count of a text search and says so", async () => {
    const word = `Capped${Math.random().toString(36).slice(2, 8)}`;
    for (let i = 0; i < 4; i += 1) await t.makeListing({ title: `${word} ${i}` });

    const capped = await listPublicListings(t.db, search({ ...browse, q: word }), { countCap: 3 });
    expect(capped).toMatchObject({ total: 3, totalCapped: true });
    expect(capped.items).toHaveLength(2);

    const exactAtCap = await listPublicListings(t.db, search({ ...browse, q: word }), { countCap: 4 });
    expect(exactAtCap).toMatchObject({ total: 4, totalCapped: false });
  });

  it("caps the count of the whole marketplace too, so no request counts every listing", async () => {
    await t.makeListing();
    await t.makeListing();
    const all = await listPublicListings(t.db, search(browse), { countCap: 1 });
    expect(all).toMatchObject({ total: 1, totalCapped: true });
  });

  it("counts only public operators and listings, and every job", async () => {
    const before = await countMarketplace(t.db);
    const pending = await t.makeOperator({ approvalStatus: "pending" });
    await t.makeListing({ operatorId: pending.user.id });
    await t.makeListing();
    await t.makeJob({ status: "cancelled" });
    expect(await countMarketplace(t.db)).toEqual({
      operators: before.operators + 1,
      listings: before.listings + 1,
      jobs: before.jobs + 1,
    });
  });

  it("answers NOT_FOUND for an id the database could not even compare", async () => {
    await expect(getListingDetail(t.db, { id: "abc\u0000def", viewer: null })).rejects.toEqual(
      new DomainError("NOT_FOUND", "Listing not found"),
    );
  });

  it("lists only public listings for the sitemap, most recently changed first", async () => {
    const shown = await t.makeListing();
    const inactive = await t.makeListing({ isActive: false });
    const pending = await t.makeOperator({ approvalStatus: "pending" });
    const hidden = await t.makeListing({ operatorId: pending.user.id });
    const ids = (await sitemapListings(t.db)).map((row) => row.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(hidden.id);
    expect(await sitemapListings(t.db, 1)).toHaveLength(1);
  });
  it("takes an operator turned back into a customer out of browse, the home page, the counts and the sitemap", async () => {
    const operator = await t.makeOperator();
    const listing = await t.makeListing({ operatorId: operator.user.id, title: "Roof survey by a former operator" });
    const before = await countMarketplace(t.db);
    expect((await recentPublicListings(t.db)).map((l) => l.id)).toContain(listing.id);

    await t.db.update(users).set({ role: "customer" }).where(eq(users.id, operator.user.id));

    const after = await countMarketplace(t.db);
    expect(after).toEqual({ ...before, operators: before.operators - 1, listings: before.listings - 1 });
    expect(await marketplaceStats(t.db)).toEqual({ totalServices: after.listings, activeJobs: after.jobs });
    expect((await recentPublicListings(t.db)).map((l) => l.id)).not.toContain(listing.id);
    expect((await sitemapListings(t.db)).map((l) => l.id)).not.toContain(listing.id);
    const browsed = await listPublicListings(t.db, search({ page: 1, pageSize: 10, q: "former operator" }));
    expect(browsed.items.map((l) => l.id)).not.toContain(listing.id);
    const stranger = await t.makeUser();
    for (const viewer of [null, stranger]) {
      await expect(getListingDetail(t.db, { id: listing.id, viewer })).rejects.toEqual(
        new DomainError("NOT_FOUND", "Listing not found"),
      );
    }
  });

  it("still shows a hidden listing to its owner and to admins, as it is", async () => {
    const operator = await t.makeOperator({ approvalStatus: "pending", qualifications: ["Part 107", "Own licence"] });
    const listing = await t.makeListing({ operatorId: operator.user.id });
    const admin = await t.makeUser({ role: "admin" });
    for (const viewer of [operator.user, admin]) {
      const detail = await getListingDetail(t.db, { id: listing.id, viewer });
      expect(detail).toMatchObject({ id: listing.id, operatorId: operator.user.id, isActive: true });
      expect(detail).not.toHaveProperty("isPublic");
    }
    await expect(getListingDetail(t.db, { id: listing.id, viewer: await t.makeUser() })).rejects.toThrow("Listing not found");
    for (const viewer of [admin, operator.user]) {
      await expect(getListingDetail(t.db, { id: "00000000-0000-4000-8000-000000000000", viewer })).rejects.toEqual(
        new DomainError("NOT_FOUND", "Listing not found"),
      );
    }
  });

  it("shows a public listing to anyone with its operator's qualifications", async () => {
    const operator = await t.makeOperator({ qualifications: ["CAA Licence", "Own licence"] });
    const listing = await t.makeListing({ operatorId: operator.user.id });
    const detail = await getListingDetail(t.db, { id: listing.id, viewer: null });
    expect(detail.operator).toMatchObject({ userId: operator.user.id, companyName: operator.profile.companyName });
    expect(detail.operator.qualifications).toEqual([qualificationLabel("CAA Licence"), "Own licence"]);
  });

  it("puts the newest public listings first on the home page, four at most", async () => {
    const operator = await t.makeOperator();
    const made = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(await t.makeListing({ operatorId: operator.user.id, createdAt: new Date(Date.now() + (i + 1) * 60_000) }));
    }
    const recent = await recentPublicListings(t.db);
    expect(recent.map((l) => l.id)).toEqual(made.slice(1).reverse().map((l) => l.id));
    expect(recent[0]?.operator).toMatchObject({ id: operator.user.id, companyName: operator.profile.companyName });
  });

  it("lists the most recently changed listing first in the sitemap", async () => {
    const older = await t.makeListing({ updatedAt: new Date(Date.now() + 3_600_000) });
    const newer = await t.makeListing({ updatedAt: new Date(Date.now() + 7_200_000) });
    expect((await sitemapListings(t.db, 2)).map((l) => l.id)).toEqual([newer.id, older.id]);
  });
});
