/**
 * A fresh, migrated database for one test file.
 * Default: an in-memory PGlite served on a free local port (the same postgres.js driver the app uses);
 * a PGlite a finished file gave back is reset and served to the next file of the same worker.
 * With TEST_DATABASE_URL (or DATABASE_URL): a new database on that server, copied from a migrated
 * template database there, dropped at close.
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
import { resetToBaseline, takeBaseline, type Baseline } from "./testing-reset";

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
  const template = await migratedServerTemplate(admin, serverUrl);
  // A copy of the migrated template: files copied by the server, no migration run per test file.
  await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = databaseUrl(serverUrl, name);
  const handle = createDb(url, { max: 10 });
  return {
    db: handle.db,
    client: handle.sql,
    url,
    close: async () => {
      await handle.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The migrations' fingerprint: a template made from other migrations is never used. */
function migrationsDigest(): string {
  const files = readdirSync(migrationsFolder).filter((f) => f.endsWith(".sql")).sort();
  const digest = createHash("sha1");
  for (const file of files) digest.update(readFileSync(join(migrationsFolder, file)));
  return digest.digest("hex").slice(0, 16);
}

/** Any number for pg_advisory_lock, the same in every test process: they make the template one at a time. */
const TEMPLATE_LOCK = 74_210_331;

/**
 * The name of a migrated database on the server to copy test databases from, made once per set of
 * migrations (under an advisory lock, since test processes start together). Templates of older
 * migrations are dropped when a new one is made.
 */
async function migratedServerTemplate(admin: postgres.Sql, serverUrl: string): Promise<string> {
  const template = `skyhire_template_${migrationsDigest()}`;
  await admin`select pg_advisory_lock(${TEMPLATE_LOCK})`;
  try {
    const [existing] = await admin`select 1 from pg_database where datname = ${template}`;
    if (existing) return template;
    const building = `${template}_building`;
    await admin.unsafe(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${building}`);
    await runMigrations(databaseUrl(serverUrl, building));
    // Renamed only once complete: a run stopped half way never leaves a half-migrated template.
    await admin.unsafe(`ALTER DATABASE ${building} RENAME TO ${template}`);
    const older = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like 'skyhire_template_%' and datname <> ${template}`;
    for (const { datname } of older) await admin.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    return template;
  } finally {
    await admin`select pg_advisory_unlock(${TEMPLATE_LOCK})`;
  }
}

/** Migrating a new PGlite takes seconds; a dump of a migrated one, keyed by the migrations, loads fast. */
async function migratedTemplate(): Promise<Blob | undefined> {
  const cacheDir = join(repoRoot(), "node_modules", ".cache", "skyhire-db");
  const cacheFile = join(cacheDir, `template-${migrationsDigest()}.tar`);
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
    stopServing: () => server.stop(),
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}

interface EmbeddedInstance {
  db: PGlite;
  baseline: Baseline;
}

/**
 * This worker's embedded databases that finished test files gave back, already reset to their
 * migrated state (testing-reset.ts). vitest runs a worker's files one after another and shares
 * modules between them (vitest.shared.ts: isolate false), so the next file takes one from here.
 */
const idle: EmbeddedInstance[] = [];

/** A new PGlite, migrated: loaded from the dump of a migrated one when there is one. */
async function newEmbeddedInstance(): Promise<EmbeddedInstance> {
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
  await served.stopServing();
  return { db: served.db, baseline: await takeBaseline(served.db) };
}

async function createEmbeddedDatabase(): Promise<TestDatabase> {
  const instance = idle.pop() ?? (await newEmbeddedInstance());
  // A server of its own per file: a client a test left open cannot reach the next file's data.
  const server = await serveEmbedded(instance.db, { port: 0 });
  const url = embeddedUrl(server.port);
  const handle = createDb(url);
  return {
    db: handle.db,
    client: handle.sql,
    url,
    close: async () => {
      await handle.close();
      await server.stop();
      try {
        await resetToBaseline(instance.db, instance.baseline);
        idle.push(instance);
      } catch {
        await instance.db.close();
      }
    },
  };
}
