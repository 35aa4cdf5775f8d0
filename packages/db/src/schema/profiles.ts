import {
  APPROVAL_STATUSES,
  CURRENCIES,
  DEFAULT_CURRENCY,
  ONBOARDING_PREFERRED_CONTACTS,
  type BillingDetails,
  type OperatorTaxDetails,
} from "@skyhire/validators";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { id, inList, timestamps } from "./helpers";
import { users } from "./users";

export interface BillingInfo {
  cardLast4: string;
  expMonth: number;
  expYear: number;
  brand?: string;
}

export interface StoredFile {
  name: string;
  size: number;
  type: string;
  url: string;
  uploadedAt: string;
}

export interface Licence {
  type: string;
  number: string;
  expiryDate: string;
  documentUrl?: string;
  document?: StoredFile;
}

export interface InsuranceDoc {
  provider: string;
  policyNumber: string;
  coverageAmount: string;
  expiryDate: string;
  documentUrl?: string;
  document?: StoredFile;
}

export interface PortfolioItem {
  title: string;
  description: string;
  projectDate?: string;
  imageUrl?: string;
  media: StoredFile[];
  mediaUrls: string[];
}

export const customerProfiles = pgTable(
  "customer_profiles",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    phone: text("phone"),
    company: text("company"),
    billingInfo: jsonb("billing_info").$type<BillingInfo>(),
    /** Billing details for invoices (legal name, address, tax id); null until given. */
    taxDetails: jsonb("tax_details").$type<BillingDetails>(),
    /** The gateway's reference to the saved card (Stripe pm_… or the offline gateway's id). */
    paymentMethodId: text("payment_method_id"),
    gatewayCustomerId: text("gateway_customer_id"),
    preferredContact: text("preferred_contact", { enum: ONBOARDING_PREFERRED_CONTACTS })
      .notNull()
      .default("email"),
    ...timestamps,
  },
  () => [check("customer_profiles_contact_check", inList("preferred_contact", ONBOARDING_PREFERRED_CONTACTS))],
);

export const operatorProfiles = pgTable(
  "operator_profiles",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    companyName: text("company_name").notNull(),
    fullName: text("full_name"),
    phone: text("phone"),
    logoUrl: text("logo_url"),
    website: text("website"),
    bio: text("bio").notNull(),
    /** The base city's name as shown ("Sydney"), and its point for distance search. */
    location: text("location"),
    baseLat: doublePrecision("base_lat"),
    baseLng: doublePrecision("base_lng"),
    /** How far from the base the operator travels for work, in km. */
    serviceRadiusKm: integer("service_radius_km").notNull().default(50),
    qualifications: text("qualifications").array().notNull().default(sql`'{}'::text[]`),
    licences: jsonb("licences").$type<Licence[]>().notNull().default([]),
    insuranceDocs: jsonb("insurance_docs").$type<InsuranceDoc[]>().notNull().default([]),
    serviceAreas: text("service_areas").array().notNull().default(sql`'{}'::text[]`),
    portfolioItems: jsonb("portfolio_items").$type<PortfolioItem[]>().notNull().default([]),
    defaultMargin: numeric("default_margin", { precision: 5, scale: 2 }).notNull().default("15.00"),
    /** Tax details for invoices (legal name, address, tax id, tax registration and rate); null until given. */
    taxDetails: jsonb("tax_details").$type<OperatorTaxDetails>(),
    currency: text("currency", { enum: CURRENCIES }).notNull().default(DEFAULT_CURRENCY),
    availability: text("availability"),
    competencyProof: text("competency_proof"),
    isVerified: boolean("is_verified").notNull().default(false),
    /** Who gave or last withdrew the verified badge, and when (issue 6). */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    verifiedBy: text("verified_by").references(() => users.id, { onDelete: "set null" }),
    rating: numeric("rating", { precision: 3, scale: 2 }).notNull().default("0.00"),
    completedJobs: integer("completed_jobs").notNull().default(0),
    /** false = saved as draft (not shown publicly); true = published with Save & Publish. */
    isPublished: boolean("is_published").notNull().default(false),
    approvalStatus: text("approval_status", { enum: APPROVAL_STATUSES }).notNull().default("pending"),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    /**
     * Until when the licence and insurance an admin last approved are valid (issue 6). A document
     * uploaded later counts only once an admin approves it again; null: decided before this existed.
     */
    documentsValidUntil: date("documents_valid_until", { mode: "string" }),
    /** The operator's payout account at the gateway (Stripe Connect), made by the onboarding link. */
    gatewayAccountId: text("gateway_account_id"),
    /** Whether that account can receive payouts: Stripe says so in `account.updated` events. */
    payoutsEnabled: boolean("payouts_enabled").notNull().default(false),
    /**
     * Approved, published, account active and operator role: kept by the database's triggers
     * (migration 0009) in the transaction that changes any of them; the operator page and search read it.
     */
    isPublic: boolean("is_public").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check("operator_profiles_approval_check", inList("approval_status", APPROVAL_STATUSES)),
    check("operator_profiles_currency_check", inList("currency", CURRENCIES)),
    check("operator_profiles_margin_check", sql`${t.defaultMargin} >= 0 AND ${t.defaultMargin} <= 100`),
    check("operator_profiles_rating_check", sql`${t.rating} >= 0 AND ${t.rating} <= 5`),
    index("operator_profiles_approval_idx").on(t.approvalStatus),
    // "Near a place" finds the public operators around it first (see listing-search.ts).
    index("operator_profiles_public_place_idx")
      .using("gist", sql`ll_to_earth(${t.baseLat}, ${t.baseLng})`)
      .where(sql`${t.isPublic} and ${t.baseLat} is not null`),
    // Its box is as wide as the widest public service radius: the last entry here.
    index("operator_profiles_public_radius_idx")
      .on(t.serviceRadiusKm)
      .where(sql`${t.isPublic}`),
    check("operator_profiles_radius_check", sql`${t.serviceRadiusKm} >= 1 AND ${t.serviceRadiusKm} <= 300`),
    check(
      "operator_profiles_base_check",
      sql`(${t.baseLat} IS NULL) = (${t.baseLng} IS NULL) AND (${t.baseLat} IS NULL OR (${t.baseLat} BETWEEN -90 AND 90 AND ${t.baseLng} BETWEEN -180 AND 180))`,
    ),
  ],
);
