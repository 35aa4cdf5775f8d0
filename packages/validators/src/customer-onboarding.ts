import { z } from "zod";
import { isPhoneNumber, PHONE_NUMBER_CHECK } from "./phone";
import { LIMITS, ONBOARDING_JOB_CATEGORIES, ONBOARDING_PREFERRED_CONTACTS, optionLabel, optionValues, TIMELINES } from "./constants";
import { jobCurrencySchema, jobLocationSchema } from "./jobs";
import { typedAmountText } from "./money";

/** Customer onboarding (docs/product.md#customer-onboarding): the contact step, the card step and the first job. */

export const CUSTOMER_ONBOARDING_MESSAGES = {
  fullName: "Full name is required",
  phoneNumber: "Valid phone number is required",
  preferredContact: "Select a preferred contact method",
  title: "Job title is required",
  description: "Provide a detailed description",
  category: "Select a category",
  budgetMin: `Minimum budget is $${LIMITS.budgetMinFloor}`,
  budgetMax: `Maximum budget must be at least $${LIMITS.budgetMaxFloor}`,
  budgetOrder: "Maximum budget must be at least the minimum budget",
  budgetWhole: "Enter the budget in whole dollars",
  budgetTooLarge: `Budget cannot exceed $${(10_000_000).toLocaleString("en-US")}`,
  timeline: "Select a timeline",
  paymentMethodId: "Payment method is required",
  cardNumber: "Enter a valid card number",
  cardExpiry: "Enter the expiry date as MM/YY",
  cardCvc: "Enter the 3 or 4 digit security code",
} as const;

const M = CUSTOMER_ONBOARDING_MESSAGES;

/** The job_requests budget columns are integers: whole dollars, bounded well inside int4. */
export const ONBOARDING_BUDGET_MAX = 10_000_000;

const CATEGORY_VALUES = optionValues(ONBOARDING_JOB_CATEGORIES);
const TIMELINE_VALUES = optionValues(TIMELINES);
export type OnboardingJobCategory = (typeof CATEGORY_VALUES)[number];
export type OnboardingTimeline = (typeof TIMELINE_VALUES)[number];

export function onboardingTimelineLabel(value: string): string {
  return optionLabel(TIMELINES, value);
}

// ---------------------------------------------------------------------------------------------
// Step 2: Contact & Billing (contact part)

export const customerContactSchema = z.object({
  fullName: z
    .string({ error: M.fullName })
    .trim()
    .min(2, M.fullName)
    .max(100, "Full name cannot exceed 100 characters"),
  phoneNumber: z
    .string({ error: M.phoneNumber })
    .trim()
    .min(10, M.phoneNumber)
    .max(40, "Phone number cannot exceed 40 characters")
    .refine(isPhoneNumber, PHONE_NUMBER_CHECK),
  companyName: z
    .string({ error: "Company name must be text" })
    .trim()
    .max(200, "Company name cannot exceed 200 characters")
    .nullish()
    .transform((value) => (value ? value : undefined)),
  preferredContact: z.enum(ONBOARDING_PREFERRED_CONTACTS, { error: M.preferredContact }),
});
export type CustomerContactInput = z.input<typeof customerContactSchema>;
export type CustomerContactValues = z.output<typeof customerContactSchema>;

export const ONBOARDING_CONTACT_OPTIONS = [
  { value: "email", label: "Email" },
  { value: "phone", label: "Phone" },
  { value: "both", label: "Both" },
] as const satisfies readonly { value: (typeof ONBOARDING_PREFERRED_CONTACTS)[number]; label: string }[];

// ---------------------------------------------------------------------------------------------
// Step 2: Contact & Billing (card part)

/** POST /api/customer/payment-method: the id the card provider gave the browser. */
export const savePaymentMethodSchema = z.object({
  paymentMethodId: z
    .string({ error: M.paymentMethodId })
    .trim()
    .min(1, M.paymentMethodId)
    .max(255, "Payment method id is too long"),
});
export type SavePaymentMethodInput = z.input<typeof savePaymentMethodSchema>;

/** "12/30" or "12 / 2030" → month and four-digit year. */
function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[2]);
  return { expMonth: Number(match[1]), expYear: year < 100 ? 2000 + year : year };
}

/**
 * The offline gateway's test card form (test mode only; Stripe Elements replaces it when Stripe is
 * configured). Checks the shape; the gateway decides whether the card is valid or declined.
 */
export const testCardSchema = z
  .object({
    number: z
      .string({ error: M.cardNumber })
      .transform((value) => value.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^\d{12,19}$/, M.cardNumber)),
    expiry: z
      .string({ error: M.cardExpiry })
      .refine((value) => parseExpiry(value) !== null, M.cardExpiry),
    cvc: z.string({ error: M.cardCvc }).trim().regex(/^\d{3,4}$/, M.cardCvc),
  })
  .transform(({ number, expiry, cvc }) => {
    // The refine above guarantees a parsable expiry.
    const { expMonth, expYear } = parseExpiry(expiry) ?? { expMonth: 0, expYear: 0 };
    return { number, expMonth, expYear, cvc };
  });
export type TestCardInput = z.input<typeof testCardSchema>;
export type TestCardValues = z.output<typeof testCardSchema>;

export const TEST_CARD_HINT = "Test mode: use 4242 4242 4242 4242";

// ---------------------------------------------------------------------------------------------
// Step 4: Create Your First Job Request (POST /api/job-requests)

/** A whole-dollar amount from a number or typed text ("1,200": `typedAmountText`); "" counts as missing. */
function wholeDollars(message: string, floor: number) {
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((value) => {
      if (typeof value === "number") return value;
      const text = typedAmountText(value);
      return text === "" ? NaN : Number(text);
    })
    .pipe(
      z
        .number({ error: message })
        .min(floor, message)
        .int(M.budgetWhole)
        .max(ONBOARDING_BUDGET_MAX, M.budgetTooLarge),
    );
}

export const onboardingJobRequestSchema = z
  .object({
    title: z
      .string({ error: M.title })
      .trim()
      .min(5, M.title)
      .max(200, "Job title cannot exceed 200 characters"),
    // Text in, a category out: the form's select starts empty ("").
    category: z.string({ error: M.category }).pipe(z.enum(CATEGORY_VALUES, { error: M.category })),
    description: z
      .string({ error: M.description })
      .trim()
      .min(20, M.description)
      .max(5000, "Description cannot exceed 5000 characters"),
    /** Asked like every job form's location (issue 11 item 5): the spec's form has none. */
    location: jobLocationSchema,
    /**
     * The budget's currency, and so the deal's. Not in the spec's payload: left out (or the form's
     * untouched ""), the currency of the job's place (`jobCurrencyOfPlace`), as the form shows it.
     */
    currency: z
      .union([z.literal(""), jobCurrencySchema], { error: "Please select a valid currency" })
      .optional()
      .transform((value) => (value ? value : undefined)),
    budgetMin: wholeDollars(M.budgetMin, LIMITS.budgetMinFloor),
    budgetMax: wholeDollars(M.budgetMax, LIMITS.budgetMaxFloor),
    timeline: z.string({ error: M.timeline }).pipe(z.enum(TIMELINE_VALUES, { error: M.timeline })),
  })
  .refine((job) => job.budgetMax >= job.budgetMin, { message: M.budgetOrder, path: ["budgetMax"] });
export type OnboardingJobRequestInput = z.input<typeof onboardingJobRequestSchema>;
export type OnboardingJobRequestValues = z.output<typeof onboardingJobRequestSchema>;
