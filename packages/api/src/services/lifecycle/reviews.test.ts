import { milestones, notifications, operatorProfiles, payments, users } from "@skyhire/db";
import { LIFECYCLE_MESSAGES as M, LIFECYCLE_PATHS, type SessionUser } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext, type TestOperator } from "../../testing";
import { decideDispute, escalateDispute, openDispute } from "./disputes";
import { completedJob, countingGateway, customerWithCard, hiredJob } from "./test-fixtures";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function profileOf(userId: string) {
  const [row] = await t.db.select().from(operatorProfiles).where(eq(operatorProfiles.userId, userId));
  return row;
}

/** Moves the job's completion (payout) into the past. */
async function completedDaysAgo(jobId: string, days: number) {
  await t.db
    .update(payments)
    .set({ payoutAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(payments.jobRequestId, jobId));
}

/** A job of this customer taken through hire, payment, delivery and release by the operator. */
async function completedJobFor(customer: SessionUser, operator?: TestOperator, title?: string) {
  const by = operator ?? (await t.makeOperator());
  const job = await t.makeJob({ customerId: customer.id, ...(title ? { title } : {}) });
  const p = await t.callerFor(by.user).proposals.create({ jobId: job.id, quote: "100", message: "m", timeline: "t" });
  await t.callerFor(customer).proposals.accept({ id: p.id });
  await t.callerFor(customer).escrow.pay({ jobId: job.id });
  await t.callerFor(by.user).proposals.markDelivered({ id: p.id });
  await t.callerFor(customer).escrow.release({ jobId: job.id });
  return job;
}

describe("reviews.list: the customer's public name", () => {
  it("is the account's first name and initial, and 'Customer' (never empty) when the account has no name", async () => {
    const named = await completedJob(t);
    await t.callerFor(named.customer).reviews.create({ jobId: named.job.id, rating: 5 });
    const nameless = await completedJob(t);
    await t.db.update(users).set({ firstName: null, lastName: null }).where(eq(users.id, nameless.customer.id));
    await t.callerFor(nameless.customer).reviews.create({ jobId: nameless.job.id, rating: 4 });

    const names = async (operatorId: string) =>
      (await t.callerFor(null).reviews.list({ operatorId })).items.map((r) => r.customerName);
    expect(await names(named.operator.user.id)).toEqual(["Casey C."]);
    expect(await names(nameless.operator.user.id)).toEqual(["Customer"]);
  });
});

describe("reviews.create and reviews.update", () => {
  it("rates a completed job once, recomputes the operator's rating and tells the operator", async () => {
    const { customer, job, operator } = await completedJob(t);
    const caller = t.callerFor(customer);
    const review = await caller.reviews.create({ jobId: job.id, rating: 4, comment: "  Sharp photos. " });
    expect(review).toMatchObject({ rating: 4, comment: "Sharp photos.", operatorId: operator.user.id });
    expect(await profileOf(operator.user.id)).toMatchObject({ rating: "4.00", completedJobs: 1 });
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, operator.user.id));
    expect(notes.filter((n) => n.type === "review_received")).toEqual([
      expect.objectContaining({
        title: "New review",
        body: `You received a 4-star review for "${job.title}".`,
        link: LIFECYCLE_PATHS.operatorDashboard,
        jobRequestId: job.id,
        // …and by e-mail: the notification's mail went out with the review.
        emailedAt: expect.any(Date),
      }),
    ]);
    expect(await failureOf(caller.reviews.create({ jobId: job.id, rating: 5 }))).toEqual({
      code: "CONFLICT",
      message: M.alreadyReviewed,
    });

    const edited = await caller.reviews.update({ id: review.id, rating: 5, comment: "" });
    expect(edited).toMatchObject({ rating: 5, comment: null });
    expect(await profileOf(operator.user.id)).toMatchObject({ rating: "5.00" });
  });

  it("averages every review of the operator to two decimals", async () => {
    const first = await completedJob(t);
    await t.callerFor(first.customer).reviews.create({ jobId: first.job.id, rating: 5 });
    // A second job of the same operator, from a new customer.
    const customer = await customerWithCard(t);
    const job = await t.makeJob({ customerId: customer.id });
    const proposal = await t.callerFor(first.operator.user).proposals.create({
      jobId: job.id,
      quote: "500",
      message: "Again.",
      timeline: "2 days",
    });
    await t.callerFor(customer).proposals.accept({ id: proposal.id });
    await t.callerFor(customer).escrow.pay({ jobId: job.id });
    await t.callerFor(first.operator.user).proposals.markDelivered({ id: proposal.id });
    await t.callerFor(customer).escrow.release({ jobId: job.id });
    await t.callerFor(customer).reviews.create({ jobId: job.id, rating: 4 });
    expect(await profileOf(first.operator.user.id)).toMatchObject({ rating: "4.50", completedJobs: 2 });
    const listed = await t.callerFor(null).reviews.list({ operatorId: first.operator.user.id });
    expect(listed).toMatchObject({ total: 2, averageRating: 4.5 });
    expect(listed.items.map((r) => r.rating)).toEqual([4, 5]);
    expect(listed.items[0]?.customerName).toBe("Casey C.");
  });

  it("closes writing and editing 30 days after completion: 'review period passed'", async () => {
    const late = await completedJob(t);
    await completedDaysAgo(late.job.id, 31);
    expect(await failureOf(t.callerFor(late.customer).reviews.create({ jobId: late.job.id, rating: 3 }))).toEqual({
      code: "CONFLICT",
      message: "review period passed",
    });

    const edited = await completedJob(t);
    const review = await t.callerFor(edited.customer).reviews.create({ jobId: edited.job.id, rating: 3 });
    await completedDaysAgo(edited.job.id, 29);
    await expect(t.callerFor(edited.customer).reviews.update({ id: review.id, rating: 4 })).resolves.toMatchObject({
      rating: 4,
    });
    await completedDaysAgo(edited.job.id, 30.01);
    expect(await failureOf(t.callerFor(edited.customer).reviews.update({ id: review.id, rating: 5 }))).toEqual({
      code: "CONFLICT",
      message: M.reviewPeriodPassed,
    });
    expect(await profileOf(edited.operator.user.id)).toMatchObject({ rating: "4.00" });
  });

  it("refuses jobs not completed, other customers' jobs and reviews, operators and bad ratings", async () => {
    const { customer, job, operator } = await hiredJob(t, 1);
    expect(await failureOf(t.callerFor(customer).reviews.create({ jobId: job.id, rating: 5 }))).toEqual({
      code: "CONFLICT",
      message: M.jobNotCompleted,
    });
    const done = await completedJob(t);
    const stranger = await t.makeUser();
    expect(await failureOf(t.callerFor(stranger).reviews.create({ jobId: done.job.id, rating: 5 }))).toEqual({
      code: "FORBIDDEN",
      message: "You can only review your own jobs",
    });
    expect((await failureOf(t.callerFor(operator.user).reviews.create({ jobId: done.job.id, rating: 5 }))).code).toBe(
      "FORBIDDEN",
    );
    const review = await t.callerFor(done.customer).reviews.create({ jobId: done.job.id, rating: 2 });
    expect(await failureOf(t.callerFor(stranger).reviews.update({ id: review.id, rating: 5 }))).toEqual({
      code: "FORBIDDEN",
      message: "You can only edit your own reviews",
    });
    expect(await failureOf(t.callerFor(done.customer).reviews.update({ id: "missing", rating: 5 }))).toEqual({
      code: "NOT_FOUND",
      message: "Review not found",
    });
    for (const [rating, message] of [
      [0, "Rating must be between 1 and 5"],
      [6, "Rating must be between 1 and 5"],
      [2.5, "Rating must be a whole number of stars"],
    ] as const) {
      expect(await failureOf(t.callerFor(done.customer).reviews.update({ id: review.id, rating }))).toEqual({
        code: "BAD_REQUEST",
        message,
      });
    }
  });
});

describe("reviews.mine (the customer's reviews screen)", () => {
  it("lists completed projects as reviewable, reviewed or past their review period, with the summary", async () => {
    const customer = await customerWithCard(t);
    const make = () => completedJobFor(customer);
    const reviewed = await make();
    const open = await make();
    const expired = await make();
    await t.callerFor(customer).reviews.create({ jobId: reviewed.id, rating: 4, comment: "Good" });
    await completedDaysAgo(expired.id, 40);

    const screen = await t.callerFor(customer).reviews.mine({});
    const byId = new Map(screen.items.map((i) => [i.id, i]));
    expect(byId.get(reviewed.id)).toMatchObject({ hasReview: true, canEdit: true, canReview: false, rating: 4, reviewText: "Good" });
    expect(byId.get(open.id)).toMatchObject({ hasReview: false, canReview: true, reviewPeriodPassed: false });
    expect(byId.get(expired.id)).toMatchObject({ canReview: false, canEdit: false, reviewPeriodPassed: true });
    expect(screen.summary).toEqual({ completedProjects: 3, reviewsWritten: 1, awaitingReview: 1, averageRating: 4 });
    expect((await failureOf(t.callerFor((await t.makeOperator()).user).reviews.mine({}))).code).toBe("FORBIDDEN");
  });
});

describe("reviews.mine after a dispute's refund", () => {
  it("lists a job an admin refunded through its dispute as 'refunded', open for a review of its operator", async () => {
    const { customer, job, operator } = await hiredJob(t, 1);
    const [milestone] = await t.db.select().from(milestones).where(eq(milestones.jobRequestId, job.id));
    const dispute = await openDispute(t.db, {
      actor: customer,
      values: { milestoneId: milestone!.id, reason: "not_as_described", text: "The photos show the wrong building." },
    });
    await escalateDispute(t.db, { actor: customer, id: dispute.id });
    const admin = await t.makeUser({ role: "admin" });
    await decideDispute(t.db, countingGateway().gateway, {
      actor: admin,
      values: { id: dispute.id, outcome: "refund", reason: "The wrong site was flown." },
    });

    const screen = await t.callerFor(customer).reviews.mine({});
    expect(screen.items).toEqual([
      expect.objectContaining({ id: job.id, status: "refunded", operatorId: operator.user.id, canReview: true }),
    ]);
  });
});

describe("reviews pages", () => {
  it("reviews.list gives page 2 the older reviews, with the summary of all of them", async () => {
    const first = await completedJob(t);
    const operatorId = first.operator.user.id;
    await t.callerFor(first.customer).reviews.create({ jobId: first.job.id, rating: 5, comment: "First job" });
    const customer = await customerWithCard(t);
    const job = await completedJobFor(customer, first.operator);
    await t.callerFor(customer).reviews.create({ jobId: job.id, rating: 2, comment: "Second job" });

    const page1 = await t.callerFor(null).reviews.list({ operatorId, page: 1, pageSize: 1 });
    const page2 = await t.callerFor(null).reviews.list({ operatorId, page: 2, pageSize: 1 });
    expect(page1).toMatchObject({ total: 2, averageRating: 3.5, page: 1, pageSize: 1 });
    expect(page1.items.map((r) => r.comment)).toEqual(["Second job"]);
    expect(page2).toMatchObject({ total: 2, averageRating: 3.5, page: 2, pageSize: 1 });
    expect(page2.items.map((r) => r.comment)).toEqual(["First job"]);
    expect((await t.callerFor(null).reviews.list({ operatorId, page: 3, pageSize: 1 })).items).toEqual([]);
    // Page 2 of 2-review pages starts after the first two: nothing left here.
    expect((await t.callerFor(null).reviews.list({ operatorId, page: 2, pageSize: 2 })).items).toEqual([]);
  });

  it("reviews.list of an operator nobody reviewed is empty with a zero average", async () => {
    const operator = await t.makeOperator();
    expect(await t.callerFor(null).reviews.list({ operatorId: operator.user.id })).toMatchObject({
      items: [],
      total: 0,
      averageRating: 0,
    });
  });

  it("reviews.mine keeps a reviewed job past its review period read-only and pages the projects newest first", async () => {
    const customer = await customerWithCard(t);
    const make = (daysAgo: number) => completedJobFor(customer, undefined, `Job done ${daysAgo} days ago`);
    const expiredReviewed = await make(45);
    await t.callerFor(customer).reviews.create({ jobId: expiredReviewed.id, rating: 3, comment: "Late" });
    await completedDaysAgo(expiredReviewed.id, 45);
    const recent = await make(1);
    await completedDaysAgo(recent.id, 1);
    const middle = await make(10);
    await completedDaysAgo(middle.id, 10);

    const page1 = await t.callerFor(customer).reviews.mine({ page: 1, pageSize: 2 });
    const page2 = await t.callerFor(customer).reviews.mine({ page: 2, pageSize: 2 });
    expect(page1.items.map((i) => i.id)).toEqual([recent.id, middle.id]);
    expect(page2.items.map((i) => i.id)).toEqual([expiredReviewed.id]);
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items[0]).toMatchObject({
      status: "completed",
      hasReview: true,
      canReview: false,
      canEdit: false,
      reviewPeriodPassed: true,
      rating: 3,
      reviewText: "Late",
    });
    // Two projects still open without a review; the expired one has its review and is not awaited.
    expect(page1.summary).toEqual({ completedProjects: 3, reviewsWritten: 1, awaitingReview: 2, averageRating: 3 });
    expect(page1.items[0]).toMatchObject({ hasReview: false, canReview: true, canEdit: false, reviewPeriodPassed: false });
    expect(await failureOf(t.callerFor(customer).reviews.update({ id: page2.items[0]!.reviewId!, rating: 5 }))).toEqual({
      code: "CONFLICT",
      message: M.reviewPeriodPassed,
    });
  });

  it("reviews.mine of a customer with no completed project is empty", async () => {
    const customer = await customerWithCard(t);
    expect(await t.callerFor(customer).reviews.mine({})).toEqual({
      items: [],
      summary: { completedProjects: 0, reviewsWritten: 0, awaitingReview: 0, averageRating: 0 },
      total: 0,
      page: 1,
      pageSize: expect.any(Number),
    });
  });
});
