import {
  JOB_CATEGORIES,
  ALL_LISTING_CATEGORIES,
  type AnyListingCategory,
  type JobCategory,
  type ONBOARDING_JOB_CATEGORIES,
} from "./constants";

/**
 * The one taxonomy of drone services every screen's categories map onto. Each screen keeps the
 * list the product documents (docs/product.md#value-lists) — Post a Job, customer onboarding,
 * browse — but those lists name the same work differently ("Mapping & Surveying" on Post a Job,
 * "Surveying" in onboarding, "Mapping" and "Surveying" on browse). A job posted under one
 * screen's label is found wherever its service is filtered for: the job board, saved job searches
 * and their alerts, and browse agree through this file.
 *
 * The services are the ones the landing page promotes. Their values are the stored job category
 * values, so job board links and saved searches written before the taxonomy keep working.
 */
export const SERVICE_CATEGORIES = [
  { value: "photography", label: "Photography" },
  { value: "surveying", label: "Surveying" },
  { value: "inspection", label: "Inspection" },
  { value: "mapping", label: "Mapping" },
  { value: "real-estate", label: "Real Estate" },
  { value: "agriculture", label: "Agriculture" },
  { value: "wedding", label: "Wedding & Events" },
  { value: "construction", label: "Construction" },
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number]["value"];
/** A category a stored job may carry: a value of Post a Job's list or of onboarding's. */
type StoredJobCategory = JobCategory | (typeof ONBOARDING_JOB_CATEGORIES)[number]["value"];

/** The services a stored job category covers: Post a Job's "Mapping & Surveying" is both. */
const JOB_CATEGORY_SERVICES: Record<StoredJobCategory, readonly ServiceCategory[]> = {
  "real-estate": ["real-estate"],
  wedding: ["wedding"],
  construction: ["construction"],
  agriculture: ["agriculture"],
  inspection: ["inspection"],
  mapping: ["mapping", "surveying"],
  photography: ["photography"],
  surveying: ["surveying"],
};

/** The service a listing's category is. */
const LISTING_CATEGORY_SERVICE: Record<AnyListingCategory, ServiceCategory> = {
  Photography: "photography",
  Surveying: "surveying",
  Inspection: "inspection",
  Mapping: "mapping",
  "Real Estate": "real-estate",
  Agriculture: "agriculture",
  "Wedding & Events": "wedding",
  Construction: "construction",
};

const SERVICE_VALUES: readonly string[] = SERVICE_CATEGORIES.map((service) => service.value);

export function isServiceCategory(value: string): value is ServiceCategory {
  return SERVICE_VALUES.includes(value);
}

export function serviceCategoryLabel(value: string): string {
  return SERVICE_CATEGORIES.find((service) => service.value === value)?.label ?? value;
}

/** Every (stored job category, service it covers) pair: what SQL matches a job against a service with. */
export const JOB_CATEGORY_SERVICE_PAIRS: readonly (readonly [StoredJobCategory, ServiceCategory])[] =
  Object.entries(JOB_CATEGORY_SERVICES).flatMap(([job, services]) =>
    services.map((service) => [job as StoredJobCategory, service] as const),
  );

/** The services a job stored under this category is found under; none for an unknown value. */
export function servicesOfJobCategory(value: string): readonly ServiceCategory[] {
  return Object.hasOwn(JOB_CATEGORY_SERVICES, value) ? JOB_CATEGORY_SERVICES[value as StoredJobCategory] : [];
}

/** The stored job categories a filter for this service finds ("surveying" → "mapping", "surveying"). */
export function jobCategoriesOfService(service: ServiceCategory): StoredJobCategory[] {
  return JOB_CATEGORY_SERVICE_PAIRS.filter(([, covered]) => covered === service).map(([job]) => job);
}

/** The listing categories that offer this service. */
export function listingCategoriesOfService(service: ServiceCategory): AnyListingCategory[] {
  return ALL_LISTING_CATEGORIES.filter((category) => LISTING_CATEGORY_SERVICE[category] === service);
}

function isListingCategory(value: string): value is AnyListingCategory {
  return Object.hasOwn(LISTING_CATEGORY_SERVICE, value);
}

/** The service of a listing's category, or undefined for a value that is not one. */
export function serviceOfListingCategory(value: string): ServiceCategory | undefined {
  return isListingCategory(value) ? LISTING_CATEGORY_SERVICE[value] : undefined;
}

/**
 * A listing's category → the Post a Job category a Request Quote from it starts with: the one that
 * covers the listing's service. Photography has none on Post a Job (it could be a wedding, an
 * event, real estate…), so the customer picks one.
 */
export function jobCategoryForListing(listingCategory: string): JobCategory | undefined {
  const service = serviceOfListingCategory(listingCategory);
  if (!service) return undefined;
  return JOB_CATEGORIES.find((category) => JOB_CATEGORY_SERVICES[category.value].includes(service))?.value;
}
