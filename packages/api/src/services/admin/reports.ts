/**
 * The admins' report queue (docs/product.md#reports, /admin/reports): reports grouped by their
 * target, and what an admin decides for a target — hide, restore or dismiss — with a reason, in the
 * audit log, resolving the target's open reports in the same transaction. A listing is hidden and
 * restored by the admin listing moderation (services/admin/listings.ts, its `moderation_reason`);
 * a review by its own hidden state (`hidden_at`, migration 0050), after which no public read shows or
 * counts it and its operator's rating is recomputed.
 */
import { operatorProfiles, reports, reviews, serviceListings, type Executor } from "@skyhire/db";
import {
  REPORT_MESSAGES as M,
  type DecideReportInput,
  type ReportAction,
  type ReportQueueValues,
  type ReportReason,
  type ReportTargetType,
  type SessionUser,
} from "@skyhire/validators";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { conflict, notFound } from "../../errors";
import { recomputeOperatorStats } from "../lifecycle/operator-stats";
import { recordAudit } from "./audit";
import { deactivateListing, reactivateListing } from "./listings";

const R = reports;
/** The latest reports of a group the queue shows. */
const LATEST_SHOWN = 3;

const openCount = sql<number>`count(*) filter (where ${R.status} = 'open')`.mapWith(Number);
const latestAt = sql`max(${R.createdAt})`.mapWith(R.createdAt);

interface LatestReport {
  reason: ReportReason;
  details: string;
  createdAt: string;
}

/** Reported targets, the latest report first: how many reports (open and in all), the latest reasons and details, the target's state. */
export async function reportQueue(db: Executor, input: ReportQueueValues) {
  const groups = db
    .select({ reviewId: R.reviewId, listingId: R.listingId })
    .from(R)
    .groupBy(R.reviewId, R.listingId)
    .having(input.state === "open" ? sql`${openCount} > 0` : undefined)
    .as("groups");
  const [counted] = await db.select({ n: count() }).from(groups);
  const rows = await db
    .select({
      reviewId: R.reviewId,
      listingId: R.listingId,
      openCount,
      totalCount: count(),
      latestAt,
      latest: sql<LatestReport[]>`to_jsonb((array_agg(jsonb_build_object('reason', ${R.reason}, 'details', ${R.details}, 'createdAt', ${R.createdAt}) order by ${R.createdAt} desc))[1:${sql.raw(String(LATEST_SHOWN))}])`,
      reviewRating: reviews.rating,
      reviewComment: reviews.comment,
      reviewHiddenReason: reviews.hiddenReason,
      reviewHidden: sql<boolean>`${reviews.hiddenAt} is not null`.mapWith(Boolean),
      listingTitle: serviceListings.title,
      listingModerationReason: serviceListings.moderationReason,
      operatorName: operatorProfiles.companyName,
    })
    .from(R)
    .leftJoin(reviews, eq(reviews.id, R.reviewId))
    .leftJoin(serviceListings, eq(serviceListings.id, R.listingId))
    .leftJoin(
      operatorProfiles,
      eq(operatorProfiles.userId, sql`coalesce(${reviews.operatorId}, ${serviceListings.operatorId})`),
    )
    .groupBy(R.reviewId, R.listingId, reviews.id, serviceListings.id, operatorProfiles.id)
    .having(input.state === "open" ? sql`${openCount} > 0` : undefined)
    .orderBy(desc(latestAt), desc(sql`coalesce(${R.reviewId}, ${R.listingId})`))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const items = rows.map((row) => {
    const targetType: ReportTargetType = row.reviewId !== null ? "review" : "listing";
    return {
      targetType,
      targetId: row.reviewId ?? row.listingId ?? "",
      label:
        targetType === "review"
          ? `${row.reviewRating ?? 0}★ review${row.reviewComment ? `: “${row.reviewComment}”` : ""}`
          : (row.listingTitle ?? ""),
      operatorName: row.operatorName,
      hidden: targetType === "review" ? row.reviewHidden : row.listingModerationReason !== null,
      hiddenReason: targetType === "review" ? row.reviewHiddenReason : row.listingModerationReason,
      openCount: row.openCount,
      totalCount: row.totalCount,
      latestAt: row.latestAt,
      latest: row.latest.map((report) => ({ ...report, createdAt: new Date(report.createdAt) })),
    };
  });
  return { items, total: counted?.n ?? 0, page: input.page, pageSize: input.pageSize };
}

const ofTarget = (targetType: ReportTargetType, targetId: string) =>
  targetType === "review" ? eq(R.reviewId, targetId) : eq(R.listingId, targetId);

/** Hides a review (or puts it back) and recomputes its operator's rating; in the audit log. */
async function moderateReview(tx: Executor, input: { actor: SessionUser; id: string; hide: boolean; reason: string }) {
  const [review] = await tx
    .select({ id: reviews.id, operatorId: reviews.operatorId, rating: reviews.rating, hiddenAt: reviews.hiddenAt })
    .from(reviews)
    .where(eq(reviews.id, input.id))
    .for("update");
  if (!review) throw notFound(M.reviewNotFound);
  if (input.hide && review.hiddenAt !== null) throw conflict(M.reviewAlreadyHidden);
  if (!input.hide && review.hiddenAt === null) throw conflict(M.reviewNotHidden);
  await tx
    .update(reviews)
    .set(input.hide ? { hiddenAt: new Date(), hiddenReason: input.reason } : { hiddenAt: null, hiddenReason: null })
    .where(eq(reviews.id, review.id));
  await recomputeOperatorStats(tx, review.operatorId);
  await recordAudit(tx, {
    actor: input.actor,
    action: input.hide ? "review.hide" : "review.restore",
    targetType: "review",
    targetId: review.id,
    targetLabel: `${review.rating}★ review`,
    reason: input.reason,
  });
}

const RESOLVED_AS: Record<ReportAction, "actioned" | "dismissed"> = {
  hide: "actioned",
  restore: "dismissed",
  dismiss: "dismissed",
};

/**
 * An admin's decision on a reported target: hide, restore or dismiss, with a reason. Resolves the
 * target's open reports (hide: actioned; otherwise dismissed) in the same transaction.
 */
export async function decideReports(db: Executor, input: { actor: SessionUser } & DecideReportInput) {
  const { actor, targetType, targetId, action, reason } = input;
  return db.transaction(async (tx) => {
    const [reported] = await tx.select({ n: count() }).from(R).where(ofTarget(targetType, targetId));
    if (!reported?.n) throw notFound(targetType === "review" ? M.reviewNotFound : M.listingNotFound);
    if (action === "dismiss") {
      const [open] = await tx.select({ n: count() }).from(R).where(and(ofTarget(targetType, targetId), eq(R.status, "open")));
      if (!open?.n) throw conflict(M.nothingOpen);
      await recordAudit(tx, { actor, action: "report.dismiss", targetType, targetId, reason });
    } else if (targetType === "review") {
      await moderateReview(tx, { actor, id: targetId, hide: action === "hide", reason });
    } else if (action === "hide") {
      await deactivateListing(tx, { actor, id: targetId, reason });
    } else {
      await reactivateListing(tx, { actor, id: targetId, reason });
    }
    const resolved = await tx
      .update(R)
      .set({ status: RESOLVED_AS[action], resolvedAt: new Date() })
      .where(and(ofTarget(targetType, targetId), eq(R.status, "open")))
      .returning({ id: R.id });
    return { targetType, targetId, action, resolved: resolved.length };
  });
}
