import { ALL_JOB_CATEGORY_VALUES, CURRENCIES, JOB_DEFAULT_CURRENCY, JOB_STATUSES } from "@skyhire/validators";
import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { id, inList, requiredRef, timestamps } from "./helpers";
import { users } from "./users";

export const jobRequests = pgTable(
  "job_requests",
  {
    id: id(),
    customerId: requiredRef("customer_id", () => users.id, "cascade"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    location: text("location").notNull(),
    /** The job's place, when the location is one of the known places (job board "near"). */
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    /** A budget range value of the post-job form (e.g. "500-1000"). */
    budget: text("budget"),
    /** Whole units of the job's currency, from the onboarding form. */
    budgetMin: integer("budget_min"),
    budgetMax: integer("budget_max"),
    /**
     * The job's currency: its budget's, and every proposal, payment, payout and invoice of the
     * deal. A job requested from a listing takes the listing's currency.
     */
    currency: text("currency", { enum: CURRENCIES }).notNull().default(JOB_DEFAULT_CURRENCY),
    timeline: text("timeline"),
    requirements: text("requirements").array().notNull().default(sql`'{}'::text[]`),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("open"),
    /** The operator a Request Quote / Contact Operator was addressed to. */
    invitedOperatorId: text("invited_operator_id").references(() => users.id, { onDelete: "set null" }),
    listingId: text("listing_id"),
    message: text("message"),
    ...timestamps,
  },
  (t) => [
    check("job_requests_status_check", inList("status", JOB_STATUSES)),
    check("job_requests_category_check", inList("category", ALL_JOB_CATEGORY_VALUES)),
    check("job_requests_currency_check", inList("currency", CURRENCIES)),
    check(
      "job_requests_budget_order_check",
      sql`${t.budgetMin} IS NULL OR ${t.budgetMax} IS NULL OR ${t.budgetMax} >= ${t.budgetMin}`,
    ),
    index("job_requests_recent_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("job_requests_customer_idx").on(t.customerId, t.createdAt.desc().nullsFirst()),
    index("job_requests_status_idx").on(t.status, t.createdAt.desc().nullsFirst()),
    index("job_requests_invited_idx").on(t.invitedOperatorId),
    index("job_requests_place_idx")
      .using("gist", sql`ll_to_earth(${t.lat}, ${t.lng})`)
      .where(sql`${t.lat} is not null`),
  ],
);
