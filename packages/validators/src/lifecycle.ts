/**
 * The job lifecycle (issue 5): proposals, escrow payment, completion, reviews, messages, invoices
 * and notifications. Constants, messages and the input schemas shared by forms and procedures.
 */
import { ATTACHMENT_LIMITS, ATTACHMENT_MESSAGES } from "./attachments";
import { z } from "zod";
import { LIMITS, PROPOSAL_STATUSES } from "./constants";
import { INVALID_DATE_MESSAGE, isCalendarDate, isPastEverywhere } from "./dates";
import { pageNumberSchema, pageSizeSchema } from "./listings";
import { typedAmountText } from "./money";

// ---------------------------------------------------------------------------------------------
// Constants

/** Why a proposal ended as `rejected` (the spec's status list has no separate withdrawn value). */
export const PROPOSAL_REJECTION_REASONS = [
  "declined",
  "not_selected",
  "job_cancelled",
  "withdrawn",
] as const;
export type ProposalRejectionReason = (typeof PROPOSAL_REJECTION_REASONS)[number];

/** docs/product.md#invoices: the invoice statuses, derived from the payment and its due date. */
export const INVOICE_STATUSES = ["paid", "pending", "overdue"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * docs/product.md#credit-notes: why money of a paid invoice went back to the customer — a split or
 * refund the parties agreed in a dispute, one an admin decided, or a refund outside any dispute.
 */
export const CREDIT_NOTE_REASONS = ["dispute_settlement", "dispute_decision", "refund"] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];
export const CREDIT_NOTE_REASON_LABELS: Record<CreditNoteReason, string> = {
  dispute_settlement: "Dispute settlement",
  dispute_decision: "Dispute decision",
  refund: "Refund",
};

/**
 * docs/product.md#invoices: the lines of an invoice's View Details and PDF, in order: the quote, each
 * credit note, what the customer paid in the end (or still owes), and where that money is now.
 */
export const INVOICE_LINE_KINDS = ["quote", "credit_note", "paid", "due", "held", "released", "fee"] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];
export const INVOICE_LINE_LABELS = {
  quote: "Job quote",
  paid: "Paid",
  /** "Paid" once a credit note gave part or all of it back. */
  paidInTheEnd: "Paid in the end",
  due: "Amount due",
  held: "Held in escrow until completion",
  released: "Released to the operator",
  fee: "Skyhire platform fee",
} as const;

/** A credit note's why; an admin's decision also gives the reason the admin wrote for it. */
export interface CreditNoteWhy {
  reason: CreditNoteReason;
  /** The decided dispute's written reason (only a decision has one). */
  decisionReason?: string | null;
}

/** "Dispute decision: The wrong site was flown." — the label, with the admin's reason when there is one. */
export function creditNoteReasonText(note: CreditNoteWhy): string {
  const label = CREDIT_NOTE_REASON_LABELS[note.reason];
  return note.reason === "dispute_decision" && note.decisionReason ? `${label}: ${note.decisionReason}` : label;
}

export function creditNoteLineLabel(note: CreditNoteWhy & { number: string }): string {
  return `Credit note ${note.number} · ${creditNoteReasonText(note)}`;
}

/**
 * The credit note's own line: "Refund against invoice INV-2026-000001 — dispute decision: The wrong
 * site was flown." A plain refund needs no second word for why.
 */
export function creditNoteRefundLine(note: CreditNoteWhy & { invoiceNumber: string }): string {
  const against = `Refund against invoice ${note.invoiceNumber}`;
  if (note.reason === "refund") return against;
  const why = creditNoteReasonText(note);
  return `${against} — ${why.charAt(0).toLowerCase()}${why.slice(1)}`;
}

export const NOTIFICATION_TYPES = [
  "proposal_received",
  "proposal_accepted",
  "payment_held",
  "job_delivered",
  "job_completed",
  "payout_sent",
  "review_received",
  "documents_expiring",
  "documents_expired",
  "search_alert",
  "favourite_price",
  "favourite_listing",
  "auto_release_reminder",
  "payment_auto_released",
  "dispute_update",
  "payment_needs_attention",
  "payment_refunded",
  "milestone_confirmed",
  "operator_approved",
  "operator_rejected",
  /** A customer asked this operator for a quote (Request Quote on a listing, or a job addressed to them). */
  "quote_requested",
  /** A direct or job message left unread for MESSAGE_MAIL_DELAY_SECONDS (one per conversation and window). */
  "message_received",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The money moves the payments outbox sends to the gateway (payment_operations.kind). */
export const PAYMENT_OPERATION_KINDS = ["charge", "transfer", "refund"] as const;

export const LIFECYCLE_LIMITS = {
  /** Stripe's largest single charge in most currencies (999,999.99); fits numeric(10,2). */
  quoteMaxCents: 99_999_999,
  proposalMessageMax: 2000,
  proposalTimelineMax: 100,
  reviewCommentMax: 2000,
  /** A review can be written or edited for this many days after the job was completed. */
  reviewWindowDays: 30,
  messageBodyMax: 4000,
  /** An unpaid invoice is due this many days after it was issued (the proposal was accepted). */
  invoiceDueDays: 7,
  /** A proposal splits its quote into 1 to this many milestones. */
  milestonesMax: 10,
  milestoneTitleMax: 120,
  deliveryNoteMax: 2000,
  /** Default platform fee (PLATFORM_FEE_PERCENT overrides it). */
  platformFeePercent: 10,
} as const;

/** The quote maximum as the messages write it: "999,999.99". */
export const QUOTE_MAX_TEXT = (LIFECYCLE_LIMITS.quoteMaxCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 });

/** Exact texts the lifecycle shows or answers with. */
export const LIFECYCLE_MESSAGES = {
  milestoneDueInPast: "A milestone's due date cannot be in the past",
  milestoneDueOutOfOrder: "A milestone cannot be due before the milestone above it",
  reviewPeriodPassed: "review period passed",
  operatorNotApproved: "Only approved operators can send proposals",
  openJobsNeedApproval: "Only approved operators can see open jobs",
  payoutsNeedApproval: "Only approved operators can set up payouts",
  ownJob: "You cannot send a proposal for your own job",
  jobNotOpen: "This job is no longer accepting proposals",
  duplicateProposal: "You have already sent a proposal for this job",
  proposalNotPending: "Only a pending proposal can be changed",
  anotherAccepted: "Another proposal has already been accepted for this job",
  noAcceptedProposal: "Accept a proposal before paying",
  noPaymentMethod: "Please add a payment method before paying",
  alreadyPaid: "This job has already been paid",
  paymentProcessing: "The payment is still being processed",
  gatewayNoAnswer: "The payment provider did not answer. Please try again in a moment; nothing is charged or paid twice.",
  notPaid: "The payment for this job is not held in escrow",
  notDelivered: "The operator has not marked the job as delivered yet",
  alreadyDelivered: "The job has already been marked as delivered",
  deliveredNoRefund: "The job has been delivered; contact support to dispute it",
  inProgressNeedsRefund: "A job in progress can only be cancelled with a refund",
  jobNotCompleted: "Only a completed job can be reviewed",
  alreadyReviewed: "You have already reviewed this job",
  payoutsNotSetUp: "The operator has not set up payouts yet",
  notAParty: "Only the customer and the operator can see this conversation",
  noConversation: "There is no conversation with this operator for this job",
  contactSelf: "You cannot message your own listing",
  milestonesSum: "The milestone amounts must add up to the quote exactly",
  milestonesCount: "A proposal has between 1 and 10 milestones",
  milestoneNotFound: "Milestone not found",
  milestoneNotYours: "You can only act on milestones of your own jobs",
  milestoneNotHeld: "This milestone is not funded in escrow",
  milestoneNotDelivered: "The operator has not delivered this milestone yet",
  milestoneAlreadyFunded: "This milestone has already been funded",
  milestoneNotHired: "Fund the first milestone to hire the operator before funding others",
  milestonesFixed: "The milestones can only be changed while the proposal is pending",
  notDueForAutoRelease: "This milestone is not due for automatic release",
} as const;

/**
 * docs/product.md#delivery-and-auto-release: a delivered milestone the customer neither confirms nor
 * disputes is released to the operator this many days after delivery (AUTO_RELEASE_DAYS overrides
 * it), with reminders to the customer this many days before.
 */
export const AUTO_RELEASE_DAYS = 14;
export const AUTO_RELEASE_REMINDER_DAYS = [3, 1] as const;

/** Who released a milestone: the customer confirming, an admin, or the queue when nobody answered. */
export const RELEASE_ACTORS = ["customer", "admin", "auto"] as const;
export type ReleaseActor = (typeof RELEASE_ACTORS)[number];

/** The auto-release moment as every page, notification and e-mail shows it (UTC). */
export function formatAutoReleaseDate(value: Date | string): string {
  return new Date(value).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  });
}

/** The line under a delivered milestone on each side's job page. */
export function autoReleaseNotice(viewer: "customer" | "operator", at: Date | string): string {
  const date = formatAutoReleaseDate(at);
  return viewer === "customer"
    ? `Releases automatically on ${date} unless you confirm or dispute`
    : `Released to you automatically on ${date} unless the customer confirms or disputes first`;
}

/** Under a milestone the queue released. */
export const AUTO_RELEASED_NOTE = "Released automatically: it was not confirmed or disputed by its auto-release date.";

/** The one milestone of a single-payment proposal (and of every deal made before milestones). */
export const SINGLE_MILESTONE_TITLE = "Full payment";

// ---------------------------------------------------------------------------------------------
// Field schemas

const idSchema = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`);

const isRequired = (label: string) => `${label} is required`;
const tooLong = (label: string, max: number) => `${label} cannot exceed ${max} characters`;

function requiredText(label: string, max: number) {
  return z.string({ error: isRequired(label) }).trim().min(1, isRequired(label)).max(max, tooLong(label, max));
}

const AMOUNT_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * An amount of money in the deal's currency, from a number input or text ("1250", "1250.5",
 * "1,250.50": `typedAmountText`), at most two decimals. Output: the numeric(10,2) text ("1250.50"), so no float ever reaches the
 * money code. `label` names the field in its messages ("Quote is required"). `allowZero`: a share
 * that may be nothing (a dispute settlement's operator share).
 */
export function moneyAmountSchema(label: string, options: { allowZero?: boolean } = {}) {
  return z
    .union([z.number(), z.string()], { error: `${label} is required` })
    .transform((value, ctx) => {
      const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : typedAmountText(value);
      if (text === "") {
        ctx.addIssue({ code: "custom", message: `${label} is required` });
        return z.NEVER;
      }
      // A number like 12.345 or 1e21 is not an amount of money.
      if (!AMOUNT_PATTERN.test(text)) {
        ctx.addIssue({ code: "custom", message: "Please enter a valid amount" });
        return z.NEVER;
      }
      const [whole = "0", fraction = ""] = text.split(".");
      const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
      if (cents < 0 || (cents === 0 && !options.allowZero)) {
        ctx.addIssue({ code: "custom", message: `${label} must be greater than 0` });
        return z.NEVER;
      }
      if (cents > LIFECYCLE_LIMITS.quoteMaxCents) {
        ctx.addIssue({ code: "custom", message: `${label} cannot exceed ${QUOTE_MAX_TEXT}` });
        return z.NEVER;
      }
      return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
    });
}

/** A proposal's quote (see `moneyAmountSchema`). */
export const quoteSchema = moneyAmountSchema("Quote");

const proposalMessageSchema = requiredText("Message", LIFECYCLE_LIMITS.proposalMessageMax);
const proposalTimelineSchema = requiredText("Timeline", LIFECYCLE_LIMITS.proposalTimelineMax);

// ---------------------------------------------------------------------------------------------
// Proposals

export const jobIdInputSchema = z.object({ jobId: idSchema("Job id") });
export type JobIdInput = z.input<typeof jobIdInputSchema>;

export const proposalIdInputSchema = z.object({ id: idSchema("Proposal id") });
export type ProposalIdInput = z.input<typeof proposalIdInputSchema>;

// ---------------------------------------------------------------------------------------------
// Milestones

/**
 * Where a milestone stands, from its payment and delivery: `planned` (proposal not accepted yet),
 * `unfunded` (to be paid), `funding` (a charge waiting for the gateway), `funded` (held), `delivered`
 * (held, waiting for the customer), `released` (paid out) or `refunded`.
 */
export const MILESTONE_STATES = ["planned", "unfunded", "funding", "funded", "delivered", "released", "refunded"] as const;
export type MilestoneState = (typeof MILESTONE_STATES)[number];

export const MILESTONE_STATE_LABELS: Readonly<Record<MilestoneState, string>> = {
  planned: "Planned",
  unfunded: "Awaiting funding",
  funding: "Payment processing",
  funded: "Funded — in progress",
  delivered: "Delivered — awaiting confirmation",
  released: "Released",
  refunded: "Refunded",
};

/** Cents of a normalized amount ("1250.50" → 125050); the schemas above always give two decimals. */
const centsOf = (amount: string) => Number(amount.replace(".", ""));

/** One milestone of a proposal: what is delivered, its share of the quote, when it is due. */
export const milestonePlanSchema = z.object({
  title: requiredText("Milestone title", LIFECYCLE_LIMITS.milestoneTitleMax),
  amount: moneyAmountSchema("Milestone amount"),
  dueDate: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || isCalendarDate(value), INVALID_DATE_MESSAGE)
    .refine((value) => value === undefined || !isPastEverywhere(value), LIFECYCLE_MESSAGES.milestoneDueInPast),
}).meta({ id: "MilestonePlanInput" });
export type MilestonePlanInput = z.input<typeof milestonePlanSchema>;
export type MilestonePlan = z.output<typeof milestonePlanSchema>;

/** Milestones are delivered in their order: a dated one is not due before any dated one above it. */
function refineDueDatesInOrder(plans: MilestonePlan[], ctx: z.RefinementCtx) {
  let latest: string | undefined;
  plans.forEach((plan, index) => {
    if (!plan.dueDate) return;
    // Calendar dates (YYYY-MM-DD) compare as text.
    if (latest !== undefined && plan.dueDate < latest) {
      ctx.addIssue({ code: "custom", path: [index, "dueDate"], message: LIFECYCLE_MESSAGES.milestoneDueOutOfOrder });
    }
    if (latest === undefined || plan.dueDate > latest) latest = plan.dueDate;
  });
}

const milestonePlansSchema = z
  .array(milestonePlanSchema)
  .min(1, LIFECYCLE_MESSAGES.milestonesCount)
  .max(LIFECYCLE_LIMITS.milestonesMax, LIFECYCLE_MESSAGES.milestonesCount)
  .superRefine(refineDueDatesInOrder);

/** On a proposal, an empty list is no split: one milestone of the whole quote. */
const proposalMilestonesSchema = z
  .array(milestonePlanSchema)
  .max(LIFECYCLE_LIMITS.milestonesMax, LIFECYCLE_MESSAGES.milestonesCount)
  .superRefine(refineDueDatesInOrder);

/** The milestones must add up to the quote to the cent (checked on the form and on the server). */
function refineMilestonesSum(value: { quote: string; milestones?: MilestonePlan[] }, ctx: z.RefinementCtx) {
  if (!value.milestones || value.milestones.length === 0) return;
  const sum = value.milestones.reduce((total, m) => total + centsOf(m.amount), 0);
  if (sum !== centsOf(value.quote)) {
    ctx.addIssue({ code: "custom", path: ["milestones"], message: LIFECYCLE_MESSAGES.milestonesSum });
  }
}

/**
 * The milestones of a quote: those given, or one milestone of the whole quote (a single-payment
 * proposal is one milestone, so every deal has the same shape).
 */
export function milestonePlans(quote: string, milestones: MilestonePlan[] | undefined): MilestonePlan[] {
  return milestones && milestones.length > 0 ? milestones : [{ title: SINGLE_MILESTONE_TITLE, amount: quote, dueDate: undefined }];
}

/**
 * The other way round, for a form editing a proposal: its milestones as form rows, or none when it
 * is the one milestone of the whole quote that `milestonePlans` makes of no split.
 */
export function editableMilestonePlans(
  quote: string,
  milestones: readonly { title: string; amount: string; dueDate: string | null }[],
): MilestonePlanInput[] {
  const [only] = milestones;
  if (milestones.length === 1 && only?.title === SINGLE_MILESTONE_TITLE && centsOf(only.amount) === centsOf(quote)) return [];
  return milestones.map((m) => ({ title: m.title, amount: m.amount, dueDate: m.dueDate ?? "" }));
}

/** GET/POST /api/jobs/{id}/milestones: the job. */
export const jobMilestonesInputSchema = z.object({ id: idSchema("Job id") });
export type JobMilestonesInput = z.input<typeof jobMilestonesInputSchema>;

/** POST /api/jobs/{id}/milestones: the operator replaces the plan of their pending proposal. */
export const setMilestonesSchema = z.object({ id: idSchema("Job id"), milestones: milestonePlansSchema });
export type SetMilestonesInput = z.input<typeof setMilestonesSchema>;
export type SetMilestonesValues = z.output<typeof setMilestonesSchema>;

export const milestoneIdInputSchema = z.object({ id: idSchema("Milestone id") });
export type MilestoneIdInput = z.input<typeof milestoneIdInputSchema>;

/** Fund one milestone, or (`all`) it and every later one not funded yet. */
export const fundMilestoneSchema = z.object({ id: idSchema("Milestone id"), all: z.boolean().default(false) });
export type FundMilestoneInput = z.input<typeof fundMilestoneSchema>;

export const deliverMilestoneSchema = z.object({
  id: idSchema("Milestone id"),
  note: requiredText("Delivery note", LIFECYCLE_LIMITS.deliveryNoteMax),
});
export type DeliverMilestoneInput = z.input<typeof deliverMilestoneSchema>;

/** What a proposal says: quote, message, timeline and up to 10 milestones adding up to the quote (none, or [], means one milestone of the whole quote). */
const proposalContentShape = {
  quote: quoteSchema,
  message: proposalMessageSchema,
  timeline: proposalTimelineSchema,
  milestones: proposalMilestonesSchema.optional(),
};

/** The operator's proposal form, for a new proposal and an edit alike (the job or proposal id is added on sending). */
export const proposalContentSchema = z.object(proposalContentShape).superRefine(refineMilestonesSum);
export type ProposalContentInput = z.input<typeof proposalContentSchema>;
export type ProposalContentValues = z.output<typeof proposalContentSchema>;

/** proposals.create and POST /api/requests/{id}/proposals. */
export const createProposalSchema = z.object({ jobId: idSchema("Job id"), ...proposalContentShape }).superRefine(refineMilestonesSum);
export type CreateProposalInput = z.input<typeof createProposalSchema>;
export type CreateProposalValues = z.output<typeof createProposalSchema>;

/** Editing one's own pending proposal: the same fields as the form, all sent again. */
export const updateProposalSchema = z.object({ id: idSchema("Proposal id"), ...proposalContentShape }).superRefine(refineMilestonesSum);
export type UpdateProposalInput = z.input<typeof updateProposalSchema>;
export type UpdateProposalValues = z.output<typeof updateProposalSchema>;

/** The operator's "my proposals" list, optionally by status. */
export const myProposalsSchema = z
  .object({
    status: z.enum(PROPOSAL_STATUSES, { error: "Please choose a valid status" }).optional(),
    page: pageNumberSchema,
    pageSize: pageSizeSchema(),
  })
  .default({ page: 1, pageSize: LIMITS.pageSizeDefault });
export type MyProposalsInput = z.input<typeof myProposalsSchema>;
export type MyProposalsQuery = z.output<typeof myProposalsSchema>;

// ---------------------------------------------------------------------------------------------
// Reviews

const ratingSchema = z
  .number({ error: "Rating is required" })
  .int("Rating must be a whole number of stars")
  .min(1, "Rating must be between 1 and 5")
  .max(5, "Rating must be between 1 and 5");

const reviewCommentSchema = z
  .string({ error: "Comment must be text" })
  .trim()
  .max(
    LIFECYCLE_LIMITS.reviewCommentMax,
    `Comment cannot exceed ${LIFECYCLE_LIMITS.reviewCommentMax} characters`,
  )
  .optional()
  .transform((value) => (value ? value : null));

/** Write Review on a completed project. */
export const createReviewSchema = z.object({
  jobId: idSchema("Job id"),
  rating: ratingSchema,
  comment: reviewCommentSchema,
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;
export type CreateReviewValues = z.output<typeof createReviewSchema>;

/** Edit Review, within the review period. */
export const updateReviewSchema = z.object({
  id: idSchema("Review id"),
  rating: ratingSchema,
  comment: reviewCommentSchema,
});
export type UpdateReviewInput = z.input<typeof updateReviewSchema>;
export type UpdateReviewValues = z.output<typeof updateReviewSchema>;

/** Reviews shown on a listing or an operator card. */
export const operatorReviewsSchema = z.object({
  operatorId: idSchema("Operator id"),
  page: pageNumberSchema,
  pageSize: pageSizeSchema(),
});
export type OperatorReviewsInput = z.input<typeof operatorReviewsSchema>;

/** Reviews shown on a listing's page: its operator's (GET /api/listings/{id}/reviews). */
export const listingReviewsSchema = z.object({
  id: idSchema("Listing id"),
  page: pageNumberSchema,
  pageSize: pageSizeSchema(),
});

// ---------------------------------------------------------------------------------------------
// Messages

/** Open (or find) the thread of a job: the customer names the operator; an operator is themself. */
export const openConversationSchema = z.object({
  jobId: idSchema("Job id"),
  operatorId: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type OpenConversationInput = z.input<typeof openConversationSchema>;

export const conversationIdInputSchema = z.object({ conversationId: idSchema("Conversation id") });
export type ConversationIdInput = z.input<typeof conversationIdInputSchema>;

export const listMessagesSchema = z.object({
  conversationId: idSchema("Conversation id"),
  page: pageNumberSchema,
  pageSize: pageSizeSchema(LIMITS.pageSizeMax),
});
export type ListMessagesInput = z.input<typeof listMessagesSchema>;

/** A message: text, files, or both — text is required only when nothing is attached. */
/**
 * Ids of files uploaded beforehand (ATTACHMENT_PATHS.uploads) that a message — or a dispute's
 * opening or thread message, as evidence — carries: at most ATTACHMENT_LIMITS.perMessage, each once.
 */
export const attachmentIdsSchema = z
  .array(z.string({ error: ATTACHMENT_MESSAGES.unknown }).trim().uuid(ATTACHMENT_MESSAGES.unknown))
  .max(ATTACHMENT_LIMITS.perMessage, ATTACHMENT_MESSAGES.tooMany)
  .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, ATTACHMENT_MESSAGES.unknown)
  .optional();

export const sendMessageSchema = z
  .object({
    conversationId: idSchema("Conversation id"),
    body: z
      .string({ error: isRequired("Message") })
      .trim()
      .max(LIFECYCLE_LIMITS.messageBodyMax, tooLong("Message", LIFECYCLE_LIMITS.messageBodyMax))
      .default(""),
    /** Files uploaded into this conversation beforehand (see ATTACHMENT_PATHS.uploads), sent with the message. */
    attachmentIds: attachmentIdsSchema,
  })
  .refine((message) => message.body.length > 0 || (message.attachmentIds?.length ?? 0) > 0, {
    path: ["body"],
    message: isRequired("Message"),
  });
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** Contact Operator on a listing: a direct message to its operator, no job needed. */
export const contactOperatorSchema = z.object({
  listingId: idSchema("Listing id"),
  body: requiredText("Message", LIFECYCLE_LIMITS.messageBodyMax),
});
export type ContactOperatorInput = z.input<typeof contactOperatorSchema>;

export const pageInputSchema = z
  .object({ page: pageNumberSchema, pageSize: pageSizeSchema() })
  .default({ page: 1, pageSize: LIMITS.pageSizeDefault });
export type PageInput = z.input<typeof pageInputSchema>;

// ---------------------------------------------------------------------------------------------
// Notifications

export const listNotificationsSchema = z
  .object({
    // A query string carries "true" or "false" (GET /api/notifications?unreadOnly=true).
    unreadOnly: z
      .union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")], {
        error: "unreadOnly must be true or false",
      })
      .default(false),
    page: pageNumberSchema,
    pageSize: pageSizeSchema(),
  })
  .default({ unreadOnly: false, page: 1, pageSize: LIMITS.pageSizeDefault });
export type ListNotificationsInput = z.input<typeof listNotificationsSchema>;

/** Mark some notifications read, or all of them when `ids` is left out. */
export const markNotificationsReadSchema = z
  .object({
    ids: z
      .array(idSchema("Notification id"), { error: "ids must be a list" })
      .max(100, "At most 100 notifications at a time")
      .optional(),
  })
  .default({});
export type MarkNotificationsReadInput = z.input<typeof markNotificationsReadSchema>;

// ---------------------------------------------------------------------------------------------
// Invoices

export const listInvoicesSchema = z
  .object({
    status: z.enum(INVOICE_STATUSES, { error: "Please choose a valid status" }).optional(),
    page: pageNumberSchema,
    pageSize: pageSizeSchema(),
  })
  .default({ page: 1, pageSize: LIMITS.pageSizeDefault });
export type ListInvoicesInput = z.input<typeof listInvoicesSchema>;

export const invoiceIdInputSchema = z.object({ id: idSchema("Invoice id") });
export type InvoiceIdInput = z.input<typeof invoiceIdInputSchema>;

// ---------------------------------------------------------------------------------------------
// Payouts

/** Where Stripe sends the operator back after Connect onboarding (a path of this site). */
export const payoutOnboardingSchema = z
  .object({
    returnPath: z
      .string()
      .trim()
      .regex(/^\/(?!\/)[^\s]*$/, "Return path must be a path of this site")
      .default("/dashboard/operator"),
  })
  .default({ returnPath: "/dashboard/operator" });
export type PayoutOnboardingInput = z.input<typeof payoutOnboardingSchema>;

// ---------------------------------------------------------------------------------------------
// Where lifecycle notifications and e-mails lead (the screens use the same paths)

export const LIFECYCLE_PATHS = {
  job: (jobId: string) => `/jobs/${jobId}`,
  operatorProposals: "/dashboard/operator/proposals",
  operatorDashboard: "/dashboard/operator",
  customerDashboard: "/dashboard/customer",
  reviews: "/dashboard/customer/reviews",
  invoices: "/dashboard/customer/invoices",
  conversation: (conversationId: string) => `/messages/${conversationId}`,
  invoicePdf: (invoiceId: string) => `/api/invoices/${invoiceId}/pdf`,
  creditNotePdf: (creditNoteId: string) => `/api/credit-notes/${creditNoteId}/pdf`,
  adminDisputes: "/admin/disputes",
  adminMoney: "/admin/money",
} as const;
