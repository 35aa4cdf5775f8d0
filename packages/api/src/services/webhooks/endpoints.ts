/**
 * An account's webhook endpoints (docs/api.md#webhooks): its owner alone sees and changes them
 * (another account's id is not found). The signing secret is in the creation's answer only.
 */
import { randomBytes } from "node:crypto";
import { users, webhookDeliveries, webhookEndpoints, type Executor } from "@skyhire/db";
import {
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TEST_EVENT,
  type CreateWebhookEndpointInput,
  type SessionUser,
  type UpdateWebhookEndpointInput,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from "@skyhire/validators";
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { runningJobQueue } from "../../queue/registry";
import { DomainError, notFound } from "../../errors";
import { attemptWebhookDelivery } from "./delivery";
import { emitWebhookEvent } from "./events";
import { assertWebhookUrlAllowed } from "./network";

export interface WebhookEndpointSummary {
  id: string;
  url: string;
  description: string;
  /** null: every event type. */
  events: WebhookEventType[] | null;
  enabled: boolean;
  disabledAt: Date | null;
  disabledReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface WebhookDeliverySummary {
  id: string;
  eventId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastAttemptAt: Date | null;
  responseStatus: number | null;
  responseExcerpt: string | null;
  error: string | null;
  createdAt: Date;
}

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  disabledAt: webhookEndpoints.disabledAt,
  disabledReason: webhookEndpoints.disabledReason,
  createdAt: webhookEndpoints.createdAt,
  updatedAt: webhookEndpoints.updatedAt,
};

const deliveryColumns = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  eventType: webhookDeliveries.eventType,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  responseStatus: webhookDeliveries.responseStatus,
  responseExcerpt: webhookDeliveries.responseExcerpt,
  error: webhookDeliveries.error,
  createdAt: webhookDeliveries.createdAt,
};

type EndpointRow = Omit<WebhookEndpointSummary, "enabled" | "events"> & { events: string[] | null };

function summary(row: EndpointRow): WebhookEndpointSummary {
  // The column holds only what the schema let in.
  return {
    ...row,
    events: row.events as WebhookEventType[] | null,
    enabled: row.disabledAt === null,
  };
}

/** `whsec_` and 24 random bytes in base64, the form standardwebhooks' `Webhook` takes. */
function newSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString("base64")}`;
}

const mine = (actor: SessionUser, id: string) =>
  and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, actor.id));

async function ownEndpoint(
  db: Executor,
  actor: SessionUser,
  id: string,
): Promise<WebhookEndpointSummary> {
  const [row] = await db.select(endpointColumns).from(webhookEndpoints).where(mine(actor, id));
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return summary(row);
}

export async function createWebhookEndpoint(
  db: Executor,
  { actor, input }: { actor: SessionUser; input: CreateWebhookEndpointInput },
): Promise<{ secret: string; endpoint: WebhookEndpointSummary }> {
  const values = createWebhookEndpointSchema.parse(input);
  await assertWebhookUrlAllowed(values.url);
  return db.transaction(async (tx) => {
    // The count is checked under the owner's row lock, so two creations cannot pass it together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for("update");
    const [held] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, actor.id));
    if ((held?.n ?? 0) >= WEBHOOK_LIMITS.maxEndpointsPerUser)
      throw new DomainError("CONFLICT", WEBHOOK_MESSAGES.tooMany);
    const secret = newSecret();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        userId: actor.id,
        url: values.url,
        description: values.description,
        events: values.events,
        secret,
      })
      .returning(endpointColumns);
    if (!row) throw new Error("webhook endpoint insert returned no row");
    return { secret, endpoint: summary(row) };
  });
}

export async function listWebhookEndpoints(
  db: Executor,
  { actor }: { actor: SessionUser },
): Promise<WebhookEndpointSummary[]> {
  const rows = await db
    .select(endpointColumns)
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, actor.id))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map(summary);
}

export function webhookEndpointById(
  db: Executor,
  { actor, id }: { actor: SessionUser; id: string },
): Promise<WebhookEndpointSummary> {
  return ownEndpoint(db, actor, id);
}

export async function updateWebhookEndpoint(
  db: Executor,
  { actor, input }: { actor: SessionUser; input: UpdateWebhookEndpointInput },
): Promise<WebhookEndpointSummary> {
  const { id, url, description, events, enabled } = updateWebhookEndpointSchema.parse(input);
  await ownEndpoint(db, actor, id);
  if (url !== undefined) await assertWebhookUrlAllowed(url);
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(url !== undefined ? { url } : {}),
      ...(description !== undefined ? { description } : {}),
      ...(events !== undefined ? { events } : {}),
      // Enabling again starts the failure count over; enabling an enabled endpoint changes nothing.
      ...(enabled === true
        ? {
            disabledAt: null,
            disabledReason: null,
            enabledAt: sql`case when ${webhookEndpoints.disabledAt} is null then ${webhookEndpoints.enabledAt} else now() end`,
          }
        : {}),
      ...(enabled === false
        ? {
            disabledAt: sql`coalesce(${webhookEndpoints.disabledAt}, now())`,
            disabledReason: sql`coalesce(${webhookEndpoints.disabledReason}, 'Paused by its owner')`,
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(mine(actor, id))
    .returning(endpointColumns);
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return summary(row);
}

/** A new signing secret, in this answer only; the old one stops signing at once. */
export async function rotateWebhookSecret(
  db: Executor,
  { actor, id }: { actor: SessionUser; id: string },
): Promise<{ secret: string; endpoint: WebhookEndpointSummary }> {
  const secret = newSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({ secret, updatedAt: new Date() })
    .where(mine(actor, id))
    .returning(endpointColumns);
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return { secret, endpoint: summary(row) };
}

export async function deleteWebhookEndpoint(
  db: Executor,
  { actor, id }: { actor: SessionUser; id: string },
): Promise<{ id: string }> {
  const [row] = await db
    .delete(webhookEndpoints)
    .where(mine(actor, id))
    .returning({ id: webhookEndpoints.id });
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

/** The endpoint's latest deliveries, newest first. */
export async function listWebhookDeliveries(
  db: Executor,
  { actor, id }: { actor: SessionUser; id: string },
): Promise<WebhookDeliverySummary[]> {
  await ownEndpoint(db, actor, id);
  return db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_LIMITS.deliveriesShown);
}

async function oneDelivery(
  db: Executor,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDeliverySummary> {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  return row;
}

/**
 * Hands deliveries to the queue, or — in a process without one (a script, a test) — makes their
 * first try at once. Outside any transaction.
 */
async function dispatch(db: Executor, ids: readonly string[]): Promise<void> {
  const queue = runningJobQueue();
  if (queue) await queue.enqueueWebhookDeliveries(ids);
  else for (const id of ids) await attemptWebhookDelivery(db, id);
}

/** Sends a finished delivery again, with a fresh set of tries (the same event id and body). */
export async function retryWebhookDelivery(
  db: Executor,
  { actor, id, deliveryId }: { actor: SessionUser; id: string; deliveryId: string },
): Promise<WebhookDeliverySummary> {
  const endpoint = await ownEndpoint(db, actor, id);
  if (!endpoint.enabled) throw new DomainError("CONFLICT", WEBHOOK_MESSAGES.disabled);
  const [reset] = await db
    .update(webhookDeliveries)
    .set({ status: "pending", attempts: 0, leasedUntil: null })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.endpointId, id),
        ne(webhookDeliveries.status, "pending"),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  if (!reset) {
    await oneDelivery(db, id, deliveryId); // not found, else still pending
    throw new DomainError("CONFLICT", WEBHOOK_MESSAGES.deliveryPending);
  }
  await dispatch(db, [reset.id]);
  return oneDelivery(db, id, deliveryId);
}

/** A `webhook.test` event to this endpoint alone, whatever it subscribes to. */
export async function sendTestWebhook(
  db: Executor,
  { actor, id }: { actor: SessionUser; id: string },
): Promise<WebhookDeliverySummary> {
  const endpoint = await ownEndpoint(db, actor, id);
  if (!endpoint.enabled) throw new DomainError("CONFLICT", WEBHOOK_MESSAGES.disabled);
  const [deliveryId] = await db.transaction((tx) =>
    emitWebhookEvent(tx, {
      type: WEBHOOK_TEST_EVENT,
      userIds: [actor.id],
      jobRequestId: null,
      endpointId: id,
      data: { message: "A test event from Skyhire", endpointId: id },
    }),
  );
  if (!deliveryId) throw new Error("the test delivery was not written");
  // The queue got it inside the transaction; without one, it is tried now.
  if (!runningJobQueue()) await attemptWebhookDelivery(db, deliveryId);
  return oneDelivery(db, id, deliveryId);
}
