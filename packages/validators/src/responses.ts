/**
 * What each REST operation answers on success (docs/api.md#responses): the procedures declare these
 * as their `.output()`, so the OpenAPI document describes every 2xx body, the typecheck holds each
 * schema to its service's return type, and tRPC parses the answer by it.
 *
 * These describe answers, not forms: plain types without the input rules (lengths, refinements,
 * defaults) of the request schemas, so a stored value the forms would refuse today (an expired
 * licence, an older URL) is still answered. Dates are `Date`s here (superjson keeps them on tRPC);
 * on REST they travel as ISO 8601 strings, which is how the document shows them
 * (packages/api/src/rest/openapi.ts). Decimals (money, ratings) are strings, as PostgreSQL
 * `numeric` gives them.
 *
 * A shape that several answers hold is named once, here, with `.meta({ id })`: the document lists it
 * once under `components.schemas` by that name and the operations `$ref` it, so the client types
 * (packages/api/src/rest/client/schema.ts) say `components["schemas"]["Proposal"]`. Request schemas
 * that several bodies share are named the same way, with `Input` after the name (profiles.ts…).
 *
 * Imported through `@skyhire/validators/responses` only: pages' bundles never need them.
 */
import { z } from "zod";
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from "./webhooks";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, DOCUMENT_EXPIRY_STATES } from "./admin";
import {
  APPROVAL_STATUSES,
  CURRENCIES,
  JOB_STATUSES,
  ALL_LISTING_CATEGORIES,
  ONBOARDING_PREFERRED_CONTACTS,
  PAYMENT_STATUSES,
  PROPOSAL_STATUSES,
  ROLES,
  USER_STATUSES,
} from "./constants";
import { DISPUTE_OUTCOMES, DISPUTE_REASONS, DISPUTE_STATUSES, SETTLEMENT_STATUSES } from "./disputes";
import { ANALYTICS_PERIODS } from "./analytics";
import { STATEMENT_ENTRY_KINDS } from "./statements";
import { FAVOURITE_KINDS } from "./favourites";
import { REPORT_ACTIONS, REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from "./reports";
import {
  INVOICE_STATUSES,
  INVOICE_LINE_KINDS,
  CREDIT_NOTE_REASONS,
  MILESTONE_STATES,
  NOTIFICATION_TYPES,
  PAYMENT_OPERATION_KINDS,
  PROPOSAL_REJECTION_REASONS,
  RELEASE_ACTORS,
} from "./lifecycle";
import { LISTING_SORTS } from "./listing-query";
import { ALERT_FREQUENCIES, SAVED_SEARCH_KINDS } from "./saved-searches";

/** A decimal as PostgreSQL `numeric` gives it: money and ratings travel as text, never rounded by a float. */
const decimal = z
  .string()
  .meta({ description: 'A decimal number as text, e.g. "120.00"', example: "120.00" });

/**
 * The tax rate an operator adds on top of a listing's price (docs/product.md#invoices): set when the
 * operator is registered for tax and its prices exclude it, so the price is a net ("+ tax (20%)").
 */
const priceTaxAdded = decimal.nullable().meta({
  description:
    "The tax rate in percent added on top of the price (the operator's prices exclude tax); null when the price is what the customer pays",
});

/** One page of a list (`{ items, total, page, pageSize }`); on REST the items are the body (docs/api.md). */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });
}

export const storedFileResponse = z.object({
  name: z.string(),
  size: z.number(),
  type: z.string(),
  url: z.string(),
  uploadedAt: z.string(),
}).meta({ id: "StoredFile" });

export const licenceResponse = z.object({
  type: z.string(),
  number: z.string(),
  expiryDate: z.string(),
  documentUrl: z.string().optional(),
  document: storedFileResponse.optional(),
}).meta({ id: "Licence" });

export const insuranceDocResponse = z.object({
  provider: z.string(),
  policyNumber: z.string(),
  coverageAmount: z.string(),
  expiryDate: z.string(),
  documentUrl: z.string().optional(),
  document: storedFileResponse.optional(),
}).meta({ id: "InsuranceDoc" });

export const portfolioItemResponse = z.object({
  title: z.string(),
  description: z.string(),
  projectDate: z.string().optional(),
  imageUrl: z.string().optional(),
  media: z.array(storedFileResponse),
  mediaUrls: z.array(z.string()),
}).meta({ id: "PortfolioItem" });

export const operatorReviewResponse = z.object({
  userId: z.string(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  reviewedBy: z.string(),
  reviewedAt: z.date(),
  rejectionReason: z.string().nullable(),
  emailSent: z.boolean(),
}).meta({ id: "OperatorReview" });

export const operatorBadgeResponse = z.object({
  userId: z.string(),
  companyName: z.string(),
  isVerified: z.boolean(),
  verifiedAt: z.date().nullable(),
}).meta({ id: "OperatorBadge" });

export const userStateResponse = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
}).meta({ id: "UserState" });

export const listingModerationResponse = z.object({
  id: z.string(),
  title: z.string(),
  isActive: z.boolean(),
  moderationReason: z.string().nullable(),
}).meta({ id: "ListingModeration" });

export const paymentResponse = z.object({
  status: z.enum(PAYMENT_STATUSES),
  id: z.string(),
  currency: z.enum(CURRENCIES),
  createdAt: z.date(),
  updatedAt: z.date(),
  operatorId: z.string(),
  customerId: z.string(),
  jobRequestId: z.string(),
  proposalId: z.string(),
  /** The milestone this payment funds (a single-payment deal has one). */
  milestoneId: z.string(),
  amount: decimal,
  platformFee: decimal,
  operatorPayout: decimal,
  /** Given back by a dispute's split (0 otherwise): amount = platform fee + payout + refunded amount. */
  refundedAmount: decimal,
  stripePaymentIntentId: z.string().nullable(),
  transferId: z.string().nullable(),
  refundId: z.string().nullable(),
  idempotencyKey: z.string(),
  failureMessage: z.string().nullable(),
  paidAt: z.date().nullable(),
  payoutAt: z.date().nullable(),
  refundedAt: z.date().nullable(),
}).meta({ id: "Payment" });

export const refundResponse = z.object({
  outcome: z.enum(["refunded", "already_refunded"]),
  payment: paymentResponse,
}).meta({ id: "Refund" });

export const photoVariantResponse = z.object({ width: z.number(), url: z.string() }).meta({ id: "PhotoVariant" });

export const listingPhotoResponse = z.object({
  id: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  variants: z.array(photoVariantResponse),
}).meta({ id: "ListingPhoto" });

export const ownListingResponse = z.object({
  id: z.string(),
  operatorId: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(ALL_LISTING_CATEGORIES),
  price: decimal,
  priceTaxAdded,
  currency: z.enum(CURRENCIES),
  requirements: z.array(z.string()),
  isActive: z.boolean(),
  photos: z.array(listingPhotoResponse),
  moderationReason: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
}).meta({ id: "OwnListing" });

export const jobRequestResponse = z.object({
  customerId: z.string(),
  invitedOperatorId: z.string().nullable(),
  listingId: z.string().nullable(),
  message: z.string().nullable(),
  description: z.string(),
  timeline: z.string().nullable(),
  budgetMin: z.number().nullable(),
  budgetMax: z.number().nullable(),
  updatedAt: z.date(),
  id: z.string(),
  title: z.string(),
  category: z.string(),
  location: z.string(),
  status: z.enum(JOB_STATUSES),
  budget: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  requirements: z.array(z.string()),
  createdAt: z.date(),
}).meta({ id: "JobRequest" });

export const billingInfoResponse = z.object({
  cardLast4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
  brand: z.string().optional(),
}).meta({ id: "BillingInfo" });

export const customerProfileResponse = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  preferredContact: z.enum(ONBOARDING_PREFERRED_CONTACTS),
  billingInfo: billingInfoResponse.nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
}).meta({ id: "CustomerProfile" });

export const operatorProfileResponse = z.object({
  defaultMargin: z.number(),
  id: z.string(),
  rating: decimal,
  currency: z.enum(CURRENCIES),
  createdAt: z.date(),
  updatedAt: z.date(),
  userId: z.string(),
  companyName: z.string(),
  logoUrl: z.string().nullable(),
  website: z.string().nullable(),
  bio: z.string(),
  location: z.string().nullable(),
  serviceRadiusKm: z.number(),
  qualifications: z.array(z.string()),
  licences: z.array(licenceResponse),
  insuranceDocs: z.array(insuranceDocResponse),
  serviceAreas: z.array(z.string()),
  portfolioItems: z.array(portfolioItemResponse),
  isVerified: z.boolean(),
  completedJobs: z.number(),
  isPublished: z.boolean(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  rejectionReason: z.string().nullable(),
}).meta({ id: "OperatorProfile" });

export const documentStatusResponse = z.object({
  onFileUntil: z.string().nullable(),
  approvedUntil: z.string().nullable(),
  expiresOn: z.string().nullable(),
  state: z.enum(DOCUMENT_EXPIRY_STATES),
  awaitingReview: z.boolean(),
  daysLeft: z.number().nullable(),
}).meta({ id: "DocumentStatus" });

export const moneyTotalResponse = z.object({ currency: z.string(), amount: decimal }).meta({ id: "MoneyTotal" });

/** The tax in a proposal's quote, as its operator's tax details stood when they sent it. */
export const proposalTaxResponse = z
  .object({
    rate: decimal.meta({ description: "The tax rate applied, in percent" }),
    pricesIncludeTax: z.boolean().meta({
      description: "false: the operator quoted net amounts and the tax was added on top (quote = net + tax)",
    }),
    net: decimal.meta({ description: "The quote without its tax" }),
    tax: decimal.meta({ description: "The tax in the quote" }),
  })
  .nullable()
  .meta({ id: "ProposalTax", description: "null when the operator was not registered for tax" });

export const proposalResponse = z.object({
  createdAt: z.date(),
  updatedAt: z.date(),
  id: z.string(),
  jobRequestId: z.string(),
  operatorId: z.string(),
  quote: decimal.meta({ description: "What the customer pays, any tax included (see tax)" }),
  currency: z.enum(CURRENCIES),
  tax: proposalTaxResponse,
  message: z.string(),
  timeline: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  rejectionReason: z.enum(PROPOSAL_REJECTION_REASONS).nullable(),
  acceptedAt: z.date().nullable(),
  deliveredAt: z.date().nullable(),
}).meta({ id: "Proposal" });

export const conversationResponse = z.object({
  id: z.string(),
  kind: z.enum(["job", "direct", "support"]),
  subject: z.string().nullable(),
  jobRequestId: z.string().nullable(),
  jobTitle: z.string().nullable(),
  jobStatus: z.enum(JOB_STATUSES).nullable(),
  listingId: z.string().nullable(),
  listingTitle: z.string().nullable(),
  customerId: z.string(),
  operatorId: z.string().nullable(),
  customerName: z.string(),
  operatorName: z.string().nullable(),
  lastMessageAt: z.date().nullable(),
  lastMessage: z.string().nullable(),
  unreadCount: z.number(),
  createdAt: z.date(),
}).meta({ id: "Conversation" });

export const savedSearchResponse = z.object({
  id: z.string(),
  kind: z.enum(SAVED_SEARCH_KINDS),
  name: z.string(),
  parameters: z.record(z.string(), z.string()),
  frequency: z.enum(ALERT_FREQUENCIES),
  createdAt: z.date(),
  path: z.string(),
}).meta({ id: "SavedSearch" });

/** POST /api/account/password-reset/confirm */
export const authResetPasswordResponse = z.object({ email: z.string() });

/** GET /api/admin/operators/pending */
export const adminPendingOperatorsResponse = pageOf(
  z.object({
    userId: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    fullName: z.string().nullable(),
    companyName: z.string(),
    phone: z.string().nullable(),
    bio: z.string(),
    competencyProof: z.string().nullable(),
    qualifications: z.array(z.string()),
    serviceAreas: z.array(z.string()),
    availability: z.string().nullable(),
    defaultMargin: z.number(),
    licences: z.array(licenceResponse),
    insuranceDocs: z.array(insuranceDocResponse),
    portfolioItems: z.array(portfolioItemResponse),
    submittedAt: z.date(),
  }),
);

/** GET /api/admin/documents/expiring */
export const adminDocumentsExpiringResponse = pageOf(
  z.object({
    userId: z.string(),
    email: z.string(),
    companyName: z.string(),
    fullName: z.string().nullable(),
    licences: z.array(licenceResponse),
    insuranceDocs: z.array(insuranceDocResponse),
    onFileUntil: z.string().nullable(),
    approvedUntil: z.string().nullable(),
    expiresOn: z.string().nullable(),
    state: z.enum(DOCUMENT_EXPIRY_STATES),
    awaitingReview: z.boolean(),
    daysLeft: z.number().nullable(),
  }),
);

/** POST /api/admin/operators/{userId}/documents/approve */
export const adminDocumentsApproveResponse = documentStatusResponse.extend({ userId: z.string() });

/** POST /api/admin/users/{userId}/suspend */
export const adminUsersSuspendResponse = z.object({
  endedSessions: z.number(),
  id: z.string().optional(),
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  suspendedAt: z.date().nullable().optional(),
});

/** GET /api/auth/user */
export const authMeResponse = z.object({
  email: z.string(),
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
});

/** POST /api/auth/register */
export const authRegisterResponse = z.object({ id: z.string(), email: z.string() });

/** PUT /api/account/password */
export const authChangePasswordResponse = z.object({ sessionsEnded: z.number() });

/** POST /api/account/password-reset */
export const authRequestPasswordResetResponse = z.object({ status: z.literal("sent") });

/** GET /api/operators/listings */
export const listingsMineResponse = pageOf(ownListingResponse);

/** GET /api/requests/customer/{userId} */
export const jobsByCustomerResponse = pageOf(jobRequestResponse);

/** GET /api/admin/operators */
export const adminOperatorsResponse = pageOf(
  z.object({
    userId: z.string(),
    email: z.string(),
    companyName: z.string(),
    fullName: z.string().nullable(),
    approvalStatus: z.enum(APPROVAL_STATUSES),
    isVerified: z.boolean(),
    userStatus: z.enum(USER_STATUSES),
    reviewedAt: z.date().nullable(),
    submittedAt: z.date(),
    documents: documentStatusResponse,
  }),
);

/** GET /api/admin/operators/{userId} */
export const adminOperatorResponse = z.object({
  userId: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  userStatus: z.enum(USER_STATUSES),
  role: z.enum(ROLES),
  accountCreatedAt: z.date(),
  companyName: z.string(),
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string(),
  competencyProof: z.string().nullable(),
  qualifications: z.array(z.string()),
  serviceAreas: z.array(z.string()),
  availability: z.string().nullable(),
  defaultMargin: z.number(),
  licences: z.array(licenceResponse),
  insuranceDocs: z.array(insuranceDocResponse),
  portfolioItems: z.array(portfolioItemResponse),
  isPublished: z.boolean(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  rejectionReason: z.string().nullable(),
  reviewedAt: z.date().nullable(),
  reviewedBy: z.string().nullable(),
  isVerified: z.boolean(),
  verifiedAt: z.date().nullable(),
  verifiedBy: z.string().nullable(),
  submittedAt: z.date(),
  listings: z.object({ total: z.number(), active: z.number() }),
  documents: documentStatusResponse,
});

/** A proposal as the job page and My Proposals show it (the one adds its operator, the other its job). */
const proposalViewFields = {
  id: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  rejectionReason: z.enum(PROPOSAL_REJECTION_REASONS).nullable(),
  quote: decimal.meta({ description: "What the customer pays, any tax included (see tax)" }),
  currency: z.enum(CURRENCIES),
  tax: proposalTaxResponse,
  message: z.string(),
  timeline: z.string(),
  acceptedAt: z.date().nullable(),
  deliveredAt: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
};

/** GET /api/operators/proposals */
export const proposalsMineResponse = pageOf(
  z.object({
    ...proposalViewFields,
    job: z.object({
      id: z.string(),
      title: z.string(),
      category: z.string(),
      location: z.string(),
      status: z.enum(JOB_STATUSES),
      budget: z.string().nullable(),
      currency: z.enum(CURRENCIES),
    }),
    paymentStatus: z.string().nullable(),
    operatorPayout: decimal.nullable(),
    payoutAt: z.date().nullable(),
  }),
);

/** GET /api/customer/stats */
export const escrowCustomerStatsResponse = z.object({
  proposalsReceived: z.number(),
  activeJobs: z.number(),
  completedProjects: z.number(),
  totalSpent: z.array(moneyTotalResponse),
  /** The customer's currency (their latest job's, USD before any): Total Spent's zero is in it. */
  currency: z.enum(CURRENCIES),
});

/** GET /api/operator/earnings */
export const escrowOperatorEarningsResponse = z.object({
  activeJobs: z.number(),
  payoutsEnabled: z.boolean(),
  /** Test mode (no payment provider): releases are recorded, no money is paid out. */
  payoutsSimulated: z.boolean(),
  thisMonth: z.array(moneyTotalResponse),
  payoutsPending: z.array(moneyTotalResponse),
  payoutsPaid: z.array(moneyTotalResponse),
  platformFeesPaid: z.array(moneyTotalResponse),
});

/** GET /api/operator/statements */
export const operatorStatementResponse = z.object({
  from: z.string().meta({ description: "The first day, YYYY-MM-DD (UTC)" }),
  to: z.string().meta({ description: "The last day, YYYY-MM-DD (UTC), included" }),
  entries: z.array(
    z.object({
      at: z.date(),
      kind: z.enum(STATEMENT_ENTRY_KINDS),
      jobId: z.string(),
      jobTitle: z.string(),
      invoiceNumber: z.string().nullable(),
      creditNoteNumber: z.string().nullable(),
      reason: z.enum(CREDIT_NOTE_REASONS).nullable(),
      currency: z.string(),
      amount: decimal.meta({ description: "Always positive: the kind says which way the money went" }),
    }),
  ),
  totals: z.array(
    z.object({
      currency: z.string(),
      payments: decimal,
      fees: decimal,
      payouts: decimal,
      refunds: decimal,
      creditNotes: decimal,
    }),
  ),
});

/** GET /api/customer/reviews */
export const reviewsMineResponse = pageOf(
  z.object({
    /** How the job ended: completed (something was released), or refunded by a dispute's decision or settlement. */
    status: z.enum(["completed", "refunded"]),
    hasReview: z.boolean(),
    canReview: z.boolean(),
    canEdit: z.boolean(),
    reviewPeriodPassed: z.boolean(),
    id: z.string(),
    title: z.string(),
    operatorId: z.string(),
    operatorName: z.string().nullable(),
    /** When the job ended (its last payout or dispute execution): the review period starts here. */
    completedDate: z.date().nullable(),
    reviewPeriodEndsAt: z.date(),
    reviewId: z.string().nullable(),
    rating: z.number().nullable(),
    reviewText: z.string().nullable(),
    reviewedAt: z.date().nullable(),
    reviewUpdatedAt: z.date().nullable(),
  }),
).extend({
  summary: z.object({
    completedProjects: z.number(),
    reviewsWritten: z.number(),
    awaitingReview: z.number(),
    averageRating: z.number(),
  }),
});

/** GET /api/messages/unread-count */
export const messagesUnreadCountResponse = z.object({ count: z.number() });

/** POST /api/notifications/read */
export const notificationsMarkReadResponse = z.object({
  updated: z.number(),
  unreadCount: z.number(),
});

/** GET /api/admin/users */
export const adminUsersListResponse = pageOf(
  z.object({
    emailVerified: z.boolean(),
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    role: z.enum(ROLES),
    status: z.enum(USER_STATUSES),
    suspendedAt: z.date().nullable(),
    suspensionReason: z.string().nullable(),
    createdAt: z.date(),
    companyName: z.string().nullable(),
    approvalStatus: z.enum(APPROVAL_STATUSES).nullable(),
  }),
);

/** GET /api/admin/listings */
export const adminListingsListResponse = pageOf(
  z.object({
    id: z.string(),
    title: z.string(),
    category: z.enum(ALL_LISTING_CATEGORIES),
    price: decimal,
    priceTaxAdded,
    currency: z.enum(CURRENCIES),
    isActive: z.boolean(),
    moderationReason: z.string().nullable(),
    createdAt: z.date(),
    updatedAt: z.date(),
    operatorId: z.string(),
    operatorEmail: z.string(),
    operatorStatus: z.enum(USER_STATUSES),
    companyName: z.string().nullable(),
    approvalStatus: z.enum(APPROVAL_STATUSES).nullable(),
  }),
).extend({ totalCapped: z.boolean() });

/** The platform's fees of one month in one currency (the money overview and the admin analytics). */
const monthlyFeesResponse = z
  .object({ month: z.string(), currency: z.string(), fees: decimal, payments: z.number() })
  .meta({ id: "MonthlyFees" });

/** GET /api/admin/money */
export const adminMoneyOverviewResponse = z.object({
  totals: z.array(
    z.object({
      currency: z.string(),
      held: decimal,
      heldCount: z.number(),
      released: decimal,
      releasedCount: z.number(),
      paidOut: decimal,
      refunded: decimal,
      refundedCount: z.number(),
      feesEarned: decimal,
      awaitingCount: z.number(),
      failedCount: z.number(),
    }),
  ),
  feesByMonth: z.array(monthlyFeesResponse),
  /** Money of milestones under dispute (held, not movable until resolved), per currency. */
  frozen: z.array(z.object({ currency: z.string(), amount: decimal, count: z.number() })),
  /** Unresolved disputes, the oldest first, with their age in whole days. */
  openDisputes: z.array(
    z.object({
      id: z.string(),
      jobRequestId: z.string(),
      jobTitle: z.string(),
      amount: decimal,
      currency: z.enum(CURRENCIES),
      status: z.enum(DISPUTE_STATUSES),
      openedAt: z.date(),
      ageDays: z.number(),
    }),
  ),
  /** How disputes ended: by outcome, settled by the parties or decided by an admin. */
  disputeOutcomes: z.array(z.object({ outcome: z.enum(DISPUTE_OUTCOMES), settled: z.number(), decided: z.number() })),
  /** Payment operations the gateway has not answered for too long, flagged to the admins; the oldest first. */
  stuckOperations: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(PAYMENT_OPERATION_KINDS),
      jobRequestId: z.string(),
      jobTitle: z.string(),
      amount: decimal,
      currency: z.enum(CURRENCIES),
      tries: z.number(),
      lastError: z.string().nullable(),
      createdAt: z.date(),
      needsAttentionAt: z.date().nullable(),
    }),
  ),
});

/** GET /api/admin/payments */
export const adminMoneyPaymentsResponse = pageOf(
  z.object({
    id: z.string(),
    jobRequestId: z.string(),
    jobTitle: z.string(),
    jobStatus: z.enum(JOB_STATUSES),
    amount: decimal,
    platformFee: decimal,
    operatorPayout: decimal,
    currency: z.enum(CURRENCIES),
    status: z.enum(PAYMENT_STATUSES),
    failureMessage: z.string().nullable(),
    customerEmail: z.string(),
    operatorEmail: z.string(),
    operatorCompany: z.string().nullable(),
    createdAt: z.date(),
    paidAt: z.date().nullable(),
    payoutAt: z.date().nullable(),
    refundedAt: z.date().nullable(),
    /** Given back by a dispute's split (a full refund is the status refunded). */
    refundedAmount: decimal,
    invoiceNumber: z.string().nullable(),
    /** The credit note on the customer's invoice (docs/product.md#credit-notes), or null. */
    creditNoteId: z.string().nullable(),
    creditNoteNumber: z.string().nullable(),
    creditNoteAmount: decimal.nullable(),
  }),
);

/** GET /api/admin/audit */
export const adminAuditListResponse = pageOf(
  z.object({
    id: z.string(),
    data: z.record(z.string(), z.unknown()),
    createdAt: z.date(),
    reason: z.string().nullable(),
    action: z.enum(AUDIT_ACTIONS),
    targetId: z.string(),
    actorId: z.string().nullable(),
    actorEmail: z.string(),
    targetType: z.enum(AUDIT_TARGET_TYPES),
    targetLabel: z.string().nullable(),
    actorName: z.string().nullable(),
  }),
);

/** GET /api/operator/documents */
export const operatorDocumentsStatusResponse = documentStatusResponse
  .extend({ licences: z.array(licenceResponse), insuranceDocs: z.array(insuranceDocResponse) })
  .nullable();

/** GET /api/requests/{jobId}/proposals */
export const proposalsByJobResponse = z.object({
  job: z.object({
    hasReview: z.boolean(),
    id: z.string(),
    customerId: z.string(),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    location: z.string(),
    budget: z.string().nullable(),
    budgetMin: z.number().nullable(),
    budgetMax: z.number().nullable(),
    currency: z.enum(CURRENCIES),
    timeline: z.string().nullable(),
    requirements: z.array(z.string()),
    status: z.enum(JOB_STATUSES),
    invitedOperatorId: z.string().nullable(),
    createdAt: z.date(),
    updatedAt: z.date(),
    reviewId: z.string().nullable(),
  }),
  viewer: z.enum(["customer", "operator"]),
  proposals: z.array(
    z.object({
      ...proposalViewFields,
      operator: z.object({
        id: z.string(),
        firstName: z.string().nullable(),
        lastName: z.string().nullable(),
        profileImageUrl: z.string().nullable(),
        companyName: z.string().nullable(),
        logoUrl: z.string().nullable(),
        rating: decimal.nullable(),
        completedJobs: z.number().nullable(),
        qualifications: z.array(z.string()).nullable(),
        location: z.string().nullable(),
        isVerified: z.boolean().nullable(),
      }),
    }),
  ),
  payment: z
    .object({
      id: z.string(),
      status: z.enum(PAYMENT_STATUSES),
      amount: decimal,
      platformFee: decimal,
      operatorPayout: decimal,
      currency: z.enum(CURRENCIES),
      failureMessage: z.string().nullable(),
      paidAt: z.date().nullable(),
      payoutAt: z.date().nullable(),
      refundedAt: z.date().nullable(),
      proposalId: z.string(),
      invoiceId: z.string().nullable(),
      invoiceNumber: z.string().nullable(),
    })
    .nullable()
    .describe("The payment in play; null before hire, and once a deal of several milestones has ended (see deal)"),
  deal: z
    .object({
      milestones: z.number(),
      currency: z.enum(CURRENCIES),
      /** What the released milestones cost the customer: the operator's payouts plus the fees. */
      released: decimal,
      /** Paid to the operator over the released milestones (after fees). */
      operatorPayout: decimal,
      platformFee: decimal,
      /** Given back to the customer: refunded milestones whole, a split's share. */
      refunded: decimal,
      /** Every milestone released or refunded. */
      ended: z.boolean(),
    })
    .nullable()
    .describe("A deal of several milestones as a whole, for its two parties; null for a single payment"),
  actions: z.object({
    canAccept: z.boolean(),
    canPay: z.boolean(),
    canConfirmCompletion: z.boolean(),
    canCancel: z.boolean(),
    canRefund: z.boolean(),
    canReview: z.boolean(),
  }),
});

/** POST /api/proposals/{id}/accept */
export const proposalsAcceptResponse = z.object({
  proposal: proposalResponse,
  payment: paymentResponse,
});

/** POST /api/requests/{jobId}/pay */
export const escrowPayResponse = z.object({
  outcome: z.enum(["processing", "paid", "already_paid"]),
  payment: paymentResponse,
  testMode: z.boolean(),
}).meta({ id: "EscrowPay" });

/** POST /api/requests/{jobId}/release */
export const escrowReleaseResponse = z.object({
  outcome: z.enum(["released", "already_released"]),
  payment: paymentResponse,
}).meta({ id: "EscrowRelease" });

/** POST /api/requests/{jobId}/cancel */
export const escrowCancelResponse = z.object({ id: z.string(), status: z.enum(JOB_STATUSES) });

/** GET /api/operators/{operatorId}/reviews */
export const reviewsListResponse = pageOf(
  z.object({
    customerName: z.string(),
    id: z.string(),
    rating: z.number(),
    comment: z.string().nullable(),
    createdAt: z.date(),
    updatedAt: z.date(),
    jobTitle: z.string(),
  }),
).extend({ averageRating: z.number() });

/** A file sent with a message, or a dispute's evidence (the two parties and admins may download it). */
export const messageAttachmentResponse = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  type: z.string(),
  url: z.string(),
  previewUrl: z.string().nullable(),
}).meta({ id: "MessageAttachment" });

/** GET /api/conversations/{conversationId}/messages */
export const messagesListResponse = pageOf(
  z.object({
    mine: z.boolean(),
    id: z.string(),
    senderId: z.string(),
    body: z.string(),
    createdAt: z.date(),
    attachments: z.array(messageAttachmentResponse),
  }),
).extend({ conversation: conversationResponse });

/** POST /api/conversations/{conversationId}/messages */
export const messagesCreateResponse = z.object({
  id: z.string(),
  createdAt: z.date(),
  body: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  attachments: z.array(messageAttachmentResponse),
});

/** POST /api/conversations/{conversationId}/read */
export const messagesMarkReadResponse = z.object({ unreadCount: z.number() });

/** GET /api/listings */
export const listingsListResponse = pageOf(
  z.object({
    description: z.string(),
    id: z.string(),
    category: z.enum(ALL_LISTING_CATEGORIES),
    price: decimal,
    priceTaxAdded,
    requirements: z.array(z.string()),
    title: z.string(),
    currency: z.enum(CURRENCIES),
    createdAt: z.date(),
    operatorId: z.string(),
    distanceKm: z.number().nullable(),
    coverPhoto: listingPhotoResponse.nullable(),
    operator: z.object({
      id: z.string(),
      companyName: z.string(),
      rating: decimal,
      completedJobs: z.number(),
      location: z.string().nullable(),
      isVerified: z.boolean(),
      currency: z.enum(CURRENCIES).nullable(),
    }),
  }),
).extend({
  totalCapped: z.boolean(),
  sort: z.enum(LISTING_SORTS),
  match: z.enum(["words", "similar"]).nullable(),
  nearPlace: z.string().nullable(),
  nextCursor: z.string().nullable(),
});

/** GET /api/listings/{id} */
export const listingsByIdResponse = z.object({
  operator: z.object({
    qualifications: z.array(z.string()),
    userId: z.string(),
    companyName: z.string(),
    bio: z.string(),
    rating: decimal,
    completedJobs: z.number(),
    location: z.string().nullable(),
    serviceRadiusKm: z.number(),
    currency: z.enum(CURRENCIES),
    isVerified: z.boolean(),
    createdAt: z.date(),
  }),
  id: z.string(),
  operatorId: z.string(),
  title: z.string(),
  description: z.string(),
  price: decimal,
  priceTaxAdded,
  currency: z.enum(CURRENCIES),
  category: z.enum(ALL_LISTING_CATEGORIES),
  requirements: z.array(z.string()),
  isActive: z.boolean(),
  photos: z.array(listingPhotoResponse),
  createdAt: z.date(),
  updatedAt: z.date(),
  user: z.object({
    profileImageUrl: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
});

/** GET /api/requests */
export const jobsListResponse = pageOf(
  z.object({
    id: z.string(),
    title: z.string(),
    category: z.string(),
    location: z.string(),
    status: z.enum(JOB_STATUSES),
    budget: z.string().nullable(),
    currency: z.enum(CURRENCIES),
    requirements: z.array(z.string()),
    createdAt: z.date(),
  }),
);

/** POST /api/operator-profile */
export const operatorOnboardingSubmitResponse = z.object({
  profileId: z.string(),
  userId: z.string(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  submittedAt: z.date(),
});

/** GET /api/operator-profile */
export const operatorOnboardingMineResponse = z
  .object({
    approvalStatus: z.enum(APPROVAL_STATUSES),
    rejectionReason: z.string().nullable(),
    reviewedAt: z.date().nullable(),
    submittedAt: z.date(),
    emailVerified: z.boolean(),
    values: z.object({
      fullName: z.string(),
      companyName: z.string(),
      phoneNumber: z.string(),
      acceptTerms: z.boolean(),
      acceptPrivacy: z.boolean(),
      licenses: z.array(
        z.object({
          type: z.string(),
          number: z.string(),
          expiryDate: z.string(),
          documentUrl: z.string(),
          document: storedFileResponse.nullable(),
        }),
      ),
      insuranceDocs: z.array(
        z.object({
          provider: z.string(),
          policyNumber: z.string(),
          coverageAmount: z.string(),
          expiryDate: z.string(),
          documentUrl: z.string(),
          document: storedFileResponse.nullable(),
        }),
      ),
      competencyProof: z.string(),
      bio: z.string(),
      location: z.string(),
      serviceRadiusKm: z.number(),
      qualifications: z.array(z.string()),
      serviceAreas: z.array(z.string()),
      portfolioItems: z.array(
        z.object({
          title: z.string(),
          description: z.string(),
          projectDate: z.string(),
          imageUrl: z.string(),
          media: z.array(storedFileResponse),
        }),
      ),
      defaultMargin: z.number(),
      availability: z.string(),
    }),
  })
  .nullable();

/** A review as written (POST /api/reviews, PUT /api/reviews/{id}). */
export const reviewResponse = z.object({
  id: z.string(),
  rating: z.number(),
  createdAt: z.date(),
  updatedAt: z.date(),
  operatorId: z.string(),
  customerId: z.string(),
  jobRequestId: z.string(),
  comment: z.string().nullable(),
}).meta({ id: "Review" });

/** GET /api/conversations */
export const messagesConversationsResponse = pageOf(conversationResponse);

/** A credit note on an invoice: money of it given back to the customer. */
const creditNoteResponse = z
  .object({
    id: z.string(),
    number: z.string(),
    amount: decimal,
    reason: z.enum(CREDIT_NOTE_REASONS),
    /** The reason the admin wrote, for a credit note of a decided dispute; otherwise null. */
    decisionReason: z.string().nullable(),
    issueDate: z.date(),
    /** The invoice's amount less this note: what the customer paid in the end. */
    netAmount: decimal,
  })
  .meta({ id: "CreditNote" });

/** One invoice as the invoices list and an invoice's page show it. */
const invoiceResponse = z.object({
  paymentMethod: z.string().nullable(),
  canPay: z.boolean(),
  id: z.string(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  issueDate: z.date(),
  dueDate: z.date(),
  paidDate: z.date().nullable(),
  paymentId: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  jobId: z.string(),
  jobTitle: z.string(),
  jobStatus: z.enum(JOB_STATUSES),
  milestoneTitle: z.string(),
  milestonePosition: z.number(),
  operatorId: z.string(),
  operatorName: z.string().nullable(),
  amount: decimal,
  platformFee: decimal,
  operatorPayout: decimal,
  currency: z.enum(CURRENCIES),
  failureMessage: z.string().nullable(),
  /** Money of this invoice given back to the customer (docs/product.md#credit-notes), or null. */
  creditNote: creditNoteResponse.nullable(),
}).meta({ id: "Invoice" });

/** GET /api/invoices */
export const invoicesListResponse = pageOf(invoiceResponse).extend({
  totals: z.object({
    paid: z.array(moneyTotalResponse),
    pending: z.array(moneyTotalResponse),
    count: z.number(),
  }),
  paymentMethod: z.string().nullable(),
});

/** One line of an invoice's details: the quote, a credit note (taken off), what was paid or is due, where it went. */
const invoiceLineResponse = z
  .object({
    kind: z.enum(INVOICE_LINE_KINDS),
    label: z.string(),
    amount: decimal,
    /** The credit note a credit note's line stands for, else null. */
    creditNoteId: z.string().nullable(),
  })
  .meta({ id: "InvoiceLine" });

/** GET /api/invoices/{id} */
const taxPartyResponse = {
  legalName: z.string().nullable(),
  address: z.string().nullable(),
  taxId: z.string().nullable().meta({ description: "VAT, GST, ABN… as the party gave it" }),
};

export const invoicesByIdResponse = invoiceResponse.extend({
  billedTo: z.object({ name: z.string(), email: z.string(), company: z.string().nullable(), ...taxPartyResponse }),
  /** The operator who sold the service, as its tax details name it. */
  seller: z.object({ name: z.string(), ...taxPartyResponse }),
  /** Net, tax and gross of what was paid in the end (or is due); tax 0 when the seller is not registered. */
  tax: z.object({
    net: decimal,
    tax: decimal,
    gross: decimal,
    rate: decimal.nullable().meta({ description: "The seller's tax rate in percent, null when it charges none" }),
  }),
  /** What became of the invoice's money, in order (docs/product.md#invoices). */
  lines: z.array(invoiceLineResponse),
});

/** GET /api/notifications */
export const notificationsListResponse = pageOf(
  z.object({
    id: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    jobRequestId: z.string().nullable(),
    readAt: z.date().nullable(),
    createdAt: z.date(),
  }),
).extend({ unreadCount: z.number() });

/** GET /api/operators/{id} */
export const operatorsByIdResponse = z.object({
  serviceRadiusKm: z.number().nullable(),
  qualifications: z.array(z.string()),
  portfolio: z.array(
    z.object({
      title: z.string(),
      description: z.string(),
      projectDate: z.string().nullable(),
      imageUrl: z.string().nullable(),
    }),
  ),
  listings: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      price: decimal,
      priceTaxAdded,
      currency: z.enum(CURRENCIES),
      category: z.enum(ALL_LISTING_CATEGORIES),
      createdAt: z.date(),
      coverPhoto: listingPhotoResponse.nullable(),
    }),
  ),
  listingCount: z.number(),
  /** Disputes an admin decided as a full refund to the customer (docs/product.md#disputes). */
  disputesLost: z.number(),
  reviewSummary: z.object({
    count: z.number(),
    average: z.number(),
    byStars: z.array(z.object({ stars: z.number(), count: z.number() })),
  }),
  id: z.string(),
  companyName: z.string(),
  bio: z.string(),
  logoUrl: z.string().nullable(),
  website: z.string().nullable(),
  location: z.string().nullable(),
  isVerified: z.boolean(),
  rating: decimal,
  completedJobs: z.number(),
  currency: z.enum(CURRENCIES),
  memberSince: z.date(),
  profileImageUrl: z.string().nullable(),
});

/** GET /api/saved-searches */
export const savedSearchesListResponse = z.array(savedSearchResponse);

/** DELETE /api/saved-searches/{id} */
export const savedSearchesRemoveResponse = z.object({ id: z.string() });

// ---------------------------------------------------------------------------------------------
// Disputes (issue 15 §3)

const disputeSide = z.enum(["customer", "operator", "admin"]);

/** POST /api/disputes/{id}/settlements */
export const disputeSettlementResponse = z.object({
  id: z.string(),
  disputeId: z.string(),
  proposedById: z.string(),
  /** The operator's share; the rest of the milestone goes back to the customer. */
  operatorAmount: decimal,
  status: z.enum(SETTLEMENT_STATUSES),
  acceptedById: z.string().nullable(),
  acceptedAt: z.date().nullable(),
  createdAt: z.date(),
});

/** POST /api/disputes/{id}/messages */
export const disputeMessageResponse = z.object({
  id: z.string(),
  disputeId: z.string(),
  authorId: z.string().nullable(),
  body: z.string(),
  createdAt: z.date(),
  side: disputeSide,
  /** Its evidence files: only the two parties and admins may read them. */
  attachments: z.array(messageAttachmentResponse),
});

/** GET /api/disputes/{id} (and the answer of open, accept, escalate and decision) */
export const disputeResponse = z.object({
  id: z.string(),
  jobRequestId: z.string(),
  jobTitle: z.string(),
  milestoneId: z.string(),
  milestoneTitle: z.string(),
  milestonePosition: z.number(),
  reason: z.enum(DISPUTE_REASONS),
  text: z.string(),
  /** Evidence files sent when the dispute was opened: only the two parties and admins may read them. */
  evidence: z.array(messageAttachmentResponse),
  /** The disputed milestone's amount: all of it is frozen while the dispute is unresolved. */
  amount: decimal,
  currency: z.enum(CURRENCIES),
  /** An open dispute 7 days old reads as escalated (in the admin queue). */
  status: z.enum(DISPUTE_STATUSES),
  openedBy: disputeSide,
  openedAt: z.date(),
  escalatesAt: z.date().nullable(),
  escalatedAt: z.date().nullable(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  operatorAmount: decimal.nullable(),
  resolvedAt: z.date().nullable(),
  decisionReason: z.string().nullable(),
  /** When the resolution's money moved (refund and/or transfer); until then the money stays frozen. */
  executedAt: z.date().nullable(),
  viewer: disputeSide,
  messages: z.array(
    z.object({
      id: z.string(),
      side: disputeSide,
      authorName: z.string().nullable(),
      body: z.string(),
      createdAt: z.date(),
      attachments: z.array(messageAttachmentResponse),
    }),
  ),
  settlements: z.array(
    z.object({
      id: z.string(),
      proposedBy: disputeSide,
      operatorAmount: decimal,
      status: z.enum(SETTLEMENT_STATUSES),
      createdAt: z.date(),
      acceptedAt: z.date().nullable(),
      canAccept: z.boolean(),
    }),
  ),
  actions: z.object({ canMessage: z.boolean(), canPropose: z.boolean(), canEscalate: z.boolean(), canDecide: z.boolean() }),
}).meta({ id: "Dispute" });

/** GET /api/disputes */
export const disputeListResponse = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      jobRequestId: z.string(),
      jobTitle: z.string(),
      milestoneId: z.string(),
      milestoneTitle: z.string(),
      reason: z.enum(DISPUTE_REASONS),
      amount: decimal,
      currency: z.enum(CURRENCIES),
      status: z.enum(DISPUTE_STATUSES),
      outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
      operatorAmount: decimal.nullable(),
      openedAt: z.date(),
      resolvedAt: z.date().nullable(),
      executedAt: z.date().nullable(),
      ageDays: z.number(),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// Favourites (docs/product.md#favourites)

/** One saved listing (its price then and now) or operator. */
export const favouriteResponse = z.object({
  id: z.string(),
  kind: z.enum(FAVOURITE_KINDS),
  createdAt: z.date(),
  /** Whether its alerts (price changes, new listings) are e-mailed. */
  alerts: z.boolean(),
  listing: z
    .object({
      id: z.string(),
      title: z.string(),
      price: decimal,
      priceTaxAdded,
      currency: z.enum(CURRENCIES),
      category: z.string().nullable(),
      coverPhoto: listingPhotoResponse.nullable(),
      operatorName: z.string().nullable(),
      /** False once the listing is no longer shown to the public (it stays in the list). */
      isPublic: z.boolean(),
      savedPrice: decimal,
      savedCurrency: z.enum(CURRENCIES),
      priceMove: z
        .object({ direction: z.enum(["dropped", "rose", "changed"]), text: z.string() })
        .nullable()
        .meta({ description: "How the price moved since it was saved; null when it did not" }),
    })
    .nullable(),
  operator: z
    .object({
      id: z.string(),
      companyName: z.string(),
      location: z.string().nullable(),
      isPublic: z.boolean(),
    })
    .nullable(),
});

/** GET /api/favourites */
export const favouritesListResponse = z.array(favouriteResponse);

/** POST /api/favourites: the favourite kept (the first one, when it was saved before). */
export const favouritesAddResponse = z.object({
  id: z.string(),
  listingId: z.string().nullable(),
  operatorId: z.string().nullable(),
  savedPrice: decimal.nullable(),
  savedCurrency: z.enum(CURRENCIES).nullable(),
  alerts: z.boolean(),
  createdAt: z.date(),
});

/** DELETE /api/favourites/{id} */
export const favouritesRemoveResponse = z.object({ id: z.string() });

// ---------------------------------------------------------------------------------------------
// Reports (docs/product.md#reports)

/** One report as its reporter sees it. */
export const reportResponse = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES).meta({
    description: "open: waiting for an admin; actioned: the target was hidden; dismissed: no action was needed",
  }),
  createdAt: z.date(),
  resolvedAt: z.date().nullable(),
});

/** GET /api/reports */
export const reportsMineResponse = z.array(reportResponse);

/** GET /api/admin/reports: reported targets, the latest report first. */
export const adminReportQueueResponse = z.object({
  items: z.array(
    z.object({
      targetType: z.enum(REPORT_TARGET_TYPES),
      targetId: z.string(),
      /** The listing's title, or the review's stars and comment. */
      label: z.string(),
      operatorName: z.string().nullable(),
      /** Whether the target is hidden now (a review's hidden state, a listing's moderation). */
      hidden: z.boolean(),
      hiddenReason: z.string().nullable(),
      openCount: z.number(),
      totalCount: z.number(),
      latestAt: z.date(),
      latest: z.array(z.object({ reason: z.enum(REPORT_REASONS), details: z.string(), createdAt: z.date() })),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** POST /api/admin/reports/{targetType}/{targetId}/decision */
export const adminReportDecisionResponse = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  action: z.enum(REPORT_ACTIONS),
  /** How many open reports the decision resolved. */
  resolved: z.number(),
});

// ---------------------------------------------------------------------------------------------
// Milestones (docs/product.md#milestones)

export const milestoneResponse = z.object({
  id: z.string(),
  jobRequestId: z.string(),
  proposalId: z.string(),
  position: z.number(),
  title: z.string(),
  amount: decimal,
  currency: z.enum(CURRENCIES),
  dueDate: z.string().nullable().meta({ description: "YYYY-MM-DD" }),
  deliveredAt: z.date().nullable(),
  deliveryNote: z.string().nullable(),
  /** While delivered and not confirmed: when the payout is released without an answer. */
  autoReleaseAt: z.date().nullable(),
  /** Who released it: the customer, an admin, or `auto` (the window ran out). */
  releasedBy: z.enum(RELEASE_ACTORS).nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

/** GET and POST /api/jobs/{id}/milestones: the deal's milestones as the caller sees them. */
export const jobMilestonesResponse = z.object({
  jobId: z.string(),
  viewer: z.enum(["customer", "operator"]),
  items: z.array(
    milestoneResponse.omit({ jobRequestId: true, createdAt: true, updatedAt: true }).extend({
      paymentId: z.string().nullable(),
      paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
      /** The customer's (and admins') only. */
      platformFee: decimal.nullable(),
      operatorPayout: decimal.nullable(),
      failureMessage: z.string().nullable(),
      paidAt: z.date().nullable(),
      payoutAt: z.date().nullable(),
      refundedAt: z.date().nullable(),
      invoiceId: z.string().nullable(),
      invoiceNumber: z.string().nullable(),
      /** What went back to the customer: a split's part, the whole amount when refunded, else null. */
      refundedAmount: decimal.nullable(),
      /** The credit note of that money on the customer's invoice (the customer's and admins' only). */
      creditNoteId: z.string().nullable(),
      creditNoteNumber: z.string().nullable(),
      state: z.enum(MILESTONE_STATES),
      /** Its dispute, if any (GET /api/disputes/{id}); while unresolved its money is frozen. */
      disputeId: z.string().nullable(),
      /** What the caller may do with it now (a party may dispute a funded milestone once). */
      actions: z.object({ canFund: z.boolean(), canDeliver: z.boolean(), canConfirm: z.boolean(), canDispute: z.boolean() }),
    }),
  ),
}).meta({ id: "JobMilestones" });

/** POST /api/milestones/{id}/fund: the last charge made (with `all`, the last milestone's). */
export const milestonesFundResponse = escrowPayResponse;

/** POST /api/milestones/{id}/deliver */
export const milestonesDeliverResponse = milestoneResponse;

/** POST /api/milestones/{id}/confirm */
export const milestonesConfirmResponse = escrowReleaseResponse;

// ---------------------------------------------------------------------------------------------
// Analytics (docs/product.md#operator-analytics)

const analyticsRangeResponse = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  from: z.string().meta({ description: "First UTC day of the period, YYYY-MM-DD" }),
  to: z.string().meta({ description: "Last UTC day of the period (today), YYYY-MM-DD" }),
  bucket: z
    .enum(["day", "week", "month"])
    .meta({ description: "What one point of a time series covers" }),
}).meta({ id: "AnalyticsRange" });

const listingPerformanceResponse = z.object({
  listingId: z.string(),
  title: z.string(),
  isActive: z.boolean(),
  views: z.number(),
  quoteRequests: z.number(),
  /** Quote requests ÷ views; null without views. */
  conversion: z.number().nullable(),
  hints: z.array(z.string()),
}).meta({ id: "ListingPerformance" });

/** GET /api/operators/analytics */
export const operatorAnalyticsResponse = z.object({
  range: analyticsRangeResponse,
  totals: z.object({
    views: z.number(),
    quoteRequests: z.number(),
    proposalsSent: z.number(),
    proposalsWon: z.number(),
    winRate: z.number().nullable(),
    averageResponseHours: z.number().nullable(),
  }),
  views: z.array(z.object({ bucket: z.string(), views: z.number() })),
  listings: z.array(listingPerformanceResponse),
  top: z.array(listingPerformanceResponse),
  bottom: z.array(listingPerformanceResponse),
  activity: z.array(
    z.object({
      bucket: z.string(),
      quoteRequests: z.number(),
      proposalsSent: z.number(),
      proposalsWon: z.number(),
    }),
  ),
  responseTime: z.array(
    z.object({ bucket: z.string(), proposals: z.number(), averageHours: z.number().nullable() }),
  ),
  earnings: z.array(
    z.object({ month: z.string(), currency: z.string(), released: decimal, inEscrow: decimal }),
  ),
  rating: z.array(
    z.object({ month: z.string(), reviews: z.number(), average: z.number(), overall: z.number() }),
  ),
});

/** GET /api/admin/analytics */
export const adminAnalyticsResponse = z.object({
  range: analyticsRangeResponse,
  feesByMonth: z.array(monthlyFeesResponse),
  signups: z.array(z.object({ week: z.string(), operators: z.number(), customers: z.number() })),
  jobs: z.array(z.object({ bucket: z.string(), posted: z.number(), hired: z.number() })),
  disputes: z.array(z.object({ bucket: z.string(), opened: z.number(), resolved: z.number(), decided: z.number() })),
});

// ---------------------------------------------------------------------------------------------
// Webhook endpoints (docs/api.md#webhooks)

export const webhookEndpointResponse = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string(),
    /** null: every event type. */
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).nullable(),
    enabled: z.boolean(),
    disabledAt: z.date().nullable(),
    disabledReason: z.string().nullable(),
    createdAt: z.date(),
    updatedAt: z.date(),
  })
  .meta({ id: "WebhookEndpoint" });

export const webhookDeliveryResponse = z
  .object({
    id: z.string(),
    /** The event's `webhook-id`. */
    eventId: z.string(),
    eventType: z.string(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number(),
    lastAttemptAt: z.date().nullable(),
    responseStatus: z.number().nullable(),
    responseExcerpt: z.string().nullable(),
    error: z.string().nullable(),
    createdAt: z.date(),
  })
  .meta({ id: "WebhookDelivery" });

/** POST /api/webhook-endpoints: the signing secret is in this answer only. */
export const webhookEndpointCreatedResponse = z.object({ secret: z.string(), endpoint: webhookEndpointResponse });
export const webhookEndpointsListResponse = z.array(webhookEndpointResponse);
export const webhookDeliveriesListResponse = z.array(webhookDeliveryResponse);
export const webhookEndpointDeletedResponse = z.object({ id: z.string() });
