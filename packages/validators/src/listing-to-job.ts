import type { JobCategory, ListingCategory } from "./constants";

/**
 * A listing's browse category → the job category a Request Quote from that listing starts with.
 * Photography has no matching job category (it could be a wedding, an event, real estate…), so
 * the customer picks one.
 */
const LISTING_TO_JOB_CATEGORY: Record<ListingCategory, JobCategory | undefined> = {
  Inspection: "inspection",
  Mapping: "mapping",
  Surveying: "mapping",
  "Real Estate": "real-estate",
  Agriculture: "agriculture",
  Photography: undefined,
};

function isListingCategory(value: string): value is ListingCategory {
  return Object.hasOwn(LISTING_TO_JOB_CATEGORY, value);
}

/** The job category to pre-fill for a listing's category, or undefined for none. */
export function jobCategoryForListing(listingCategory: string): JobCategory | undefined {
  return isListingCategory(listingCategory) ? LISTING_TO_JOB_CATEGORY[listingCategory] : undefined;
}
