import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing";
import { DomainError } from "../errors";
import { listListingsSchema, type ListListingsInput } from "@skyhire/validators";
import { countMarketplace, getListingDetail, listPublicListings, sitemapListings } from "./listings";

const search = (input: ListListingsInput) => listListingsSchema.parse(input);

describe("listings service", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  const browse = { page: 1, pageSize: 2 };

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
});
