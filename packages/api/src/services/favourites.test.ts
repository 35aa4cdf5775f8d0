import { favouriteAlertItems, favourites, notifications, serviceListings } from "@skyhire/db";
import { FAVOURITE_MESSAGES as M, type SessionUser } from "@skyhire/validators";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../testing";
import { runFavouriteAlerts } from "./favourite-alerts";
import { setNotificationMailer, type NotificationEmail } from "./lifecycle/notifications";

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
  await runFavouriteAlerts(t.db, { batch: 100_000 });
  mails = [];
});
afterEach(() => setNotificationMailer(null));

async function alertsOf(user: SessionUser, type: "favourite_price" | "favourite_listing") {
  return t.db
    .select({ title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.type, type)));
}

async function setPrice(listingId: string, price: string, currency?: "USD" | "EUR") {
  await t.db
    .update(serviceListings)
    .set({ price, ...(currency ? { currency } : {}) })
    .where(eq(serviceListings.id, listingId));
}

describe("favourites: who may keep them", () => {
  it("refuses operators and admins with a clear 403, and signed-out callers with 401", async () => {
    const listing = await t.makeListing();
    const operator = await t.makeOperator();
    const admin = await t.makeUser({ role: "admin" });
    for (const actor of [operator.user, admin]) {
      expect(await failureOf(t.callerFor(actor).favourites.add({ listingId: listing.id }))).toEqual({
        code: "FORBIDDEN",
        message: M.customersOnly,
      });
      expect(await failureOf(t.callerFor(actor).favourites.list())).toEqual({ code: "FORBIDDEN", message: M.customersOnly });
    }
    expect((await failureOf(t.callerFor(null).favourites.list())).code).toBe("UNAUTHORIZED");
  });

  it("answers 404 for someone else's favourite and leaves it in place", async () => {
    const listing = await t.makeListing();
    const owner = await t.makeUser();
    const other = await t.makeUser();
    const kept = await t.callerFor(owner).favourites.add({ listingId: listing.id });
    expect(await failureOf(t.callerFor(other).favourites.remove({ id: kept.id }))).toEqual({ code: "NOT_FOUND", message: M.notFound });
    expect(await failureOf(t.callerFor(other).favourites.remove({ id: "not-a-uuid" }))).toEqual({ code: "NOT_FOUND", message: M.notFound });
    expect(await t.callerFor(other).favourites.list()).toEqual([]);
    expect((await t.callerFor(owner).favourites.list()).map((f) => f.id)).toEqual([kept.id]);
    expect(await t.callerFor(owner).favourites.remove({ id: kept.id })).toEqual({ id: kept.id });
    expect(await t.callerFor(owner).favourites.list()).toEqual([]);
  });

  it("refuses a target that is not public, or none, or both", async () => {
    const customer = await t.makeUser();
    const hidden = await t.makeListing({ isActive: false });
    const pending = await t.makeOperator({ approvalStatus: "pending" });
    const caller = t.callerFor(customer).favourites;
    expect(await failureOf(caller.add({ listingId: hidden.id }))).toEqual({ code: "NOT_FOUND", message: M.listingNotFound });
    expect(await failureOf(caller.add({ operatorId: pending.user.id }))).toEqual({ code: "NOT_FOUND", message: M.operatorNotFound });
    expect(await failureOf(caller.add({}))).toEqual({ code: "BAD_REQUEST", message: M.target });
    expect(await failureOf(caller.add({ listingId: hidden.id, operatorId: pending.user.id }))).toEqual({ code: "BAD_REQUEST", message: M.target });
  });
});

describe("favourites: the list", () => {
  it("adds idempotently (one row, the first price kept) and shows how the price moved", async () => {
    const customer = await t.makeUser();
    const listing = await t.makeListing({ price: "1200.00", currency: "USD" });
    const operator = await t.makeOperator({ companyName: "Kept Aerial" });
    const caller = t.callerFor(customer).favourites;
    const first = await caller.add({ listingId: listing.id });
    expect(first).toMatchObject({ listingId: listing.id, savedPrice: "1200.00", savedCurrency: "USD" });
    await setPrice(listing.id, "950.00");
    expect(await caller.add({ listingId: listing.id })).toEqual(first);
    await caller.add({ operatorId: operator.user.id });
    await caller.add({ operatorId: operator.user.id });

    const list = await caller.list();
    expect(list.map((f) => f.kind)).toEqual(["operator", "listing"]);
    expect(list[0]?.operator).toMatchObject({ id: operator.user.id, companyName: "Kept Aerial", isPublic: true });
    expect(list[1]?.listing).toMatchObject({
      id: listing.id,
      price: "950.00",
      savedPrice: "1200.00",
      priceMove: { direction: "dropped", text: "Price dropped from $1,200.00 to $950.00" },
    });
    await setPrice(listing.id, "1300.00");
    expect((await caller.list())[1]?.listing?.priceMove?.text).toBe("Price rose from $1,200.00 to $1,300.00");
    await setPrice(listing.id, "1200.00");
    expect((await caller.list())[1]?.listing?.priceMove).toBeNull();
    expect(await t.db.select().from(favourites).where(eq(favourites.userId, customer.id))).toHaveLength(2);
  });
});

describe("favourites: price-change alerts", () => {
  it("tells each customer who keeps the listing once per change, in the app and by e-mail", async () => {
    const listing = await t.makeListing({ title: "Roof survey", price: "500.00", currency: "USD" });
    const keeper = await t.makeUser();
    const another = await t.makeUser();
    const bystander = await t.makeUser();
    await t.callerFor(keeper).favourites.add({ listingId: listing.id });
    await t.callerFor(another).favourites.add({ listingId: listing.id });

    await setPrice(listing.id, "450.00");
    await t.db.update(serviceListings).set({ title: "Roof survey" }).where(eq(serviceListings.id, listing.id)); // no price change
    expect(await runFavouriteAlerts(t.db)).toEqual({ items: 1, alerted: 2 });
    expect(await runFavouriteAlerts(t.db)).toEqual({ items: 0, alerted: 0 });
    expect(await alertsOf(keeper, "favourite_price")).toEqual([
      {
        title: "Price dropped: Roof survey",
        body: 'Price dropped from $500.00 to $450.00 for "Roof survey", a service in your favourites.',
        link: `/listings/${listing.id}`,
      },
    ]);
    expect(await alertsOf(another, "favourite_price")).toHaveLength(1);
    expect(await alertsOf(bystander, "favourite_price")).toHaveLength(0);
    await expect.poll(() => mails.length).toBe(2);
    expect(mails.map((mail) => mail.to).sort()).toEqual([keeper.email, another.email].sort());
    expect(mails[0]?.text).toMatch(/Stop these e-mails: http.*\/favourites\/unsubscribe\?id=.*&token=/);

    // A second change is a second alert; the same change seen twice is still one.
    await setPrice(listing.id, "480.00", "EUR");
    const [item] = await t.db.select().from(favouriteAlertItems);
    expect(await runFavouriteAlerts(t.db)).toEqual({ items: 1, alerted: 2 });
    if (!item) throw new Error("no waiting change");
    await t.db.insert(favouriteAlertItems).values(item);
    expect(await runFavouriteAlerts(t.db)).toEqual({ items: 1, alerted: 0 });
    expect((await alertsOf(keeper, "favourite_price")).map((alert) => alert.title).sort()).toEqual([
      "Price changed: Roof survey",
      "Price dropped: Roof survey",
    ]);
  });

  it("writes nothing to wait when nobody keeps the listing, and tells nobody after the alerts are stopped", async () => {
    const unkept = await t.makeListing({ price: "100.00" });
    await setPrice(unkept.id, "90.00");
    expect(await t.db.select().from(favouriteAlertItems).where(eq(favouriteAlertItems.listingId, unkept.id))).toEqual([]);

    const listing = await t.makeListing({ title: "Farm mapping", price: "700.00" });
    const customer = await t.makeUser();
    const kept = await t.callerFor(customer).favourites.add({ listingId: listing.id });
    const [row] = await t.db.select().from(favourites).where(eq(favourites.id, kept.id));
    if (!row) throw new Error("favourite missing");
    const link = { id: row.id, token: row.unsubscribeToken };
    const signedOut = t.callerFor(null).favourites;
    expect(await failureOf(signedOut.unsubscribe({ ...link, token: "forged" }))).toEqual({ code: "NOT_FOUND", message: M.badLink });
    expect(await signedOut.unsubscribeLink(link)).toEqual({ stops: 'price changes of "Farm mapping"' });
    expect(await signedOut.unsubscribe(link)).toEqual({ stops: 'price changes of "Farm mapping"' });
    await setPrice(listing.id, "650.00");
    expect(await runFavouriteAlerts(t.db)).toEqual({ items: 1, alerted: 0 });
    expect(await alertsOf(customer, "favourite_price")).toEqual([]);
    expect((await t.callerFor(customer).favourites.list())[0]?.alerts).toBe(false);
  });
});

describe("favourites: new listings of a favourite operator", () => {
  it("tells the customer once per listing that becomes public, with an unsubscribe link", async () => {
    const operator = await t.makeOperator({ companyName: "Falcon Drones" });
    const customer = await t.makeUser();
    const bystander = await t.makeUser();
    await t.callerFor(customer).favourites.add({ operatorId: operator.user.id });

    const published = await t.makeListing({ operatorId: operator.user.id, title: "Thermal inspection" });
    const draft = await t.makeListing({ operatorId: operator.user.id, title: "Night shoot", isActive: false });
    await t.makeListing({ title: "Someone else's listing" });
    expect(await runFavouriteAlerts(t.db)).toEqual({ items: 1, alerted: 1 });
    expect(await alertsOf(customer, "favourite_listing")).toEqual([
      {
        title: "New from Falcon Drones: Thermal inspection",
        body: 'Falcon Drones, an operator in your favourites, published "Thermal inspection".',
        link: `/listings/${published.id}`,
      },
    ]);
    expect(await alertsOf(bystander, "favourite_listing")).toEqual([]);
    await expect.poll(() => mails.length).toBe(1);
    expect(mails[0]).toMatchObject({ to: customer.email, subject: "New from Falcon Drones: Thermal inspection" });
    expect(mails[0]?.text).toMatch(/Stop these e-mails: http.*\/favourites\/unsubscribe\?id=.*&token=/);

    // Hidden and published again: not new, not told again. The draft is told when it goes public.
    await t.db.update(serviceListings).set({ isActive: false }).where(eq(serviceListings.id, published.id));
    await t.db.update(serviceListings).set({ isActive: true }).where(inArray(serviceListings.id, [published.id, draft.id]));
    expect(await runFavouriteAlerts(t.db)).toEqual({ items: 2, alerted: 1 });
    expect((await alertsOf(customer, "favourite_listing")).map((alert) => alert.title).sort()).toEqual([
      "New from Falcon Drones: Night shoot",
      "New from Falcon Drones: Thermal inspection",
    ]);
  });
});
