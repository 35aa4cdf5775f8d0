import { reports, reviews, serviceListings, type Executor } from "@skyhire/db";
import {
  REPORT_LIMITS,
  REPORT_MESSAGES as M,
  type CreateReportInput,
  type ReportTargetType,
  type SessionUser,
} from "@skyhire/validators";
import { and, eq } from "drizzle-orm";
import { conflict, forbidden, notFound } from "../errors";
import { isRowId } from "./link-secrets";
import { shownReview } from "./lifecycle/review-visibility";
import { publicListingRow } from "./listing-search";
import { enforceRateLimit } from "./rate-limit";
import { newestFirst } from "./sql-helpers";

/**
 * Reports (docs/product.md#reports): a signed-in user reports a review or a public listing to the
 * admins. One open report per reporter and target (the partial unique indexes of migration 0050
 * decide, so two requests at once cannot both file one); each user files at most
 * REPORT_LIMITS.perWindow an hour.
 */

const R = reports;

/** Who wrote or owns the target (404 when there is none the reporter can see). */
async function targetOwner(db: Executor, targetType: ReportTargetType, targetId: string): Promise<string> {
  if (targetType === "review") {
    if (!isRowId(targetId)) throw notFound(M.reviewNotFound);
    const [review] = await db.select({ owner: reviews.customerId }).from(reviews).where(and(eq(reviews.id, targetId), shownReview));
    if (!review) throw notFound(M.reviewNotFound);
    return review.owner;
  }
  if (!isRowId(targetId)) throw notFound(M.listingNotFound);
  const [listing] = await db
    .select({ owner: serviceListings.operatorId })
    .from(serviceListings)
    .where(and(eq(serviceListings.id, targetId), publicListingRow));
  if (!listing) throw notFound(M.listingNotFound);
  return listing.owner;
}

const reportColumns = {
  id: R.id,
  reviewId: R.reviewId,
  listingId: R.listingId,
  reason: R.reason,
  details: R.details,
  status: R.status,
  createdAt: R.createdAt,
  resolvedAt: R.resolvedAt,
};

/** A row as the API answers it: the target as `targetType` and `targetId`. */
function shape<T extends { reviewId: string | null; listingId: string | null }>({ reviewId, listingId, ...rest }: T) {
  const targetType: ReportTargetType = reviewId !== null ? "review" : "listing";
  return { ...rest, targetType, targetId: reviewId ?? listingId ?? "" };
}

/** Files a report: 404 for an unknown target, 403 for one's own, 409 while one is open, 429 past the limit. */
export async function createReport(db: Executor, input: { actor: SessionUser } & CreateReportInput) {
  const { actor, targetType, targetId, reason, details } = input;
  await enforceRateLimit(
    db,
    `report:${actor.id}`,
    { limit: REPORT_LIMITS.perWindow, windowMs: REPORT_LIMITS.windowMs },
    M.tooMany,
  );
  const owner = await targetOwner(db, targetType, targetId);
  if (owner === actor.id) throw forbidden(M.ownContent);
  const [row] = await db
    .insert(R)
    .values({
      reporterId: actor.id,
      reviewId: targetType === "review" ? targetId : null,
      listingId: targetType === "listing" ? targetId : null,
      reason,
      details: details.trim(),
    })
    .onConflictDoNothing()
    .returning(reportColumns);
  if (!row) throw conflict(M.duplicate);
  return shape(row);
}

/** The caller's reports, newest first, with their state (open, actioned, dismissed). */
export async function listMyReports(db: Executor, actor: SessionUser) {
  const rows = await db.select(reportColumns).from(R).where(eq(R.reporterId, actor.id)).orderBy(...newestFirst(R));
  return rows.map(shape);
}
