import { serviceListings } from "@skyhire/db";
import { LISTING_MESSAGES, listListingsSchema, type ListingFormInput } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../testing";
import { listPublicListings } from "./listings";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

/** A word no other test uses, so searches see only this test's rows. */
function token(name: string) {
  return `${name}${Math.random().toString(36).slice(2, 8)}`;
}

const form: ListingFormInput = {
  title: "Facade inspection package",
  description: "Zoom inspection of all four elevations with an annotated defect report.",
  category: "Inspection",
  price: "1250.5",
  requirements: [" Licensed Pilot ", "licensed pilot", "Insured"],
};

async function browse(q: string) {
  const result = await listPublicListings(t.db, listListingsSchema.parse({ q, page: 1, pageSize: 10 }));
  return result.items.map((item) => item.id);
}

describe("listings.create", () => {
  it("creates an active listing for an approved operator, price stored as numeric text", async () => {
    const operator = await t.makeOperator();
    const created = await t.callerFor(operator.user).listings.create(form);
    expect(created).toMatchObject({
      operatorId: operator.user.id,
      title: "Facade inspection package",
      category: "Inspection",
      price: "1250.50",
      requirements: ["Licensed Pilot", "Insured"],
      isActive: true,
      moderationReason: null,
    });
  });

  it("lets an admin with an approved operator profile create listings", async () => {
    const admin = await t.makeOperator({ user: { role: "admin" } });
    const created = await t.callerFor(admin.user).listings.create(form);
    expect(created.operatorId).toBe(admin.user.id);
  });

  it("refuses without a profile, while pending, when rejected, and for customers", async () => {
    const operatorWithoutProfile = await t.makeUser({ role: "operator" });
    const customer = await t.makeUser();
    const pending = await t.makeOperator({ approvalStatus: "pending" });
    const rejected = await t.makeOperator({
      approvalStatus: "rejected",
      rejectionReason: "Insurance expired",
    });

    expect(await failureOf(t.callerFor(operatorWithoutProfile).listings.create(form))).toEqual({
      code: "FORBIDDEN",
      message: "Complete your operator profile before creating listings.",
    });
    expect(await failureOf(t.callerFor(customer).listings.create(form))).toEqual({
      code: "FORBIDDEN",
      message: "Complete your operator profile before creating listings.",
    });
    expect(await failureOf(t.callerFor(pending.user).listings.create(form))).toEqual({
      code: "FORBIDDEN",
      message:
        "Your operator profile is awaiting approval. You can create listings once it is approved.",
    });
    expect(await failureOf(t.callerFor(rejected.user).listings.create(form))).toEqual({
      code: "FORBIDDEN",
      message: LISTING_MESSAGES.profileRejected,
    });
    const rows = await t.db
      .select()
      .from(serviceListings)
      .where(eq(serviceListings.operatorId, pending.user.id));
    expect(rows).toEqual([]);
  });

  it("is UNAUTHORIZED signed out and BAD_REQUEST with the schema's message", async () => {
    expect((await failureOf(t.callerFor(null).listings.create(form))).code).toBe("UNAUTHORIZED");
    const operator = await t.makeOperator();
    expect(
      await failureOf(t.callerFor(operator.user).listings.create({ ...form, price: "0" })),
    ).toEqual({ code: "BAD_REQUEST", message: "Price must be greater than 0" });
  });
});

describe("listings.update", () => {
  it("lets the owner change the form's fields and leaves activity as it is", async () => {
    const operator = await t.makeOperator();
    const listing = await t.makeListing({ operatorId: operator.user.id, isActive: false });
    const updated = await t.callerFor(operator.user).listings.update({
      ...form,
      id: listing.id,
      title: "Updated facade package",
      category: "Mapping",
      price: 99.99,
    });
    expect(updated).toMatchObject({
      id: listing.id,
      title: "Updated facade package",
      category: "Mapping",
      price: "99.99",
      isActive: false,
    });
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(listing.updatedAt.getTime());
  });

  it("is FORBIDDEN for another operator and an admin, NOT_FOUND for an unknown id", async () => {
    const owner = await t.makeOperator();
    const other = await t.makeOperator();
    const admin = await t.makeUser({ role: "admin" });
    const listing = await t.makeListing({ operatorId: owner.user.id, title: "Original title" });

    for (const user of [other.user, admin]) {
      expect(
        await failureOf(t.callerFor(user).listings.update({ ...form, id: listing.id })),
      ).toEqual({ code: "FORBIDDEN", message: "You can only change your own listings." });
    }
    expect(
      await failureOf(t.callerFor(owner.user).listings.update({ ...form, id: "no-such-listing" })),
    ).toEqual({ code: "NOT_FOUND", message: "Listing not found" });

    const [row] = await t.db
      .select({ title: serviceListings.title })
      .from(serviceListings)
      .where(eq(serviceListings.id, listing.id));
    expect(row?.title).toBe("Original title");
  });

  it("refuses a second edit from the same read with CONFLICT and changes nothing (two tabs)", async () => {
    const operator = await t.makeOperator();
    const caller = t.callerFor(operator.user);
    const read = await caller.listings.mineById({ id: (await t.makeListing({ operatorId: operator.user.id })).id });
    const version = read.updatedAt.toISOString();

    const first = await caller.listings.update({ ...form, id: read.id, version, title: "First tab's title" });
    expect(first.updatedAt.getTime()).toBeGreaterThan(read.updatedAt.getTime());
    expect(await failureOf(caller.listings.update({ ...form, id: read.id, version, title: "Second tab's title", price: "5" }))).toEqual({
      code: "CONFLICT",
      message: "This listing was changed elsewhere. Reload to see the latest version; your changes are still in the form.",
    });
    expect(await caller.listings.mineById({ id: read.id })).toEqual(first);

    // With the version it now has, the edit goes through.
    const second = await caller.listings.update({ ...form, id: read.id, version: first.updatedAt.toISOString(), title: "Second tab's title" });
    expect(second.title).toBe("Second tab's title");
  });

  it("answers someone else's listing FORBIDDEN and an unknown one NOT_FOUND whatever the version", async () => {
    const owner = await t.makeOperator();
    const other = await t.makeOperator();
    const listing = await t.makeListing({ operatorId: owner.user.id });
    const stale = new Date(0).toISOString();
    expect(await failureOf(t.callerFor(other.user).listings.update({ ...form, id: listing.id, version: stale }))).toEqual({
      code: "FORBIDDEN",
      message: "You can only change your own listings.",
    });
    expect(await failureOf(t.callerFor(owner.user).listings.update({ ...form, id: "no-such-listing", version: stale }))).toEqual({
      code: "NOT_FOUND",
      message: "Listing not found",
    });
  });
});

describe("listings.setActive", () => {
  it("deactivating hides the listing from public browse; reactivating shows it again", async () => {
    const word = token("Hideable");
    const operator = await t.makeOperator();
    const caller = t.callerFor(operator.user);
    const listing = await caller.listings.create({ ...form, title: `${word} roof survey` });
    expect(await browse(word)).toEqual([listing.id]);

    const off = await caller.listings.setActive({ id: listing.id, isActive: false });
    expect(off.isActive).toBe(false);
    expect(await browse(word)).toEqual([]);
    expect((await failureOf(t.callerFor(null).listings.byId({ id: listing.id }))).code).toBe(
      "NOT_FOUND",
    );

    const on = await caller.listings.setActive({ id: listing.id, isActive: true });
    expect(on.isActive).toBe(true);
    expect(await browse(word)).toEqual([listing.id]);
  });

  it("is FORBIDDEN for someone else's listing and NOT_FOUND for an unknown one", async () => {
    const owner = await t.makeOperator();
    const other = await t.makeOperator();
    const listing = await t.makeListing({ operatorId: owner.user.id });
    expect(
      await failureOf(
        t.callerFor(other.user).listings.setActive({ id: listing.id, isActive: false }),
      ),
    ).toEqual({ code: "FORBIDDEN", message: "You can only change your own listings." });
    expect(
      await failureOf(
        t.callerFor(owner.user).listings.setActive({ id: "missing", isActive: false }),
      ),
    ).toEqual({ code: "NOT_FOUND", message: "Listing not found" });
    const [row] = await t.db
      .select({ isActive: serviceListings.isActive })
      .from(serviceListings)
      .where(eq(serviceListings.id, listing.id));
    expect(row?.isActive).toBe(true);
  });

  it("never reactivates a listing an admin took down, but the owner may still edit it", async () => {
    const operator = await t.makeOperator();
    const caller = t.callerFor(operator.user);
    const listing = await t.makeListing({
      operatorId: operator.user.id,
      isActive: false,
      moderationReason: "Misleading claims",
    });
    expect(await failureOf(caller.listings.setActive({ id: listing.id, isActive: true }))).toEqual({
      code: "FORBIDDEN",
      message: LISTING_MESSAGES.moderated,
    });
    expect((await caller.listings.setActive({ id: listing.id, isActive: false })).isActive).toBe(
      false,
    );
    const edited = await caller.listings.update({ ...form, id: listing.id });
    expect(edited).toMatchObject({ isActive: false, moderationReason: "Misleading claims" });
  });
});

describe("listings.mine and listings.mineById", () => {
  it("lists only the caller's listings, active and inactive, newest first, by page", async () => {
    const operator = await t.makeOperator();
    const someoneElse = await t.makeListing();
    const oldest = await t.makeListing({
      operatorId: operator.user.id,
      createdAt: new Date(Date.now() - 3 * 60_000),
    });
    const inactive = await t.makeListing({
      operatorId: operator.user.id,
      isActive: false,
      createdAt: new Date(Date.now() - 2 * 60_000),
    });
    const newest = await t.makeListing({ operatorId: operator.user.id });

    const caller = t.callerFor(operator.user);
    const first = await caller.listings.mine({ page: 1, pageSize: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((l) => l.id)).toEqual([newest.id, inactive.id]);
    const second = await caller.listings.mine({ page: 2, pageSize: 2 });
    expect(second.items.map((l) => l.id)).toEqual([oldest.id]);
    expect(JSON.stringify(first)).not.toContain(someoneElse.id);
  });

  it("refuses customers and signed-out callers", async () => {
    const customer = await t.makeUser();
    expect(await failureOf(t.callerFor(customer).listings.mine())).toEqual({
      code: "FORBIDDEN",
      message: "Only operators can manage listings.",
    });
    expect((await failureOf(t.callerFor(null).listings.mine())).code).toBe("UNAUTHORIZED");
  });

  it("reads one listing for its owner only", async () => {
    const owner = await t.makeOperator();
    const other = await t.makeOperator();
    const listing = await t.makeListing({ operatorId: owner.user.id, isActive: false });
    expect(await t.callerFor(owner.user).listings.mineById({ id: listing.id })).toMatchObject({
      id: listing.id,
      isActive: false,
    });
    expect(await failureOf(t.callerFor(other.user).listings.mineById({ id: listing.id }))).toEqual(
      { code: "FORBIDDEN", message: "You can only change your own listings." },
    );
    expect((await failureOf(t.callerFor(owner.user).listings.mineById({ id: "nope" }))).code).toBe(
      "NOT_FOUND",
    );
  });
});
