import { z } from "zod";
import { jobCategoryLabel, optionLabel, optionsOf, optionValues, requirementLabel, TIMELINES } from "./constants";

/**
 * The investor demo (docs/product.md#investor-demo): its value lists, delays, fees and the demo job form's
 * schema. The demo is simulated: nothing here is stored; the form and the pages share these.
 */

/**
 * Demo job categories (docs/product.md#investor-demo): the demo's own values (underscores); where the
 * product has the same category or requirement, its label is the product's.
 */
export const DEMO_JOB_CATEGORIES = optionsOf({
  aerial_photography: jobCategoryLabel("photography"),
  building_inspection: "Building Inspection",
  mapping_surveying: jobCategoryLabel("mapping"),
  thermal_imaging: requirementLabel("thermal-imaging"),
  real_estate: jobCategoryLabel("real-estate"),
  agriculture: jobCategoryLabel("agriculture"),
});
export type DemoJobCategory = (typeof DEMO_JOB_CATEGORIES)[number]["value"];

/** Demo budget ranges in dollars (docs/product.md#investor-demo). */
export const DEMO_BUDGET_RANGES = optionsOf({
  "500-1000": "$500 - $1,000",
  "1000-2000": "$1,000 - $2,000",
  "2000-5000": "$2,000 - $5,000",
  "5000-10000": "$5,000 - $10,000",
  "10000+": "$10,000+",
});
export type DemoBudgetRange = (typeof DEMO_BUDGET_RANGES)[number]["value"];

/** How a demo budget range reads ("$2,000 - $5,000"); an unknown value reads as itself. */
export function demoBudgetLabel(value: string): string {
  return optionLabel(DEMO_BUDGET_RANGES, value);
}

/** Demo requirements (docs/product.md#investor-demo): the product's requirements, in the demo's order and values. */
export const DEMO_REQUIREMENTS = optionsOf({
  "4k_video": requirementLabel("4k-video"),
  thermal_imaging: requirementLabel("thermal-imaging"),
  night_flight: requirementLabel("night-flight"),
  licensed_pilot: requirementLabel("licensed-pilot"),
  insured: requirementLabel("insured"),
  raw_photos: requirementLabel("raw-photos"),
});
export type DemoRequirement = (typeof DEMO_REQUIREMENTS)[number]["value"];

/**
 * The spec does not show the demo's timeline values; the demo offers the same choices as the
 * customer job request (asap means 1 to 3 days).
 */
export const DEMO_TIMELINES = TIMELINES;
export type DemoTimeline = (typeof DEMO_TIMELINES)[number]["value"];

/** Delays of the scripted flow (docs/product.md#investor-demo): 1.5 s, 2 s and 2 s. */
export const DEMO_DELAYS_MS = {
  /** Post job: the simulated submit. */
  postJob: 1500,
  /** Post job: from "Job Posted Successfully" to the proposals. */
  toProposals: 2000,
  /** Accepting a proposal, then the payment step. */
  acceptProposal: 1500,
  /** Paying: the simulated card charge. */
  payment: 2000,
  /** From the escrow message to the completion step. */
  toCompletion: 2000,
} as const;

/** The investor dashboard's counters and feed tick every 15 seconds (docs/product.md#investor-demo). */
export const DEMO_TICK_INTERVAL_MS = 15_000;

/** The investor dashboard shows a 10% platform fee (docs/product.md#investor-demo). */
export const DEMO_PLATFORM_FEE_PERCENT = 10;

/** The demo payment: a 2.9% fee on a 3500 quote (docs/product.md#investor-demo). Money is in integer cents. */
export const DEMO_PAYMENT_QUOTE_CENTS = 350_000;
export const DEMO_PAYMENT_FEE_BASIS_POINTS = 290;
export const DEMO_PAYMENT_FEE_LABEL = "2.9%";

/** The card test number (docs/product.md#investor-demo), prefilled in the demo payment form. */
export const DEMO_TEST_CARD_NUMBER = "4242 4242 4242 4242";

/** docs/product.md#investor-demo: "Proposals are expected within 24 to 48 hours (shown as text)". */
export const DEMO_PROPOSALS_EXPECTED_TEXT = "Proposals are expected within 24-48 hours.";

/**
 * Demo toasts and the payment's escrow message (docs/product.md#investor-demo). Only one toast shows at a time and
 * "Payment Successful" and "Funds Secured" happen at the same moment, so the payment screen shows
 * "Payment Successful" as the heading of its escrow message and the toast says "Funds Secured".
 */
export const DEMO_TOASTS = {
  jobPosted: {
    title: "Job Posted Successfully",
    description: `${DEMO_PROPOSALS_EXPECTED_TEXT} For this demo, they are arriving now.`,
  },
  fundsSecured: {
    title: "Funds Secured",
    description: "Payment Successful: your funds are held in escrow until job completion.",
  },
} as const;
export const DEMO_PAYMENT_SUCCESS_TITLE = "Payment Successful";
export const DEMO_ESCROW_MESSAGE = "Funds Secured: held in escrow until job completion.";

/** The five steps of the scripted demo, with their routes (docs/product.md#investor-demo). */
export const DEMO_FLOW_STEPS = [
  { step: 1, title: "Post a Job", description: "Describe the drone job, budget and requirements.", href: "/demo/post-job" },
  { step: 2, title: "Review Proposals", description: "Certified operators send quotes; accept the best fit.", href: "/demo/proposals" },
  { step: 3, title: "Secure Payment", description: "Pay through the platform; funds are held in escrow.", href: "/demo/payment" },
  { step: 4, title: "Job Completion", description: "The operator delivers; escrow releases the payout.", href: "/demo/completion" },
  { step: 5, title: "Rate the Operator", description: "Leave a rating and review to build trust.", href: "/demo/ratings" },
] as const;
export type DemoFlowStep = (typeof DEMO_FLOW_STEPS)[number];

/** Demo job validation messages (docs/product.md#investor-demo). */
export const DEMO_JOB_MESSAGES = {
  title: "Title must be at least 5 characters",
  description: "Description must be at least 20 characters",
  category: "Please select a category",
  location: "Location must be at least 5 characters",
  budget: "Please select a budget range",
  timeline: "Please select a timeline",
} as const;

export const DEMO_JOB_LIMITS = {
  titleMin: 5,
  titleMax: 200,
  descriptionMin: 20,
  descriptionMax: 5000,
  locationMin: 5,
  locationMax: 200,
} as const;

/** The demo post-job form (docs/product.md#investor-demo). */
export const demoJobSchema = z.object({
  title: z
    .string({ error: DEMO_JOB_MESSAGES.title })
    .trim()
    .min(DEMO_JOB_LIMITS.titleMin, DEMO_JOB_MESSAGES.title)
    .max(DEMO_JOB_LIMITS.titleMax, `Title cannot exceed ${DEMO_JOB_LIMITS.titleMax} characters`),
  description: z
    .string({ error: DEMO_JOB_MESSAGES.description })
    .trim()
    .min(DEMO_JOB_LIMITS.descriptionMin, DEMO_JOB_MESSAGES.description)
    .max(DEMO_JOB_LIMITS.descriptionMax, `Description cannot exceed ${DEMO_JOB_LIMITS.descriptionMax} characters`),
  category: z.enum(optionValues(DEMO_JOB_CATEGORIES), { error: DEMO_JOB_MESSAGES.category }),
  location: z
    .string({ error: DEMO_JOB_MESSAGES.location })
    .trim()
    .min(DEMO_JOB_LIMITS.locationMin, DEMO_JOB_MESSAGES.location)
    .max(DEMO_JOB_LIMITS.locationMax, `Location cannot exceed ${DEMO_JOB_LIMITS.locationMax} characters`),
  budget: z.enum(optionValues(DEMO_BUDGET_RANGES), { error: DEMO_JOB_MESSAGES.budget }),
  requirements: z
    .array(z.enum(optionValues(DEMO_REQUIREMENTS), { error: "Please select valid requirements" }))
    .default([])
    .transform((list) => [...new Set(list)]),
  timeline: z.enum(optionValues(DEMO_TIMELINES), { error: DEMO_JOB_MESSAGES.timeline }),
});
export type DemoJobInput = z.input<typeof demoJobSchema>;
export type DemoJobValues = z.output<typeof demoJobSchema>;

/** The rating step (the spec shows no rules; a star rating from 1 to 5 is required). */
export const DEMO_REVIEW_MAX = 1000;
export const demoRatingSchema = z.object({
  rating: z
    .number({ error: "Please select a rating" })
    .int("Please select a rating")
    .min(1, "Please select a rating")
    .max(5, "Please select a rating"),
  review: z
    .string()
    .trim()
    .max(DEMO_REVIEW_MAX, `Review cannot exceed ${DEMO_REVIEW_MAX} characters`)
    .default(""),
});
export type DemoRatingInput = z.input<typeof demoRatingSchema>;
export type DemoRatingValues = z.output<typeof demoRatingSchema>;

/** Which sample proposal a step is about (carried between the demo pages in the URL). */
export const demoProposalRefSchema = z
  .object({ proposalId: z.string().trim().max(64).optional() })
  .default({ proposalId: undefined });
export type DemoProposalRefInput = z.input<typeof demoProposalRefSchema>;

/**
 * A percentage (in basis points) of an amount in cents, rounded half-up to whole dollars: the
 * demo payment shows "the total equals the quote plus the rounded fee" (docs/product.md#investor-demo), so
 * 2.9% of $3,500 = $101.50 is shown as $102. Integer arithmetic only, no float error.
 */
export function feeRoundedToDollarCents(amountCents: number, basisPoints: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new Error("amountCents must be a whole, non-negative number of cents");
  }
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) {
    throw new Error("basisPoints must be a whole, non-negative number");
  }
  // amountCents × basisPoints is the fee in 1/10,000 of a cent; a dollar is 1,000,000 of those.
  const unitsPerDollar = 1_000_000;
  const dollars = Math.floor((amountCents * basisPoints + unitsPerDollar / 2) / unitsPerDollar);
  return dollars * 100;
}

/** The demo payment's breakdown: quote, 2.9% fee (rounded) and total = quote + rounded fee. */
export function demoPaymentBreakdown(quoteCents: number = DEMO_PAYMENT_QUOTE_CENTS) {
  const feeCents = feeRoundedToDollarCents(quoteCents, DEMO_PAYMENT_FEE_BASIS_POINTS);
  return {
    quoteCents,
    feeBasisPoints: DEMO_PAYMENT_FEE_BASIS_POINTS,
    feeLabel: DEMO_PAYMENT_FEE_LABEL,
    feeCents,
    totalCents: quoteCents + feeCents,
  };
}
export type DemoPaymentBreakdown = ReturnType<typeof demoPaymentBreakdown>;
