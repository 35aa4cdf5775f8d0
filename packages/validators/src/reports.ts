import { z } from "zod";
import { adminReasonSchema } from "./admin";
import { pageNumberSchema, pageSizeSchema } from "./listings";

/**
 * Reports (docs/product.md#reports): a signed-in user tells the admins that a review or a listing
 * breaks the rules. One open report per reporter and target; the admins work them in a queue.
 */
export const REPORT_TARGET_TYPES = ["review", "listing"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Why, in the order the dialog offers them. */
export const REPORT_REASONS = ["spam", "fraud", "offensive", "misleading", "safety", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam",
  fraud: "Fraud or scam",
  offensive: "Offensive or abusive",
  misleading: "Misleading or false",
  safety: "Safety risk",
  other: "Something else",
};

/** open: waiting for an admin; actioned: the target was hidden; dismissed: no action was needed. */
export const REPORT_STATUSES = ["open", "actioned", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_LIMITS = {
  detailsMin: 10,
  detailsMax: 1000,
  /** Reports one user may file per window (the rate-limit service counts them). */
  perWindow: 10,
  windowMs: 60 * 60_000,
} as const;

export const REPORT_MESSAGES = {
  targetType: "Please choose what you are reporting: a review or a listing",
  targetId: "Please say which review or listing you are reporting",
  reason: "Please choose a reason for your report",
  detailsShort: `Please describe the problem in at least ${REPORT_LIMITS.detailsMin} characters`,
  detailsLong: `Please keep the details to ${REPORT_LIMITS.detailsMax} characters or fewer`,
  reviewNotFound: "Review not found",
  listingNotFound: "Listing not found",
  ownContent: "You cannot report your own review or listing",
  duplicate: "You have already reported this. An admin will look at your open report.",
  tooMany: "You have sent too many reports. Please try again later.",
  action: "Please choose hide, restore or dismiss",
  reviewAlreadyHidden: "This review is already hidden",
  reviewNotHidden: "This review is not hidden",
  nothingOpen: "There are no open reports of this to dismiss",
} as const;

export const createReportSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: REPORT_MESSAGES.targetType }),
  targetId: z
    .string({ error: REPORT_MESSAGES.targetId })
    .trim()
    .min(1, REPORT_MESSAGES.targetId)
    .max(100, REPORT_MESSAGES.targetId),
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reason }),
  details: z
    .string({ error: REPORT_MESSAGES.detailsShort })
    .trim()
    .min(REPORT_LIMITS.detailsMin, REPORT_MESSAGES.detailsShort)
    .max(REPORT_LIMITS.detailsMax, REPORT_MESSAGES.detailsLong),
});
export type CreateReportInput = z.input<typeof createReportSchema>;

// ---------------------------------------------------------------------------------------------
// The admins' queue (/admin/reports)

/**
 * What an admin does with a reported target: hide it (its open reports are actioned), restore it
 * (put a hidden one back; its open reports are dismissed) or dismiss the reports (nothing changes).
 * A listing is hidden and restored by the admin listing moderation (its `moderation_reason`).
 */
export const REPORT_ACTIONS = ["hide", "restore", "dismiss"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_ACTION_LABELS: Record<ReportAction, string> = {
  hide: "Hide",
  restore: "Restore",
  dismiss: "Dismiss",
};

/** Which groups the queue shows: those with open reports (the default) or every reported target. */
export const REPORT_QUEUE_STATES = ["open", "all"] as const;

export const reportQueueSchema = z.object({
  state: z.enum(REPORT_QUEUE_STATES).default("open"),
  page: pageNumberSchema,
  pageSize: pageSizeSchema(),
});
export type ReportQueueInput = z.input<typeof reportQueueSchema>;
export type ReportQueueValues = z.output<typeof reportQueueSchema>;

export const decideReportSchema = z.object({
  targetType: createReportSchema.shape.targetType,
  targetId: createReportSchema.shape.targetId,
  action: z.enum(REPORT_ACTIONS, { error: REPORT_MESSAGES.action }),
  reason: adminReasonSchema,
});
export type DecideReportInput = z.input<typeof decideReportSchema>;
