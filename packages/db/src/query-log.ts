import { drizzle } from "drizzle-orm/postgres-js";
import type { DbHandle } from "./client";
import * as schema from "./schema";

export interface LoggedQuery {
  sql: string;
  params: unknown[];
}

/**
 * A second drizzle instance over the same client that records every statement it runs, so a test
 * can EXPLAIN exactly what a service sent and a benchmark can replay it.
 */
export function createLoggedDb(client: DbHandle["sql"]) {
  const queries: LoggedQuery[] = [];
  const db = drizzle(client, {
    schema,
    logger: { logQuery: (sql, params) => queries.push({ sql, params }) },
  });
  return { db, queries };
}
