import { WEBHOOK_DELIVERY_STATUSES } from "@skyhire/validators";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { id, inList, requiredRef, timestamps } from "./helpers";
import { users } from "./users";

/**
 * An account's webhook endpoints (packages/api/src/services/webhooks): where signed events go.
 * `secret` signs every delivery (Standard Webhooks), so it is kept as is, and shown once.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: id(),
    userId: requiredRef("user_id", () => users.id, "cascade"),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    /** null: every event type. */
    events: text("events").array(),
    secret: text("secret").notNull(),
    /** Set by the owner (paused) or after repeated failures; no event is sent while set. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    disabledReason: text("disabled_reason"),
    /** Created or enabled again: only deliveries since then count toward the automatic disabling. */
    enabledAt: timestamp("enabled_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index("webhook_endpoints_user_idx").on(t.userId, t.createdAt)],
);

/**
 * One row per event and endpoint (the unique index: an event queued twice, or a job run twice,
 * sends it once). The row is the outbox: written in the transaction of the change, then sent by the
 * job queue; each try's answer is kept on it.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    endpointId: requiredRef("endpoint_id", () => webhookEndpoints.id, "cascade"),
    /** The event's id, sent as `webhook-id` (the same for every endpoint that receives it). */
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    /** The body sent, exactly: `{ type, timestamp, data }`. */
    payload: jsonb("payload")
      .$type<{ type: string; timestamp: string; data: Record<string, unknown> }>()
      .notNull(),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** A try in progress holds the row until then (a second run of the job waits or finds it done). */
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    responseStatus: integer("response_status"),
    responseExcerpt: text("response_excerpt"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("webhook_deliveries_status_check", inList("status", WEBHOOK_DELIVERY_STATUSES)),
    uniqueIndex("webhook_deliveries_event_endpoint_idx").on(t.eventId, t.endpointId),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt.desc()),
    index("webhook_deliveries_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
