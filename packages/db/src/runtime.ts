import { createDb, embeddedUrl, type DbHandle } from "./client";
import { dbVariables } from "./env";

/** Where the app's database is: DATABASE_URL, else the embedded server the start script runs. */
export function databaseUrl(): string {
  const env = dbVariables();
  return env.DATABASE_URL ?? embeddedUrl(env.EMBEDDED_DB_PORT);
}

const globalForDb = globalThis as unknown as { skyhireDb?: DbHandle };

/** The app's pool size to a PostgreSQL server (the embedded one always has one connection). */
export function databasePoolSize(): number {
  return dbVariables().DATABASE_POOL_SIZE;
}

/** One pool per process (kept across hot reloads in development). */
export function getDb() {
  globalForDb.skyhireDb ??= createDb(databaseUrl(), { max: databasePoolSize() });
  return globalForDb.skyhireDb.db;
}
