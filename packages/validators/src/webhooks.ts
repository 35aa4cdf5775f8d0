import { z } from "zod";
import type { NotificationType } from "./lifecycle";

/**
 * Signed webhooks out (docs/api.md#webhooks): the event types an endpoint can ask for, the limits,
 * and every message, written once for the account page, the service and the REST answers.
 */
export const WEBHOOK_EVENT_TYPES = [
  "job.created",
  "job.updated",
  "job.closed",
  "proposal.created",
  "proposal.accepted",
  "proposal.declined",
  "milestone.funded",
  "milestone.delivered",
  "milestone.released",
  "milestone.refunded",
  "dispute.opened",
  "dispute.updated",
  "dispute.resolved",
  "message.received",
  "review.received",
  "listing.created",
  "listing.updated",
  "operator.approved",
  "operator.rejected",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The type of the event `POST /api/webhook-endpoints/{id}/test` sends; no subscription needed. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/**
 * The notifications that are also webhook events, and which: they are written in the transaction of
 * the change, to the parties, so the same write queues the event (packages/api/src/services/webhooks/events.ts).
 */
export const WEBHOOK_EVENT_OF_NOTIFICATION: Partial<Record<NotificationType, WebhookEventType>> = {
  proposal_received: "proposal.created",
  proposal_accepted: "proposal.accepted",
  payment_held: "milestone.funded",
  job_delivered: "milestone.delivered",
  payout_sent: "milestone.released",
  payment_auto_released: "milestone.released",
  payment_refunded: "milestone.refunded",
  dispute_update: "dispute.updated",
  review_received: "review.received",
  operator_approved: "operator.approved",
  operator_rejected: "operator.rejected",
};

/**
 * Events about the owner's own account rather than a deal: they go to the owner's endpoints with no
 * deal to be a party of (every other event needs one, events.ts `partyOf`).
 */
export const WEBHOOK_ACCOUNT_EVENTS: readonly WebhookEventType[] = [
  "listing.created",
  "listing.updated",
  "operator.approved",
  "operator.rejected",
];

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_SECRET_PREFIX = "whsec_";

export const WEBHOOK_LIMITS = {
  maxEndpointsPerUser: 10,
  urlMax: 2000,
  descriptionMax: 200,
  /** Tries per delivery: the first and five retries (30 s, 60 s, 120 s, 240 s, 480 s later). */
  maxAttempts: 6,
  retryDelaySeconds: 30,
  /** One try waits this long for the answer's status. */
  attemptTimeoutMs: 10_000,
  /** Kept of each answer's body, for the deliveries list. */
  responseExcerptMax: 500,
  /** An endpoint whose last this many deliveries all failed (after every retry) is disabled. */
  disableAfterFailedDeliveries: 5,
  /** Recent deliveries the list shows. */
  deliveriesShown: 50,
} as const;

export const WEBHOOK_MESSAGES = {
  urlRequired: "Enter the URL that receives the events",
  urlInvalid: "Enter a full URL, such as https://example.com/webhooks",
  urlTooLong: `The URL cannot exceed ${WEBHOOK_LIMITS.urlMax} characters`,
  urlScheme: "The URL must start with https://",
  urlCredentials: "The URL cannot contain a user name or password",
  urlPrivate:
    "The URL's host is a private, loopback or otherwise non-public address; webhooks go only to public hosts",
  urlUnresolvable: "The URL's host could not be found",
  descriptionTooLong: `Description cannot exceed ${WEBHOOK_LIMITS.descriptionMax} characters`,
  eventsInvalid: `Events are ${WEBHOOK_EVENT_TYPES.join(", ")}`,
  eventsRequired: "Choose at least one event, or all events",
  tooMany: `You can have at most ${WEBHOOK_LIMITS.maxEndpointsPerUser} webhook endpoints. Delete one first.`,
  notFound: "Webhook endpoint not found",
  deliveryNotFound: "Delivery not found",
  deliveryPending: "This delivery is still being sent",
  disabled: "This endpoint is disabled; enable it first",
  disabledMailSubject: "Your webhook endpoint was disabled",
} as const;

const id = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, message);

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const urlField = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(WEBHOOK_LIMITS.urlMax, WEBHOOK_MESSAGES.urlTooLong)
  .superRefine((value, ctx) => {
    const url = parseUrl(value);
    if (!url?.hostname)
      return ctx.addIssue({ code: "custom", message: WEBHOOK_MESSAGES.urlInvalid });
    // https only is the service's rule (it depends on the environment); anything but http(s) never.
    if (url.protocol !== "https:" && url.protocol !== "http:")
      ctx.addIssue({ code: "custom", message: WEBHOOK_MESSAGES.urlScheme });
    if (url.username || url.password)
      ctx.addIssue({ code: "custom", message: WEBHOOK_MESSAGES.urlCredentials });
  });

/** null: every event type, now and later. */
const eventsField = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_MESSAGES.eventsInvalid }), {
    error: WEBHOOK_MESSAGES.eventsInvalid,
  })
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length, WEBHOOK_MESSAGES.eventsInvalid)
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)))
  .nullable();

const descriptionField = z
  .string({ error: WEBHOOK_MESSAGES.descriptionTooLong })
  .trim()
  .max(WEBHOOK_LIMITS.descriptionMax, WEBHOOK_MESSAGES.descriptionTooLong);

export const createWebhookEndpointSchema = z.object({
  url: urlField,
  description: descriptionField.default(""),
  events: eventsField.default(null),
});
export type CreateWebhookEndpointInput = z.input<typeof createWebhookEndpointSchema>;

export const webhookEndpointIdSchema = z.object({ id: id(WEBHOOK_MESSAGES.notFound) });

export const updateWebhookEndpointSchema = z.object({
  id: id(WEBHOOK_MESSAGES.notFound),
  url: urlField.optional(),
  description: descriptionField.optional(),
  events: eventsField.optional(),
  /** true enables a disabled endpoint again (its failure count starts over); false pauses it. */
  enabled: z.boolean({ error: "Say whether the endpoint is enabled" }).optional(),
});
export type UpdateWebhookEndpointInput = z.input<typeof updateWebhookEndpointSchema>;

export const webhookDeliveryIdSchema = z.object({
  id: id(WEBHOOK_MESSAGES.notFound),
  deliveryId: id(WEBHOOK_MESSAGES.deliveryNotFound),
});
