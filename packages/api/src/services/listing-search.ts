/**
 * Browse and GET /api/listings at marketplace scale. Everything that decides and filters a public
 * listing lives on the service_listings row (kept by the database's triggers), so every query here
 * reads that one table through its partial indexes and joins the operator only for the page's rows.
 */
import { operatorProfiles, savedSearches, searchWords, serviceListings, type Executor } from "@skyhire/db";
import {
  LIMITS,
  type Currency,
  type ListingPhoto,
  type ListingSort,
  type ListListingsQuery,
} from "@skyhire/validators";
import { and, asc, count, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { DomainError } from "../errors";
import { distanceKm, withinRadius, type OriginPlaceholders, type RadiusOrigin } from "./distance";
import { decodeCursor, encodeCursor } from "./listing-cursor";
import { priceTaxAddedFrom } from "./listing-tax";
import { preparedPerHandle } from "./prepared";
import { allOf, newestFirst } from "./sql-helpers";

const L = serviceListings;

/**
 * Public and bookable rows: the partial indexes' predicate (is_public), and the operator's
 * documents not expired — an operator who may not send proposals has no bookable listings.
 */
export const publicListingRow = sql`(${L.isPublic} and (${L.operatorDocumentsUntil} is null or ${L.operatorDocumentsUntil} >= (now() at time zone 'utc')::date))`;

/**
 * How a search word matched: its stemmed words, or (none found) the known title words that look
 * most like them (search_words, migration 0035), searched the same way.
 */
export type WordMatch = "words" | "similar";

/** The words of a search (a statement's parameter, or a saved search's column) as a full-text query. */
function wordsQuery(q: Placeholder | PgColumn) {
  return sql`websearch_to_tsquery('english', ${q})`;
}

/** A listing carries the search's words (stemmed, title and description). */
export function listingHasWords(q: Placeholder | PgColumn): SQL {
  return sql`${L.searchVector} @@ ${wordsQuery(q)}`;
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
 * shapeConditions below, read from the search's columns (null = no such filter), and its words
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

type KeysetSort = Exclude<ListingSort, "relevance">;

type SortKey = "createdAt" | "id" | "priceUsd" | "operatorRating";

/** The sort keys, in order, for a keyset sort (relevance pages by position instead). */
const KEYSET_ORDER: Record<KeysetSort, { keys: SortKey[]; direction: "asc" | "desc" }> = {
  newest: { keys: ["createdAt", "id"], direction: "desc" },
  price_asc: { keys: ["priceUsd", "id"], direction: "asc" },
  price_desc: { keys: ["priceUsd", "id"], direction: "desc" },
  rating: { keys: ["operatorRating", "createdAt", "id"], direction: "desc" },
};

/** The sort's order over the listings table, or over a page of it (`from`, with the same keys). */
function orderBy(sort: KeysetSort, from: Record<SortKey, PgColumn | SQL.Aliased> = L): SQL[] {
  const { keys, direction } = KEYSET_ORDER[sort];
  return keys.map((key) => (direction === "asc" ? asc(from[key]) : desc(from[key])));
}

/**
 * A search's values, as parameters of its prepared statements: the statements are built once per
 * shape (which filters a search has, below) and only these values change from one request to the next.
 */
const P = {
  category: sql.placeholder("category"),
  minPrice: sql.placeholder("minPrice"),
  maxPrice: sql.placeholder("maxPrice"),
  minRating: sql.placeholder("minRating"),
  /** The public operators near the place (operatorsNearQuery), one array parameter. */
  operators: sql.placeholder("operators"),
  q: sql.placeholder("q"),
  cursorId: sql.placeholder("cursorId"),
  offset: sql.placeholder("offset"),
  /** The page size plus one: a row past the page tells whether there is a next page. */
  pageLimit: sql.placeholder("pageLimit"),
  /** The count's cap plus one: one more than the cap tells "1,000+" from exactly 1,000. */
  countLimit: sql.placeholder("countLimit"),
};
const ORIGIN: OriginPlaceholders = {
  lat: sql.placeholder("originLat"),
  lng: sql.placeholder("originLng"),
  radiusKm: sql.placeholder("radiusKm"),
};

/** Which filters a search has, not their values: one set of prepared statements per shape. */
interface SearchShape {
  category: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  verified: boolean;
  minRating: boolean;
  near: boolean;
  /** Words to match (the search's own, or the known words closest to them). */
  words: boolean;
  sort: ListingSort;
  cursor: boolean;
}

function shapeOf(query: ListListingsQuery): SearchShape {
  return {
    category: query.category !== undefined,
    minPrice: query.minPrice !== undefined,
    maxPrice: query.maxPrice !== undefined,
    verified: query.verified === true,
    minRating: query.minRating !== undefined,
    near: query.origin !== undefined,
    words: query.q !== undefined,
    sort: query.sort,
    cursor: query.cursor !== undefined,
  };
}

/** Every filter of the shape, the words included; the cursor is the page's, not the count's. */
function shapeConditions(shape: SearchShape): SQL {
  const conditions: SQL[] = [publicListingRow];
  if (shape.category) conditions.push(sql`${L.category} = ${P.category}`);
  // Prices of different currencies compare in US dollars at the reference rates (price_usd).
  if (shape.minPrice) conditions.push(sql`${L.priceUsd} >= ${P.minPrice}`);
  if (shape.maxPrice) conditions.push(sql`${L.priceUsd} <= ${P.maxPrice}`);
  if (shape.verified) conditions.push(sql`${L.operatorVerified}`);
  if (shape.minRating) conditions.push(sql`${L.operatorRating} >= ${P.minRating}`);
  if (shape.near) conditions.push(sql`${L.operatorId} = any(${P.operators})`);
  if (shape.words) conditions.push(wordCondition(shape.near));
  return allOf(...conditions);
}

/**
 * `byOperators` (near a place): the words are checked on those operators' listings, a bounded set,
 * through ts_match_vq — the function behind @@, which the word index cannot answer. Otherwise the
 * planner intersects with the word index, which costs as much as the word is common.
 */
function wordCondition(byOperators: boolean): SQL {
  return byOperators ? sql`ts_match_vq(${L.searchVector}, ${wordsQuery(P.q)})` : listingHasWords(P.q);
}

/** Rows after the cursor's listing in this sort order (a row comparison the index answers). */
function afterCursorListing(sort: KeysetSort): SQL {
  const { keys: sortKeys, direction } = KEYSET_ORDER[sort];
  const columns = sortKeys.map((key) => L[key]);
  const keys = sql.join(columns, sql`, `);
  const cursorKeys = sql.join(
    columns.map((column) => sql`cursor_row.${sql.identifier(column.name)}`),
    sql`, `,
  );
  const comparison = direction === "asc" ? sql`>` : sql`<`;
  return sql`(${keys}) ${comparison} (select ${cursorKeys} from ${L} cursor_row where cursor_row.id = ${P.cursorId})`;
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

/** A card's operator fields, joined for the page's rows only (after its limit). */
const O = operatorProfiles;
const cardOperatorColumns = {
  companyName: O.companyName,
  completedJobs: O.completedJobs,
  location: O.location,
  operatorCurrency: O.currency,
  priceTaxAdded: priceTaxAddedFrom(O.taxDetails).as("price_tax_added"),
};

/** A page's row as the statements return it: the card's columns, the operator's, the distance and the total. */
interface PageRow
  extends Pick<
    typeof L.$inferSelect,
    | "id"
    | "operatorId"
    | "title"
    | "description"
    | "price"
    | "currency"
    | "category"
    | "requirements"
    | "createdAt"
    | "operatorRating"
    | "operatorVerified"
  > {
  coverPhoto: ListingPhoto | null;
  companyName: string | null;
  completedJobs: number | null;
  location: string | null;
  operatorCurrency: Currency | null;
  priceTaxAdded: string | null;
  distanceKm: string | number | null;
}

/**
 * A page's row as a card: the operator's fields gathered under `operator`. Written out field by
 * field (no rest spread): a copy that leaves keys out is built by a slow runtime path, and its
 * object then serialises slowly too — about a tenth of a browse request's CPU
 * (docs/performance.md, "Cards built field by field"). `listing-search.test.ts` checks every column
 * of the statements reaches the card.
 */
function toCard(row: PageRow) {
  return {
    id: row.id,
    operatorId: row.operatorId,
    title: row.title,
    description: row.description,
    price: row.price,
    priceTaxAdded: row.priceTaxAdded,
    currency: row.currency,
    category: row.category,
    requirements: row.requirements,
    createdAt: row.createdAt,
    coverPhoto: row.coverPhoto,
    distanceKm: row.distanceKm === null ? null : Number(row.distanceKm),
    operator: {
      id: row.operatorId,
      companyName: row.companyName ?? "",
      rating: row.operatorRating,
      completedJobs: row.completedJobs ?? 0,
      location: row.location,
      isVerified: row.operatorVerified,
      currency: row.operatorCurrency,
    },
  };
}

/**
 * The public operators a "near" search reaches: based within its radius, or whose own service
 * radius covers the place. A few hundred rows of operator_profiles through their GiST index; the
 * listings are then found by operator id, so the cost follows the page, not the area's listings.
 */
const operatorsNearQuery = preparedPerHandle((db) =>
  db
    .select({ id: operatorProfiles.userId })
    .from(operatorProfiles)
    .where(
      and(
        sql`${operatorProfiles.isPublic}`,
        operatorReaches(
          ORIGIN,
          // The widest radius any public operator has (an index's last entry): the box is no wider.
          sql`(select max(${operatorProfiles.serviceRadiusKm}) from ${operatorProfiles} where ${operatorProfiles.isPublic})`,
        ),
      ),
    )
    .prepare("operators_near"),
);

const operatorBase = { lat: L.operatorLat, lng: L.operatorLng };

const distanceColumn = (shape: SearchShape) =>
  (shape.near ? distanceKm(ORIGIN, operatorBase) : sql<number | null>`null`).as("distance_km");

/** The search's matches, at most the count's cap plus one, in `order` (see countStatement). */
function matchesUpToCap(db: Executor, shape: SearchShape, order: SQL[]) {
  return db
    .select({ one: sql<number>`1`.as("one") })
    .from(L)
    .where(shapeConditions(shape))
    .orderBy(...order)
    .limit(P.countLimit)
    .as("matches");
}

/** The order a count walks: the page's own index across the marketplace, any order near a place. */
function countOrder(shape: SearchShape): SQL[] {
  return shape.near ? [] : orderBy(shape.sort === "relevance" ? "newest" : shape.sort);
}

/**
 * One page in a keyset order, from the page number or after the cursor's listing, in one statement:
 * the page's rows, their operators (joined for those rows only) and the search's total counted up
 * to the cap (an uncorrelated subquery, run once). One round trip instead of three: at 32 clients
 * on 2 cores each statement's wake-ups of the database and the server cost more than its work.
 */
function keysetPageStatement(db: Executor, shape: SearchShape, sort: KeysetSort, name: string | null) {
  const where = shapeConditions(shape);
  const page = db
    .select({ ...cardColumns, distanceKm: distanceColumn(shape), priceUsd: L.priceUsd })
    .from(L)
    .where(shape.cursor ? allOf(where, afterCursorListing(sort)) : where)
    .orderBy(...orderBy(sort))
    .limit(P.pageLimit)
    .offset(P.offset)
    .as("page");
  const counted = db.select({ total: count() }).from(matchesUpToCap(db, shape, countOrder(shape)));
  const { priceUsd: _sortKeyOnly, ...card } = page._.selectedFields;
  const query = db
    .select({ ...card, ...cardOperatorColumns, total: sql<number>`(${counted})`.mapWith(Number) })
    .from(page)
    .leftJoin(O, eq(O.userId, page.operatorId))
    .orderBy(...orderBy(sort, page));
  return runnable(query, name);
}

/**
 * Best match, with the search's total: the newest matches (at most the count cap plus one) ranked
 * by ts_rank_cd, title above description. Ranking is bounded so a word found in half the
 * marketplace costs the same as a rare one. The candidates carry only their id, date and rank (not
 * the card's text through the sort), the page's rows are read afterwards by id, and the count of
 * candidates is the search's total, so a ranked search reads its matches once: at 1M listings a
 * rare word's page went from 3.2 ms to 1.5, and the separate count is not sent.
 */
function relevancePageStatement(db: Executor, shape: SearchShape, name: string | null) {
  const rank = sql<number>`ts_rank_cd(${L.searchVector}, ${wordsQuery(P.q)})`;
  const candidates = db
    .select({ id: L.id, createdAt: L.createdAt, rank: rank.as("rank") })
    .from(L)
    .where(shapeConditions(shape))
    .orderBy(...newestFirst(L))
    .limit(P.countLimit)
    .as("candidates");
  const ranked = db
    .select({
      id: candidates.id,
      createdAt: candidates.createdAt,
      rank: candidates.rank,
      total: sql<number>`count(*) over ()`.as("total"),
    })
    .from(candidates)
    .orderBy(desc(candidates.rank), desc(candidates.createdAt), desc(candidates.id))
    .limit(P.pageLimit)
    .offset(P.offset)
    .as("ranked");
  const query = db
    .select({
      ...cardColumns,
      distanceKm: distanceColumn(shape),
      ...cardOperatorColumns,
      total: sql<number>`${ranked.total}`.mapWith(Number),
    })
    .from(ranked)
    .innerJoin(L, eq(L.id, ranked.id))
    .leftJoin(O, eq(O.userId, L.operatorId))
    .orderBy(desc(ranked.rank), desc(ranked.createdAt), desc(ranked.id));
  return runnable(query, name);
}

/**
 * Counts up to the cap. Across the marketplace it walks the same index as the page (in the page's
 * order) so that neither a broad nor a narrow search falls back to reading the whole table; near a
 * place, the operators' listings are few enough to count in any order (their own index).
 */
function countStatement(db: Executor, shape: SearchShape, name: string | null) {
  const query = db.select({ total: count() }).from(matchesUpToCap(db, shape, countOrder(shape)));
  return runnable(query, name);
}

/**
 * A search built once, run with each request's values: as a named statement when one plan suits
 * every value, or unnamed so that PostgreSQL plans it for the values at hand. A word's plan depends
 * on how common it is: at 100k listings the generic plan of "inspection" (40 % of the listings)
 * took 229 ms against 35 ms planned for the word (bench/cpu/plan-modes.ts); a named
 * statement would fall back to that generic plan after its fifth run on a connection.
 *
 * Unnamed statements are built once too: drizzle's query builder would build the SQL text again on
 * every `execute` (3.5 % of the server's CPU under a "near" load). Its postgres-js driver sends a
 * built query by name only because it was given one (its `prepare` flag), so that flag is cleared;
 * listing-search.statements.test.ts checks these statements still go unnamed.
 */
function runnable<Prepared extends object>(query: { prepare(name: string): Prepared }, name: string | null): Prepared {
  if (name !== null) return query.prepare(name);
  const built = query.prepare("unnamed");
  Object.assign(built, { prepare: false });
  return built;
}

/**
 * The shapes whose plan does not depend on the values: a plain browse (no words, place, price,
 * rating or verified filter, no cursor), by newest, price or rating, with or without a category —
 * the landing's and the browse screen's first request and most of the rest.
 */
function planFitsEveryValue(shape: SearchShape): boolean {
  return (
    !shape.words &&
    !shape.near &&
    !shape.cursor &&
    shape.sort !== "relevance" &&
    !shape.minPrice &&
    !shape.maxPrice &&
    !shape.verified &&
    !shape.minRating
  );
}

function buildSearchStatements(shape: SearchShape, key: string) {
  // Built on first use only: a relevance shape never asks for a keyset page, nor a keyset shape for a ranked one.
  const keysetSort = shape.sort === "relevance" ? "newest" : shape.sort;
  const named = (kind: string) => (planFitsEveryValue(shape) ? `search_${kind}_${key}` : null);
  return {
    keysetPage: preparedPerHandle((db) => keysetPageStatement(db, shape, keysetSort, named("page"))),
    relevancePage: preparedPerHandle((db) => relevancePageStatement(db, shape, named("ranked"))),
    count: preparedPerHandle((db) => countStatement(db, shape, named("count"))),
  };
}

const searchStatements = new Map<string, ReturnType<typeof buildSearchStatements>>();

/** The statements of a shape, built the first time a search of that shape comes. */
function statementsFor(shape: SearchShape) {
  const flags = [shape.category, shape.minPrice, shape.maxPrice, shape.verified, shape.minRating, shape.near, shape.cursor];
  const key = [flags.map((flag) => (flag ? "1" : "0")).join(""), shape.words ? "words" : "all", shape.sort].join("_");
  let statements = searchStatements.get(key);
  if (!statements) {
    statements = buildSearchStatements(shape, key);
    searchStatements.set(key, statements);
  }
  return statements;
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

/** The values of a search for its statements' parameters. */
function searchValues(query: ListListingsQuery, nearOperators: string[], cap: number) {
  const cursorId = query.cursor && query.sort !== "relevance" ? cursorListingId(query.cursor, query.sort) : null;
  const offset = query.cursor
    ? query.sort === "relevance"
      ? cursorOffset(query.cursor)
      : 0
    : (query.page - 1) * query.pageSize;
  return {
    category: query.category ?? null,
    minPrice: query.minPrice ?? null,
    maxPrice: query.maxPrice ?? null,
    minRating: query.minRating ?? null,
    operators: nearOperators,
    originLat: query.origin?.lat ?? null,
    originLng: query.origin?.lng ?? null,
    radiusKm: query.origin?.radiusKm ?? null,
    q: query.q ?? "",
    cursorId,
    offset,
    pageLimit: query.pageSize + 1,
    countLimit: cap + 1,
  };
}

function capped(total: number, cap: number) {
  return total > cap ? { total: cap, totalCapped: true } : { total, totalCapped: false };
}

/** websearch_to_tsquery's operators: a phrase, an excluded word, an alternative. */
const SEARCH_SYNTAX = /"|(?:^|\s)-|(?:^|\s)or(?:\s|$)/i;

/** How alike a known word must be to a typed one to stand in for it (pg_trgm's similarity, 0–1). */
const KNOWN_WORD_SIMILARITY = 0.3;

/**
 * For a search whose words matched nothing: each of its words replaced by the known title word
 * (search_words) that looks most like it — "inspecton" → "inspection". None when a word looks like
 * no known word: every word must match, as the typed ones had to. The vocabulary is a few thousand
 * words however many listings there are, so this costs the same at 1M listings as at 10k.
 */
async function closestKnownWords(db: Executor, q: string): Promise<string[]> {
  // Quotes, "-word" and "or" say how words combine: replaced word by word they would say otherwise.
  if (SEARCH_SYNTAX.test(q)) return [];
  const rows = await db.execute<{ word: string | null }>(sql`
    select known.word
    from title_words(${q}) as typed(word)
    left join lateral (
      select ${searchWords.word} as word
      from ${searchWords}
      where similarity(${searchWords.word}, typed.word) >= ${KNOWN_WORD_SIMILARITY}
      order by similarity(${searchWords.word}, typed.word) desc, ${searchWords.word}
      limit 1
    ) as known on true`);
  const words = rows.map((row) => row.word);
  if (words.some((word) => word === null)) return [];
  return [...new Set(words.filter((word) => word !== null))].sort();
}

/**
 * A search whose words matched nothing looks for the known words closest to them instead: the
 * same statements run again with those words, every one of which must still match, as the typed
 * ones had to. False (and nothing to run) when some word looks like no known word.
 */
async function searchKnownWordsInstead(db: Executor, values: { q: string }): Promise<boolean> {
  const known = await closestKnownWords(db, values.q);
  if (known.length === 0) return false;
  values.q = known.join(" ");
  return true;
}

/**
 * The browse screen and GET /api/listings. Words match by stemmed full-text search; when nothing
 * matches, the known title words closest to them are searched instead (`match: "similar"`).
 * The total is exact up to the cap and "1,000+" (`totalCapped`) above it, so no request counts the
 * whole marketplace. Every statement is prepared per search shape, so a request only binds its values.
 */
export async function listPublicListings(
  db: Executor,
  query: ListListingsQuery,
  options: { countCap?: number } = {},
) {
  const cap = options.countCap ?? LIMITS.searchCountCap;
  const found = await search(db, query, cap);
  return {
    items: found.rows.map(toCard),
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

/** The next page's cursor in a keyset order: after the page's last row. */
function keysetCursor(rows: { id: string }[], sort: KeysetSort): string | null {
  const last = rows.at(-1);
  return last ? encodeCursor({ sort, after: last.id }) : null;
}

async function search(db: Executor, query: ListListingsQuery, cap: number) {
  const nearOperators = query.origin
    ? (await operatorsNearQuery(db).execute({ originLat: query.origin.lat, originLng: query.origin.lng, radiusKm: query.origin.radiusKm })).map(
        (row) => row.id,
      )
    : [];
  const values = searchValues(query, nearOperators, cap);
  const statements = statementsFor(shapeOf(query));
  let match: WordMatch | undefined = query.q ? "words" : undefined;
  const countAll = async () => capped((await statements.count(db).execute(values))[0]?.total ?? 0, cap);
  // The typed words matched nothing and no known word looks like one of them.
  const nothingAlike = { rows: [], counted: capped(0, cap), match: "similar" as const, nextCursor: null };
  // Without rows, nothing matched or the page is past the end; the first page of a search tells which.
  const pastTheEnd = values.offset > 0 || values.cursorId !== null;
  const run = () =>
    query.sort === "relevance" ? statements.relevancePage(db).execute(values) : statements.keysetPage(db).execute(values);
  let page = await run();
  if (page.length === 0) {
    const typed = pastTheEnd ? await countAll() : capped(0, cap);
    if (typed.total > 0 || !query.q) return { rows: [], counted: typed, match, nextCursor: null };
    if (!(await searchKnownWordsInstead(db, values))) return nothingAlike;
    match = "similar";
    page = await run();
    if (page.length === 0) return { rows: [], counted: await countAll(), match, nextCursor: null };
  }
  const counted = capped(page[0]?.total ?? 0, cap);
  const hasMore = page.length > query.pageSize;
  const rows = page.slice(0, query.pageSize);
  // The page read one row more than it shows: a next page exists only when that row came back.
  let nextCursor: string | null = null;
  if (hasMore && query.sort !== "relevance") nextCursor = keysetCursor(rows, query.sort);
  else if (hasMore && values.offset + rows.length < cap) {
    nextCursor = encodeCursor({ sort: "relevance", offset: values.offset + rows.length });
  }
  return { rows, counted, match, nextCursor };
}

export type ListingCard = Awaited<ReturnType<typeof listPublicListings>>["items"][number];
