import { z } from "zod";
import { APPROVAL_STATUSES, LIMITS, PAYMENT_STATUSES, ROLES, USER_STATUSES } from "./constants";
import { isoToday } from "./dates";
import { OPERATOR_ONBOARDING_LIMITS } from "./operator-onboarding";

/**
 * The admin area (issue 6): operator review and verification, document expiry, users, listings
 * moderation, the money overview and the audit log. Inputs of every admin procedure, the texts the
 * admin and the operator read, and the pure document-expiry rules shared by the server and the
 * operator dashboard. No I/O.
 */

export const ADMIN_LIMITS = {
  reasonMin: OPERATOR_ONBOARDING_LIMITS.rejectionReasonMin,
  reasonMax: 1000,
  searchMax: 200,
  /** Operators are warned this many days before a licence or insurance runs out (issue 6). */
  expiryWarningDays: 30,
} as const;

export const ADMIN_MESSAGES = {
  reason: `Reason must be at least ${ADMIN_LIMITS.reasonMin} characters`,
  reasonTooLong: `Reason cannot exceed ${ADMIN_LIMITS.reasonMax} characters`,
  searchTooLong: `Search cannot exceed ${ADMIN_LIMITS.searchMax} characters`,
  searchInvalid: "Search contains characters that cannot be searched for",
  userId: "Choose a user",
  listingId: "Choose a listing",
  paymentId: "Choose a payment",
  role: "Choose a role",
  notYourself: "You cannot change your own account",
  userNotFound: "User not found",
  alreadySuspended: "This user is already suspended",
  notSuspended: "This user is not suspended",
  sameRole: "This user already has that role",
  operatorNotFound: "Operator profile not found",
  verifyNeedsApproval: "Only approved operators can be verified",
  alreadyVerified: "This operator is already verified",
  notVerified: "This operator is not verified",
  listingNotFound: "Listing not found",
  listingAlreadyDown: "This listing is already deactivated by an admin",
  listingNotModerated: "This listing was not deactivated by an admin",
  paymentNotFound: "Payment not found",
  paymentNotHeld: "Only a payment held in escrow can be refunded",
  documentsStillExpired: "The operator has not uploaded a valid licence and insurance yet",
  documentsAlreadyApproved: "These documents are already approved",
  documentsNeedApproval: "Approve the operator's profile first",
  /** Refusal of a new proposal (issue 6: no proposals until a valid document is re-approved). */
  documentsExpiredProposal:
    "Your licence or insurance has expired. Upload a valid document and wait for an admin to approve it before sending proposals.",
} as const;

const M = ADMIN_MESSAGES;
const L = ADMIN_LIMITS;

const page = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault);

/** PostgreSQL refuses a NUL in a text parameter (a 500); no stored value holds one. */
const noNul = (value: string) => !value.includes("\u0000");

/** A free-text search: trimmed; empty means no search. */
const search = z
  .string()
  .trim()
  .max(L.searchMax, M.searchTooLong)
  .refine(noNul, M.searchInvalid)
  .optional()
  .transform((value) => (value ? value : undefined));

const id = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, message).refine(noNul, message);

export const adminReasonSchema = z
  .string({ error: M.reason })
  .trim()
  .min(L.reasonMin, M.reason)
  .max(L.reasonMax, M.reasonTooLong)
  .refine(noNul, M.reason);

const noteText = z.string().trim().max(L.reasonMax, M.reasonTooLong).refine(noNul, M.reason);

/** An optional note (reinstating, re-approving): empty counts as none. */
const optionalReason = noteText.optional().transform((value) => (value ? value : undefined));

/** The reason field of an admin dialog: the same rule as the procedures' `reason`. */
export const adminReasonFormSchema = z.object({ reason: adminReasonSchema });
export type AdminReasonFormInput = z.input<typeof adminReasonFormSchema>;
/** An optional note (reinstating, re-approving, reactivating). */
export const adminNoteFormSchema = z.object({ reason: noteText });

function filter<T extends readonly [string, ...string[]]>(values: T) {
  // "" from an empty select or query parameter means no filter.
  return z.preprocess((value) => (value === "" ? undefined : value), z.enum(values).optional());
}

// ---------------------------------------------------------------------------------------------
// Operators: the list by approval state, one operator in full, verification

export const adminOperatorsQuerySchema = z.object({
  q: search,
  status: filter(APPROVAL_STATUSES),
  page,
  pageSize,
});
export type AdminOperatorsQuery = z.input<typeof adminOperatorsQuerySchema>;
export type AdminOperatorsQueryValues = z.output<typeof adminOperatorsQuerySchema>;

export const adminOperatorSchema = z.object({ userId: id(M.userId) });
export type AdminOperatorInput = z.input<typeof adminOperatorSchema>;
export type AdminOperatorValues = z.output<typeof adminOperatorSchema>;

/** Verify or withdraw the verified badge; the reason is optional and kept in the audit log. */
export const verifyOperatorSchema = z.object({ userId: id(M.userId), reason: optionalReason });
export type VerifyOperatorInput = z.input<typeof verifyOperatorSchema>;
export type VerifyOperatorValues = z.output<typeof verifyOperatorSchema>;

// ---------------------------------------------------------------------------------------------
// Users

export const adminUsersQuerySchema = z.object({
  q: search,
  role: filter(ROLES),
  status: filter(USER_STATUSES),
  page,
  pageSize,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;
export type AdminUsersQueryValues = z.output<typeof adminUsersQuerySchema>;

export const changeRoleSchema = z.object({
  userId: id(M.userId),
  role: z.enum(ROLES, { error: M.role }),
  reason: adminReasonSchema,
});
export type ChangeRoleInput = z.input<typeof changeRoleSchema>;
export type ChangeRoleValues = z.output<typeof changeRoleSchema>;

export const suspendUserSchema = z.object({ userId: id(M.userId), reason: adminReasonSchema });
export type SuspendUserInput = z.input<typeof suspendUserSchema>;
export type SuspendUserValues = z.output<typeof suspendUserSchema>;

export const reinstateUserSchema = z.object({ userId: id(M.userId), reason: optionalReason });
export type ReinstateUserInput = z.input<typeof reinstateUserSchema>;
export type ReinstateUserValues = z.output<typeof reinstateUserSchema>;

// ---------------------------------------------------------------------------------------------
// Listings moderation

export const ADMIN_LISTING_STATES = ["active", "inactive", "moderated"] as const;
export type AdminListingState = (typeof ADMIN_LISTING_STATES)[number];

export const adminListingsQuerySchema = z.object({
  q: search,
  state: filter(ADMIN_LISTING_STATES),
  page,
  pageSize,
});
export type AdminListingsQuery = z.input<typeof adminListingsQuerySchema>;
export type AdminListingsQueryValues = z.output<typeof adminListingsQuerySchema>;

export const deactivateListingSchema = z.object({ id: id(M.listingId), reason: adminReasonSchema });
export type DeactivateListingInput = z.input<typeof deactivateListingSchema>;
export type DeactivateListingValues = z.output<typeof deactivateListingSchema>;

export const reactivateListingSchema = z.object({ id: id(M.listingId), reason: optionalReason });
export type ReactivateListingInput = z.input<typeof reactivateListingSchema>;
export type ReactivateListingValues = z.output<typeof reactivateListingSchema>;

// ---------------------------------------------------------------------------------------------
// Money

export const adminPaymentsQuerySchema = z.object({ status: filter(PAYMENT_STATUSES), page, pageSize });
export type AdminPaymentsQuery = z.input<typeof adminPaymentsQuerySchema>;
export type AdminPaymentsQueryValues = z.output<typeof adminPaymentsQuerySchema>;

export const adminRefundSchema = z.object({ paymentId: id(M.paymentId), reason: adminReasonSchema });
export type AdminRefundInput = z.input<typeof adminRefundSchema>;
export type AdminRefundValues = z.output<typeof adminRefundSchema>;

/** How a payment's status reads in the admin's money overview ("completed" is money held in escrow). */
export const PAYMENT_STATUS_LABELS: Record<(typeof PAYMENT_STATUSES)[number], string> = {
  pending: "Awaiting payment",
  processing: "Processing",
  completed: "Held in escrow",
  released: "Released",
  failed: "Failed",
  refunded: "Refunded",
};

// ---------------------------------------------------------------------------------------------
// Document expiry

export const expiringDocumentsQuerySchema = z.object({ page, pageSize });
export type ExpiringDocumentsQuery = z.input<typeof expiringDocumentsQuerySchema>;
export type ExpiringDocumentsQueryValues = z.output<typeof expiringDocumentsQuerySchema>;

export const approveDocumentsSchema = z.object({ userId: id(M.userId), reason: optionalReason });
export type ApproveDocumentsInput = z.input<typeof approveDocumentsSchema>;
export type ApproveDocumentsValues = z.output<typeof approveDocumentsSchema>;

/** How an operator's documents stand: by the earliest expiry on file (documentExpiryState). */
export const DOCUMENT_EXPIRY_STATES = ["valid", "expiring", "expired", "unknown"] as const;
export type DocumentExpiryState = (typeof DOCUMENT_EXPIRY_STATES)[number];

interface DatedDocument {
  expiryDate: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export { isoToday };

/** `date` moved by `days` (YYYY-MM-DD in, YYYY-MM-DD out). */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00.000Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return isoToday(value);
}

/** The latest well-formed expiry date of a kind of document: a renewed one covers the old ones. */
function latestExpiry(documents: readonly DatedDocument[]): string | null {
  const dates = documents.map((d) => d.expiryDate.trim()).filter((d) => ISO_DATE.test(d));
  return dates.length === 0 ? null : dates.reduce((a, b) => (b > a ? b : a));
}

/** The earlier of two dates, ignoring a missing one (like SQL's least). */
export function earlierDate(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a < b ? a : b;
}

/**
 * Until when the operator's papers cover them: the earlier of their latest licence and their latest
 * insurance (both are needed to fly commercially). Null when no date is known.
 */
export function documentsExpireOn(profile: {
  licences: readonly DatedDocument[];
  insuranceDocs: readonly DatedDocument[];
}): string | null {
  return earlierDate(latestExpiry(profile.licences), latestExpiry(profile.insuranceDocs));
}

/** Expired before today; expiring within the warning window (today included); else valid. */
export function expiryState(expiresOn: string | null, today: string): DocumentExpiryState {
  if (expiresOn === null) return "unknown";
  if (expiresOn < today) return "expired";
  if (expiresOn <= addDays(today, L.expiryWarningDays)) return "expiring";
  return "valid";
}

/** Whole days from today until the date (negative once past). */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

// ---------------------------------------------------------------------------------------------
// Audit log

export const AUDIT_ACTIONS = [
  "operator.approve",
  "operator.reject",
  "operator.verify",
  "operator.unverify",
  "operator.documents_approve",
  "user.role_change",
  "user.suspend",
  "user.reinstate",
  "listing.deactivate",
  "listing.reactivate",
  "payment.refund",
  "dispute.decide",
  "review.hide",
  "review.restore",
  "report.dismiss",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "operator.approve": "Approved operator",
  "operator.reject": "Rejected operator",
  "operator.verify": "Verified operator",
  "operator.unverify": "Removed verification",
  "operator.documents_approve": "Re-approved documents",
  "user.role_change": "Changed role",
  "user.suspend": "Suspended user",
  "user.reinstate": "Reinstated user",
  "listing.deactivate": "Deactivated listing",
  "listing.reactivate": "Reactivated listing",
  "payment.refund": "Refunded payment",
  "dispute.decide": "Decided dispute",
  "review.hide": "Hid review",
  "review.restore": "Restored review",
  "report.dismiss": "Dismissed reports",
};

export const AUDIT_TARGET_TYPES = ["operator", "user", "listing", "payment", "dispute", "review"] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const auditLogQuerySchema = z.object({
  action: filter(AUDIT_ACTIONS),
  targetId: z
    .string()
    .trim()
    .max(100)
    .refine(noNul)
    .optional()
    .transform((value) => (value ? value : undefined)),
  page,
  pageSize,
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;
export type AuditLogQueryValues = z.output<typeof auditLogQuerySchema>;

/** The admin area's sections, for its navigation (paths under /admin). */
export const ADMIN_SECTIONS = [
  { href: "/admin", label: "Approvals" },
  { href: "/admin/operators", label: "Operators" },
  { href: "/admin/documents", label: "Documents" },
  { href: "/admin/users", label: "Users" },
  { href: "/admin/listings", label: "Listings" },
  { href: "/admin/reports", label: "Reports" },
  { href: "/admin/money", label: "Money" },
  { href: "/admin/disputes", label: "Disputes" },
  { href: "/admin/analytics", label: "Analytics" },
  { href: "/admin/audit", label: "Audit Log" },
] as const;
