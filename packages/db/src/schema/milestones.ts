import { CURRENCIES, RELEASE_ACTORS } from "@skyhire/validators";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, inList, moneyAmount, requiredRef, timestamps } from "./helpers";
import { jobRequests } from "./jobs";
import { proposals } from "./proposals";

/**
 * A proposal's quote split into 1–10 parts (issue 15). Each milestone of the accepted proposal has
 * its own escrow payment (`payments.milestone_id`): funded, delivered, confirmed and released on its
 * own. A single-payment proposal is one milestone, so every deal has the same shape.
 */
export const milestones = pgTable(
  "milestones",
  {
    id: id(),
    jobRequestId: requiredRef("job_request_id", () => jobRequests.id, "cascade"),
    proposalId: requiredRef("proposal_id", () => proposals.id, "cascade"),
    /** 1-based order within the proposal. */
    position: integer("position").notNull(),
    title: text("title").notNull(),
    amount: moneyAmount("amount").notNull(),
    /** The deal's currency (the job's). */
    currency: text("currency", { enum: CURRENCIES }).notNull().default("USD"),
    dueDate: date("due_date"),
    /** The operator marked this milestone delivered, with a note. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    deliveryNote: text("delivery_note"),
    /**
     * Delivery + AUTO_RELEASE_DAYS, fixed when delivered: unless the customer confirms or disputes
     * first, the job queue releases the milestone then (services/lifecycle/auto-release.ts).
     */
    autoReleaseAt: timestamp("auto_release_at", { withTimezone: true }),
    /**
     * Who released it (`auto`: the queue, nobody having answered). Written when the transfer is
     * decided; the milestone is released once its payment is.
     */
    releasedBy: text("released_by", { enum: RELEASE_ACTORS }),
    ...timestamps,
  },
  (t) => [
    check("milestones_position_check", sql`${t.position} BETWEEN 1 AND 10`),
    check("milestones_amount_check", sql`${t.amount} > 0`),
    check("milestones_currency_check", inList("currency", CURRENCIES)),
    check("milestones_released_by_check", inList("released_by", RELEASE_ACTORS)),
    uniqueIndex("milestones_proposal_position_idx").on(t.proposalId, t.position),
    index("milestones_job_idx").on(t.jobRequestId, t.position),
    // The auto-release sweep looks up delivered milestones by their date.
    index("milestones_auto_release_idx").on(t.autoReleaseAt).where(sql`${t.autoReleaseAt} IS NOT NULL`),
  ],
);
