import { auditLog, operatorProfiles, reports, reviews, serviceListings } from "@skyhire/db";
import { ADMIN_MESSAGES, REPORT_MESSAGES as M, type ReportReason, type SessionUser } from "@skyhire/validators";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../../testing";
import { recomputeOperatorStats } from "../lifecycle/operator-stats";
import { makeReview } from "../reports.fixtures";

let t: TestContext;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.makeUser({ role: "admin" });
});
afterAll(async () => t?.close());

const REASON = "Abusive language towards the operator's staff.";
const details = "The review insults the pilot by name.";

/** A listing whose operator has a 5★ review and a 1★ one (rating 3.00). */
async function reviewedListing() {
  const operator = await t.makeOperator();
  const listing = await t.makeListing({ operatorId: operator.user.id });
  const good = await makeReview(t, { operatorId: operator.user.id, rating: 5, comment: "Sharp photos, on time." });
  const bad = await makeReview(t, { operatorId: operator.user.id, rating: 1, comment: "Useless idiots." });
  await recomputeOperatorStats(t.db, operator.user.id);
  return { operator, listing, good, bad };
}

async function report(reporter: SessionUser, targetType: "review" | "listing", targetId: string, reason: ReportReason = "offensive") {
  return t.callerFor(reporter).reports.create({ targetType, targetId, reason, details });
}

/** What the public reads say about the listing's reviews: the listing's list, the operator page, the ratings. */
async function publicReviews(listingId: string, operatorId: string) {
  const anonymous = t.callerFor(null);
  const ofListing = await anonymous.reviews.listing({ id: listingId });
  const page = await anonymous.operators.byId({ id: operatorId });
  const [profile] = await t.db.select({ rating: operatorProfiles.rating }).from(operatorProfiles).where(eq(operatorProfiles.userId, operatorId));
  const [listing] = await t.db.select({ rating: serviceListings.operatorRating }).from(serviceListings).where(eq(serviceListings.id, listingId));
  return {
    comments: ofListing.items.map((item) => item.comment),
    total: ofListing.total,
    average: ofListing.averageRating,
    pageCount: page.reviewSummary.count,
    pageAverage: page.reviewSummary.average,
    profileRating: profile?.rating,
    listingRating: listing?.rating,
  };
}

async function auditOf(targetId: string) {
  return t.db
    .select({ action: auditLog.action, reason: auditLog.reason, actorId: auditLog.actorId })
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId))
    .orderBy(desc(auditLog.createdAt));
}

async function statuses(targetColumn: "reviewId" | "listingId", id: string) {
  const rows = await t.db.select({ status: reports.status }).from(reports).where(eq(reports[targetColumn], id));
  return rows.map((row) => row.status).sort();
}

describe("the report queue", () => {
  it("groups reports by target, newest group first, with counts and the latest reasons and details", async () => {
    const { listing, bad } = await reviewedListing();
    const [a, b, c] = [await t.makeUser(), await t.makeUser(), await t.makeUser()];
    await report(a, "review", bad.id);
    await report(b, "review", bad.id, "spam");
    await report(c, "listing", listing.id);
    const queue = await t.callerFor(admin).adminReports.queue({});
    const mine = queue.items.filter((item) => [bad.id, listing.id].includes(item.targetId));
    expect(mine.map((item) => item.targetId)).toEqual([listing.id, bad.id]);
    expect(mine[1]).toMatchObject({
      targetType: "review",
      label: "1★ review: “Useless idiots.”",
      hidden: false,
      openCount: 2,
      totalCount: 2,
      latest: [
        { reason: "spam", details },
        { reason: "offensive", details },
      ],
    });
    expect(mine[0]).toMatchObject({ targetType: "listing", label: listing.title, openCount: 1 });
  });

  it("lets only admins read the queue or decide", async () => {
    const { bad } = await reviewedListing();
    await report(await t.makeUser(), "review", bad.id);
    for (const actor of [await t.makeUser(), (await t.makeOperator()).user]) {
      expect((await failureOf(t.callerFor(actor).adminReports.queue({}))).code).toBe("FORBIDDEN");
      const decided = t.callerFor(actor).adminReports.decide({ targetType: "review", targetId: bad.id, action: "hide", reason: REASON });
      expect((await failureOf(decided)).code).toBe("FORBIDDEN");
    }
    expect((await failureOf(t.callerFor(null).adminReports.queue({}))).code).toBe("UNAUTHORIZED");
    expect(await statuses("reviewId", bad.id)).toEqual(["open"]);
  });
});

describe("hiding and restoring a review", () => {
  it("hides a review from every public read and the ratings at once, and restore puts it back", async () => {
    const { operator, listing, bad } = await reviewedListing();
    await report(await t.makeUser(), "review", bad.id);
    await report(await t.makeUser(), "review", bad.id);
    const before = await publicReviews(listing.id, operator.user.id);
    expect(before).toMatchObject({ total: 2, average: 3, pageCount: 2, pageAverage: 3, profileRating: "3.00", listingRating: "3.00" });
    expect(before.comments).toContain("Useless idiots.");

    const caller = t.callerFor(admin);
    expect(await caller.adminReports.decide({ targetType: "review", targetId: bad.id, action: "hide", reason: REASON })).toEqual({
      targetType: "review",
      targetId: bad.id,
      action: "hide",
      resolved: 2,
    });
    expect(await publicReviews(listing.id, operator.user.id)).toEqual({
      comments: ["Sharp photos, on time."],
      total: 1,
      average: 5,
      pageCount: 1,
      pageAverage: 5,
      profileRating: "5.00",
      listingRating: "5.00",
    });
    expect(await statuses("reviewId", bad.id)).toEqual(["actioned", "actioned"]);
    // A hidden review cannot be reported again, nor hidden twice.
    expect(await failureOf(report(await t.makeUser(), "review", bad.id))).toEqual({ code: "NOT_FOUND", message: M.reviewNotFound });
    expect(await failureOf(caller.adminReports.decide({ targetType: "review", targetId: bad.id, action: "hide", reason: REASON }))).toEqual({
      code: "CONFLICT",
      message: M.reviewAlreadyHidden,
    });

    await caller.adminReports.decide({ targetType: "review", targetId: bad.id, action: "restore", reason: "The customer's wording was within the rules." });
    expect(await publicReviews(listing.id, operator.user.id)).toMatchObject({ total: 2, average: 3, pageCount: 2, profileRating: "3.00", listingRating: "3.00" });
    expect((await auditOf(bad.id)).map((row) => [row.action, row.actorId])).toEqual([
      ["review.restore", admin.id],
      ["review.hide", admin.id],
    ]);
  });

  it("needs a reason and a reported target, and changes nothing without", async () => {
    const { bad, good } = await reviewedListing();
    await report(await t.makeUser(), "review", bad.id);
    const caller = t.callerFor(admin);
    expect(await failureOf(caller.adminReports.decide({ targetType: "review", targetId: bad.id, action: "hide", reason: " " }))).toEqual({
      code: "BAD_REQUEST",
      message: ADMIN_MESSAGES.reason,
    });
    expect(await failureOf(caller.adminReports.decide({ targetType: "review", targetId: good.id, action: "hide", reason: REASON }))).toEqual({
      code: "NOT_FOUND",
      message: M.reviewNotFound,
    });
    expect(await failureOf(caller.adminReports.decide({ targetType: "review", targetId: bad.id, action: "restore", reason: REASON }))).toEqual({
      code: "CONFLICT",
      message: M.reviewNotHidden,
    });
    const [row] = await t.db.select({ hiddenAt: reviews.hiddenAt }).from(reviews).where(eq(reviews.id, bad.id));
    expect(row?.hiddenAt).toBeNull();
    expect(await statuses("reviewId", bad.id)).toEqual(["open"]);
    expect(await auditOf(bad.id)).toEqual([]);
  });
});

describe("dismissing, and listings through the listing moderation", () => {
  it("dismisses a group's open reports with an audit row and leaves the target shown", async () => {
    const { listing, bad } = await reviewedListing();
    await report(await t.makeUser(), "review", bad.id);
    const caller = t.callerFor(admin);
    await caller.adminReports.decide({ targetType: "review", targetId: bad.id, action: "dismiss", reason: REASON });
    expect(await statuses("reviewId", bad.id)).toEqual(["dismissed"]);
    expect((await t.callerFor(null).reviews.listing({ id: listing.id })).total).toBe(2);
    expect(await auditOf(bad.id)).toEqual([{ action: "report.dismiss", reason: REASON, actorId: admin.id }]);
    expect(await failureOf(caller.adminReports.decide({ targetType: "review", targetId: bad.id, action: "dismiss", reason: REASON }))).toEqual({
      code: "CONFLICT",
      message: M.nothingOpen,
    });
  });

  it("hides a listing with the admin listing moderation (moderation_reason) and restores it", async () => {
    const { listing } = await reviewedListing();
    const reporter = await t.makeUser();
    await report(reporter, "listing", listing.id);
    const caller = t.callerFor(admin);
    await caller.adminReports.decide({ targetType: "listing", targetId: listing.id, action: "hide", reason: REASON });
    const [hidden] = await t.db
      .select({ moderationReason: serviceListings.moderationReason, isPublic: serviceListings.isPublic })
      .from(serviceListings)
      .where(eq(serviceListings.id, listing.id));
    expect(hidden).toEqual({ moderationReason: REASON, isPublic: false });
    expect((await failureOf(t.callerFor(null).reviews.listing({ id: listing.id }))).code).toBe("NOT_FOUND");
    expect(await t.callerFor(reporter).reports.mine()).toMatchObject([{ targetId: listing.id, status: "actioned" }]);
    await caller.adminReports.decide({ targetType: "listing", targetId: listing.id, action: "restore", reason: "Checked with the operator." });
    const [back] = await t.db
      .select({ moderationReason: serviceListings.moderationReason })
      .from(serviceListings)
      .where(and(eq(serviceListings.id, listing.id), eq(serviceListings.isPublic, true)));
    expect(back).toEqual({ moderationReason: null });
    expect((await auditOf(listing.id)).map((row) => row.action)).toEqual(["listing.reactivate", "listing.deactivate"]);
  });
});
