import { CURRENCIES, PROPOSAL_REJECTION_REASONS, PROPOSAL_STATUSES, type ProposalTax } from "@skyhire/validators";
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, inList, moneyAmount, requiredRef, timestamps } from "./helpers";
import { jobRequests } from "./jobs";
import { users } from "./users";

export const proposals = pgTable(
  "proposals",
  {
    id: id(),
    jobRequestId: requiredRef("job_request_id", () => jobRequests.id, "cascade"),
    operatorId: requiredRef("operator_id", () => users.id, "cascade"),
    quote: moneyAmount("quote").notNull(),
    /** The quote's currency: always its job's (one currency per deal); the payment keeps it. */
    currency: text("currency", { enum: CURRENCIES }).notNull().default("USD"),
    /**
     * The tax in the quote as sent (docs/product.md#invoices): the rate applied, whether it was added
     * on top of the amounts typed, the net and the tax; null when the operator was not registered.
     * Its milestones' typed nets come back exactly from their amounts (`typedAmount`).
     */
    tax: jsonb("tax").$type<ProposalTax>(),
    message: text("message").notNull(),
    timeline: text("timeline").notNull(),
    status: text("status", { enum: PROPOSAL_STATUSES }).notNull().default("pending"),
    /** Why a `rejected` proposal ended (withdrawn by its operator, declined, another hired, job cancelled). */
    rejectionReason: text("rejection_reason", { enum: PROPOSAL_REJECTION_REASONS }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    /** The operator marked the hired job as delivered. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("proposals_status_check", inList("status", PROPOSAL_STATUSES)),
    check("proposals_quote_check", sql`${t.quote} > 0`),
    check("proposals_currency_check", inList("currency", CURRENCIES)),
    check(
      "proposals_rejection_reason_check",
      sql`${t.rejectionReason} IS NULL OR (${t.status} = 'rejected' AND ${inList("rejection_reason", PROPOSAL_REJECTION_REASONS)})`,
    ),
    uniqueIndex("proposals_job_operator_idx").on(t.jobRequestId, t.operatorId),
    // At most one proposal per job is ever chosen: a second accept at the same instant fails here too.
    uniqueIndex("proposals_one_chosen_per_job_idx")
      .on(t.jobRequestId)
      .where(sql`${t.status} IN ('accepted', 'hired', 'completed')`),
    index("proposals_job_idx").on(t.jobRequestId, t.createdAt),
    index("proposals_operator_idx").on(t.operatorId, t.createdAt.desc().nullsFirst()),
  ],
);
