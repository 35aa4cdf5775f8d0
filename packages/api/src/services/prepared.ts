/**
 * The busiest public reads (a listing's page, an operator's page) as prepared statements: drizzle
 * builds each one once per database handle instead of per request, and PostgreSQL parses it once
 * per connection. For a one-row lookup the per-request building cost more than the lookup itself
 * (docs/performance.md#prepared-reads). Values go in as placeholders: `sql.placeholder("id")`.
 */
import { type Executor } from "@skyhire/db";
import { withRowsMappedOnce } from "./prepared-rows";

/**
 * `build` run once per handle (the app's database, or an open transaction: short-lived, so kept
 * weakly); each statement needs a name unique in the app. A select of flat columns maps its rows
 * with a mapper worked out once (prepared-rows.ts).
 */
export function preparedPerHandle<Query>(build: (db: Executor) => Query): (db: Executor) => Query {
  const built = new WeakMap<Executor, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      if (typeof query === "object" && query !== null) withRowsMappedOnce(query);
      built.set(db, query);
    }
    return query;
  };
}
