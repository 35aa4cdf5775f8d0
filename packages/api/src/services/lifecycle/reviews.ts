import {
  disputes,
  jobRequests,
  operatorProfiles,
  payments,
  reviews,
  users,
  type Database,
  type Executor,
} from "@skyhire/db";
import {
  publicName,
  LIFECYCLE_LIMITS,
  LIFECYCLE_MESSAGES as M,
  LIFECYCLE_PATHS,
  type CreateReviewValues,
  type UpdateReviewValues,
} from "@skyhire/validators";
import { and, avg, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import { conflict, forbidden, invalidState, notFound } from "../../errors";
import { lockJob } from "./locks";
import { deliverNotificationEmails, notify } from "./notifications";
import { recomputeOperatorStats } from "./operator-stats";

/**
 * Reviews: one per completed job (or a job whose dispute ended in a refund), by its customer, rating 1–5 with a comment. It can be written and
 * edited for 30 days after the job was completed (the payout), then the review period has passed.
 * The operator's rating is recomputed from their reviews in the same transaction.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export function reviewPeriodEnd(completedAt: Date): Date {
  return new Date(completedAt.getTime() + LIFECYCLE_LIMITS.reviewWindowDays * DAY_MS);
}

/** The completed job of this customer with its operator and completion time (under the job's lock). */
async function lockCompletedJob(tx: Executor, customerId: string, jobId: string) {
  const job = await lockJob(tx, jobId);
  if (job.customerId !== customerId) throw forbidden("You can only review your own jobs");
  // A review stays possible after any ending of a dispute, a refund that cancelled the job included.
  const [ended] = await tx
    .select({ operatorId: disputes.operatorId, endedAt: disputes.executedAt })
    .from(disputes)
    .where(and(eq(disputes.jobRequestId, job.id), isNotNull(disputes.executedAt)))
    .orderBy(desc(disputes.executedAt))
    .limit(1);
  if (job.status === "cancelled" && ended?.endedAt) {
    if (Date.now() > reviewPeriodEnd(ended.endedAt).getTime()) throw invalidState(M.reviewPeriodPassed);
    return { job, operatorId: ended.operatorId };
  }
  if (job.status !== "completed") throw invalidState(M.jobNotCompleted);
  const [done] = await tx
    .select({ operatorId: payments.operatorId, completedAt: payments.payoutAt })
    .from(payments)
    .where(and(eq(payments.jobRequestId, job.id), eq(payments.status, "released")))
    // The job completed with its last milestone's payout.
    .orderBy(desc(payments.payoutAt))
    .limit(1);
  if (!done?.completedAt) throw invalidState(M.jobNotCompleted);
  if (Date.now() > reviewPeriodEnd(done.completedAt).getTime()) throw invalidState(M.reviewPeriodPassed);
  return { job, operatorId: done.operatorId };
}

export async function createReview(db: Database, input: { customerId: string; review: CreateReviewValues }) {
  const done = await db.transaction(async (tx) => {
    const { job, operatorId } = await lockCompletedJob(tx, input.customerId, input.review.jobId);
    const [created] = await tx
      .insert(reviews)
      .values({
        jobRequestId: job.id,
        customerId: input.customerId,
        operatorId,
        rating: input.review.rating,
        comment: input.review.comment,
      })
      .onConflictDoNothing({ target: reviews.jobRequestId })
      .returning();
    if (!created) throw conflict(M.alreadyReviewed);
    await recomputeOperatorStats(tx, operatorId);
    const noteId = await notify(tx, {
      userId: operatorId,
      type: "review_received",
      title: "New review",
      body: `You received a ${created.rating}-star review for "${job.title}".`,
      link: LIFECYCLE_PATHS.operatorDashboard,
      jobRequestId: job.id,
    });
    return { review: created, notes: [noteId] };
  });
  await deliverNotificationEmails(db, done.notes);
  return done.review;
}

export async function updateReview(db: Database, input: { customerId: string; review: UpdateReviewValues }) {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(reviews).where(eq(reviews.id, input.review.id)).limit(1);
    if (!existing) throw notFound("Review not found");
    if (existing.customerId !== input.customerId) throw forbidden("You can only edit your own reviews");
    const { operatorId } = await lockCompletedJob(tx, input.customerId, existing.jobRequestId);
    const [updated] = await tx
      .update(reviews)
      .set({ rating: input.review.rating, comment: input.review.comment })
      .where(eq(reviews.id, existing.id))
      .returning();
    if (!updated) throw notFound("Review not found");
    await recomputeOperatorStats(tx, operatorId);
    return updated;
  });
}

/** Reviews of an operator for the listing page and operator card, newest first, with the summary. */
export async function operatorReviews(
  db: Executor,
  input: { operatorId: string; page: number; pageSize: number },
) {
  const ofOperator = eq(reviews.operatorId, input.operatorId);
  const items = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      jobTitle: jobRequests.title,
      customerFirstName: users.firstName,
      customerLastName: users.lastName,
    })
    .from(reviews)
    .innerJoin(jobRequests, eq(jobRequests.id, reviews.jobRequestId))
    .innerJoin(users, eq(users.id, reviews.customerId))
    .where(ofOperator)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [summary] = await db
    .select({ total: count(), average: avg(reviews.rating) })
    .from(reviews)
    .where(ofOperator);
  return {
    // First name and initial only: reviews are public.
    items: items.map(({ customerFirstName, customerLastName, ...review }) => ({
      ...review,
      customerName: publicName({ firstName: customerFirstName, lastName: customerLastName }, "Customer"),
    })),
    total: summary?.total ?? 0,
    averageRating: summary?.average ? Math.round(Number(summary.average) * 100) / 100 : 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/**
 * The customer's reviews screen: their completed projects, each reviewable, reviewed (editable) or
 * past its review period, and the summary cards. One page query and one summary query.
 */
export async function customerReviewProjects(
  db: Executor,
  input: { customerId: string; page: number; pageSize: number },
) {
  const completedOfCustomer = and(
    eq(jobRequests.customerId, input.customerId),
    eq(jobRequests.status, "completed"),
    eq(payments.status, "released"),
    // A job with milestones is completed by its last payout: one row per job.
    sql`${payments.id} = (select p.id from ${payments} p where p.job_request_id = ${jobRequests.id}
      and p.status = 'released' order by p.payout_at desc, p.id desc limit 1)`,
  );
  const periodEnd = sql<Date>`${payments.payoutAt} + make_interval(days => ${LIFECYCLE_LIMITS.reviewWindowDays})`;
  const rows = await db
    .select({
      id: jobRequests.id,
      title: jobRequests.title,
      operatorId: payments.operatorId,
      operatorName: operatorProfiles.companyName,
      completedDate: payments.payoutAt,
      reviewPeriodEndsAt: periodEnd.mapWith(payments.payoutAt),
      reviewId: reviews.id,
      rating: reviews.rating,
      reviewText: reviews.comment,
      reviewedAt: reviews.createdAt,
      reviewUpdatedAt: reviews.updatedAt,
    })
    .from(jobRequests)
    .innerJoin(payments, eq(payments.jobRequestId, jobRequests.id))
    .leftJoin(operatorProfiles, eq(operatorProfiles.userId, payments.operatorId))
    .leftJoin(reviews, eq(reviews.jobRequestId, jobRequests.id))
    .where(completedOfCustomer)
    .orderBy(desc(payments.payoutAt), desc(jobRequests.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const now = Date.now();
  const items = rows.map((row) => {
    const open = row.reviewPeriodEndsAt !== null && now <= row.reviewPeriodEndsAt.getTime();
    const hasReview = row.reviewId !== null;
    return {
      ...row,
      status: "completed" as const,
      hasReview,
      canReview: open && !hasReview,
      canEdit: open && hasReview,
      reviewPeriodPassed: !open,
    };
  });
  const [summary] = await db
    .select({
      completedProjects: count(),
      reviewsWritten: sql<number>`count(${reviews.id})`.mapWith(Number),
      averageRating: avg(reviews.rating),
      awaitingReview: sql<number>`count(*) filter (where ${reviews.id} is null and ${periodEnd} >= now())`.mapWith(
        Number,
      ),
    })
    .from(jobRequests)
    .innerJoin(payments, eq(payments.jobRequestId, jobRequests.id))
    .leftJoin(reviews, eq(reviews.jobRequestId, jobRequests.id))
    .where(completedOfCustomer);
  return {
    items,
    summary: {
      completedProjects: summary?.completedProjects ?? 0,
      reviewsWritten: summary?.reviewsWritten ?? 0,
      awaitingReview: summary?.awaitingReview ?? 0,
      averageRating: summary?.averageRating ? Math.round(Number(summary.averageRating) * 100) / 100 : 0,
    },
    total: summary?.completedProjects ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
