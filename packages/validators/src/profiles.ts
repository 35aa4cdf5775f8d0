import { z } from "zod";
import { isPhoneNumber, PHONE_NUMBER_CHECK } from "./phone";
import { fullNameSchema } from "./auth";
import { canonicalQualification, CURRENCIES, DEFAULT_CURRENCY, LIMITS, ONBOARDING_PREFERRED_CONTACTS } from "./constants";
import { EXPIRED_DOCUMENT_MESSAGE, INVALID_DATE_MESSAGE, isCalendarDate, isPastDate } from "./dates";
import { PLACE_MESSAGES, placeNameSchema, serviceAreaListSchema, serviceRadiusSchema } from "./places";
import { OWN_UPLOAD_URL } from "./uploads";

/** Optional text: trimmed, and an empty value counts as absent. */
function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} cannot exceed ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : undefined));
}

// ---------------------------------------------------------------------------------------------
// Customer profile (docs/product.md#customer-profile)

export const customerProfileSchema = z.object({
  name: fullNameSchema,
  phone: optionalText("Phone", 40).refine((value) => value === undefined || isPhoneNumber(value), PHONE_NUMBER_CHECK),
  company: optionalText("Company", 200),
  // The profile screen offers email or phone (docs/product.md#customer-profile); customer onboarding also stores "both"
  // (docs/product.md#customer-onboarding), which a later profile save must keep rather than refuse.
  preferredContact: z
    .enum(ONBOARDING_PREFERRED_CONTACTS, { error: "Preferred contact must be email or phone" })
    .default("email"),
}).meta({ id: "CustomerProfileInput" });
export type CustomerProfileInput = z.input<typeof customerProfileSchema>;
export type CustomerProfileValues = z.output<typeof customerProfileSchema>;

// ---------------------------------------------------------------------------------------------
// Operator profile (docs/product.md#operator-profile-editor)

export const INVALID_FILE_URL_MESSAGE = "Please upload the file again";

/**
 * Where a profile's file lives: only an upload of ours (/api/uploads/{id}, /api/documents/{id}),
 * which the service then checks is the caller's own. Never an outside address: a profile is shown
 * to every visitor, whose browser would fetch it (a tracker, an internal address, another's image).
 */
export function isSafeFileUrl(value: string): boolean {
  return OWN_UPLOAD_URL.test(value);
}

const fileUrlSchema = z
  .string()
  .trim()
  .max(2000, INVALID_FILE_URL_MESSAGE)
  .refine(isSafeFileUrl, INVALID_FILE_URL_MESSAGE);

/** A file as the editor holds it (name, size, type, url, uploadedAt). */
export const storedFileSchema = z.object({
  name: z.string().max(300),
  size: z.number().nonnegative(),
  type: z.string().max(200),
  url: fileUrlSchema,
  uploadedAt: z.string().max(100),
}).meta({ id: "StoredFileInput" });

const shortText = z.string().trim().max(200);

/**
 * An expiry date in the editor: empty while a draft is incomplete, else a calendar date (the same
 * rule as onboarding's), refused once it has passed (the document no longer counts).
 */
const editorExpiryDate = shortText
  .refine((value) => value === "" || isCalendarDate(value), INVALID_DATE_MESSAGE)
  .refine((value) => !isPastDate(value), EXPIRED_DOCUMENT_MESSAGE);

export const licenceSchema = z.object({
  type: shortText,
  number: shortText,
  expiryDate: editorExpiryDate,
  documentUrl: fileUrlSchema.optional(),
  document: storedFileSchema.optional(),
}).meta({ id: "LicenceInput" });

export const insuranceDocSchema = z.object({
  provider: shortText,
  policyNumber: shortText,
  coverageAmount: shortText,
  expiryDate: editorExpiryDate,
  documentUrl: fileUrlSchema.optional(),
  document: storedFileSchema.optional(),
}).meta({ id: "InsuranceDocInput" });

export const portfolioItemSchema = z.object({
  title: shortText,
  description: z.string().trim().max(2000),
  projectDate: z.string().max(100).optional(),
  imageUrl: fileUrlSchema.optional(),
  media: z.array(storedFileSchema).max(50).default([]),
  mediaUrls: z.array(fileUrlSchema).max(50).default([]),
}).meta({ id: "PortfolioItemInput" });

/** Qualifications: presets stored as their value (any letter case typed), custom ones as typed, no duplicates. */
const qualificationListSchema = z
  .array(z.string().trim().min(1).max(200))
  .max(100)
  .default([])
  .transform((values) => [...new Set(values.map(canonicalQualification))]);

/** "example.com" → "https://example.com"; an http(s) address is kept as typed. */
export function normaliseWebsite(value: string): string {
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

const websiteSchema = z
  .string({ error: "Please enter a valid website" })
  .trim()
  .nullish()
  .transform((value) => (value ? normaliseWebsite(value) : undefined))
  .pipe(
    z
      .url({
        protocol: /^https?$/,
        hostname: z.regexes.domain,
        error: "Please enter a valid website",
      })
      .max(2000, "Please enter a valid website")
      .optional(),
  );

/** docs/product.md#operator-profile-editor: the editor checks the lists at submit and shows these under a 'Validation Error' toast. */
export const OPERATOR_PROFILE_MESSAGES = {
  validationErrorTitle: "Validation Error",
  qualificationRequired: "Please select at least one qualification",
  serviceAreaRequired: "Please select at least one service area",
} as const;

/** The first list the editor's submit rule finds empty (qualifications first), as its message. */
export function missingOperatorListMessage(profile: {
  qualifications?: readonly unknown[] | null;
  serviceAreas?: readonly unknown[] | null;
}): string | null {
  if (!hasItems(profile.qualifications)) return OPERATOR_PROFILE_MESSAGES.qualificationRequired;
  if (!hasItems(profile.serviceAreas)) return OPERATOR_PROFILE_MESSAGES.serviceAreaRequired;
  return null;
}

/** The operator profile's fields; a create (POST) fills the lists and the flags it was not sent. */
const operatorProfileFields = z.object({
    companyName: z
      .string({ error: "Company name must be at least 2 characters" })
      .trim()
      .min(2, "Company name must be at least 2 characters")
      .max(200, "Company name cannot exceed 200 characters"),
    logoUrl: optionalText("Logo", 2000).pipe(fileUrlSchema.optional()),
    website: websiteSchema,
    bio: z
      .string({ error: `Bio must be at least ${LIMITS.bioMin} characters` })
      .trim()
      .min(LIMITS.bioMin, `Bio must be at least ${LIMITS.bioMin} characters`)
      .max(LIMITS.bioMax, `Bio cannot exceed ${LIMITS.bioMax} characters`),
    /** The city the operator works from; absent keeps the stored one (older clients). */
    location: z
      .union([z.literal(""), placeNameSchema], { error: PLACE_MESSAGES.place })
      .optional()
      .transform((value) => (value === "" ? null : value)),
    serviceRadiusKm: serviceRadiusSchema,
    qualifications: qualificationListSchema,
    serviceAreas: serviceAreaListSchema().default([]),
    licences: z.array(licenceSchema).max(50).default([]),
    insuranceDocs: z.array(insuranceDocSchema).max(50).default([]),
    portfolioItems: z.array(portfolioItemSchema).max(50).default([]),
    defaultMargin: z
      .number({ error: "Default margin is required" })
      .min(0, "Default margin must be between 0 and 100")
      .max(100, "Default margin must be between 0 and 100")
      .multipleOf(0.01, "Default margin can have at most 2 decimal places"),
    currency: z
      .enum(CURRENCIES, { error: "Please select a valid currency" })
      .default(DEFAULT_CURRENCY),
    /** true = Save & Publish; false = Save Draft. */
    publish: z.boolean({ error: "Publish must be true or false" }).default(false),
  });

/** Publishing needs a qualification and a service area (the editor's submit rule, on the server too). */
function withPublishRules<Profile extends z.ZodType<{ publish?: boolean; qualifications: unknown; serviceAreas: unknown }>>(
  profile: Profile,
) {
  return profile
    .refine((values) => !values.publish || hasItems(values.qualifications), {
      message: OPERATOR_PROFILE_MESSAGES.qualificationRequired,
      path: ["qualifications"],
      when: () => true,
    })
    .refine((values) => !values.publish || hasItems(values.serviceAreas), {
      message: OPERATOR_PROFILE_MESSAGES.serviceAreaRequired,
      path: ["serviceAreas"],
      when: () => true,
    });
}

export const operatorProfileSchema = withPublishRules(operatorProfileFields).meta({ id: "OperatorProfileInput" });

/** What a replacing update says of a part it was not sent: a PUT never resets what it left out. */
export const OPERATOR_PROFILE_REPLACE_MESSAGES = {
  serviceAreas: "Service areas are required: send the whole list ([] for none)",
  licences: "Licences are required: send the whole list ([] for none)",
  insuranceDocs: "Insurance documents are required: send the whole list ([] for none)",
  portfolioItems: "Portfolio items are required: send the whole list ([] for none)",
} as const;

/**
 * PUT /api/operators/profile replaces the profile, so it takes the whole of it: every list of the
 * documented payload must be sent (a missing one is 400, never a silent reset to empty). The
 * currency and the publish flag, which that payload leaves out, keep their stored values when
 * absent, as the base city does: a PUT never unpublishes a profile it did not mean to.
 */
export const operatorProfileReplaceSchema = withPublishRules(
  operatorProfileFields.extend({
    serviceAreas: z.array(z.unknown(), { error: OPERATOR_PROFILE_REPLACE_MESSAGES.serviceAreas }).pipe(serviceAreaListSchema()),
    licences: z.array(licenceSchema, { error: OPERATOR_PROFILE_REPLACE_MESSAGES.licences }).max(50),
    insuranceDocs: z.array(insuranceDocSchema, { error: OPERATOR_PROFILE_REPLACE_MESSAGES.insuranceDocs }).max(50),
    portfolioItems: z.array(portfolioItemSchema, { error: OPERATOR_PROFILE_REPLACE_MESSAGES.portfolioItems }).max(50),
    currency: z.enum(CURRENCIES, { error: "Please select a valid currency" }).optional(),
    publish: z.boolean({ error: "Publish must be true or false" }).optional(),
  }),
).meta({ id: "OperatorProfileReplace" });
export type OperatorProfileReplaceInput = z.input<typeof operatorProfileReplaceSchema>;
export type OperatorProfileReplaceValues = z.output<typeof operatorProfileReplaceSchema>;
export type OperatorProfileInput = z.input<typeof operatorProfileSchema>;
export type OperatorProfileValues = z.output<typeof operatorProfileSchema>;

/** Refinements also run when other fields failed, so the value may not be well-formed. */
function hasItems(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Operator profile completion (docs/product.md#operator-profile-editor): 8 criteria; publishing needs LIMITS.publishThresholdPercent.

/** The fields completion looks at; accepts form values and stored rows (margin as "15.00"). */
export interface OperatorProfileCompletionInput {
  companyName?: string | null;
  bio?: string | null;
  qualifications?: readonly unknown[] | null;
  licences?: readonly unknown[] | null;
  insuranceDocs?: readonly unknown[] | null;
  serviceAreas?: readonly unknown[] | null;
  portfolioItems?: readonly unknown[] | null;
  defaultMargin?: number | string | null;
}

export const OPERATOR_COMPLETION_CRITERIA = [
  "companyName",
  "bio",
  "qualifications",
  "licences",
  "insuranceDocs",
  "serviceAreas",
  "portfolioItems",
  "defaultMargin",
] as const;
export type OperatorCompletionCriterion = (typeof OPERATOR_COMPLETION_CRITERIA)[number];

export interface OperatorProfileCompletion {
  /** Whole percent, 0..100. */
  percent: number;
  completed: number;
  total: number;
  missing: OperatorCompletionCriterion[];
  canPublish: boolean;
}

export function operatorProfileCompletion(
  profile: OperatorProfileCompletionInput,
): OperatorProfileCompletion {
  const margin =
    profile.defaultMargin === null || profile.defaultMargin === ""
      ? NaN
      : Number(profile.defaultMargin);
  const met: Record<OperatorCompletionCriterion, boolean> = {
    companyName: (profile.companyName?.trim().length ?? 0) > 0,
    bio: (profile.bio?.trim().length ?? 0) >= LIMITS.bioMin,
    qualifications: (profile.qualifications?.length ?? 0) > 0,
    licences: (profile.licences?.length ?? 0) > 0,
    insuranceDocs: (profile.insuranceDocs?.length ?? 0) > 0,
    serviceAreas: (profile.serviceAreas?.length ?? 0) > 0,
    portfolioItems: (profile.portfolioItems?.length ?? 0) > 0,
    defaultMargin: Number.isFinite(margin) && margin >= 0 && margin <= 100,
  };
  const missing = OPERATOR_COMPLETION_CRITERIA.filter((criterion) => !met[criterion]);
  const completed = OPERATOR_COMPLETION_CRITERIA.length - missing.length;
  const percent = Math.round((completed / OPERATOR_COMPLETION_CRITERIA.length) * 100);
  return {
    percent,
    completed,
    total: OPERATOR_COMPLETION_CRITERIA.length,
    missing,
    canPublish: percent >= LIMITS.publishThresholdPercent,
  };
}

export const PUBLISH_BELOW_THRESHOLD_MESSAGE = `Complete at least ${LIMITS.publishThresholdPercent}% of your profile to publish it live.`;
