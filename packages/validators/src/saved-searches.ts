import { z } from "zod";
import { serviceCategoryLabel } from "./categories";
import { LISTING_QUERY_PARAMETERS } from "./listings";

/**
 * Saved searches with alerts (docs/product.md#saved-searches): a customer saves a browse search,
 * an operator a job-board search; new listings or jobs that match are told by e-mail and in the app,
 * right away or as a daily or weekly digest.
 */
export const SAVED_SEARCH_KINDS = ["listings", "jobs"] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];

export const ALERT_FREQUENCIES = ["instant", "daily", "weekly", "off"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: "Right away",
  daily: "Daily digest",
  weekly: "Weekly digest",
  off: "No alerts",
};

export const SAVED_SEARCH_LIMITS = {
  perUser: 25,
  /** A digest lists this many matches and says how many more there are. */
  digestItems: 10,
  /** New listings and jobs matched per run of the alert job. */
  matchBatch: 200,
} as const;

export const SAVED_SEARCH_MESSAGES = {
  tooMany: `You can keep up to ${SAVED_SEARCH_LIMITS.perUser} saved searches. Delete one to save another.`,
  notFound: "Saved search not found",
  jobsNeedOperator: "Only approved operators can save job board searches",
  badLink: "This unsubscribe link is not valid. Manage your alerts on the Saved searches page.",
  frequency: "Please choose how often to be told",
  kind: "Please choose what the search is for",
} as const;

/** Browse and job-board parameters that describe a search (paging is not part of it). */
const PAGING = new Set(["page", "pageSize", "cursor"]);
export const SAVED_LISTING_PARAMETERS = LISTING_QUERY_PARAMETERS.filter((name) => !PAGING.has(name));
export const SAVED_JOB_PARAMETERS = ["category", "location", "near", "radiusKm"] as const;

/** The search as its page's query string has it: names and values as typed. */
const queryParametersSchema = z
  .record(z.string().max(40), z.string().max(200, "Search text cannot exceed 200 characters"))
  .refine((query) => Object.keys(query).length <= 20, "Too many search parameters");

export const createSavedSearchSchema = z.object({
  kind: z.enum(SAVED_SEARCH_KINDS, { error: SAVED_SEARCH_MESSAGES.kind }),
  query: queryParametersSchema,
  frequency: z.enum(ALERT_FREQUENCIES, { error: SAVED_SEARCH_MESSAGES.frequency }).default("instant"),
});
export type CreateSavedSearchInput = z.input<typeof createSavedSearchSchema>;

export const savedSearchIdSchema = z.object({ id: z.string().trim().min(1).max(100) });

export const updateSavedSearchSchema = savedSearchIdSchema.extend({
  frequency: z.enum(ALERT_FREQUENCIES, { error: SAVED_SEARCH_MESSAGES.frequency }),
});

export const unsubscribeSavedSearchSchema = savedSearchIdSchema.extend({
  token: z.string().trim().min(1, SAVED_SEARCH_MESSAGES.badLink).max(200, SAVED_SEARCH_MESSAGES.badLink),
});

/** Keeps only the parameters of the kind's search, without empty values. */
export function searchParametersOf(kind: SavedSearchKind, query: Record<string, string>): Record<string, string> {
  const names: readonly string[] = kind === "listings" ? SAVED_LISTING_PARAMETERS : SAVED_JOB_PARAMETERS;
  const kept: Record<string, string> = {};
  for (const name of names) {
    const value = query[name]?.trim();
    if (value) kept[name] = value;
  }
  return kept;
}

/** "Thermal inspection · Inspection · near Sydney (50 km) · up to 2,000 USD": the search in words. */
export function describeSavedSearch(kind: SavedSearchKind, parameters: Record<string, string>): string {
  const parts: string[] = [];
  const words = parameters.q ?? parameters.location;
  if (words) parts.push(`"${words}"`);
  if (parameters.category) parts.push(kind === "jobs" ? serviceCategoryLabel(parameters.category) : parameters.category);
  if (parameters.near) parts.push(`near ${parameters.near} (${parameters.radiusKm ?? "50"} km)`);
  if (parameters.minPrice && parameters.maxPrice) parts.push(`${parameters.minPrice}–${parameters.maxPrice} USD`);
  else if (parameters.minPrice) parts.push(`from ${parameters.minPrice} USD`);
  else if (parameters.maxPrice) parts.push(`up to ${parameters.maxPrice} USD`);
  if (parameters.verified === "true" || parameters.verified === "1") parts.push("verified only");
  if (parameters.minRating) parts.push(`${parameters.minRating}★ and up`);
  if (parts.length === 0) return kind === "listings" ? "All services" : "All open jobs";
  return parts.join(" · ");
}

/** Where the saved search runs again: its page with its parameters. */
export function savedSearchPath(kind: SavedSearchKind, parameters: Record<string, string>): string {
  const query = new URLSearchParams(parameters).toString();
  const path = kind === "listings" ? "/listings" : "/jobs/board";
  return query ? `${path}?${query}` : path;
}
