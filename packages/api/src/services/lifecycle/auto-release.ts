import type { Database } from "@skyhire/db";
import type { PaymentGateway } from "@skyhire/payments";
import { AUTO_RELEASE_REMINDER_DAYS, LIFECYCLE_PATHS, formatAutoReleaseDate } from "@skyhire/validators";
import { DomainError } from "../../errors";
import { daysLater, milestonesDueForAutoRelease, type AutoReleaseCandidate } from "./auto-release-due";
import { releaseMilestonePayment } from "./completion";
import { deliverNotificationEmails, notifyOnce } from "./notifications";

/**
 * The job queue's auto-release sweep (docs/product.md#delivery-and-auto-release): reminds customers
 * of deliveries about to be released, then releases those whose date has come. Safe to run twice,
 * in parallel or after a restart: a reminder is written once per milestone and day count (its
 * notification's dedupe key), and a release goes through the one escrow path, whose deciding
 * transaction re-checks the milestone under the job's lock and whose transfer key is fixed per payment.
 */

/** Milestones released per run; the next run (a minute later) takes the rest. */
const RELEASE_BATCH = 100;
const LARGEST_REMINDER = Math.max(...AUTO_RELEASE_REMINDER_DAYS);

export interface AutoReleaseResult {
  reminded: number;
  released: number;
  /** Due milestones the release refused this time (payouts not set up, a refused transfer). */
  failed: number;
}

/**
 * The reminder a milestone is due now: the fewest days before its date that it is within (a
 * sweep that missed the 3-day one while the queue was down sends only the 1-day one). A reminder
 * whose moment came before the delivery itself (a window shorter than its lead) is none: the
 * delivery's own notification told the date.
 */
export function reminderDue(window: { deliveredAt: Date; autoReleaseAt: Date }, now: Date): number | null {
  const { deliveredAt, autoReleaseAt } = window;
  if (autoReleaseAt <= now) return null;
  const within = AUTO_RELEASE_REMINDER_DAYS.filter(
    (days) => autoReleaseAt <= daysLater(now, days) && daysLater(deliveredAt, days) < autoReleaseAt,
  );
  return within.length > 0 ? Math.min(...within) : null;
}

async function remind(db: Database, candidate: AutoReleaseCandidate, days: number): Promise<string | null> {
  const date = formatAutoReleaseDate(candidate.autoReleaseAt);
  return notifyOnce(db, {
    userId: candidate.customerId,
    type: "auto_release_reminder",
    title: days === 1 ? "Payment releases tomorrow" : `Payment releases in ${days} days`,
    body:
      `"${candidate.milestoneTitle}" of "${candidate.jobTitle}" was delivered and is released to the operator ` +
      `automatically on ${date} unless you confirm or dispute it first.`,
    link: LIFECYCLE_PATHS.job(candidate.jobId),
    jobRequestId: candidate.jobId,
    dedupeKey: `auto-release:${candidate.milestoneId}:${days}d`,
  });
}

export async function sendAutoReleaseReminders(db: Database, now = new Date()): Promise<number> {
  const soon = await milestonesDueForAutoRelease(db, daysLater(now, LARGEST_REMINDER));
  const ids: string[] = [];
  for (const candidate of soon) {
    const days = reminderDue(candidate, now);
    if (days === null) continue;
    const id = await remind(db, candidate, days);
    if (id) ids.push(id);
  }
  await deliverNotificationEmails(db, ids);
  return ids.length;
}

export async function releaseDueMilestones(
  db: Database,
  gateway: PaymentGateway,
  now = new Date(),
): Promise<Pick<AutoReleaseResult, "released" | "failed">> {
  const due = await milestonesDueForAutoRelease(db, now, { limit: RELEASE_BATCH });
  let released = 0;
  let failed = 0;
  for (const candidate of due) {
    try {
      const done = await releaseMilestonePayment(db, gateway, { actor: { auto: true, now }, paymentId: candidate.paymentId });
      if (done.outcome === "released") released += 1;
    } catch (error) {
      // One milestone the gateway or the rules refuse does not hold up the others; the next run tries again.
      failed += 1;
      if (!(error instanceof DomainError)) console.error(`Auto-release of milestone ${candidate.milestoneId} failed`, error);
    }
  }
  return { released, failed };
}

/** One run of the sweep: reminders first, then the releases that are due. */
export async function runAutoRelease(db: Database, gateway: PaymentGateway, now = new Date()): Promise<AutoReleaseResult> {
  const reminded = await sendAutoReleaseReminders(db, now);
  return { reminded, ...(await releaseDueMilestones(db, gateway, now)) };
}
