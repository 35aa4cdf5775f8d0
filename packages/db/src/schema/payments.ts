import { CURRENCIES, PAYMENT_STATUSES } from "@skyhire/validators";
import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, inList, timestamps } from "./helpers";
import { jobRequests } from "./jobs";
import { proposals } from "./proposals";
import { users } from "./users";

export const payments = pgTable(
  "payments",
  {
    id: id(),
    jobRequestId: text("job_request_id")
      .notNull()
      .references(() => jobRequests.id, { onDelete: "cascade" }),
    proposalId: text("proposal_id")
      .notNull()
      .references(() => proposals.id, { onDelete: "cascade" }),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id),
    operatorId: text("operator_id")
      .notNull()
      .references(() => users.id),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    platformFee: numeric("platform_fee", { precision: 10, scale: 2 }).notNull(),
    operatorPayout: numeric("operator_payout", { precision: 10, scale: 2 }).notNull(),
    /** The accepted proposal's (so the job's) currency; amount, fee, payout and invoice are in it. */
    currency: text("currency", { enum: CURRENCIES }).notNull().default("USD"),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    transferId: text("transfer_id"),
    refundId: text("refund_id"),
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    failureMessage: text("failure_message"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    payoutAt: timestamp("payout_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("payments_status_check", inList("status", PAYMENT_STATUSES)),
    check("payments_currency_check", inList("currency", CURRENCIES)),
    check(
      "payments_split_check",
      sql`${t.amount} >= 0 AND ${t.platformFee} >= 0 AND ${t.operatorPayout} = ${t.amount} - ${t.platformFee}`,
    ),
    uniqueIndex("payments_proposal_idx").on(t.proposalId),
    uniqueIndex("payments_idempotency_idx").on(t.idempotencyKey),
    index("payments_customer_idx").on(t.customerId, t.createdAt.desc().nullsFirst()),
    index("payments_operator_idx").on(t.operatorId, t.createdAt.desc().nullsFirst()),
    // One escrow payment per job: only one proposal of a job is ever accepted.
    uniqueIndex("payments_job_unique_idx").on(t.jobRequestId),
    index("payments_status_idx").on(t.status),
    index("payments_intent_idx").on(t.stripePaymentIntentId),
  ],
);

/**
 * Every charge sent to the gateway for a payment. The attempt number makes the idempotency key, so
 * a double click or a retried request replays the same charge, and a retry after a declined card
 * is a new one.
 */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    id: id(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    intentId: text("intent_id"),
    status: text("status", { enum: ["succeeded", "failed", "processing"] }).notNull(),
    failureMessage: text("failure_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payment_attempts_status_check", inList("status", ["succeeded", "failed", "processing"])),
    uniqueIndex("payment_attempts_payment_attempt_idx").on(t.paymentId, t.attempt),
    uniqueIndex("payment_attempts_idempotency_idx").on(t.idempotencyKey),
    index("payment_attempts_intent_idx").on(t.intentId),
  ],
);

/** Each gateway webhook event is handled once: its id is stored in the transaction that applies it. */
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});
