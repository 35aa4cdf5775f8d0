import { operatorProfiles, reviews, serviceListings, users, type Executor } from "@skyhire/db";
import { eq, sql } from "drizzle-orm";
import { shownReview } from "./lifecycle/review-visibility";
import { allOf } from "./sql-helpers";

/**
 * The operator dashboard's header, approval banner and stat cards (docs/product.md#operator-dashboard), read in one
 * query: the caller's account, their operator profile if any, and counts by correlated
 * subqueries on indexed columns (service_listings by operator, reviews by operator).
 */
export async function operatorDashboard(db: Executor, userId: string) {
  const [row] = await db
    .select({
      profileId: operatorProfiles.id,
      companyName: operatorProfiles.companyName,
      approvalStatus: operatorProfiles.approvalStatus,
      rejectionReason: operatorProfiles.rejectionReason,
      isPublished: operatorProfiles.isPublished,
      isVerified: operatorProfiles.isVerified,
      rating: operatorProfiles.rating,
      completedJobs: operatorProfiles.completedJobs,
      currency: operatorProfiles.currency,
      activeListings: sql<number>`(
        select count(*) from ${serviceListings}
        where ${allOf(eq(serviceListings.operatorId, users.id), eq(serviceListings.isActive, true))}
      )`.mapWith(Number),
      totalListings: sql<number>`(
        select count(*) from ${serviceListings} where ${eq(serviceListings.operatorId, users.id)}
      )`.mapWith(Number),
      reviewCount: sql<number>`(
        select count(*) from ${reviews} where ${allOf(eq(reviews.operatorId, users.id), shownReview)}
      )`.mapWith(Number),
    })
    .from(users)
    .leftJoin(operatorProfiles, eq(operatorProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);

  const profile =
    row?.profileId && row.companyName !== null && row.approvalStatus !== null
      ? {
          companyName: row.companyName,
          approvalStatus: row.approvalStatus,
          rejectionReason: row.rejectionReason,
          isPublished: row.isPublished ?? false,
          isVerified: row.isVerified ?? false,
          completedJobs: row.completedJobs ?? 0,
          /** New listings are priced in it; zero earnings read in it. */
          currency: row.currency ?? "USD",
        }
      : null;
  return {
    profile,
    stats: {
      activeListings: row?.activeListings ?? 0,
      totalListings: row?.totalListings ?? 0,
      /** The profile's rating (kept from its reviews), 0 without a profile. */
      averageRating: row?.rating ? Number(row.rating) : 0,
      reviewCount: row?.reviewCount ?? 0,
    },
  };
}
export type OperatorDashboard = Awaited<ReturnType<typeof operatorDashboard>>;
