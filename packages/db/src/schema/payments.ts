import { CURRENCIES, PAYMENT_OPERATION_KINDS, PAYMENT_STATUSES } from "@skyhire/validators";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, inList, moneyAmount, requiredRef, timestamps } from "./helpers";
import { jobRequests } from "./jobs";
import { milestones } from "./milestones";
import { proposals } from "./proposals";
import { users } from "./users";

export const payments = pgTable(
  "payments",
  {
    id: id(),
    jobRequestId: requiredRef("job_request_id", () => jobRequests.id, "cascade"),
    proposalId: requiredRef("proposal_id", () => proposals.id, "cascade"),
    /** The milestone this payment funds: one escrow payment per milestone. */
    milestoneId: requiredRef("milestone_id", () => milestones.id, "cascade"),
    customerId: requiredRef("customer_id", () => users.id),
    operatorId: requiredRef("operator_id", () => users.id),
    amount: moneyAmount("amount").notNull(),
    platformFee: moneyAmount("platform_fee").notNull(),
    operatorPayout: moneyAmount("operator_payout").notNull(),
    /**
     * Given back to the customer by a partial refund (a dispute's split); the fee and payout are then
     * of the operator's share, so amount = platform fee + operator payout + refunded amount. A full
     * refund (status refunded) leaves it 0: the whole amount went back.
     */
    refundedAmount: moneyAmount("refunded_amount").notNull().default("0"),
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
      sql`${t.amount} >= 0 AND ${t.platformFee} >= 0 AND ${t.refundedAmount} >= 0 AND ${t.operatorPayout} >= 0 AND ${t.operatorPayout} = ${t.amount} - ${t.platformFee} - ${t.refundedAmount}`,
    ),
    index("payments_proposal_idx").on(t.proposalId),
    uniqueIndex("payments_milestone_idx").on(t.milestoneId),
    uniqueIndex("payments_idempotency_idx").on(t.idempotencyKey),
    index("payments_customer_idx").on(t.customerId, t.createdAt.desc().nullsFirst()),
    index("payments_operator_idx").on(t.operatorId, t.createdAt.desc().nullsFirst()),
    // One escrow payment per milestone of the job's one accepted proposal.
    index("payments_job_idx").on(t.jobRequestId),
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
    paymentId: requiredRef("payment_id", () => payments.id, "cascade"),
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

export { PAYMENT_OPERATION_KINDS };
export type PaymentOperationKind = (typeof PAYMENT_OPERATION_KINDS)[number];
/** `pending` until the gateway's answer is recorded; then that answer. */
export const PAYMENT_OPERATION_STATUSES = ["pending", "succeeded", "processing", "failed"] as const;

/**
 * The payments outbox: every call to the gateway that moves money (charge, transfer, refund) is
 * first recorded here, with its idempotency key and its exact request, in the transaction that
 * decides it under the job's lock. The gateway is called after that commit, and its answer is
 * recorded in a second short transaction; a call cut off by a crash is sent again with the same
 * key (docs/architecture.md#payments). At most one operation per payment is pending.
 */
export const paymentOperations = pgTable(
  "payment_operations",
  {
    id: id(),
    paymentId: requiredRef("payment_id", () => payments.id, "cascade"),
    kind: text("kind", { enum: PAYMENT_OPERATION_KINDS }).notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** The gateway call's input, sent unchanged on every try (the key's parameters never change). */
    request: jsonb("request").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: PAYMENT_OPERATION_STATUSES }).notNull().default("pending"),
    /** The gateway's id for what it did: payment intent, transfer or refund. */
    gatewayRef: text("gateway_ref"),
    failureMessage: text("failure_message"),
    /** Tries that got no answer (network, gateway error), and the last such error. */
    tries: integer("tries").notNull().default(0),
    lastError: text("last_error"),
    /** After a try with no answer, the sweep waits until then (a pause that grows with each try). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** When it was flagged to the admins as stuck (too many tries, or pending too long). */
    needsAttentionAt: timestamp("needs_attention_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    check("payment_operations_kind_check", inList("kind", PAYMENT_OPERATION_KINDS)),
    check("payment_operations_status_check", inList("status", PAYMENT_OPERATION_STATUSES)),
    uniqueIndex("payment_operations_idempotency_idx").on(t.idempotencyKey),
    uniqueIndex("payment_operations_one_pending_idx").on(t.paymentId).where(sql`status = 'pending'`),
    index("payment_operations_pending_idx").on(t.createdAt).where(sql`status = 'pending'`),
  ],
);

/** Each gateway webhook event is handled once: its id is stored in the transaction that applies it. */
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});
