import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { DEFAULT_POOL_SIZE } from "./env";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Drizzle over postgres.js; `$client` is the pool itself, for the rare caller that needs a raw session. */
export type Database = PostgresJsDatabase<Schema> & { $client: postgres.Sql };
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** A database handle or an open transaction: services accept either. */
export type Executor = Database | Transaction;

export interface DbHandle {
  db: Database;
  sql: postgres.Sql;
  close: () => Promise<void>;
}

/**
 * postgres.js to any PostgreSQL server (or to the embedded PGlite served over a socket).
 * The embedded PGlite is one session (embedded-socket.ts hands it to one exchange at a time), so
 * its pool holds one connection: more would only wait there, and postgres.js pipelines on one.
 */
export function createDb(url: string, options: { max?: number } = {}): DbHandle {
  const embedded = isEmbeddedUrl(url);
  const sql = postgres(url, {
    max: embedded ? 1 : (options.max ?? DEFAULT_POOL_SIZE),
    onnotice: () => {},
    // PGlite speaks the simple protocol best; a real server keeps prepared statements.
    prepare: !embedded,
  });
  const db = drizzle(sql, { schema, casing: undefined });
  return { db, sql, close: () => sql.end({ timeout: 5 }) };
}

/** The embedded server marks itself with this application_name-free database name. */
export const EMBEDDED_DB_NAME = "skyhire_embedded";

export function isEmbeddedUrl(url: string): boolean {
  return url.includes(`/${EMBEDDED_DB_NAME}`);
}

export function embeddedUrl(port: number): string {
  return `postgres://postgres@127.0.0.1:${port}/${EMBEDDED_DB_NAME}`;
}
