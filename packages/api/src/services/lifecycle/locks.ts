import { jobRequests, operatorProfiles, users, type Executor } from "@skyhire/db";
import { eq } from "drizzle-orm";
import { forbidden, notFound } from "../../errors";

export const JOB_NOT_FOUND = "Job not found";

/**
 * Every lifecycle change of a job takes its row first: `no key update` for a change of state (it
 * still lets proposals and payments reference the job), `share` to add a proposal while the job is
 * open. One lock order (job → proposal/payment → operator profile) keeps concurrent calls free of
 * deadlocks, and two clicks, tabs or users run one after the other.
 */
export async function lockJob(tx: Executor, jobId: string, strength: "no key update" | "share" = "no key update") {
  const [job] = await tx
    .select({
      id: jobRequests.id,
      customerId: jobRequests.customerId,
      title: jobRequests.title,
      status: jobRequests.status,
      currency: jobRequests.currency,
      invitedOperatorId: jobRequests.invitedOperatorId,
      message: jobRequests.message,
      createdAt: jobRequests.createdAt,
    })
    .from(jobRequests)
    .where(eq(jobRequests.id, jobId))
    .for(strength);
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
}
export type LockedJob = Awaited<ReturnType<typeof lockJob>>;

/** The operator's account and profile as the lifecycle needs them (null fields without a profile). */
export async function operatorAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      status: users.status,
      companyName: operatorProfiles.companyName,
      approvalStatus: operatorProfiles.approvalStatus,
      currency: operatorProfiles.currency,
      gatewayAccountId: operatorProfiles.gatewayAccountId,
      payoutsEnabled: operatorProfiles.payoutsEnabled,
    })
    .from(users)
    .leftJoin(operatorProfiles, eq(operatorProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * The operator's account when an admin approved it and it is active, else FORBIDDEN with `message`:
 * only such operators see open jobs, propose and set up payouts.
 */
export async function approvedOperator(db: Executor, userId: string, message: string) {
  const operator = await operatorAccount(db, userId);
  if (!operator || operator.status !== "active" || operator.approvalStatus !== "approved") throw forbidden(message);
  return operator;
}
