import {
  disputes,
  jobRequests,
  operatorProfiles,
  payments,
  reviews,
  serviceListings,
  users,
  type Database,
  type Executor,
} from "@skyhire/db";
import {
  publicName,
  LIFECYCLE_LIMITS,
  LIFECYCLE_MESSAGES as M,
  LIFECYCLE_PATHS,
  LISTING_MESSAGES,
  type CreateReviewValues,
  type UpdateReviewValues,
} from "@skyhire/validators";
import { and, avg, count, desc, eq, sql } from "drizzle-orm";
import { conflict, forbidden, invalidState, notFound } from "../../errors";
import { lockJob } from "./locks";
import { deliverNotificationEmails, notify } from "./notifications";
import { recomputeOperatorStats } from "./operator-stats";
import { shownReview } from "./review-visibility";
import { publicListingRow } from "../listing-search";
import { newestFirst, pageRows } from "../sql-helpers";

/**
 * Reviews: one per ended job, by its customer, rating 1–5 with a comment. A job has ended when its
 * money is settled (docs/product.md#reviews): completed (at least one milestone released, a
 * dispute's split included) or cancelled by a dispute's refund. The review can be written and
 * edited for 30 days after it ended, then the review period has passed. The operator's rating is
 * recomputed from their reviews in the same transaction.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A review as its writer gets it back (the documented Review): never the moderators' hidden state. */
const reviewAnswerColumns = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  operatorId: reviews.operatorId,
  customerId: reviews.customerId,
  jobRequestId: reviews.jobRequestId,
};

export function reviewPeriodEnd(completedAt: Date): Date {
  return new Date(completedAt.getTime() + LIFECYCLE_LIMITS.reviewWindowDays * DAY_MS);
}

/**
 * The customer's ended jobs they may review — the one rule both the reviews screen and writing a
 * review read: a completed job, or a job cancelled by a dispute whose money moved (a refund), each
 * with its operator and the moment it ended (its last payout or dispute execution, whichever is
 * later), which starts the review window. `jobId` narrows it to one job.
 */
function reviewableEndings(db: Executor, filter: { customerId: string; jobId?: string }) {
  const ofJob = filter.jobId === undefined ? sql`true` : sql`j.id = ${filter.jobId}`;
  return db
    .select({
      jobId: sql<string>`e.job_id`.as("ending_job_id"),
      operatorId: sql<string>`e.operator_id`.as("ending_operator_id"),
      endedAt: sql<Date>`e.ended_at`.mapWith(payments.payoutAt).as("ending_ended_at"),
    })
    .from(
      sql`(
        select distinct on (job_id) job_id, operator_id, ended_at from (
          select j.id as job_id, p.operator_id, p.payout_at as ended_at
            from ${jobRequests} j join ${payments} p on p.job_request_id = j.id
            where j.customer_id = ${filter.customerId} and ${ofJob} and j.status in ('completed', 'cancelled')
              and p.status = 'released' and p.payout_at is not null
          union all
          select j.id, d.operator_id, d.executed_at
            from ${jobRequests} j join ${disputes} d on d.job_request_id = j.id
            where j.customer_id = ${filter.customerId} and ${ofJob} and j.status in ('completed', 'cancelled')
              and d.executed_at is not null
        ) ends
        order by job_id, ended_at desc
      ) e`,
    )
    .as("endings");
}

/** The ended job of this customer with its operator (under the job's lock), inside its review period. */
async function lockCompletedJob(tx: Executor, customerId: string, jobId: string) {
  const job = await lockJob(tx, jobId);
  if (job.customerId !== customerId) throw forbidden("You can only review your own jobs");
  const endings = reviewableEndings(tx, { customerId, jobId: job.id });
  const [ended] = await tx.select({ operatorId: endings.operatorId, endedAt: endings.endedAt }).from(endings).limit(1);
  if (!ended) throw invalidState(M.jobNotCompleted);
  if (Date.now() > reviewPeriodEnd(ended.endedAt).getTime()) throw invalidState(M.reviewPeriodPassed);
  return { job, operatorId: ended.operatorId };
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
      .returning(reviewAnswerColumns);
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
      .returning(reviewAnswerColumns);
    if (!updated) throw notFound("Review not found");
    await recomputeOperatorStats(tx, operatorId);
    return updated;
  });
}

/** What a public review shows: the customer's name is cut to a first name and initial below. */
const publicReviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  jobTitle: jobRequests.title,
  customerFirstName: users.firstName,
  customerLastName: users.lastName,
};

/** Reviews of an operator for the listing page and operator card, newest first, with the summary (hidden ones neither shown nor counted). */
export async function operatorReviews(
  db: Executor,
  input: { operatorId: string; page: number; pageSize: number },
) {
  const ofOperator = and(eq(reviews.operatorId, input.operatorId), shownReview);
  const items = await pageRows(
    db
      .select(publicReviewColumns)
      .from(reviews)
      .innerJoin(jobRequests, eq(jobRequests.id, reviews.jobRequestId))
      .innerJoin(users, eq(users.id, reviews.customerId))
      .where(ofOperator)
      .orderBy(...newestFirst(reviews))
      .$dynamic(),
    input,
  );
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

/** The reviews a public listing's page shows: its operator's (404 when the listing is not public). */
export async function listingReviews(db: Executor, input: { id: string; page: number; pageSize: number }) {
  const [listing] = await db
    .select({ operatorId: serviceListings.operatorId })
    .from(serviceListings)
    .where(and(eq(serviceListings.id, input.id), publicListingRow));
  if (!listing) throw notFound(LISTING_MESSAGES.notFound);
  return operatorReviews(db, { operatorId: listing.operatorId, page: input.page, pageSize: input.pageSize });
}

/**
 * The customer's reviews screen: their ended projects (reviewableEndings), each reviewable, reviewed
 * (editable) or past its review period, and the summary cards. One page query and one summary query.
 */
export async function customerReviewProjects(
  db: Executor,
  input: { customerId: string; page: number; pageSize: number },
) {
  const endings = reviewableEndings(db, { customerId: input.customerId });
  const periodEnd = sql<Date>`${endings.endedAt} + make_interval(days => ${LIFECYCLE_LIMITS.reviewWindowDays})`;
  const rows = await pageRows(
    db
      .select({
        id: jobRequests.id,
        title: jobRequests.title,
        jobStatus: jobRequests.status,
        operatorId: endings.operatorId,
        operatorName: operatorProfiles.companyName,
        completedDate: endings.endedAt,
        reviewPeriodEndsAt: periodEnd.mapWith(payments.payoutAt),
        reviewId: reviews.id,
        rating: reviews.rating,
        reviewText: reviews.comment,
        reviewedAt: reviews.createdAt,
        reviewUpdatedAt: reviews.updatedAt,
      })
      .from(endings)
      .innerJoin(jobRequests, eq(jobRequests.id, endings.jobId))
      .leftJoin(operatorProfiles, eq(operatorProfiles.userId, endings.operatorId))
      .leftJoin(reviews, eq(reviews.jobRequestId, jobRequests.id))
      .orderBy(desc(endings.endedAt), desc(jobRequests.id))
      .$dynamic(),
    input,
  );
  const now = Date.now();
  const items = rows.map(({ jobStatus, ...row }) => {
    const open = row.reviewPeriodEndsAt !== null && now <= row.reviewPeriodEndsAt.getTime();
    const hasReview = row.reviewId !== null;
    return {
      ...row,
      status: jobStatus === "cancelled" ? ("refunded" as const) : ("completed" as const),
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
    .from(endings)
    .leftJoin(reviews, eq(reviews.jobRequestId, endings.jobId));
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
