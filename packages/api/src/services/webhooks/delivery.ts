/**
 * Sending one delivery (docs/api.md#webhooks): signed per Standard Webhooks, one try per run of the
 * queue's job; a failed try throws so the queue retries it with backoff, until WEBHOOK_LIMITS.maxAttempts.
 * An endpoint whose recent deliveries all failed after every retry is disabled and its owner told.
 */
import { users, webhookDeliveries, webhookEndpoints, type Executor } from "@skyhire/db";
import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from "@skyhire/validators";
import { and, desc, eq, gt, gte, isNull, lt, ne, or, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { absoluteUrl, appBaseUrl, queueMail } from "../mail";
import { postWebhook } from "./network";

export type AttemptOutcome = "succeeded" | "retry" | "failed" | "skipped";

/** A try holds its row this long: the answer's timeout and a margin for recording it. */
const LEASE_MS = WEBHOOK_LIMITS.attemptTimeoutMs + 20_000;

/** Thrown by the queue's job after a failed try that has retries left. */
export class WebhookAttemptFailed extends Error {}

/**
 * Makes one try of a pending delivery. A delivery already sent, failed for good, or being tried by
 * another run is left alone ("skipped"), so a job run twice sends once.
 */
export async function attemptWebhookDelivery(
  db: Executor,
  deliveryId: string,
): Promise<AttemptOutcome> {
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      leasedUntil: sql`now() + ${LEASE_MS} * interval '1 millisecond'`,
      lastAttemptAt: sql`now()`,
    })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.status, "pending"),
        or(isNull(webhookDeliveries.leasedUntil), lt(webhookDeliveries.leasedUntil, sql`now()`)),
      ),
    )
    .returning();
  if (!claimed) return "skipped";
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, claimed.endpointId));
  if (!endpoint || endpoint.disabledAt) {
    await record(db, deliveryId, {
      status: "failed",
      responseStatus: null,
      responseExcerpt: null,
      error: WEBHOOK_MESSAGES.disabled,
    });
    return "failed";
  }
  const body = JSON.stringify(claimed.payload);
  const sentAt = new Date();
  const headers = {
    "webhook-id": claimed.eventId,
    "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
    "webhook-signature": new Webhook(endpoint.secret).sign(claimed.eventId, sentAt, body),
  };
  let outcome: {
    ok: boolean;
    responseStatus: number | null;
    responseExcerpt: string | null;
    error: string | null;
  };
  try {
    const response = await postWebhook(endpoint.url, headers, body);
    const ok = response.status >= 200 && response.status < 300;
    outcome = {
      ok,
      responseStatus: response.status,
      responseExcerpt: response.excerpt,
      error: ok ? null : `HTTP ${response.status}`,
    };
  } catch (error) {
    outcome = {
      ok: false,
      responseStatus: null,
      responseExcerpt: null,
      error: error instanceof Error ? error.message : String(error),
    };
  }
  const final = outcome.ok
    ? "succeeded"
    : claimed.attempts >= WEBHOOK_LIMITS.maxAttempts
      ? "failed"
      : "pending";
  await record(db, deliveryId, {
    status: final,
    responseStatus: outcome.responseStatus,
    responseExcerpt: outcome.responseExcerpt,
    error: outcome.error,
  });
  if (final === "failed") await disableIfFailing(db, endpoint.id);
  return final === "pending" ? "retry" : final;
}

async function record(
  db: Executor,
  id: string,
  result: {
    status: "pending" | "succeeded" | "failed";
    responseStatus: number | null;
    responseExcerpt: string | null;
    error: string | null;
  },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ ...result, leasedUntil: null })
    .where(eq(webhookDeliveries.id, id));
}

/**
 * Disables the endpoint when its last WEBHOOK_LIMITS.disableAfterFailedDeliveries finished deliveries
 * since it was (re-)enabled all failed, and mails its owner; the guarded update mails once.
 */
export async function disableIfFailing(db: Executor, endpointId: string): Promise<boolean> {
  const [endpoint] = await db
    .select({ enabledAt: webhookEndpoints.enabledAt })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) return false;
  const recent = await db
    .select({ status: webhookDeliveries.status })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        ne(webhookDeliveries.status, "pending"),
        gte(webhookDeliveries.createdAt, endpoint.enabledAt),
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(WEBHOOK_LIMITS.disableAfterFailedDeliveries);
  if (
    recent.length < WEBHOOK_LIMITS.disableAfterFailedDeliveries ||
    recent.some((row) => row.status !== "failed")
  )
    return false;
  const reason = `The last ${WEBHOOK_LIMITS.disableAfterFailedDeliveries} deliveries failed after every retry`;
  const [disabled] = await db
    .update(webhookEndpoints)
    .set({ disabledAt: sql`now()`, disabledReason: reason })
    .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.disabledAt)))
    .returning({ url: webhookEndpoints.url, userId: webhookEndpoints.userId });
  if (!disabled) return false;
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, disabled.userId));
  if (owner) {
    const page = absoluteUrl(appBaseUrl(undefined), WEBHOOK_PAGE_PATH);
    await queueMail(db, {
      to: owner.email,
      subject: WEBHOOK_MESSAGES.disabledMailSubject,
      text: `${reason}, so no more events are sent to ${disabled.url}.\n\nFix the receiver, then enable the endpoint again: ${page}`,
    });
  }
  return true;
}

export const WEBHOOK_PAGE_PATH = "/dashboard/account/webhooks";

/** Deliveries never handed to a queue (written by a process without one): the queue's safety net. */
export async function unqueuedWebhookDeliveryIds(
  db: Executor,
  input: { olderThan: Date; newerThan: Date; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, "pending"),
        eq(webhookDeliveries.attempts, 0),
        lt(webhookDeliveries.createdAt, input.olderThan),
        gt(webhookDeliveries.createdAt, input.newerThan),
      ),
    )
    .orderBy(webhookDeliveries.createdAt)
    .limit(input.limit);
  return rows.map((row) => row.id);
}
