import { type Executor } from "@skyhire/db";
import { count, desc, sql, type AnyColumn, type SQL, type Subquery } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";

/** `%term%` for ILIKE, with the pattern characters of the term itself taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The column is one of `values`, sent as ONE array parameter (`= any($1)`) rather than drizzle's
 * `in ($1, $2, …)`: a "near" search names a few hundred operators, and a parameter each cost the
 * statement's building, binding and parsing more than running it. PostgreSQL plans both forms alike.
 */
export function anyOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} = any(${sql.param(values)})`;
}

/** Every condition holds (like `and`, but never undefined). */
export function allOf(...conditions: SQL[]): SQL {
  return sql`(${sql.join(conditions, sql` and `)})`;
}

/**
 * How many rows match a search, counting at most `cap + 1` of them (README "Search": an exact
 * count of a broad search at 100k rows costs half a second, a capped one milliseconds). Above the
 * cap the total is `cap` with `totalCapped`, shown as "1,000+".
 */
export async function cappedCount(
  db: Executor,
  cap: number,
  matchingRows: (limit: number) => Subquery,
): Promise<{ total: number; totalCapped: boolean }> {
  const [row] = await db.select({ total: count() }).from(matchingRows(cap + 1));
  const total = row?.total ?? 0;
  return total > cap ? { total: cap, totalCapped: true } : { total, totalCapped: false };
}

/**
 * Newest first, ties broken by id: rows created in the same microsecond keep one order, so
 * consecutive pages never repeat or skip a row. Spread into `orderBy`.
 */
export function newestFirst(table: { createdAt: AnyColumn; id: AnyColumn }): SQL[] {
  return [desc(table.createdAt), desc(table.id)];
}

/** Which page of a list a caller asks for (every paged query schema has these two). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** The rows of one page of an ordered list (`rows` made `$dynamic()`). */
export function pageRows<Q extends PgSelect>(rows: Q, input: PageRequest): Q {
  return rows.limit(input.pageSize).offset((input.page - 1) * input.pageSize);
}

/**
 * One page of an ordered list, as every paged procedure answers it: the rows of the page (`rows`,
 * ordered, made `$dynamic()`) and how many rows match in all (`counted`, a select of `{ n: count() }`).
 */
export async function onePage<Q extends PgSelect>(
  input: PageRequest,
  rows: Q,
  counted: PromiseLike<{ n: number }[]>,
): Promise<{ items: Q["_"]["result"]; total: number; page: number; pageSize: number }> {
  const items: Q["_"]["result"] = await pageRows(rows, input);
  const [total] = await counted;
  return { items, total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
}

/**
 * How many rows match before LIMIT, carried on every row of the page as a window count: a page and
 * its total in one statement. For lists of one owner (a customer's jobs), which stay small: the
 * window reads every matching row, where a separate count of a large table would use an index.
 */
export function totalBeforeLimit(): SQL.Aliased<number> {
  return sql<number>`count(*) over()`.mapWith(Number).as("total_before_limit");
}

/**
 * A page whose rows carry `totalBeforeLimit()` as `total`: the items without it and the total. An
 * empty page says nothing of the rows before it, so past the first page the total is counted apart.
 */
export async function pageWithTotal<Row extends { total: number }>(
  rows: Row[],
  input: PageRequest,
  countApart: () => Promise<number>,
): Promise<{ items: Omit<Row, "total">[]; total: number; page: number; pageSize: number }> {
  const items = rows.map(({ total: _total, ...item }) => item);
  const total = rows[0]?.total ?? (input.page > 1 ? await countApart() : 0);
  return { items, total, page: input.page, pageSize: input.pageSize };
}

