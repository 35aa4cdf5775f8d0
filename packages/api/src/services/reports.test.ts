import { reports } from "@skyhire/db";
import { REPORT_LIMITS, REPORT_MESSAGES as M, type SessionUser } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../testing";
import { makeReview as makeReviewOf } from "./reports.fixtures";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const details = "Copied word for word from another listing.";

/** A listing, and a review of its operator by a new customer. */
async function makeReview() {
  const listing = await t.makeListing();
  return { listing, review: await makeReviewOf(t, { operatorId: listing.operatorId, comment: "Rude" }) };
}

async function reportsBy(user: SessionUser) {
  return t.db.select().from(reports).where(eq(reports.reporterId, user.id));
}

describe("reports", () => {
  it("files a report of a review and of a listing, open, and lists only the caller's own", async () => {
    const { listing, review } = await makeReview();
    const customer = await t.makeUser();
    const other = await t.makeUser();
    const caller = t.callerFor(customer);
    const ofReview = await caller.reports.create({ targetType: "review", targetId: review.id, reason: "offensive", details: ` ${details} ` });
    expect(ofReview).toMatchObject({ targetType: "review", targetId: review.id, reason: "offensive", details, status: "open", resolvedAt: null });
    const ofListing = await caller.reports.create({ targetType: "listing", targetId: listing.id, reason: "fraud", details });
    expect(ofListing).toMatchObject({ targetType: "listing", targetId: listing.id, status: "open" });

    expect((await caller.reports.mine()).map((report) => report.id)).toEqual([ofListing.id, ofReview.id]);
    expect(await t.callerFor(other).reports.mine()).toEqual([]);
  });

  it("answers 409 to a second open report of the same target by the same reporter, and files nothing", async () => {
    const { review } = await makeReview();
    const customer = await t.makeUser();
    const input = { targetType: "review", targetId: review.id, reason: "spam", details } as const;
    await t.callerFor(customer).reports.create(input);
    expect(await failureOf(t.callerFor(customer).reports.create({ ...input, reason: "other" }))).toEqual({
      code: "CONFLICT",
      message: M.duplicate,
    });
    expect(await reportsBy(customer)).toHaveLength(1);
    // Someone else may still report it, and a resolved report no longer blocks a new one.
    await t.callerFor(await t.makeUser()).reports.create(input);
    await t.db.update(reports).set({ status: "dismissed", resolvedAt: new Date() }).where(eq(reports.reporterId, customer.id));
    await t.callerFor(customer).reports.create(input);
    expect(await reportsBy(customer)).toHaveLength(2);
  });

  it("answers 404 for an unknown review or a listing that is not public, and 403 for one's own", async () => {
    const { listing, review } = await makeReview();
    const customer = await t.makeUser();
    const caller = t.callerFor(customer);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(await failureOf(caller.reports.create({ targetType: "review", targetId: unknown, reason: "spam", details }))).toEqual({
      code: "NOT_FOUND",
      message: M.reviewNotFound,
    });
    expect(await failureOf(caller.reports.create({ targetType: "review", targetId: "not-an-id", reason: "spam", details }))).toEqual({
      code: "NOT_FOUND",
      message: M.reviewNotFound,
    });
    const hidden = await t.makeListing({ isActive: false });
    expect(await failureOf(caller.reports.create({ targetType: "listing", targetId: hidden.id, reason: "spam", details }))).toEqual({
      code: "NOT_FOUND",
      message: M.listingNotFound,
    });
    const author = await t.sessionUserById(review.customerId);
    const owner = await t.sessionUserById(listing.operatorId);
    expect(
      await failureOf(t.callerFor(author).reports.create({ targetType: "review", targetId: review.id, reason: "spam", details })),
    ).toEqual({ code: "FORBIDDEN", message: M.ownContent });
    expect(
      await failureOf(t.callerFor(owner).reports.create({ targetType: "listing", targetId: listing.id, reason: "spam", details })),
    ).toEqual({ code: "FORBIDDEN", message: M.ownContent });
    expect(await reportsBy(customer)).toEqual([]);
  });

  it("answers 400 with the field's message for bad input and 401 signed out", async () => {
    const { review } = await makeReview();
    const customer = await t.makeUser();
    const failure = await failureOf(
      t.callerFor(customer).reports.create({ targetType: "review", targetId: review.id, reason: "spam", details: "short" }),
    );
    expect(failure).toMatchObject({ code: "BAD_REQUEST" });
    expect(failure.message).toContain(M.detailsShort);
    expect((await failureOf(t.callerFor(null).reports.mine())).code).toBe("UNAUTHORIZED");
    expect(await reportsBy(customer)).toEqual([]);
  });

  it("limits how many reports one user files in a window (429 with a clear message)", async () => {
    const customer = await t.makeUser();
    const caller = t.callerFor(customer);
    for (let i = 0; i < REPORT_LIMITS.perWindow; i++) {
      const { review } = await makeReview();
      await caller.reports.create({ targetType: "review", targetId: review.id, reason: "spam", details });
    }
    const { review } = await makeReview();
    expect(await failureOf(caller.reports.create({ targetType: "review", targetId: review.id, reason: "spam", details }))).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: M.tooMany,
    });
    expect(await reportsBy(customer)).toHaveLength(REPORT_LIMITS.perWindow);
  });
});
