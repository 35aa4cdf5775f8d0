import { emails, notifications } from "@skyhire/db";
import { jobBoardSchema, jobCategoryForListing, listingCategoriesOfService, listListingsSchema, serviceOfListingCategory, type ServiceCategory } from "@skyhire/validators";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "../errors";
import { createTestContext, type TestContext } from "../testing";
import { createJobRequest, jobBoard } from "./jobs";
import { listPublicListings } from "./listing-search";
import { deliverNotificationEmails } from "./lifecycle/notifications";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const job = {
  title: "Wedding video",
  description: "Aerial video of a ceremony",
  category: "wedding" as const,
  location: "Auckland",
  budget: undefined,
  requirements: [],
  invitedOperatorId: undefined,
  listingId: undefined,
  message: undefined,
};

describe("createJobRequest", () => {
  it("refuses a listing of another operator than the one named", async () => {
    const customer = await t.makeUser();
    const listing = await t.makeListing();
    const other = await t.makeOperator();
    await expect(
      createJobRequest(t.db, {
        customerId: customer.id,
        job: { ...job, listingId: listing.id, invitedOperatorId: other.user.id },
      }),
    ).rejects.toEqual(
      new DomainError("BAD_REQUEST", "The selected listing belongs to another operator"),
    );
  });

  it("accepts the listing's own operator named explicitly", async () => {
    const customer = await t.makeUser();
    const listing = await t.makeListing();
    const created = await createJobRequest(t.db, {
      customerId: customer.id,
      job: { ...job, listingId: listing.id, invitedOperatorId: listing.operatorId },
    });
    expect(created.invitedOperatorId).toBe(listing.operatorId);
  });
});

describe("Request Quote reaches the operator", () => {
  const quoteRequestsTo = (userId: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, "quote_requested")));

  it("posting a job from a listing tells its operator once, in the app and by e-mail, with a link to the job", async () => {
    const customer = await t.makeUser({ role: "customer", firstName: "Robin", lastName: "Hale" });
    const operator = await t.makeOperator();
    const listing = await t.makeListing({ operatorId: operator.user.id });
    const created = await t.callerFor(customer).jobs.create({
      ...job,
      title: "Roof survey of a barn",
      budget: "500-1000",
      listingId: listing.id,
      message: "Could you fly it next week?",
    });

    const told = await quoteRequestsTo(operator.user.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: "New quote request",
      link: `/jobs/${created.id}`,
      jobRequestId: created.id,
    });
    expect(told[0]!.body).toContain('Robin H. asked you for a quote for "Roof survey of a barn" in Auckland');
    expect(told[0]!.emailedAt).toBeInstanceOf(Date);

    const mails = await t.db.select().from(emails).where(eq(emails.to, operator.user.email));
    expect(mails.map((mail) => mail.subject)).toEqual(["New quote request"]);
    expect(mails[0]!.text).toContain(`/jobs/${created.id}`);
    // Handing the same notification to the mail path again sends nothing more.
    await deliverNotificationEmails(t.db, [told[0]!.id]);
    expect(await t.db.select().from(emails).where(eq(emails.to, operator.user.email))).toHaveLength(1);

    // The operator's notification list shows it, leading to the job.
    const list = await t.callerFor(operator.user).notifications.list({});
    expect(list.items.map((n) => [n.type, n.title, n.link])).toEqual([
      ["quote_requested", "New quote request", `/jobs/${created.id}`],
    ]);
  });

  it("a job addressed to nobody tells no operator", async () => {
    const customer = await t.makeUser();
    const operator = await t.makeOperator();
    await t.callerFor(customer).jobs.create(job);
    expect(await quoteRequestsTo(operator.user.id)).toEqual([]);
  });
});

describe("jobBoard", () => {
  it("caps the count of a location search and escapes it", async () => {
    const operator = await t.makeOperator();
    const place = `Rotorua_${Math.random().toString(36).slice(2, 7)}`;
    for (let i = 0; i < 3; i += 1) await t.makeJob({ location: place });
    await t.makeJob({ location: place.replace("_", "x") });

    const board = await jobBoard(
      t.db,
      { ...jobBoardSchema.parse({ location: place, pageSize: 10 }), viewer: operator.user },
      { countCap: 2 },
    );
    expect(board).toMatchObject({ total: 2, totalCapped: true });
    expect(board.items).toHaveLength(3);
  });

  it("finds open jobs near a place, with the distance, from the job's known place", async () => {
    const operator = await t.makeOperator();
    const title = `Near ${Math.random().toString(36).slice(2, 8)}`;
    const sydney = await t.callerFor(await t.makeUser()).jobs.create({
      title, description: "Roof survey of a warehouse.", category: "inspection", location: "Sydney", requirements: [],
    });
    await t.callerFor(await t.makeUser()).jobs.create({
      title, description: "Roof survey of a warehouse.", category: "inspection", location: "Melbourne", requirements: [],
    });
    const board = await jobBoard(t.db, {
      ...jobBoardSchema.parse({ near: "Wollongong", radiusKm: 100, pageSize: 48 }),
      viewer: operator.user,
    });
    const mine = board.items.filter((item) => item.title === title);
    expect(mine.map((item) => item.id)).toEqual([sydney.id]);
    expect(mine[0]?.distanceKm).toBeGreaterThan(60);
    expect(mine[0]?.distanceKm).toBeLessThan(100);
  });
});

describe("one category taxonomy across screens", () => {
  /** The titles of the open jobs at this place that the board shows for a service. */
  async function boardTitles(place: string, category: ServiceCategory) {
    const operator = await t.makeOperator();
    const board = await jobBoard(t.db, { ...jobBoardSchema.parse({ category, location: place, pageSize: 48 }), viewer: operator.user });
    return board.items.map((item) => item.title).sort();
  }

  it("finds a job under its service on the job board, whichever form's label it was posted under", async () => {
    const place = `Ballarat ${Math.random().toString(36).slice(2, 8)}`;
    const customer = await t.makeUser();
    const onboarding = { description: "A detailed description of the work.", location: place, budgetMin: 500, budgetMax: 900, timeline: "week" };
    await t.callerFor(customer).onboarding.createJob({ ...onboarding, title: "Boundary survey", category: "surveying" });
    await t.callerFor(customer).onboarding.createJob({ ...onboarding, title: "Vineyard stills", category: "photography" });
    await t.callerFor(customer).jobs.create({ title: "Quarry model", description: "Volumes of a quarry.", category: "mapping", location: place, requirements: [] });

    expect(await boardTitles(place, "surveying")).toEqual(["Boundary survey", "Quarry model"]);
    expect(await boardTitles(place, "mapping")).toEqual(["Quarry model"]);
    expect(await boardTitles(place, "photography")).toEqual(["Vineyard stills"]);
  });

  it("a job requested from a listing is on the board under the listing's service, and browse finds the listing by it", async () => {
    const operator = await t.makeOperator();
    const place = `Bendigo ${Math.random().toString(36).slice(2, 8)}`;
    const listing = await t.makeListing({ operatorId: operator.user.id, title: `Survey ${place}`, category: "Surveying" });
    const service = serviceOfListingCategory(listing.category)!;
    const category = jobCategoryForListing(listing.category)!;
    await t.callerFor(await t.makeUser()).jobs.create({
      title: "Quote from a surveying listing", description: "Topographic survey.", category, location: place, requirements: [],
      listingId: listing.id, invitedOperatorId: operator.user.id,
    });

    expect(await boardTitles(place, service)).toEqual(["Quote from a surveying listing"]);
    const [browseCategory, ...others] = listingCategoriesOfService(service);
    expect(others).toEqual([]);
    const browse = await listPublicListings(t.db, listListingsSchema.parse({ q: place, category: browseCategory }));
    expect(browse.items.map((item) => item.id)).toEqual([listing.id]);
  });

  it("an operator lists a Wedding & Events service: browse finds it by its category, and a quote request from it is a Wedding job", async () => {
    const operator = await t.makeOperator();
    const place = `Geelong ${Math.random().toString(36).slice(2, 8)}`;
    const listing = await t.callerFor(operator.user).listings.create({
      title: `Wedding films ${place}`, description: "Aerial films of ceremonies and receptions.", category: "Wedding & Events", price: "900", requirements: [],
    });
    const browse = await listPublicListings(t.db, listListingsSchema.parse({ q: place, category: "Wedding & Events" }));
    expect(browse.items.map((item) => item.id)).toEqual([listing.id]);

    const category = jobCategoryForListing(listing.category)!;
    expect(category).toBe("wedding");
    await t.callerFor(await t.makeUser()).jobs.create({
      title: "Our wedding in spring", description: "Aerial film of our ceremony.", category, location: place, requirements: [],
      listingId: listing.id, invitedOperatorId: operator.user.id,
    });
    expect(await boardTitles(place, serviceOfListingCategory(listing.category)!)).toEqual(["Our wedding in spring"]);
  });
});
