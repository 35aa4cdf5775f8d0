import { notifications, savedSearches, searchAlertItems } from "@skyhire/db";
import { LISTING_CATEGORIES, listListingsSchema, SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES, type SessionUser } from "@skyhire/validators";
import { and, eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing";
import { setNotificationMailer, type NotificationEmail } from "./lifecycle/notifications";
import { listPublicListings } from "./listing-search";
import { listingMatches, runSearchAlerts, sendSearchDigests } from "./saved-search-matching";

let t: TestContext;
let mails: NotificationEmail[];
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());
beforeEach(async () => {
  mails = [];
  setNotificationMailer(async (_db, email) => {
    mails.push(email);
  });
  // Items of earlier tests (and of makeListing in other describes) are not this test's business.
  await runSearchAlerts(t.db, { batch: 100_000 });
  mails = [];
});
afterEach(() => setNotificationMailer(null));

async function alertsOf(user: SessionUser) {
  return t.db
    .select({ title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.type, "search_alert")));
}

async function operatorIn(place: string, serviceRadiusKm = 25) {
  return t.makeOperator({ location: place, serviceAreas: [place], serviceRadiusKm });
}

describe("a customer's saved browse search", () => {
  it("tells them once, in the app and by e-mail, when a matching listing is published near the place", async () => {
    const customer = await t.makeUser();
    const saved = await t.callerFor(customer).savedSearches.create({
      kind: "listings",
      query: { q: "mapping", near: "Dubai", page: "3" },
    });
    expect(saved).toMatchObject({ name: '"mapping" · near Dubai (50 km)', frequency: "instant", path: "/listings?q=mapping&near=Dubai" });

    const dubai = await operatorIn("Dubai");
    const sydney = await operatorIn("Sydney");
    const match = await t.makeListing({ operatorId: dubai.user.id, title: "Drone mapping of building sites", category: "Mapping" });
    await t.makeListing({ operatorId: sydney.user.id, title: "Drone mapping of farms", category: "Mapping" });
    await t.makeListing({ operatorId: dubai.user.id, title: "Wedding photography", category: "Photography" });

    expect(await runSearchAlerts(t.db)).toMatchObject({ items: 3, matches: 1, alerted: 1 });
    expect(await alertsOf(customer)).toEqual([
      {
        title: 'New match for your search: "mapping" · near Dubai (50 km)',
        body: '"Drone mapping of building sites" matches your saved search: "mapping" · near Dubai (50 km).',
        link: `/listings/${match.id}`,
      },
    ]);
    await expect.poll(() => mails.length).toBe(1);
    expect(mails[0]?.to).toBe(customer.email);
    expect(mails[0]?.text).toMatch(/Stop these e-mails: http.*\/saved-searches\/unsubscribe\?id=.*&token=/);

    // Published again after a pause, or matched again: still one alert.
    await t.db.insert(searchAlertItems).values({ kind: "listings", itemId: match.id });
    expect(await runSearchAlerts(t.db)).toMatchObject({ matches: 0, alerted: 0 });
    expect(await alertsOf(customer)).toHaveLength(1);
  });

  it("is matched by an operator whose service radius reaches the place, not only one based there", async () => {
    const customer = await t.makeUser();
    await t.callerFor(customer).savedSearches.create({ kind: "listings", query: { near: "Wollongong", radiusKm: "20" } });
    const wide = await operatorIn("Sydney", 100);
    await t.makeListing({ operatorId: wide.user.id, title: "Interstate roof surveys" });
    await runSearchAlerts(t.db);
    expect((await alertsOf(customer)).map((alert) => alert.body)).toEqual([expect.stringContaining("Interstate roof surveys")]);
  });

  it("does not tell the operator about their own listing, nor anyone whose alerts are off", async () => {
    const operator = await operatorIn("Dubai");
    const quiet = await t.makeUser();
    await t.callerFor(operator.user).savedSearches.create({ kind: "listings", query: { q: "thermal" } });
    await t.callerFor(quiet).savedSearches.create({ kind: "listings", query: { q: "thermal" }, frequency: "off" });
    await t.makeListing({ operatorId: operator.user.id, title: "Thermal roof inspection", category: "Inspection" });
    await runSearchAlerts(t.db);
    expect(await alertsOf(operator.user)).toEqual([]);
    expect(await alertsOf(quiet)).toEqual([]);
  });

  it("keeps daily matches for one digest that lists them, and a second run sends nothing", async () => {
    const customer = await t.makeUser();
    await t.callerFor(customer).savedSearches.create({ kind: "listings", query: { category: "Agriculture" }, frequency: "daily" });
    const titles = ["Crop spraying", "Herd counting", "Field NDVI maps"];
    for (const title of titles) await t.makeListing({ title, category: "Agriculture" });
    await runSearchAlerts(t.db);
    expect(await alertsOf(customer)).toEqual([]);

    expect(await sendSearchDigests(t.db, "weekly")).toBe(0);
    expect(await sendSearchDigests(t.db, "daily")).toBeGreaterThanOrEqual(1);
    const [digest, ...rest] = await alertsOf(customer);
    expect(rest).toEqual([]);
    expect(digest).toEqual({
      title: "3 new services for your search: Agriculture",
      body: titles.map((title) => `• ${title}`).join("\n"),
      link: "/listings?category=Agriculture",
    });
    await sendSearchDigests(t.db, "daily");
    expect(await alertsOf(customer)).toHaveLength(1);
  });

  it(`lists the first ${SAVED_SEARCH_LIMITS.digestItems} matches of a digest and says how many more`, async () => {
    const customer = await t.makeUser();
    await t.callerFor(customer).savedSearches.create({ kind: "listings", query: { q: "orchard" }, frequency: "weekly" });
    for (let i = 1; i <= SAVED_SEARCH_LIMITS.digestItems + 2; i++) await t.makeListing({ title: `Orchard survey ${i}` });
    await runSearchAlerts(t.db);
    await sendSearchDigests(t.db, "weekly");
    const [digest] = await alertsOf(customer);
    expect(digest?.title).toBe(`${SAVED_SEARCH_LIMITS.digestItems + 2} new services for your search: "orchard"`);
    expect(digest?.body.split("\n")).toHaveLength(SAVED_SEARCH_LIMITS.digestItems + 1);
    expect(digest?.body).toMatch(/…and 2 more$/);
  });
});

describe("an operator's saved job-board search", () => {
  it("tells an approved operator of a job posted near the place, not a pending one", async () => {
    const approved = await operatorIn("Sydney");
    const pending = await t.makeOperator({ approvalStatus: "pending", isPublished: false });
    await t.callerFor(approved.user).savedSearches.create({ kind: "jobs", query: { near: "Sydney", category: "inspection" } });
    await expect(
      t.callerFor(pending.user).savedSearches.create({ kind: "jobs", query: { near: "Sydney" } }),
    ).rejects.toThrow(SAVED_SEARCH_MESSAGES.jobsNeedOperator);

    const job = await t.makeJob({ title: "Bridge inspection", location: "Sydney", lat: -33.8688, lng: 151.2093 });
    await t.makeJob({ title: "Bridge inspection far away", location: "Dubai", lat: 25.2048, lng: 55.2708 });
    await runSearchAlerts(t.db);
    expect(await alertsOf(approved.user)).toEqual([expect.objectContaining({ link: `/jobs/${job.id}` })]);
  });

  it("matches the location words as the board does, wildcards taken literally", async () => {
    const operator = await operatorIn("Sydney");
    await t.callerFor(operator.user).savedSearches.create({ kind: "jobs", query: { location: "100%" } });
    await t.makeJob({ title: "Plain", location: "Sydney harbour" });
    await t.makeJob({ title: "Literal", location: "Site 100% fenced" });
    await runSearchAlerts(t.db);
    expect((await alertsOf(operator.user)).map((alert) => alert.body)).toEqual([expect.stringContaining('"Literal"')]);
  });
  it("matches a job by its service whatever form posted it: Surveying finds onboarding's Surveying and Post a Job's Mapping & Surveying", async () => {
    const operator = await operatorIn("Sydney");
    const saved = await t.callerFor(operator.user).savedSearches.create({ kind: "jobs", query: { category: "surveying" } });
    expect(saved.name).toBe("Surveying");
    const fromPostJob = await t.makeJob({ title: "Quarry volumes", category: "mapping" });
    const fromOnboarding = await t.makeJob({ title: "Boundary survey", category: "surveying" });
    await t.makeJob({ title: "Crop health", category: "agriculture" });
    await runSearchAlerts(t.db);
    expect((await alertsOf(operator.user)).map((alert) => alert.link).sort()).toEqual(
      [`/jobs/${fromPostJob.id}`, `/jobs/${fromOnboarding.id}`].sort(),
    );
  });
});

describe("saving, changing and stopping searches", () => {
  it("refuses a bad value with the page's own message and saves nothing", async () => {
    const customer = await t.makeUser();
    await expect(
      t.callerFor(customer).savedSearches.create({ kind: "listings", query: { near: "Atlantis" } }),
    ).rejects.toThrow("Please choose a place from the list");
    expect(await t.callerFor(customer).savedSearches.list()).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMITS.perUser} per user`, async () => {
    const customer = await t.makeUser();
    for (let i = 0; i < SAVED_SEARCH_LIMITS.perUser; i++) {
      await t.callerFor(customer).savedSearches.create({ kind: "listings", query: { q: `word${i}` } });
    }
    await expect(
      t.callerFor(customer).savedSearches.create({ kind: "listings", query: { q: "one more" } }),
    ).rejects.toThrow(SAVED_SEARCH_MESSAGES.tooMany);
  });

  it("lets only its owner change or delete a search", async () => {
    const owner = await t.makeUser();
    const other = await t.makeUser();
    const saved = await t.callerFor(owner).savedSearches.create({ kind: "listings", query: { q: "lidar" } });
    await expect(t.callerFor(other).savedSearches.update({ id: saved.id, frequency: "off" })).rejects.toThrow(
      SAVED_SEARCH_MESSAGES.notFound,
    );
    await expect(t.callerFor(other).savedSearches.remove({ id: saved.id })).rejects.toThrow(SAVED_SEARCH_MESSAGES.notFound);
    expect(await t.callerFor(owner).savedSearches.update({ id: saved.id, frequency: "weekly" })).toMatchObject({ frequency: "weekly" });
    await t.callerFor(owner).savedSearches.remove({ id: saved.id });
    expect(await t.callerFor(owner).savedSearches.list()).toEqual([]);
  });

  it("stops alerts from the e-mail's link without sign-in; a wrong secret changes nothing", async () => {
    const customer = await t.makeUser();
    const saved = await t.callerFor(customer).savedSearches.create({ kind: "listings", query: { q: "chimney" } });
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, saved.id));
    const anonymous = t.callerFor(null);
    await expect(anonymous.savedSearches.unsubscribe({ id: saved.id, token: "guess" })).rejects.toThrow(SAVED_SEARCH_MESSAGES.badLink);
    await expect(anonymous.savedSearches.unsubscribe({ id: "not-an-id", token: "guess" })).rejects.toThrow(SAVED_SEARCH_MESSAGES.badLink);
    expect(await anonymous.savedSearches.unsubscribeLink({ id: saved.id, token: row!.unsubscribeToken })).toEqual({
      name: '"chimney"',
      frequency: "instant",
    });
    await anonymous.savedSearches.unsubscribe({ id: saved.id, token: row!.unsubscribeToken });
    await t.makeListing({ title: "Chimney inspection" });
    await runSearchAlerts(t.db);
    expect(await alertsOf(customer)).toEqual([]);
  });
});

describe("matching agrees with running the search", () => {
  const places = ["Sydney", "Wollongong", "Dubai"] as const;
  // A database of its own: only these listings, so one page of the search shows all it finds.
  let own: TestContext;
  beforeAll(async () => {
    own = await createTestContext();
  });
  afterAll(async () => own.close());
  it("a new listing matches a saved search exactly when the search, run, would show it", async () => {
    const operators = await Promise.all(places.map((place, i) => own.makeOperator({ location: place, serviceAreas: [place], serviceRadiusKm: [10, 300, 50][i] })));
    const listings = [];
    for (const [i, title] of ["Thermal roof inspection", "Mapping of vineyards", "Aerial photos of homes", "Thermal mapping"].entries()) {
      for (const [j, operator] of operators.entries()) {
        listings.push(
          await own.makeListing({
            operatorId: operator.user.id,
            title,
            category: LISTING_CATEGORIES[(i + j) % LISTING_CATEGORIES.length],
            price: String(200 + 350 * ((i * 3 + j) % 5)),
          }),
        );
      }
    }
    const ids = listings.map((listing) => listing.id);
    const searchOf = fc.record(
      {
        q: fc.constantFrom("thermal", "mapping", "photos"),
        category: fc.constantFrom(...LISTING_CATEGORIES),
        near: fc.constantFrom(...places),
        radiusKm: fc.constantFrom("20", "100", "500"),
        minPrice: fc.constantFrom("300", "600"),
        maxPrice: fc.constantFrom("900", "1500"),
      },
      { requiredKeys: [] },
    );
    const customer = await own.makeUser();
    await fc.assert(
      fc.asyncProperty(searchOf, async (query) => {
        const saved = await own.callerFor(customer).savedSearches.create({ kind: "listings", query });
        try {
          const matched = (await listingMatches(own.db, ids)).filter((m) => m.searchId === saved.id).map((m) => m.itemId);
          const shown = await listPublicListings(own.db, listListingsSchema.parse({ ...query, pageSize: "48" }));
          const expected = shown.items.map((item) => item.id).filter((id) => ids.includes(id));
          // A search run falls back to look-alike words when no word matches; alerts only take real words.
          if (shown.match === "similar") expect(matched).toEqual([]);
          else expect(matched.sort()).toEqual(expected.sort());
        } finally {
          await own.db.delete(savedSearches).where(inArray(savedSearches.id, [saved.id]));
        }
      }),
      { numRuns: 25 },
    );
  });
});
