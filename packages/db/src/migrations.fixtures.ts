import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { migrationsFolder } from "./paths";

/**
 * For the tests of a migration on rows made before it: runs the migration files whose names pass
 * `which` (e.g. `(file) => file < "0046"`), in order, statement by statement, on `pg`.
 */
export async function applyMigrations(pg: PGlite, which: (file: string) => boolean): Promise<void> {
  const files = readdirSync(migrationsFolder)
    .filter((file) => file.endsWith(".sql") && which(file))
    .sort();
  for (const file of files) {
    for (const statement of readFileSync(join(migrationsFolder, file), "utf8").split("--> statement-breakpoint")) {
      if (statement.trim()) await pg.exec(statement);
    }
  }
}
