import { jobRequests, proposals, type Executor } from "@skyhire/db";
import { and, eq, inArray } from "drizzle-orm";
import { paymentsOfJob } from "./escrow";
import { type LockedJob } from "./locks";
import { recomputeOperatorStats } from "./operator-stats";

/**
 * How a job with milestones ends (issue 15): once no milestone's money is held any more, the job is
 * completed when at least one milestone was released to the operator, and cancelled when none was.
 * After a release, milestones never funded keep the job in progress (they may still be funded);
 * a cancellation (`dropUnfunded`) drops them.
 */

/** Every proposal still in play ends as rejected because the job was cancelled. */
export async function rejectOpenProposals(tx: Executor, jobId: string) {
  await tx
    .update(proposals)
    .set({ status: "rejected", rejectionReason: "job_cancelled" })
    .where(and(eq(proposals.jobRequestId, jobId), inArray(proposals.status, ["pending", "accepted", "hired"])));
}

export type JobEnding = "completed" | "cancelled" | null;

export async function endJobWhenSettled(
  tx: Executor,
  input: { job: LockedJob; dropUnfunded: boolean },
): Promise<JobEnding> {
  const { job } = input;
  if (job.status !== "in_progress") return null;
  const all = await paymentsOfJob(tx, job.id);
  if (all.some((p) => p.status === "completed" || p.status === "processing")) return null;
  if (!input.dropUnfunded && all.some((p) => p.status === "pending" || p.status === "failed")) return null;
  const released = all.find((p) => p.status === "released");
  if (!released) {
    await tx
      .update(jobRequests)
      .set({ status: "cancelled" })
      .where(and(eq(jobRequests.id, job.id), eq(jobRequests.status, "in_progress")));
    await rejectOpenProposals(tx, job.id);
    return "cancelled";
  }
  await tx
    .update(proposals)
    .set({ status: "completed" })
    .where(and(eq(proposals.id, released.proposalId), eq(proposals.status, "hired")));
  await tx
    .update(jobRequests)
    .set({ status: "completed" })
    .where(and(eq(jobRequests.id, job.id), eq(jobRequests.status, "in_progress")));
  await recomputeOperatorStats(tx, released.operatorId);
  return "completed";
}
