/** Domain constants (docs/product.md#constants, #value-lists). Values and labels are requirements. */

export const ROLES = ["customer", "operator", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ["active", "suspended"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const JOB_STATUSES = ["open", "in_progress", "completed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const PROPOSAL_STATUSES = ["pending", "accepted", "rejected", "hired", "completed"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** docs/product.md#statuses plus `released` (payout sent), which the job-lifecycle issue adds. */
export const PAYMENT_STATUSES = [
  "pending",
  "processing",
  "completed",
  "released",
  "failed",
  "refunded",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const APPROVAL_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** Every job category's label, written once: the two forms below offer different subsets. */
const JOB_CATEGORY_LABELS = {
  "real-estate": "Real Estate",
  wedding: "Wedding & Events",
  construction: "Construction",
  agriculture: "Agriculture",
  inspection: "Inspection",
  mapping: "Mapping & Surveying",
  photography: "Aerial Photography",
  surveying: "Surveying",
} as const;

function jobCategoryOptions<const V extends readonly (keyof typeof JOB_CATEGORY_LABELS)[]>(
  values: V,
) {
  return values.map((value) => ({ value, label: JOB_CATEGORY_LABELS[value] })) as readonly {
    value: V[number];
    label: string;
  }[];
}

/** Job categories of the post-job form, in its order (docs/product.md#value-lists). */
export const JOB_CATEGORIES = jobCategoryOptions([
  "real-estate",
  "wedding",
  "construction",
  "agriculture",
  "inspection",
  "mapping",
]);
export type JobCategory = (typeof JOB_CATEGORIES)[number]["value"];

/** Job categories of the customer onboarding form, in its order (docs/product.md#value-lists). */
export const ONBOARDING_JOB_CATEGORIES = jobCategoryOptions([
  "photography",
  "surveying",
  "inspection",
  "agriculture",
  "real-estate",
  "construction",
]);

/** Every category a stored job request may carry (both forms). */
export const ALL_JOB_CATEGORY_VALUES = [
  ...new Set([...JOB_CATEGORIES, ...ONBOARDING_JOB_CATEGORIES].map((c) => c.value)),
] as string[];

/** A list of options from `{ value: label }`, in the record's order; the values keep their literal types. */
export function optionsOf<const R extends Record<string, string>>(
  labels: R,
): readonly { value: Extract<keyof R, string>; label: string }[] {
  return Object.entries(labels).map(([value, label]) => ({ value: value as Extract<keyof R, string>, label }));
}

/** The values of a list of options, as the non-empty tuple `z.enum` takes. */
export function optionValues<const T extends readonly { value: string }[]>(list: T) {
  return list.map((option) => option.value) as unknown as [
    T[number]["value"],
    ...T[number]["value"][],
  ];
}

/** How a value of a list of options reads: its label; a value not in the list reads as itself. */
export function optionLabel(
  options: readonly { value: string; label: string }[],
  value: string,
): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

export function jobCategoryLabel(value: string): string {
  return value in JOB_CATEGORY_LABELS ? JOB_CATEGORY_LABELS[value as keyof typeof JOB_CATEGORY_LABELS] : value;
}

export const BUDGET_RANGES = [
  { value: "0-250", label: "$0 - $250" },
  { value: "250-500", label: "$250 - $500" },
  { value: "500-1000", label: "$500 - $1,000" },
  { value: "1000-2500", label: "$1,000 - $2,500" },
  { value: "2500+", label: "$2,500+" },
] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number]["value"];

export const SPECIAL_REQUIREMENTS = [
  { value: "4k-video", label: "4K Video" },
  { value: "thermal-imaging", label: "Thermal Imaging" },
  { value: "licensed-pilot", label: "Licensed Pilot" },
  { value: "insured", label: "Insured" },
  { value: "night-flight", label: "Night Flight" },
  { value: "raw-photos", label: "RAW Photos" },
] as const;
export type SpecialRequirement = (typeof SPECIAL_REQUIREMENTS)[number]["value"];

export function requirementLabel(value: string): string {
  return optionLabel(SPECIAL_REQUIREMENTS, value);
}

/** Listing categories: the browse filter buttons match these exactly (docs/product.md#value-lists). */
export const LISTING_CATEGORIES = [
  "Photography",
  "Surveying",
  "Inspection",
  "Mapping",
  "Real Estate",
  "Agriculture",
] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];

/**
 * Every category a listing may carry: the browse buttons' and the two services the landing page
 * promotes that browse has no button for (categories.ts). Browse finds them by ?category=.
 */
export const ALL_LISTING_CATEGORIES = [...LISTING_CATEGORIES, "Wedding & Events", "Construction"] as const;
export type AnyListingCategory = (typeof ALL_LISTING_CATEGORIES)[number];

export const SERVICE_CITIES = [
  "Amsterdam",
  "Auckland",
  "Bangalore",
  "Bangkok",
  "Berlin",
  "Brisbane",
  "Delhi",
  "Dubai",
  "Hong Kong",
  "Jakarta",
  "Kuala Lumpur",
  "London",
  "Los Angeles",
  "Manila",
  "Melbourne",
  "Mumbai",
  "New York",
  "Paris",
  "Perth",
  "Seoul",
  "Singapore",
  "Sydney",
  "Tokyo",
  "Toronto",
  "Wellington",
] as const;

export const QUALIFICATION_PRESETS = [
  "CAA Licence",
  "Part 107 Remote Pilot Certificate",
  "BV Training",
  "Commercial Drone License",
  "UAS Pilot Certificate",
  "EASA Licence",
  "Transport Canada Drone Pilot Certificate",
  "CASA RPA Licence",
  "Visual Line of Sight Operations",
  "Beyond Visual Line of Sight Operations",
  "Cinematography Certification",
  "Surveying Certification",
] as const;

export const CURRENCIES = ["AUD", "EUR", "GBP", "HKD", "SGD", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "HKD";

export const PREFERRED_CONTACTS = ["email", "phone"] as const;
export const ONBOARDING_PREFERRED_CONTACTS = ["email", "phone", "both"] as const;

/**
 * Qualifications: the one value set of onboarding and the profile editor (the presets of docs/product.md#value-lists).
 * A preset is stored as its value; the editor also keeps custom qualifications as typed. Shown
 * through `qualificationLabel`.
 */
export const QUALIFICATIONS: readonly { value: QualificationPreset; label: string }[] =
  QUALIFICATION_PRESETS.map((name) => ({ value: name, label: name }));
export type QualificationPreset = (typeof QUALIFICATION_PRESETS)[number];

/** Service areas are cities (PLACES names); these are the ones onboarding and the editor offer. */
export const SERVICE_AREA_OPTIONS: readonly { value: string; label: string }[] = SERVICE_CITIES.map(
  (city) => ({
    value: city,
    label: city,
  }),
);

export const AVAILABILITY_OPTIONS = [
  { value: "weekdays", label: "Weekdays" },
  { value: "weekends", label: "Weekends" },
  { value: "full-time", label: "Full-time" },
  { value: "by-appointment", label: "By Appointment" },
] as const;
export const DEFAULT_LICENCE_TYPE = "CAA License";

export const TIMELINES = [
  { value: "asap", label: "ASAP (1-3 days)" },
  { value: "week", label: "Within a week" },
  { value: "month", label: "Within a month" },
  { value: "flexible", label: "Flexible" },
] as const;

/** Limits and fixed figures (docs/product.md#constants). */
export const LIMITS = {
  toastDurationMs: 5000,
  loggedOutRedirectMs: 500,
  homeRecentItems: 4,
  profileRecentRequests: 3,
  descriptionPreviewChars: 100,
  jobCardRequirementBadges: 3,
  bioMin: 50,
  bioMax: 500,
  logoMaxBytes: 5 * 1024 * 1024,
  mediaMaxBytes: 10 * 1024 * 1024,
  documentMaxBytes: 10 * 1024 * 1024,
  publishThresholdPercent: 70,
  completionCriteria: 8,
  defaultMargin: 15,
  passwordMin: 8,
  /** Longer is refused before hashing: a megabyte "password" only costs the server. */
  passwordMax: 1024,
  onboardingMarginMin: 5,
  onboardingMarginMax: 50,
  budgetMinFloor: 50,
  budgetMaxFloor: 100,
  pageSizeDefault: 12,
  pageSizeMax: 48,
  /** The last page any list may ask for: far past any list's end, well inside the database's offsets. */
  pageMax: 1_000_000,
  searchCountCap: 1000,
  /** Calls in one tRPC batch request: the client splits larger batches, the server refuses them. */
  trpcBatchMax: 20,
} as const;

export const FIXED_FIGURES = {
  growth: "+12%",
} as const;

/** How a stored qualification reads: a preset as its label, a custom one as typed. */
export function qualificationLabel(value: string): string {
  return optionLabel(QUALIFICATIONS, value);
}

/** A qualification as stored: a preset's name in any letter case becomes the preset's value. */
export function canonicalQualification(value: string): string {
  const typed = value.trim();
  return (
    QUALIFICATIONS.find((option) => option.value.toLowerCase() === typed.toLowerCase())?.value ??
    typed
  );
}
