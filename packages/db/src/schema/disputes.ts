import { CURRENCIES, DISPUTE_OUTCOMES, DISPUTE_REASONS, DISPUTE_STATUSES, SETTLEMENT_STATUSES } from "@skyhire/validators";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, inList, moneyAmount, requiredRef, timestamps } from "./helpers";
import { jobRequests } from "./jobs";
import { milestones } from "./milestones";
import { payments } from "./payments";
import { users } from "./users";

/**
 * A dispute of one funded milestone (issue 15 §3). While `executed_at` is null the milestone's money
 * is frozen: no release, refund or confirm goes through (services/lifecycle/disputes.ts). A
 * milestone has at most one dispute: it ends released, refunded or split, and is never held again.
 */
export const disputes = pgTable(
  "disputes",
  {
    id: id(),
    milestoneId: requiredRef("milestone_id", () => milestones.id, "cascade"),
    paymentId: requiredRef("payment_id", () => payments.id, "cascade"),
    jobRequestId: requiredRef("job_request_id", () => jobRequests.id, "cascade"),
    customerId: requiredRef("customer_id", () => users.id),
    operatorId: requiredRef("operator_id", () => users.id),
    openedById: requiredRef("opened_by_id", () => users.id),
    reason: text("reason", { enum: DISPUTE_REASONS }).notNull(),
    text: text("text").notNull(),
    /** The milestone's amount and currency when it was disputed (the whole of what is frozen). */
    amount: moneyAmount("amount").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    status: text("status", { enum: DISPUTE_STATUSES }).notNull().default("open"),
    /** Set when a party asked for an admin; an open dispute is also escalated 7 days after it opened. */
    escalatedAt: timestamp("escalated_at", { withTimezone: true }),
    /** How it ended (settled or decided): the operator's share; the rest went back to the customer. */
    outcome: text("outcome", { enum: DISPUTE_OUTCOMES }),
    operatorAmount: moneyAmount("operator_amount"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    decidedById: text("decided_by_id").references(() => users.id, { onDelete: "set null" }),
    decisionReason: text("decision_reason"),
    /** The resolution's money moved at the gateway (refund and/or transfer applied). */
    executedAt: timestamp("executed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("disputes_status_check", inList("status", DISPUTE_STATUSES)),
    check("disputes_reason_check", inList("reason", DISPUTE_REASONS)),
    check("disputes_currency_check", inList("currency", CURRENCIES)),
    check("disputes_outcome_check", inList("outcome", DISPUTE_OUTCOMES)),
    check(
      "disputes_resolution_check",
      sql`(${t.status} IN ('settled', 'decided')) = (${t.outcome} IS NOT NULL AND ${t.operatorAmount} IS NOT NULL AND ${t.resolvedAt} IS NOT NULL)`,
    ),
    check("disputes_share_check", sql`${t.operatorAmount} IS NULL OR (${t.operatorAmount} >= 0 AND ${t.operatorAmount} <= ${t.amount})`),
    uniqueIndex("disputes_milestone_idx").on(t.milestoneId),
    // An invoice finds its decided dispute (the credit note's reason) by the payment.
    index("disputes_payment_idx").on(t.paymentId),
    index("disputes_customer_idx").on(t.customerId, t.createdAt.desc().nullsFirst()),
    index("disputes_operator_idx").on(t.operatorId, t.createdAt.desc().nullsFirst()),
    index("disputes_unexecuted_idx").on(t.createdAt).where(sql`${t.executedAt} IS NULL`),
  ],
);

/** The dispute's thread: both parties (and an admin) write here. */
export const disputeMessages = pgTable(
  "dispute_messages",
  {
    id: id(),
    disputeId: requiredRef("dispute_id", () => disputes.id, "cascade"),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dispute_messages_dispute_idx").on(t.disputeId, t.createdAt)],
);

/** A proposed split: the operator's share; the other party accepts it (a newer one supersedes it). */
export const disputeSettlements = pgTable(
  "dispute_settlements",
  {
    id: id(),
    disputeId: requiredRef("dispute_id", () => disputes.id, "cascade"),
    proposedById: requiredRef("proposed_by_id", () => users.id),
    operatorAmount: moneyAmount("operator_amount").notNull(),
    status: text("status", { enum: SETTLEMENT_STATUSES }).notNull().default("proposed"),
    acceptedById: text("accepted_by_id").references(() => users.id),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("dispute_settlements_status_check", inList("status", SETTLEMENT_STATUSES)),
    check("dispute_settlements_amount_check", sql`${t.operatorAmount} >= 0`),
    index("dispute_settlements_dispute_idx").on(t.disputeId, t.createdAt),
    // At most one accepted settlement per dispute.
    uniqueIndex("dispute_settlements_accepted_idx").on(t.disputeId).where(sql`status = 'accepted'`),
  ],
);
