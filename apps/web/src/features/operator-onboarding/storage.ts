/**
 * What the operator typed, kept in the browser's local storage (docs/product.md#operator-onboarding: the steps' data is
 * merged locally) so it survives Back and a reload. Keys are per user, so a shared browser does
 * not show one account's details to another. Passwords are never stored.
 */
import {
  emptyOnboardingInsurance,
  emptyOnboardingLicence,
  emptyOnboardingPortfolioItem,
  LIMITS,
  QUALIFICATIONS,
  RADIUS_KM,
  SERVICE_AREA_OPTIONS,
  storedFileSchema,
  type OperatorBasicInfoInput,
  type OperatorDocumentsInput,
  type OperatorProfileStepInput,
} from "@skyhire/validators";
import { z } from "zod";
// Relative, so unit tests (vitest has no "~" alias) load it too.
import { readDraft } from "../../lib/draft-storage";

export { clearDraft, readDraft, writeDraftQuietly } from "../../lib/draft-storage";

// Reading is forgiving: a damaged or old draft gives empty fields, never a crash.
const text = z.string().max(10_000).catch("");
const flag = z.boolean().catch(false);
const file = storedFileSchema.nullable().catch(null);
const textList = z.array(z.string().max(200)).max(50).catch([]);

/** Ticked choices that are still offered: a draft from before issue 11 §4 held other values. */
function choices(options: readonly { value: string }[]) {
  return textList.transform((list) => list.filter((value) => options.some((option) => option.value === value)));
}

/** A list that always shows at least one row to fill in. */
function rows<T extends z.ZodType>(row: T, empty: () => z.output<T>) {
  return z
    .array(row)
    .max(20)
    .catch([])
    .transform((list) => (list.length > 0 ? list : [empty()]));
}

export const accountDraftSchema = z.object({ email: text });
export type AccountDraft = z.output<typeof accountDraftSchema>;

export const basicDraftSchema = z.object({
  fullName: text,
  companyName: text,
  phoneNumber: text,
  acceptTerms: flag,
  acceptPrivacy: flag,
});

const licenceDraft = z.object({
  type: text,
  number: text,
  expiryDate: text,
  documentUrl: text,
  document: file,
});
const insuranceDraft = z.object({
  provider: text,
  policyNumber: text,
  coverageAmount: text,
  expiryDate: text,
  documentUrl: text,
  document: file,
});
export const documentsDraftSchema = z.object({
  licenses: rows(licenceDraft, emptyOnboardingLicence),
  insuranceDocs: rows(insuranceDraft, emptyOnboardingInsurance),
  competencyProof: text,
});

const portfolioDraft = z.object({
  title: text,
  description: text,
  projectDate: text,
  imageUrl: text,
  media: z.array(storedFileSchema).max(20).catch([]),
});
export const profileDraftSchema = z.object({
  bio: text,
  location: text,
  serviceRadiusKm: z.number().int().catch(RADIUS_KM.serviceDefault),
  qualifications: choices(QUALIFICATIONS),
  serviceAreas: choices(SERVICE_AREA_OPTIONS),
  portfolioItems: rows(portfolioDraft, emptyOnboardingPortfolioItem),
  // An emptied number field is stored as null (JSON has no NaN): start again from the default.
  defaultMargin: z.number().catch(LIMITS.defaultMargin),
  availability: text,
});

// A draft is what each step's form holds.
export type BasicDraft = OperatorBasicInfoInput;
export type DocumentsDraft = OperatorDocumentsInput;
export type ProfileDraft = OperatorProfileStepInput;

export interface Drafts {
  basic: BasicDraft;
  documents: DocumentsDraft;
  profile: ProfileDraft;
}
export type DraftStep = keyof Drafts;

export const DRAFT_SCHEMAS = {
  basic: basicDraftSchema,
  documents: documentsDraftSchema,
  profile: profileDraftSchema,
} as const;

/** Empty forms, as a first visit shows them (a licence starts as a CAA License, the margin at 15). */
export function emptyDrafts(): Drafts {
  return {
    basic: basicDraftSchema.parse({}),
    documents: documentsDraftSchema.parse({}),
    profile: profileDraftSchema.parse({}),
  };
}

const PREFIX = "skyhire:onboarding:operator";

export const ACCOUNT_DRAFT_KEY = `${PREFIX}:account`;

export function draftKey(userId: string, step: DraftStep): string {
  return `${PREFIX}:${userId}:${step}`;
}

/**
 * The drafts to start from: what this browser kept, else what the operator submitted before (a
 * resubmission after a rejection starts from the profile under review), else empty forms.
 */
export function initialDrafts(userId: string, submitted: unknown): Drafts {
  return {
    basic: readDraft(draftKey(userId, "basic"), basicDraftSchema) ?? fromSubmitted(basicDraftSchema, submitted),
    documents:
      readDraft(draftKey(userId, "documents"), documentsDraftSchema) ?? fromSubmitted(documentsDraftSchema, submitted),
    profile: readDraft(draftKey(userId, "profile"), profileDraftSchema) ?? fromSubmitted(profileDraftSchema, submitted),
  };
}

function fromSubmitted<T>(schema: z.ZodType<T>, submitted: unknown): T {
  const parsed = schema.safeParse(submitted ?? {});
  return parsed.success ? parsed.data : schema.parse({});
}
