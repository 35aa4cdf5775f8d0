import { savedSearches, type Executor } from "@skyhire/db";
import {
  describeSavedSearch,
  findPlace,
  jobBoardSchema,
  listListingsSchema,
  savedSearchPath,
  searchParametersOf,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES as M,
  type AlertFrequency,
  type SavedSearchKind,
  type SessionUser,
} from "@skyhire/validators";
import { and, count, desc, eq } from "drizzle-orm";
import { DomainError, notFound } from "../errors";
import { approvedOperator } from "./lifecycle/locks";
import { isRowId, newLinkToken, sameSecret } from "./link-secrets";
import { containsPattern } from "./sql-helpers";

/**
 * Saved searches (docs/product.md#saved-searches): a customer keeps a browse search, an operator a
 * job-board search, each with how often to be told of new matches. The search is read by its page's
 * own schema when saved, and kept both as typed (to run it again) and as matching columns
 * (services/saved-search-matching.ts).
 */

/** A bad value answers 400 with the page's own message for it. */
function parsedOrBadRequest<T>(result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } }): T {
  if (!result.success) throw new DomainError("BAD_REQUEST", result.error.issues[0]?.message ?? "Invalid search");
  return result.data;
}

/** The matching columns of a search, from the page schema's reading of it. */
function matchingColumns(kind: SavedSearchKind, parameters: Record<string, string>) {
  if (kind === "listings") {
    const query = parsedOrBadRequest(listListingsSchema.safeParse(parameters));
    return {
      words: query.q ?? null,
      category: query.category ?? null,
      originLat: query.origin?.lat ?? null,
      originLng: query.origin?.lng ?? null,
      radiusKm: query.origin ? Math.round(query.origin.radiusKm) : null,
      minPriceUsd: query.minPrice === undefined ? null : String(query.minPrice),
      maxPriceUsd: query.maxPrice === undefined ? null : String(query.maxPrice),
      verifiedOnly: query.verified ?? false,
      minRating: query.minRating === undefined ? null : String(query.minRating),
    };
  }
  const query = parsedOrBadRequest(jobBoardSchema.safeParse(parameters));
  return {
    // Job searches match the location text as the board does: a contains pattern.
    words: query.location ? containsPattern(query.location) : null,
    category: query.category ?? null,
    ...placeOf(query.near, query.radiusKm),
  };
}

function placeOf(near: string | undefined, radiusKm: number) {
  const place = near ? findPlace(near) : undefined;
  return place
    ? { originLat: place.lat, originLng: place.lng, radiusKm: Math.round(radiusKm) }
    : { originLat: null, originLng: null, radiusKm: null };
}

export async function createSavedSearch(
  db: Executor,
  input: { actor: SessionUser; kind: SavedSearchKind; query: Record<string, string>; frequency: AlertFrequency },
) {
  if (input.kind === "jobs" && input.actor.role !== "admin") await approvedOperator(db, input.actor.id, M.jobsNeedOperator);
  const parameters = searchParametersOf(input.kind, input.query);
  const columns = matchingColumns(input.kind, parameters);
  const [mine] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, input.actor.id));
  if ((mine?.n ?? 0) >= SAVED_SEARCH_LIMITS.perUser) throw new DomainError("CONFLICT", M.tooMany);
  const [saved] = await db
    .insert(savedSearches)
    .values({
      userId: input.actor.id,
      kind: input.kind,
      name: describeSavedSearch(input.kind, parameters),
      parameters,
      frequency: input.frequency,
      unsubscribeToken: newLinkToken(),
      ...columns,
    })
    .returning(publicColumns);
  if (!saved) throw new Error("Saved search was not stored");
  return withPath(saved);
}

const publicColumns = {
  id: savedSearches.id,
  kind: savedSearches.kind,
  name: savedSearches.name,
  parameters: savedSearches.parameters,
  frequency: savedSearches.frequency,
  createdAt: savedSearches.createdAt,
};

function withPath<T extends { kind: SavedSearchKind; parameters: Record<string, string> }>(row: T) {
  return { ...row, path: savedSearchPath(row.kind, row.parameters) };
}

export async function listSavedSearches(db: Executor, userId: string) {
  const rows = await db
    .select(publicColumns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt));
  return rows.map(withPath);
}

export async function updateSavedSearchFrequency(
  db: Executor,
  input: { userId: string; id: string; frequency: AlertFrequency },
) {
  const [row] = await db
    .update(savedSearches)
    .set({ frequency: input.frequency })
    .where(and(eq(savedSearches.id, input.id), eq(savedSearches.userId, input.userId)))
    .returning(publicColumns);
  if (!row) throw notFound(M.notFound);
  return withPath(row);
}

export async function deleteSavedSearch(db: Executor, input: { userId: string; id: string }) {
  const [row] = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, input.id), eq(savedSearches.userId, input.userId)))
    .returning({ id: savedSearches.id });
  if (!row) throw notFound(M.notFound);
  return { id: row.id };
}

/** What an unsubscribe link names (its search), when the link is genuine; else 404 with the link's message. */
async function searchOfLink(db: Executor, input: { id: string; token: string }) {
  if (!isRowId(input.id)) throw notFound(M.badLink);
  const [row] = await db
    .select({ ...publicColumns, token: savedSearches.unsubscribeToken })
    .from(savedSearches)
    .where(eq(savedSearches.id, input.id));
  if (!row || !sameSecret(input.token, row.token)) throw notFound(M.badLink);
  return row;
}

/** The search an e-mail's unsubscribe link stops (shown before the click). */
export async function describeUnsubscribeLink(db: Executor, input: { id: string; token: string }) {
  const row = await searchOfLink(db, input);
  return { name: row.name, frequency: row.frequency };
}

/** The e-mail's unsubscribe link: alerts of that search stop; no sign-in needed. */
export async function unsubscribeSavedSearch(db: Executor, input: { id: string; token: string }) {
  const row = await searchOfLink(db, input);
  await db.update(savedSearches).set({ frequency: "off" }).where(eq(savedSearches.id, row.id));
  return { name: row.name, frequency: "off" as const };
}

/** Where an alert e-mail's unsubscribe link leads. */
export function unsubscribePath(search: { id: string; unsubscribeToken: string }): string {
  return `/saved-searches/unsubscribe?${new URLSearchParams({ id: search.id, token: search.unsubscribeToken })}`;
}
