import { disputes, jobRequests, milestones, proposals, type Executor } from "@skyhire/db";
import { DISPUTE_MESSAGES as DM, LIFECYCLE_MESSAGES } from "@skyhire/validators";
import { and, eq, getTableName, isNull, sql, type Column, type SQL } from "drizzle-orm";
import { invalidState, notFound } from "../../errors";

/**
 * The freeze of a disputed milestone (issue 15 §3): from the moment a dispute is opened until its
 * resolution's money has moved (`executed_at`), nothing else may release or refund the milestone —
 * not the customer's confirm, not a refund, not the automatic release. Kept apart from
 * ./disputes.ts so the money paths (completion.ts, cancellation.ts, the queue) can ask without
 * importing the disputes' own money moves.
 */

/**
 * SQL condition: the milestone in `milestoneId` (a column such as `milestones.id` or
 * `payments.milestoneId`, or an id) has a dispute whose money has not moved yet. For queries over
 * many milestones (the automatic release skips these). Names are written out in full: drizzle
 * leaves a column unqualified in a select list, where it would bind inside the subquery.
 */
export function openDisputeOn(milestoneId: Column | string): SQL<boolean> {
  const outer =
    typeof milestoneId === "string"
      ? sql`${milestoneId}`
      : sql`${sql.identifier(getTableName(milestoneId.table))}.${sql.identifier(milestoneId.name)}`;
  return sql<boolean>`exists (select 1 from "disputes" as "open_dispute" where "open_dispute"."milestone_id" = ${outer} and "open_dispute"."executed_at" is null)`;
}

/** Whether the milestone's money is frozen by a dispute (open, escalated, or resolved but not yet paid out). */
export async function hasOpenDispute(db: Executor, milestoneId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.milestoneId, milestoneId), isNull(disputes.executedAt)))
    .limit(1);
  return Boolean(row);
}

/** Refuses (409, the frozen message) a release or refund of a milestone under dispute. */
export async function refuseWhileDisputed(db: Executor, milestoneId: string): Promise<void> {
  if (await hasOpenDispute(db, milestoneId)) throw invalidState(DM.frozen);
}

/**
 * The two parties a milestone's dispute is between — the job's customer and the operator of the
 * milestone's proposal — for those who need them without the disputes' money moves (the evidence
 * uploads, ./attachments.ts). 404 for an unknown milestone.
 */
export async function disputeParties(db: Executor, milestoneId: string): Promise<{ customerId: string; operatorId: string }> {
  const [row] = await db
    .select({ customerId: jobRequests.customerId, operatorId: proposals.operatorId })
    .from(milestones)
    .innerJoin(jobRequests, eq(jobRequests.id, milestones.jobRequestId))
    .innerJoin(proposals, eq(proposals.id, milestones.proposalId))
    .where(eq(milestones.id, milestoneId))
    .limit(1);
  if (!row) throw notFound(LIFECYCLE_MESSAGES.milestoneNotFound);
  return row;
}
