import { jobRequests, milestones, payments, type Executor } from "@skyhire/db";
import { AUTO_RELEASE_DAYS } from "@skyhire/validators";
import { and, asc, eq, isNotNull, lte, not } from "drizzle-orm";
import { openDisputeOn } from "./dispute-freeze";

/**
 * Which delivered milestones the job queue releases on its own, and when (docs/product.md#delivery-and-auto-release).
 * Kept apart from the release itself (completion.ts) because both the sweep and the release's
 * deciding transaction ask the same question.
 */

const DAY_MS = 24 * 60 * 60_000;

export const AUTO_RELEASE_DAYS_MESSAGE = "AUTO_RELEASE_DAYS must be a number of days greater than 0 (fractions allowed).";

/**
 * Days from delivery to auto-release: AUTO_RELEASE_DAYS, 14 by default. Fractions are allowed so a
 * test server can shorten the window to seconds.
 */
export function autoReleaseDays(env: Record<string, string | undefined> = process.env): number {
  const raw = env.AUTO_RELEASE_DAYS?.trim();
  if (!raw) return AUTO_RELEASE_DAYS;
  const days = Number(raw);
  if (!Number.isFinite(days) || days <= 0) throw new Error(AUTO_RELEASE_DAYS_MESSAGE);
  return days;
}

export const AUTO_RELEASE_SWEEP_SECONDS_MESSAGE = "AUTO_RELEASE_SWEEP_SECONDS must be a whole number of seconds (1 or more).";

/**
 * AUTO_RELEASE_SWEEP_SECONDS: when set, the queue also asks for the auto-release sweep this often
 * (beside its cron every minute) — for a test server whose window is seconds long. Unset: undefined.
 */
export function autoReleaseSweepSeconds(env: Record<string, string | undefined> = process.env): number | undefined {
  const raw = env.AUTO_RELEASE_SWEEP_SECONDS?.trim();
  if (!raw) return undefined;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(AUTO_RELEASE_SWEEP_SECONDS_MESSAGE);
  return seconds;
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
