/**
 * Browse and GET /api/listings at marketplace scale. Everything that decides and filters a public
 * listing lives on the service_listings row (kept by the database's triggers), so every query here
 * reads that one table through its partial indexes and joins the operator only for the page's rows.
 */
import { operatorProfiles, savedSearches, serviceListings, type Executor } from "@skyhire/db";
import {
  LIMITS,
  type ListingPhoto,
  type SearchOrigin,
  type ListingSort,
  type ListListingsQuery,
} from "@skyhire/validators";
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { DomainError } from "../errors";
import { distanceKm, withinRadius, type RadiusOrigin } from "./distance";
import { decodeCursor, encodeCursor } from "./listing-cursor";
import { preparedPerHandle } from "./prepared";
import { allOf, anyOf, cappedCount } from "./sql-helpers";

const L = serviceListings;

/**
 * Public and bookable rows: the partial indexes' predicate (is_public), and the operator's
 * documents not expired — an operator who may not send proposals has no bookable listings.
 */
export const publicListingRow = sql`(${L.isPublic} and (${L.operatorDocumentsUntil} is null or ${L.operatorDocumentsUntil} >= (now() at time zone 'utc')::date))`;

/** How a search word matched: its stemmed words, or (none found) words that look alike. */
export type WordMatch = "words" | "similar";

/** The words of a search (typed, or a saved search's column) as a full-text query. */
function wordsQuery(q: string | PgColumn) {
  return sql`websearch_to_tsquery('english', ${q})`;
}

/** A listing carries the search's words (stemmed, title and description). */
export function listingHasWords(q: string | PgColumn): SQL {
  return sql`${L.searchVector} @@ ${wordsQuery(q)}`;
}

/**
 * `byOperators` (near a place): the words are checked on those operators' listings, a bounded set,
 * through ts_match_vq — the function behind @@, which the word index cannot answer. Otherwise the
 * planner intersects with the word index, which costs as much as the word is common.
 */
function wordCondition(q: string, match: WordMatch, byOperators: boolean): SQL {
  if (match === "similar") {
    // word_similarity through the title's trigram index: "thermla" still finds "thermal".
    return sql`${q} <% ${L.title}`;
  }
  return byOperators ? sql`ts_match_vq(${L.searchVector}, ${wordsQuery(q)})` : listingHasWords(q);
}

const operatorBase = { lat: L.operatorLat, lng: L.operatorLng };

/**
 * The public operators a "near" search reaches: based within its radius, or whose own service
 * radius covers the place. A few hundred rows of operator_profiles through their GiST index; the
 * listings are then found by operator id, so the cost follows the page, not the area's listings.
 */
async function operatorsNear(db: Executor, origin: SearchOrigin): Promise<string[]> {
  const rows = await db
    .select({ id: operatorProfiles.userId })
    .from(operatorProfiles)
    .where(
      and(
        sql`${operatorProfiles.isPublic}`,
        operatorReaches(
          origin,
          // The widest radius any public operator has (an index's last entry): the box is no wider.
          sql`(select max(${operatorProfiles.serviceRadiusKm}) from ${operatorProfiles} where ${operatorProfiles.isPublic})`,
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * "Near" for an operator (a row of operator_profiles): based within the search's radius, or their
 * own service radius covers the search's place. `widestRadiusKm` bounds the index box.
 */
export function operatorReaches(origin: RadiusOrigin, widestRadiusKm: SQL): SQL {
  return withinRadius(
    origin,
    { lat: operatorProfiles.baseLat, lng: operatorProfiles.baseLng },
    { km: operatorProfiles.serviceRadiusKm, maxKm: widestRadiusKm },
  );
}

/**
 * A public listing matches a saved browse search (a row of saved_searches): the same filters as
 * filterConditions above, read from the search's columns (null = no such filter), and its words
 * as full-text words (the typo fallback of a search being run does not send alerts).
 * services/saved-search-matching.test.ts checks that it agrees with a run of the search.
 */
export function listingMatchesSavedSearch(): SQL {
  const S = savedSearches;
  const origin = { lat: S.originLat, lng: S.originLng, radiusKm: S.radiusKm };
  return sql`(${publicListingRow}
    and (${S.category} is null or ${S.category} = ${L.category})
    and (${S.minPriceUsd} is null or ${L.priceUsd} >= ${S.minPriceUsd})
    and (${S.maxPriceUsd} is null or ${L.priceUsd} <= ${S.maxPriceUsd})
    and (not ${S.verifiedOnly} or ${L.operatorVerified})
    and (${S.minRating} is null or ${L.operatorRating} >= ${S.minRating})
    and (${S.words} is null or ${listingHasWords(S.words)})
    and (${S.originLat} is null or exists (
      select 1 from ${operatorProfiles}
      where ${operatorProfiles.userId} = ${L.operatorId} and ${operatorProfiles.isPublic}
        and ${operatorReaches(origin, sql`${operatorProfiles.serviceRadiusKm}`)})))`;
}

/** Every filter of the query except the words; `nearOperators` from operatorsNear. */
function filterConditions(query: ListListingsQuery, nearOperators: string[] | undefined): SQL[] {
  const conditions: SQL[] = [publicListingRow];
  if (query.category) conditions.push(eq(L.category, query.category));
  // Prices of different currencies compare in US dollars at the reference rates (price_usd).
  if (query.minPrice !== undefined) conditions.push(sql`${L.priceUsd} >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) conditions.push(sql`${L.priceUsd} <= ${query.maxPrice}`);
  if (query.verified) conditions.push(sql`${L.operatorVerified}`);
  if (query.minRating !== undefined)
    conditions.push(sql`${L.operatorRating} >= ${query.minRating}`);
  if (nearOperators) conditions.push(anyOf(L.operatorId, nearOperators));
  return conditions;
}

type KeysetSort = Exclude<ListingSort, "relevance">;

/** The sort keys, in order, for a keyset sort (relevance pages by position instead). */
const KEYSET_ORDER: Record<KeysetSort, { columns: PgColumn[]; direction: "asc" | "desc" }> = {
  newest: { columns: [L.createdAt, L.id], direction: "desc" },
  price_asc: { columns: [L.priceUsd, L.id], direction: "asc" },
  price_desc: { columns: [L.priceUsd, L.id], direction: "desc" },
  rating: { columns: [L.operatorRating, L.createdAt, L.id], direction: "desc" },
};

function orderBy(sort: KeysetSort): SQL[] {
  const { columns, direction } = KEYSET_ORDER[sort];
  return columns.map((column) => (direction === "asc" ? asc(column) : desc(column)));
}

/** Rows after the cursor's listing in this sort order (a row comparison the index answers). */
function afterListing(sort: KeysetSort, listingId: string): SQL {
  const { columns, direction } = KEYSET_ORDER[sort];
  const keys = sql.join(columns, sql`, `);
  const cursorKeys = sql.join(
    columns.map((column) => sql`cursor_row.${sql.identifier(column.name)}`),
    sql`, `,
  );
  const comparison = direction === "asc" ? sql`>` : sql`<`;
  return sql`(${keys}) ${comparison} (select ${cursorKeys} from ${L} cursor_row where cursor_row.id = ${listingId})`;
}

const cardColumns = {
  id: L.id,
  operatorId: L.operatorId,
  title: L.title,
  description: L.description,
  price: L.price,
  currency: L.currency,
  category: L.category,
  requirements: L.requirements,
  createdAt: L.createdAt,
  operatorRating: L.operatorRating,
  operatorVerified: L.operatorVerified,
  /** The first photo (the cover), or null. */
  coverPhoto: sql<ListingPhoto | null>`${L.photos} -> 0`.as("cover_photo"),
};

/** The operators of a page's cards (`ids`: one array parameter), prepared once: every browse request runs it. */
const cardOperatorsQuery = preparedPerHandle((db) =>
  db
    .select({
      userId: operatorProfiles.userId,
      companyName: operatorProfiles.companyName,
      completedJobs: operatorProfiles.completedJobs,
      location: operatorProfiles.location,
      currency: operatorProfiles.currency,
    })
    .from(operatorProfiles)
    .where(sql`${operatorProfiles.userId} = any(${sql.placeholder("ids")})`)
    .prepare("listing_card_operators"),
);

/** The operator fields of a card, joined for the page's rows only. */
async function withOperators<
  T extends { operatorId: string; operatorRating: string; operatorVerified: boolean },
>(db: Executor, rows: T[]) {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((row) => row.operatorId))];
  const operators = await cardOperatorsQuery(db).execute({ ids });
  const byId = new Map(operators.map((operator) => [operator.userId, operator]));
  return rows.map(({ operatorRating, operatorVerified, ...row }) => {
    const operator = byId.get(row.operatorId);
    return {
      ...row,
      operator: {
        id: row.operatorId,
        companyName: operator?.companyName ?? "",
        rating: operatorRating,
        completedJobs: operator?.completedJobs ?? 0,
        location: operator?.location ?? null,
        isVerified: operatorVerified,
        currency: operator?.currency ?? null,
      },
    };
  });
}

interface PageRequest {
  where: SQL;
  query: ListListingsQuery;
  match: WordMatch | undefined;
}

/** One page in a keyset order, from the page number or after the cursor's listing. */
async function keysetPage(db: Executor, { where, query }: PageRequest, sort: KeysetSort) {
  const cursorId = query.cursor ? cursorListingId(query.cursor, sort) : undefined;
  const conditions = cursorId ? allOf(where, afterListing(sort, cursorId)) : where;
  return db
    .select({
      ...cardColumns,
      distanceKm: query.origin ? distanceKm(query.origin, operatorBase) : sql<null>`null`,
    })
    .from(L)
    .where(conditions)
    .orderBy(...orderBy(sort))
    .limit(query.pageSize)
    .offset(cursorId ? 0 : (query.page - 1) * query.pageSize);
}

/**
 * Best match: the newest matches (at most the count cap) ranked by ts_rank_cd, title above
 * description. Ranking is bounded so a word found in half the marketplace costs the same as a rare one.
 */
async function relevancePage(db: Executor, { where, query, match }: PageRequest) {
  const q = query.q ?? "";
  const rank =
    match === "similar"
      ? sql<number>`word_similarity(${q}, ${L.title})`
      : sql<number>`ts_rank_cd(${L.searchVector}, ${wordsQuery(q)})`;
  const offset = query.cursor ? cursorOffset(query.cursor) : (query.page - 1) * query.pageSize;
  const candidates = db
    .select({
      ...cardColumns,
      rank: rank.as("rank"),
      distanceKm: (query.origin ? distanceKm(query.origin, operatorBase) : sql<null>`null`).as("distance_km"),
    })
    .from(L)
    .where(where)
    .orderBy(desc(L.createdAt), desc(L.id))
    .limit(LIMITS.searchCountCap)
    .as("candidates");
  const rows = await db
    .select()
    .from(candidates)
    .orderBy(desc(candidates.rank), desc(candidates.createdAt), desc(candidates.id))
    .limit(query.pageSize)
    .offset(offset);
  return {
    rows: rows.map(({ rank: _rank, distanceKm, ...row }) => ({
      ...row,
      distanceKm: distanceKm === null ? null : Number(distanceKm),
    })),
    offset,
  };
}

function cursorListingId(cursor: string, sort: ListingSort): string {
  const decoded = decodeCursor(cursor);
  if (!decoded || decoded.sort !== sort || decoded.after === undefined) throw badCursor();
  return decoded.after;
}

function cursorOffset(cursor: string): number {
  const decoded = decodeCursor(cursor);
  if (!decoded || decoded.sort !== "relevance" || decoded.offset === undefined) throw badCursor();
  return decoded.offset;
}

const badCursor = () => new DomainError("BAD_REQUEST", "Cursor is not valid for this search");

/**
 * Counts up to the cap. Across the marketplace it walks the same index as the page (in the page's
 * order) so that neither a broad nor a narrow search falls back to reading the whole table; near a
 * place, the operators' listings are few enough to count in any order (their own index).
 */
async function countMatches(
  db: Executor,
  where: SQL,
  sort: ListingSort,
  cap: number,
  byOperators: boolean,
) {
  const order = byOperators ? [] : orderBy(sort === "relevance" ? "newest" : sort);
  return cappedCount(db, cap, (limit) =>
    db
      .select({ one: sql<number>`1`.as("one") })
      .from(L)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .as("matches"),
  );
}

/**
 * A plain browse — no words, place, price, rating or verified filter, no cursor — is the landing's
 * and the browse screen's first request and most of the rest: its page and its capped count are
 * prepared statements (prepared.ts), one per sort, with and without a category.
 */
function isPlainBrowse(query: ListListingsQuery): query is ListListingsQuery & { sort: KeysetSort } {
  return (
    !query.q &&
    !query.origin &&
    !query.cursor &&
    query.sort !== "relevance" &&
    query.minPrice === undefined &&
    query.maxPrice === undefined &&
    !query.verified &&
    query.minRating === undefined
  );
}

function plainConditions(byCategory: boolean): SQL {
  return byCategory ? allOf(publicListingRow, sql`${L.category} = ${sql.placeholder("category")}`) : allOf(publicListingRow);
}

function buildPlainQueries(sort: KeysetSort, byCategory: boolean) {
  const where = plainConditions(byCategory);
  const name = `browse_${sort}_${byCategory ? "category" : "all"}`;
  return {
    page: preparedPerHandle((db) =>
      db
        .select({ ...cardColumns, distanceKm: sql<null>`null` })
        .from(L)
        .where(where)
        .orderBy(...orderBy(sort))
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset"))
        .prepare(`${name}_page`),
    ),
    count: preparedPerHandle((db) =>
      db
        .select({ total: count() })
        .from(
          db
            .select({ one: sql<number>`1`.as("one") })
            .from(L)
            .where(where)
            .orderBy(...orderBy(sort))
            .limit(sql.placeholder("limit"))
            .as("matches"),
        )
        .prepare(`${name}_count`),
    ),
  };
}

const plainQueries = new Map<string, ReturnType<typeof buildPlainQueries>>();

async function plainBrowse(db: Executor, query: ListListingsQuery & { sort: KeysetSort }, cap: number) {
  const byCategory = query.category !== undefined;
  const key = `${query.sort}:${byCategory}`;
  let queries = plainQueries.get(key);
  if (!queries) {
    queries = buildPlainQueries(query.sort, byCategory);
    plainQueries.set(key, queries);
  }
  const category = query.category ?? null;
  const rows = await queries.page(db).execute({ category, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  const [row] = await queries.count(db).execute({ category, limit: cap + 1 });
  const total = row?.total ?? 0;
  const counted = total > cap ? { total: cap, totalCapped: true } : { total, totalCapped: false };
  return { rows, counted, match: undefined, nextCursor: keysetCursor(rows, query, query.sort) };
}

/**
 * The browse screen and GET /api/listings. Words match by stemmed full-text search; when nothing
 * matches, by similar-looking title words (`match: "similar"`). The total is exact up to the cap
 * and "1,000+" (`totalCapped`) above it, so no request counts the whole marketplace.
 */
export async function listPublicListings(
  db: Executor,
  query: ListListingsQuery,
  options: { countCap?: number } = {},
) {
  const cap = options.countCap ?? LIMITS.searchCountCap;
  const found = isPlainBrowse(query) ? await plainBrowse(db, query, cap) : await search(db, query, cap);
  const items = await withOperators(db, found.rows);
  return {
    items,
    total: found.counted.total,
    totalCapped: found.counted.totalCapped,
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    match: found.match ?? null,
    nearPlace: query.origin?.placeName ?? null,
    nextCursor: found.nextCursor,
  };
}

/** The next page's cursor in a keyset order: after the last row of a full page. */
function keysetCursor(rows: { id: string }[], query: ListListingsQuery, sort: KeysetSort): string | null {
  const last = rows.at(-1);
  return last && rows.length === query.pageSize ? encodeCursor({ sort, after: last.id }) : null;
}

/** Any other search: words (or similar words), place, price, rating, verified, cursor. */
async function search(db: Executor, query: ListListingsQuery, cap: number) {
  const nearOperators = query.origin ? await operatorsNear(db, query.origin) : undefined;
  const byOperators = nearOperators !== undefined;
  const filters = filterConditions(query, nearOperators);
  let match: WordMatch | undefined;
  let where = allOf(...filters);
  let counted: { total: number; totalCapped: boolean } | undefined;
  if (query.q) {
    match = "words";
    where = allOf(...filters, wordCondition(query.q, "words", byOperators));
    counted = await countMatches(db, where, query.sort, cap, byOperators);
    if (counted.total === 0) {
      match = "similar";
      where = allOf(...filters, wordCondition(query.q, "similar", byOperators));
    }
  }
  const request = { where, query, match };

  let rows;
  let nextCursor: string | null = null;
  if (query.sort === "relevance") {
    const page = await relevancePage(db, request);
    rows = page.rows;
    const nextOffset = page.offset + rows.length;
    if (rows.length === query.pageSize && nextOffset < cap) {
      nextCursor = encodeCursor({ sort: "relevance", offset: nextOffset });
    }
  } else {
    rows = await keysetPage(db, request, query.sort);
    nextCursor = keysetCursor(rows, query, query.sort);
  }

  if (!counted || match === "similar") counted = await countMatches(db, where, query.sort, cap, byOperators);
  return { rows, counted, match, nextCursor };
}

export type ListingCard = Awaited<ReturnType<typeof listPublicListings>>["items"][number];
