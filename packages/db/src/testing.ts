/**
 * A fresh, migrated database for one test file.
 * Default: an in-memory PGlite served on a free local port (the same postgres.js driver the app uses).
 * With TEST_DATABASE_URL (or DATABASE_URL): a new database on that server, dropped at close.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgliteExtensions } from "./extensions";
import { serveEmbedded } from "./embedded-socket";
import postgres from "postgres";
import { createDb, embeddedUrl, type Database, type DbHandle } from "./client";
import { runMigrations } from "./migrate";
import { dbVariables } from "./env";
import { migrationsFolder, repoRoot } from "./paths";

export interface TestDatabase {
  db: Database;
  /** The postgres.js client behind `db` (e.g. for a second drizzle instance that logs its queries). */
  client: DbHandle["sql"];
  url: string;
  close: () => Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const env = dbVariables();
  const serverUrl = env.TEST_DATABASE_URL ?? env.DATABASE_URL;
  return serverUrl ? createServerDatabase(serverUrl) : createEmbeddedDatabase();
}

async function createServerDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `skyhire_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await runMigrations(url.toString());
  const handle = createDb(url.toString(), { max: 10 });
  return {
    db: handle.db,
    client: handle.sql,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** Migrating a new PGlite takes seconds; a dump of a migrated one, keyed by the migrations, loads fast. */
async function migratedTemplate(): Promise<Blob | undefined> {
  const files = readdirSync(migrationsFolder).filter((f) => f.endsWith(".sql")).sort();
  const digest = createHash("sha1");
  for (const file of files) digest.update(readFileSync(join(migrationsFolder, file)));
  const cacheDir = join(repoRoot(), "node_modules", ".cache", "skyhire-db");
  const cacheFile = join(cacheDir, `template-${digest.digest("hex").slice(0, 16)}.tar`);
  if (existsSync(cacheFile)) return new Blob([readFileSync(cacheFile)]);

  const { db, url, stop } = await serve();
  await runMigrations(url);
  const dump = await db.dumpDataDir("none");
  await stop();
  mkdirSync(cacheDir, { recursive: true });
  const bytes = Buffer.from(await dump.arrayBuffer());
  // Test processes of several packages start at once: written aside and renamed, no reader sees half a file.
  const partial = `${cacheFile}.${process.pid}.${randomBytes(4).toString("hex")}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, cacheFile);
  return new Blob([bytes]);
}

async function serve(loadDataDir?: Blob) {
  const db = await PGlite.create({ extensions: pgliteExtensions, ...(loadDataDir ? { loadDataDir } : {}) });
  const server = await serveEmbedded(db, { port: 0 });
  const url = embeddedUrl(server.port);
  return {
    db,
    url,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}

async function createEmbeddedDatabase(): Promise<TestDatabase> {
  let template: Blob | undefined;
  try {
    template = await migratedTemplate();
  } catch {
    template = undefined;
  }
  // A cache file that does not load (torn by an older writer, another PGlite's format) is skipped.
  let served = await serve(template).catch(() => {
    template = undefined;
    return serve();
  });
  if (!template) await runMigrations(served.url);
  else {
    // A torn cache file loads as an empty database: fall back to migrating.
    try {
      await runMigrations(served.url);
    } catch {
      await served.stop();
      served = await serve();
      await runMigrations(served.url);
    }
  }
  const handle = createDb(served.url);
  return {
    db: handle.db,
    client: handle.sql,
    url: served.url,
    close: async () => {
      await handle.close();
      await served.stop();
    },
  };
}
