/**
 * Webhook events out of the changes that cause them (docs/api.md#webhook-events): one delivery row per
 * event and subscribed endpoint, written in the change's own transaction (an event exists exactly when
 * its change committed), and handed to the job queue in that same transaction.
 */
import {
  jobRequests,
  proposals,
  webhookDeliveries,
  webhookEndpoints,
  type Executor,
} from "@skyhire/db";
import {
  WEBHOOK_ACCOUNT_EVENTS,
  WEBHOOK_EVENT_OF_NOTIFICATION,
  type NotificationType,
  type WebhookEventType,
} from "@skyhire/validators";
import { and, eq, exists, inArray, isNull, or, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { runningJobQueue } from "../../queue/registry";

export interface WebhookEventInput {
  type: WebhookEventType | "webhook.test";
  /** Who may be told: only their endpoints receive it. */
  userIds: readonly string[];
  /** The deal it is about: an endpoint receives it only while its owner is a party of that job. */
  jobRequestId: string | null;
  data: Record<string, unknown>;
  /** The event's id (`webhook-id`); the same id again adds nothing. New by default. */
  eventId?: string;
  /** Only this endpoint (the test event). */
  endpointId?: string;
}

/**
 * jsonb refuses a lone UTF-16 surrogate (text a client sent may hold one): it becomes U+FFFD, as
 * the UTF-8 text columns store it.
 */
function wellFormed(_key: string, value: unknown): unknown {
  return typeof value === "string" ? Buffer.from(value, "utf8").toString("utf8") : value;
}

/** The job's customer, or an operator who proposed on it. */
function partyOf(jobRequestId: string) {
  return or(
    exists(
      sql`(select 1 from ${jobRequests} where ${jobRequests.id} = ${jobRequestId} and ${jobRequests.customerId} = ${webhookEndpoints.userId})`,
    ),
    exists(
      sql`(select 1 from ${proposals} where ${proposals.jobRequestId} = ${jobRequestId} and ${proposals.operatorId} = ${webhookEndpoints.userId})`,
    ),
  );
}

/** Writes the event's deliveries and queues them; returns their ids. */
export async function emitWebhookEvent(tx: Executor, event: WebhookEventInput): Promise<string[]> {
  if (event.userIds.length === 0) return [];
  const eventId = event.eventId ?? `msg_${randomUUID()}`;
  const payload = { type: event.type, timestamp: new Date().toISOString(), data: event.data };
  const subscribed = event.endpointId
    ? eq(webhookEndpoints.id, event.endpointId)
    : or(isNull(webhookEndpoints.events), sql`${event.type} = any(${webhookEndpoints.events})`);
  const where = and(
    inArray(webhookEndpoints.userId, [...event.userIds]),
    isNull(webhookEndpoints.disabledAt),
    subscribed,
    event.jobRequestId ? partyOf(event.jobRequestId) : undefined,
  );
  // One statement: the endpoints that want it, and their rows (the unique index drops a repeat).
  const rows = await tx.execute<{ id: string }>(sql`
    insert into ${webhookDeliveries} (endpoint_id, event_id, event_type, payload)
    select ${webhookEndpoints.id}, ${eventId}, ${event.type}, ${JSON.stringify(payload, wellFormed)}::jsonb
    from ${webhookEndpoints} where ${where}
    on conflict (event_id, endpoint_id) do nothing
    returning id`);
  const ids = [...rows].map((row) => row.id);
  if (ids.length > 0) await runningJobQueue()?.enqueueWebhookDeliveries(ids, tx);
  return ids;
}

/** What a notification may say of its webhook event beyond the type table's default. */
export interface NotificationWebhook {
  /** The event, where one notification type covers several (a dispute opened, answered, resolved). */
  event?: WebhookEventType;
  /** Ids of what it is about, added to the event's data. */
  data?: Record<string, unknown>;
}

/**
 * The webhook event of a notification just written, if its type is one (WEBHOOK_EVENT_OF_NOTIFICATION,
 * or the event the writer names): the notification's id is the event's, so writing it again cannot
 * send it twice.
 */
export async function emitNotificationWebhook(
  tx: Executor,
  notification: {
    id: string;
    userId: string;
    type: NotificationType;
    title: string;
    body: string;
    link: string | null;
    jobRequestId: string | null;
  },
  webhook: NotificationWebhook = {},
): Promise<void> {
  const type = webhook.event ?? WEBHOOK_EVENT_OF_NOTIFICATION[notification.type];
  if (!type) return;
  const aboutTheAccount = WEBHOOK_ACCOUNT_EVENTS.includes(type);
  // A deal event without its deal would reach someone who is no party of it: none is sent.
  if (!aboutTheAccount && !notification.jobRequestId) return;
  await emitWebhookEvent(tx, {
    type,
    eventId: `msg_${notification.id}`,
    userIds: [notification.userId],
    jobRequestId: aboutTheAccount ? null : notification.jobRequestId,
    data: {
      ...(notification.jobRequestId ? { jobRequestId: notification.jobRequestId } : {}),
      ...webhook.data,
      title: notification.title,
      body: notification.body,
      link: notification.link,
    },
  });
}

/** A listing's owner is told of its creation and of every change to it, on their own endpoints. */
export async function emitListingEvent(
  tx: Executor,
  type: "listing.created" | "listing.updated",
  listing: { id: string; operatorId: string; title: string; isActive: boolean },
): Promise<void> {
  await emitWebhookEvent(tx, {
    type,
    userIds: [listing.operatorId],
    jobRequestId: null,
    data: { listingId: listing.id, title: listing.title, isActive: listing.isActive },
  });
}
