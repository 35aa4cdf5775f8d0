import { jobRequests, operatorProfiles, proposals, reviews, type Executor } from "@skyhire/db";
import { and, eq, sql } from "drizzle-orm";
import { shownReview } from "./review-visibility";

/**
 * Recomputes an operator's rating (average of their reviews an admin has not hidden, 2 decimals, 0 without reviews) and
 * completedJobs (their completed proposals on completed jobs) from the rows themselves, inside the
 * caller's transaction, so the profile never drifts from its reviews and jobs.
 */
export async function recomputeOperatorStats(tx: Executor, operatorId: string): Promise<void> {
  await tx
    .update(operatorProfiles)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating})::numeric, 2) from ${reviews}
                            where ${and(eq(reviews.operatorId, operatorId), shownReview)}), 0)`,
      completedJobs: sql`(select count(*)::int from ${proposals}
                          inner join ${jobRequests} on ${jobRequests.id} = ${proposals.jobRequestId}
                          where ${and(
                            eq(proposals.operatorId, operatorId),
                            eq(proposals.status, "completed"),
                            eq(jobRequests.status, "completed"),
                          )})`,
    })
    .where(eq(operatorProfiles.userId, operatorId));
}
