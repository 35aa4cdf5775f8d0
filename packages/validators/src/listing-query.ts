// Plain data, no zod: client code imports these through "@skyhire/validators/plain";
// listings.test.ts checks the names against the schema.

/** How browse results can be ordered; relevance needs a search word. */
export const LISTING_SORTS = ["relevance", "newest", "price_asc", "price_desc", "rating"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const LISTING_SORT_LABELS: Record<ListingSort, string> = {
  relevance: "Best match",
  newest: "Newest",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  rating: "Highest rated",
};

/** The query-string names of a browse search (the REST adapter and the browse page read these). */
export const LISTING_QUERY_PARAMETERS = [
  "q",
  "category",
  "near",
  "lat",
  "lng",
  "radiusKm",
  "sort",
  "minPrice",
  "maxPrice",
  "verified",
  "minRating",
  "page",
  "pageSize",
  "cursor",
] as const;
export type ListingQueryParameter = (typeof LISTING_QUERY_PARAMETERS)[number];
