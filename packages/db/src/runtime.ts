import { createDb, embeddedUrl, type DbHandle } from "./client";

/** Where the app's database is: DATABASE_URL, else the embedded server the start script runs. */
export function databaseUrl(): string {
  return process.env.DATABASE_URL ?? embeddedUrl(Number(process.env.EMBEDDED_DB_PORT ?? 54329));
}

const globalForDb = globalThis as unknown as { skyhireDb?: DbHandle };

/** One pool per process (kept across hot reloads in development). */
export function getDb() {
  globalForDb.skyhireDb ??= createDb(databaseUrl());
  return globalForDb.skyhireDb.db;
}
