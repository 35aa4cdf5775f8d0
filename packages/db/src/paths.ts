import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { dbVariables } from "./env";

/** The workspace root: the folder holding pnpm-workspace.yaml above this package. */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "pnpm-workspace.yaml"))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), "../drizzle");

export function defaultEmbeddedDir(): string {
  return dbVariables().EMBEDDED_DB_DIR ?? join(repoRoot(), ".data", "pglite");
}

/**
 * The local uploads folder the app serves files from (UPLOAD_DIR, else .data/uploads at the
 * workspace root), as the api's local storage resolves it; the seed writes listing photos there.
 */
export function defaultUploadDir(): string {
  return dbVariables().UPLOAD_DIR ?? join(repoRoot(), ".data", "uploads");
}
