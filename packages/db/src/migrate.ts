import { migrate } from "drizzle-orm/postgres-js/migrator";
import { createDb } from "./client";
import { migrationsFolder } from "./paths";

/** Apply every committed migration that has not run yet. */
export async function runMigrations(url: string): Promise<void> {
  const handle = createDb(url, { max: 1 });
  try {
    await migrate(handle.db, { migrationsFolder });
  } finally {
    await handle.close();
  }
}

/** Drop everything (server databases; the embedded folder is simply deleted instead). */
export async function dropAll(url: string): Promise<void> {
  const handle = createDb(url, { max: 1 });
  try {
    await handle.sql.unsafe(
      "DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;",
    );
  } finally {
    await handle.close();
  }
}
