import { z } from "zod";
import { isPhoneNumber, PHONE_NUMBER_CHECK } from "./phone";
import {
  AVAILABILITY_OPTIONS,
  DEFAULT_LICENCE_TYPE,
  LIMITS,
  QUALIFICATION_PRESETS,
} from "./constants";
import { EXPIRED_DOCUMENT_MESSAGE, INVALID_DATE_MESSAGE, isCalendarDate, isPastDate } from "./dates";
import { PLACE_MESSAGES, placeNameSchema, serviceAreaListSchema, serviceRadiusSchema } from "./places";
import { isSafeFileUrl, INVALID_FILE_URL_MESSAGE, OPERATOR_PROFILE_MESSAGES, storedFileSchema } from "./profiles";

/**
 * Operator onboarding (docs/product.md#operator-onboarding): the basic-info, documents and profile steps, the merged
 * payload of POST /api/operator-profile, and the admin's review. Step 1 (the account) is
 * `registerSchema` in ./auth. One schema per step: the step's form and the server parse the same one.
 */

export const OPERATOR_ONBOARDING_STEP_LABELS = ["Account", "Basic Info", "Documents", "Profile", "Review"] as const;

/** docs/product.md#operator-onboarding and #constants: the limits (the margin range is LIMITS.onboardingMargin*). */
export const OPERATOR_ONBOARDING_LIMITS = {
  competencyProofMin: 50,
  bioMin: 100,
  bioMax: LIMITS.bioMax,
  /** Licences, insurance policies, portfolio items and images per item. */
  listMax: 20,
  rejectionReasonMin: 10,
} as const;
const L = OPERATOR_ONBOARDING_LIMITS;

/**
 * What "Default Margin (%)" is, under the field: operators asked whether it is Skyhire's fee. It is
 * their own reference for pricing, stored on the profile and never charged or shown to customers.
 */
export const DEFAULT_MARGIN_HINT =
  "Your usual profit over your costs, kept as a reference when you price quotes and listings. It is not Skyhire's fee and customers never see it.";

/** docs/product.md#operator-onboarding gives the limits; the texts are ours, written once here for forms and server. */
export const OPERATOR_ONBOARDING_MESSAGES = {
  fullName: "Full name must be at least 2 characters",
  companyName: "Company name must be at least 2 characters",
  phoneNumber: "Phone number must be at least 10 characters",
  acceptTerms: "You must accept the terms and conditions",
  acceptPrivacy: "You must accept the privacy policy",
  licencesRequired: "Add at least one licence",
  licenceType: "Licence type is required",
  licenceNumber: "Licence number is required",
  insuranceRequired: "Add at least one insurance policy",
  insuranceProvider: "Insurance provider is required",
  policyNumber: "Policy number is required",
  coverageAmount: "Coverage amount is required",
  expiryDate: "Expiry date is required",
  invalidDate: INVALID_DATE_MESSAGE,
  competencyProof: `Proof of competency must be at least ${L.competencyProofMin} characters`,
  bio: `Bio must be at least ${L.bioMin} characters`,
  qualifications: OPERATOR_PROFILE_MESSAGES.qualificationRequired,
  serviceAreas: OPERATOR_PROFILE_MESSAGES.serviceAreaRequired,
  portfolioRequired: "Add at least one portfolio item",
  portfolioTitle: "Project title is required",
  portfolioDescription: "Project description is required",
  projectDate: "Project date is required",
  marginRequired: "Default margin is required",
  marginRange: `Default margin must be between ${LIMITS.onboardingMarginMin} and ${LIMITS.onboardingMarginMax}`,
  availability: "Please select your availability",
  tooLong: (label: string, max: number) => `${label} cannot exceed ${max} characters`,
  rejectionReason: `Reason must be at least ${L.rejectionReasonMin} characters`,
  userId: "Choose an operator",
  token: "This verification link is invalid or has already been used.",
} as const;

const M = OPERATOR_ONBOARDING_MESSAGES;

/** Required text: trimmed, at least `min` characters (1 when only presence matters). */
function text(message: string, options: { min?: number; max: number; label: string }) {
  return z
    .string({ error: message })
    .trim()
    .min(options.min ?? 1, message)
    .max(options.max, M.tooLong(options.label, options.max));
}

/** A calendar date as an <input type="date"> gives it (YYYY-MM-DD), and a real one. */
function isoDate(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((value) => isCalendarDate(value), M.invalidDate);
}

/** An expiry date that has not passed: an expired document is refused when it is given. */
function currentExpiryDate(requiredMessage: string) {
  return isoDate(requiredMessage).refine((value) => !isPastDate(value), EXPIRED_DOCUMENT_MESSAGE);
}


/** An uploaded file's address: one of our uploads or an http(s) address, never javascript:/data:. */
const fileUrl = z.string().trim().max(2000, INVALID_FILE_URL_MESSAGE).refine(isSafeFileUrl, INVALID_FILE_URL_MESSAGE);

/** "" (nothing uploaded yet, as a form holds it) counts as absent. */
const optionalFileUrl = z
  .union([z.literal(""), fileUrl])
  .optional()
  .transform((value) => (value ? value : undefined));

/** The uploaded file itself (name, size, type, url, uploadedAt), null when there is none. */
const optionalDocument = storedFileSchema
  .nullish()
  .transform((value) => value ?? undefined);

function mustBeChecked(message: string) {
  return z.boolean({ error: message }).refine((value) => value, message);
}

// ---------------------------------------------------------------------------------------------
// Step 2: Basic Information

export const operatorBasicInfoSchema = z.object({
  fullName: text(M.fullName, { min: 2, max: 100, label: "Full name" }),
  companyName: text(M.companyName, { min: 2, max: 200, label: "Company name" }),
  phoneNumber: text(M.phoneNumber, { min: 10, max: 40, label: "Phone number" }).refine(isPhoneNumber, PHONE_NUMBER_CHECK),
  acceptTerms: mustBeChecked(M.acceptTerms),
  acceptPrivacy: mustBeChecked(M.acceptPrivacy),
});
export type OperatorBasicInfoInput = z.input<typeof operatorBasicInfoSchema>;
export type OperatorBasicInfoValues = z.output<typeof operatorBasicInfoSchema>;

// ---------------------------------------------------------------------------------------------
// Step 3: Documentation

export const onboardingLicenceSchema = z.object({
  type: text(M.licenceType, { max: 200, label: "Licence type" }),
  number: text(M.licenceNumber, { max: 200, label: "Licence number" }),
  expiryDate: currentExpiryDate(M.expiryDate),
  documentUrl: optionalFileUrl,
  document: optionalDocument,
});

export const onboardingInsuranceSchema = z.object({
  provider: text(M.insuranceProvider, { max: 200, label: "Provider" }),
  policyNumber: text(M.policyNumber, { max: 200, label: "Policy number" }),
  coverageAmount: text(M.coverageAmount, { max: 100, label: "Coverage amount" }),
  expiryDate: currentExpiryDate(M.expiryDate),
  documentUrl: optionalFileUrl,
  document: optionalDocument,
});

export const operatorDocumentsSchema = z.object({
  licenses: z
    .array(onboardingLicenceSchema, { error: M.licencesRequired })
    .min(1, M.licencesRequired)
    .max(L.listMax),
  insuranceDocs: z
    .array(onboardingInsuranceSchema, { error: M.insuranceRequired })
    .min(1, M.insuranceRequired)
    .max(L.listMax),
  competencyProof: text(M.competencyProof, {
    min: L.competencyProofMin,
    max: 5000,
    label: "Proof of competency",
  }),
});
export type OperatorDocumentsInput = z.input<typeof operatorDocumentsSchema>;
export type OperatorDocumentsValues = z.output<typeof operatorDocumentsSchema>;

// ---------------------------------------------------------------------------------------------
// Step 4: Setup Your Profile

const AVAILABILITY_VALUES = AVAILABILITY_OPTIONS.map((a) => a.value) as [
  (typeof AVAILABILITY_OPTIONS)[number]["value"],
  ...(typeof AVAILABILITY_OPTIONS)[number]["value"][],
];
export type Availability = (typeof AVAILABILITY_VALUES)[number];

/** One value of a value set; typed as text on the way in, so a form may start empty. */
function choice<T extends string>(values: readonly [T, ...T[]], message: string) {
  return z.string({ error: message }).pipe(z.enum(values, { error: message }));
}

/** A non-empty list of values from one value set, without duplicates. */
function choiceList<T extends string>(values: readonly [T, ...T[]], message: string) {
  return z
    .array(choice(values, message), { error: message })
    .min(1, message)
    .transform((list) => [...new Set(list)]);
}

export const onboardingPortfolioItemSchema = z.object({
  title: text(M.portfolioTitle, { max: 200, label: "Project title" }),
  description: text(M.portfolioDescription, { max: 2000, label: "Project description" }),
  projectDate: isoDate(M.projectDate),
  imageUrl: optionalFileUrl,
  /** The uploaded images (the editor's media list, docs/product.md#operator-profile-editor); the first one is also `imageUrl`. */
  media: z.array(storedFileSchema).max(L.listMax).default([]),
});

export const operatorProfileStepSchema = z.object({
  bio: text(M.bio, { min: L.bioMin, max: L.bioMax, label: "Bio" }),
  location: z.string({ error: PLACE_MESSAGES.baseRequired }).trim().min(1, PLACE_MESSAGES.baseRequired).pipe(placeNameSchema),
  serviceRadiusKm: serviceRadiusSchema,
  // The editor's vocabulary (issue 11 §4): presets by value, service areas as cities.
  qualifications: choiceList(QUALIFICATION_PRESETS, M.qualifications),
  serviceAreas: serviceAreaListSchema(M.serviceAreas),
  portfolioItems: z
    .array(onboardingPortfolioItemSchema, { error: M.portfolioRequired })
    .min(1, M.portfolioRequired)
    .max(L.listMax),
  defaultMargin: z
    .number({ error: M.marginRequired })
    .min(LIMITS.onboardingMarginMin, M.marginRange)
    .max(LIMITS.onboardingMarginMax, M.marginRange),
  availability: choice(AVAILABILITY_VALUES, M.availability),
});
export type OperatorProfileStepInput = z.input<typeof operatorProfileStepSchema>;
export type OperatorProfileStepValues = z.output<typeof operatorProfileStepSchema>;

// ---------------------------------------------------------------------------------------------
// The merged payload (POST /api/operator-profile, tRPC operatorOnboarding.submit)

export const operatorOnboardingSchema = z.object({
  ...operatorBasicInfoSchema.shape,
  ...operatorDocumentsSchema.shape,
  ...operatorProfileStepSchema.shape,
});
export type OperatorOnboardingInput = z.input<typeof operatorOnboardingSchema>;
export type OperatorOnboardingValues = z.output<typeof operatorOnboardingSchema>;

/** A new licence row as the form starts it (docs/product.md#operator-onboarding: type defaults to CAA License). */
export function emptyOnboardingLicence() {
  return { type: DEFAULT_LICENCE_TYPE, number: "", expiryDate: "", documentUrl: "", document: null };
}

export function emptyOnboardingInsurance() {
  return { provider: "", policyNumber: "", coverageAmount: "", expiryDate: "", documentUrl: "", document: null };
}

export function emptyOnboardingPortfolioItem() {
  return { title: "", description: "", projectDate: "", imageUrl: "", media: [] };
}

// ---------------------------------------------------------------------------------------------
// Admin review and e-mail verification

const userIdSchema = z.string({ error: M.userId }).trim().min(1, M.userId).max(100, M.userId);

export const approveOperatorSchema = z.object({ userId: userIdSchema });
export type ApproveOperatorInput = z.input<typeof approveOperatorSchema>;

export const rejectOperatorSchema = z.object({
  userId: userIdSchema,
  reason: text(M.rejectionReason, { min: L.rejectionReasonMin, max: 1000, label: "Reason" }),
});
export type RejectOperatorInput = z.input<typeof rejectOperatorSchema>;

export const pendingOperatorsSchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
  })
  .default({ page: 1, pageSize: LIMITS.pageSizeDefault });
export type PendingOperatorsInput = z.input<typeof pendingOperatorsSchema>;

export const verifyEmailSchema = z.object({ token: z.string({ error: M.token }).trim().min(1, M.token).max(200, M.token) });

/** What the verification link's landing page says (docs/product.md#operator-onboarding: a verification e-mail follows registration). */
export const EMAIL_VERIFICATION_MESSAGES = {
  verifiedTitle: "Email Verified",
  verified: "Your email address has been verified. Thank you!",
  invalidTitle: "Verification Failed",
  invalid: M.token,
  expired: "This verification link has expired. Please request a new one.",
  resent: "We have sent you a new verification link.",
  alreadyVerified: "Your email address is already verified.",
} as const;

export type EmailVerificationOutcome = "verified" | "invalid" | "expired";
