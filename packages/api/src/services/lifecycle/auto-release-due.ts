import { jobRequests, milestones, payments, type Executor } from "@skyhire/db";
import type { EnvSource } from "@skyhire/validators/plain";
import { and, asc, eq, isNotNull, lte, not } from "drizzle-orm";
import { AUTO_RELEASE_DAYS_MESSAGE, AUTO_RELEASE_SWEEP_SECONDS_MESSAGE, apiVariables } from "../../env";
import { openDisputeOn } from "./dispute-freeze";

/**
 * Which delivered milestones the job queue releases on its own, and when (docs/product.md#delivery-and-auto-release).
 * Kept apart from the release itself (completion.ts) because both the sweep and the release's
 * deciding transaction ask the same question.
 */

const DAY_MS = 24 * 60 * 60_000;

export { AUTO_RELEASE_DAYS_MESSAGE, AUTO_RELEASE_SWEEP_SECONDS_MESSAGE };

/**
 * Days from delivery to auto-release: AUTO_RELEASE_DAYS, 14 by default. Fractions are allowed so a
 * test server can shorten the window to seconds.
 */
export function autoReleaseDays(env?: EnvSource): number {
  return apiVariables(env).AUTO_RELEASE_DAYS;
}

/**
 * AUTO_RELEASE_SWEEP_SECONDS: when set, the queue also asks for the auto-release sweep this often
 * (beside its cron every minute) — for a test server whose window is seconds long. Unset: undefined.
 */
export function autoReleaseSweepSeconds(env?: EnvSource): number | undefined {
  return apiVariables(env).AUTO_RELEASE_SWEEP_SECONDS;
}

/** The moment a milestone delivered at `deliveredAt` is released unless answered first. */
export function autoReleaseDate(deliveredAt: Date, days = autoReleaseDays()): Date {
  return daysLater(deliveredAt, days);
}

export function daysLater(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

export interface AutoReleaseCandidate {
  milestoneId: string;
  milestoneTitle: string;
  paymentId: string;
  jobId: string;
  jobTitle: string;
  customerId: string;
  deliveredAt: Date;
  autoReleaseAt: Date;
}

/**
 * THE selection of milestones waiting for auto-release whose date is at or before `until`:
 * delivered, their money still held in escrow, nobody having confirmed (a confirmed milestone's
 * payment is released). The sweep releases those due `now` and reminds the customer of those due
 * within the next days; the release re-asks it for one milestone under the job's lock, so any
 * condition added here (an open dispute) holds for both.
 */
export async function milestonesDueForAutoRelease(
  db: Executor,
  until: Date,
  options: { milestoneId?: string; limit?: number } = {},
): Promise<AutoReleaseCandidate[]> {
  const query = db
    .select({
      milestoneId: milestones.id,
      milestoneTitle: milestones.title,
      paymentId: payments.id,
      jobId: jobRequests.id,
      jobTitle: jobRequests.title,
      customerId: jobRequests.customerId,
      deliveredAt: milestones.deliveredAt,
      autoReleaseAt: milestones.autoReleaseAt,
    })
    .from(milestones)
    .innerJoin(payments, eq(payments.milestoneId, milestones.id))
    .innerJoin(jobRequests, eq(jobRequests.id, milestones.jobRequestId))
    .where(
      and(
        isNotNull(milestones.deliveredAt),
        lte(milestones.autoReleaseAt, until),
        eq(payments.status, "completed"),
        eq(jobRequests.status, "in_progress"),
        // A disputed milestone's money is frozen until the dispute's own outcome moves it.
        not(openDisputeOn(milestones.id)),
        options.milestoneId ? eq(milestones.id, options.milestoneId) : undefined,
      ),
    )
    .orderBy(asc(milestones.autoReleaseAt));
  const rows = options.limit ? await query.limit(options.limit) : await query;
  return rows.flatMap(({ deliveredAt, autoReleaseAt, ...row }) =>
    deliveredAt && autoReleaseAt ? [{ ...row, deliveredAt, autoReleaseAt }] : [],
  );
}
