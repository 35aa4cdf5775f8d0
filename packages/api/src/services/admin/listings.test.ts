import { auditLog } from "@skyhire/db";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../../testing";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const REASON = "Photos are copied from another operator's portfolio.";

async function browseTitles(q: string) {
  return (await t.callerFor(null).listings.list({ q })).items.map((i) => i.title);
}

describe("adminListings.list", () => {
  it("finds any listing by title, company, e-mail or id, by state, one page at a time", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const operator = await t.makeOperator({ companyName: "Wombat Aerial Moderation", approvalStatus: "pending" });
    const active = await t.makeListing({ operatorId: operator.user.id, title: "Wombat rooftop survey" });
    const off = await t.makeListing({ operatorId: operator.user.id, title: "Wombat wedding film", isActive: false });
    const caller = t.callerFor(admin);
    // A pending operator's listing is not in browse, but the admin finds it.
    expect(await browseTitles("Wombat")).toEqual([]);
    const byCompany = await caller.adminListings.list({ q: "wombat aerial" });
    expect(byCompany.items.map((i) => i.id).sort()).toEqual([active.id, off.id].sort());
    expect(byCompany.items[0]).toMatchObject({ companyName: "Wombat Aerial Moderation", operatorEmail: operator.user.email });
    expect((await caller.adminListings.list({ q: active.id })).items.map((i) => i.id)).toEqual([active.id]);
    expect((await caller.adminListings.list({ q: "wombat", state: "inactive" })).items.map((i) => i.id)).toEqual([off.id]);
    const paged = await caller.adminListings.list({ q: "wombat", page: 2, pageSize: 1 });
    expect(paged).toMatchObject({ total: 2, totalCapped: false, page: 2 });
    expect(paged.items).toHaveLength(1);
  });
});

describe("deactivate and reactivate", () => {
  it("takes a listing out of browse with a reason its operator reads and cannot override", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const listing = await t.makeListing({ title: "Moderated coastline flyover" });
    const owner = (await t.sessionUserById(listing.operatorId))!;
    expect(await browseTitles(listing.title)).toEqual([listing.title]);

    await expect(t.callerFor(admin).adminListings.deactivate({ id: listing.id, reason: REASON })).resolves.toMatchObject({
      isActive: false,
      moderationReason: REASON,
    });
    expect(await browseTitles(listing.title)).toEqual([]);
    // The operator sees why on their dashboard and cannot switch it back on.
    const mine = await t.callerFor(owner).listings.mine({ page: 1, pageSize: 12 });
    expect(mine.items.find((i) => i.id === listing.id)).toMatchObject({ isActive: false, moderationReason: REASON });
    expect((await failureOf(t.callerFor(owner).listings.setActive({ id: listing.id, isActive: true }))).code).toBe("FORBIDDEN");
    expect(await failureOf(t.callerFor(admin).adminListings.deactivate({ id: listing.id, reason: REASON }))).toEqual({
      code: "CONFLICT",
      message: "This listing is already deactivated by an admin",
    });
    expect((await t.callerFor(admin).adminListings.list({ q: listing.id, state: "moderated" })).total).toBe(1);

    await t.callerFor(admin).adminListings.reactivate({ id: listing.id, reason: "Operator proved the photos are theirs." });
    expect(await browseTitles(listing.title)).toEqual([listing.title]);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, listing.id)).orderBy(desc(auditLog.createdAt));
    expect(entries.map((e) => [e.action, e.reason])).toEqual([
      ["listing.reactivate", "Operator proved the photos are theirs."],
      ["listing.deactivate", REASON],
    ]);
    expect(entries[1]).toMatchObject({ targetType: "listing", targetLabel: listing.title, actorId: admin.id });
    expect(await failureOf(t.callerFor(admin).adminListings.reactivate({ id: listing.id }))).toEqual({
      code: "CONFLICT",
      message: "This listing was not deactivated by an admin",
    });
  });

  it("needs a reason, and a listing that exists", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const listing = await t.makeListing();
    expect(await failureOf(t.callerFor(admin).adminListings.deactivate({ id: listing.id, reason: "  bad  " }))).toEqual({
      code: "BAD_REQUEST",
      message: "Reason must be at least 10 characters",
    });
    expect(await failureOf(t.callerFor(admin).adminListings.deactivate({ id: "missing", reason: REASON }))).toEqual({
      code: "NOT_FOUND",
      message: "Listing not found",
    });
  });
});
