import { LIMITS } from "@skyhire/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../testing";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

/** A word no other test uses, so searches see only this test's rows. */
function token(name: string) {
  return `${name}${Math.random().toString(36).slice(2, 8)}`;
}

function minutesAgo(minutes: number) {
  return new Date(Date.now() - minutes * 60_000);
}

describe("listings.list", () => {
  it("finds a word in the title or the description, any case, title matches ranked first", async () => {
    const word = token("Thermo");
    const inTitle = await t.makeListing({ title: `${word} roof scan`, createdAt: minutesAgo(2) });
    const inDescription = await t.makeListing({
      description: `Includes a ${word.toUpperCase()} report`,
      createdAt: minutesAgo(1),
    });
    await t.makeListing({ title: "Unrelated wedding video" });

    const result = await t.callerFor(null).listings.list({ q: word.toLowerCase() });
    expect(result.items.map((l) => l.id)).toEqual([inTitle.id, inDescription.id]);
    expect(result).toMatchObject({
      total: 2,
      totalCapped: false,
      page: 1,
      pageSize: LIMITS.pageSizeDefault,
    });
  });

  it("returns each listing with its operator, price as text", async () => {
    const word = token("Shape");
    const operator = await t.makeOperator({
      companyName: "Aerial Co",
      location: "Perth",
      rating: "4.50",
    });
    await t.makeListing({
      operatorId: operator.user.id,
      title: `${word} survey`,
      price: "1200.50",
      requirements: ["insured"],
    });

    const [card] = (await t.callerFor(null).listings.list({ q: word })).items;
    expect(card).toMatchObject({
      title: `${word} survey`,
      price: "1200.50",
      category: "Photography",
      requirements: ["insured"],
      operator: {
        companyName: "Aerial Co",
        rating: "4.50",
        completedJobs: 0,
        location: "Perth",
        isVerified: false,
      },
    });
    expect(card?.createdAt).toBeInstanceOf(Date);
  });

  it("matches the category exactly", async () => {
    const word = token("Category");
    const mapping = await t.makeListing({ title: `${word} one`, category: "Mapping" });
    await t.makeListing({ title: `${word} two`, category: "Surveying" });

    const result = await t.callerFor(null).listings.list({ q: word, category: "Mapping" });
    expect(result.items.map((l) => l.id)).toEqual([mapping.id]);
    expect(
      await failureOf(t.callerFor(null).listings.list({ category: "mapping" as "Mapping" })),
    ).toEqual({
      code: "BAD_REQUEST",
      message: "Please choose a valid category",
    });
  });

  it("treats % in the search text as plain punctuation, never as a wildcard", async () => {
    const word = token("Pct");
    const literal = await t.makeListing({ title: `${word} 100% coverage` });
    await t.makeListing({ title: `${word} 1000 coverage` });

    const result = await t.callerFor(null).listings.list({ q: `${word} 100%` });
    expect(result.items.map((l) => l.id)).toEqual([literal.id]);
  });

  it("hides inactive listings and those of unapproved, unpublished or suspended operators", async () => {
    const word = token("Hidden");
    const visible = await t.makeListing({ title: `${word} visible` });
    await t.makeListing({ title: `${word} inactive`, isActive: false });
    const pending = await t.makeOperator({ approvalStatus: "pending" });
    await t.makeListing({ title: `${word} pending`, operatorId: pending.user.id });
    const draft = await t.makeOperator({ isPublished: false });
    await t.makeListing({ title: `${word} draft`, operatorId: draft.user.id });
    const suspended = await t.makeOperator({ user: { status: "suspended" } });
    await t.makeListing({ title: `${word} suspended`, operatorId: suspended.user.id });

    const result = await t.callerFor(null).listings.list({ q: word });
    expect(result.items.map((l) => l.id)).toEqual([visible.id]);
    expect(result.total).toBe(1);
  });

  it("pages newest first and counts every match", async () => {
    const word = token("Paged");
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.unshift(
        (await t.makeListing({ title: `${word} ${i}`, createdAt: minutesAgo(10 - i) })).id,
      );
    }
    const caller = t.callerFor(null);
    const first = await caller.listings.list({ q: word, pageSize: 2 });
    const third = await caller.listings.list({ q: word, pageSize: 2, page: 3 });
    expect(first.items.map((l) => l.id)).toEqual(ids.slice(0, 2));
    expect(third.items.map((l) => l.id)).toEqual(ids.slice(4));
    expect(first).toMatchObject({ total: 5, totalCapped: false });
  });

  it("refuses a bad page size with the schema's message", async () => {
    expect(await failureOf(t.callerFor(null).listings.list({ pageSize: 1000 }))).toEqual({
      code: "BAD_REQUEST",
      message: `Page size must be between 1 and ${LIMITS.pageSizeMax}`,
    });
  });
});

describe("listings.byId", () => {
  it("returns the listing with its operator and the operator's account", async () => {
    const operator = await t.makeOperator({
      companyName: "Detail Drones",
      qualifications: ["CAA Licence", "Night Operations Endorsement"],
      user: { firstName: "Oliver", lastName: "Chen", profileImageUrl: "https://img.example/o.png" },
    });
    const listing = await t.makeListing({ operatorId: operator.user.id, title: "Detail listing" });

    const detail = await t.callerFor(null).listings.byId({ id: listing.id });
    expect(detail).toMatchObject({
      id: listing.id,
      title: "Detail listing",
      operator: {
        userId: operator.user.id,
        companyName: "Detail Drones",
        bio: operator.profile.bio,
        // Stored qualifications read as their labels, a custom one as typed.
        qualifications: ["CAA Licence", "Night Operations Endorsement"],
        location: "Sydney",
        rating: "0.00",
        completedJobs: 0,
        isVerified: false,
      },
      user: { firstName: "Oliver", lastName: "Chen", profileImageUrl: "https://img.example/o.png" },
    });
    expect(detail.operator.createdAt).toBeInstanceOf(Date);
  });

  it("is NOT_FOUND when missing, inactive or its operator is not public", async () => {
    const inactive = await t.makeListing({ isActive: false });
    const pending = await t.makeOperator({ approvalStatus: "pending" });
    const ofPending = await t.makeListing({ operatorId: pending.user.id });
    const notFound = { code: "NOT_FOUND", message: "Listing not found" };
    const someone = await t.makeUser();

    expect(await failureOf(t.callerFor(null).listings.byId({ id: "no-such-listing" }))).toEqual(
      notFound,
    );
    expect(await failureOf(t.callerFor(someone).listings.byId({ id: inactive.id }))).toEqual(
      notFound,
    );
    expect(await failureOf(t.callerFor(null).listings.byId({ id: ofPending.id }))).toEqual(
      notFound,
    );
  });

  it("shows an inactive listing to its owner and to admins", async () => {
    const owner = await t.makeOperator();
    const listing = await t.makeListing({ operatorId: owner.user.id, isActive: false });
    const admin = await t.makeUser({ role: "admin" });

    expect((await t.callerFor(owner.user).listings.byId({ id: listing.id })).isActive).toBe(false);
    expect((await t.callerFor(admin).listings.byId({ id: listing.id })).id).toBe(listing.id);
  });

  it("refuses an empty id", async () => {
    expect(await failureOf(t.callerFor(null).listings.byId({ id: " " }))).toEqual({
      code: "BAD_REQUEST",
      message: "Listing id is required",
    });
  });
});

describe("listings.recent and listings.stats", () => {
  it("lists the newest public listings, at most four", async () => {
    const newest = await t.makeListing({
      title: "Newest of all",
      createdAt: new Date(Date.now() + 60_000),
    });
    await t.makeListing({
      title: "Future but inactive",
      isActive: false,
      createdAt: new Date(Date.now() + 120_000),
    });

    const recent = await t.callerFor(null).listings.recent();
    expect(recent.length).toBeLessThanOrEqual(LIMITS.homeRecentItems);
    expect(recent[0]?.id).toBe(newest.id);
  });

  it("counts public active listings and all job requests", async () => {
    const caller = t.callerFor(null);
    const before = await caller.listings.stats();
    await t.makeListing();
    await t.makeListing({ isActive: false });
    await t.makeJob();
    await t.makeJob({ status: "completed" });
    expect(await caller.listings.stats()).toEqual({
      totalServices: before.totalServices + 1,
      activeJobs: before.activeJobs + 2,
    });
  });
});
