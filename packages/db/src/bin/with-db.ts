/**
 * Runs a command against the project's database.
 * No DATABASE_URL: opens the embedded PostgreSQL (PGlite, files in .data/pglite) and serves it on a
 * local port for the lifetime of this process, or reuses the one another process already serves.
 *
 *   with-db [--reset] [--migrate] [--seed | --seed-if-empty] [--then "<command>"]
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { dbVariables } from "../env";
import { answers, embeddedUrl, startEmbedded, type EmbeddedServer } from "../embedded";
import { dropAll, runMigrations } from "../migrate";
import { defaultEmbeddedDir, defaultUploadDir, repoRoot } from "../paths";
import { isEmpty, seed } from "../seed";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../seed/demo-accounts";
import { folderFiles } from "../seed/photos";
import { stopTree } from "./process-tree";

const args = process.argv.slice(2);
const has = (flag: string) => args.includes(flag);
const thenIndex = args.indexOf("--then");
const thenCommand = thenIndex >= 0 ? args[thenIndex + 1] : undefined;

async function resolveDatabase(): Promise<{ url: string; server?: EmbeddedServer }> {
  const { DATABASE_URL, EMBEDDED_DB_PORT: port } = dbVariables();
  if (DATABASE_URL) return { url: DATABASE_URL };
  const url = embeddedUrl(port);
  if (await answers(url)) {
    if (has("--reset")) throw new Error(`The embedded database is in use at ${url}; stop that process to reset it.`);
    console.info(`Using the embedded PostgreSQL already served at ${url}`);
    return { url };
  }
  const dataDir = defaultEmbeddedDir();
  if (has("--reset")) rmSync(dataDir, { recursive: true, force: true });
  const started = Date.now();
  const server = await startEmbedded({ dataDir, port });
  console.info(`Embedded PostgreSQL (PGlite) in ${dataDir}, served at ${url} (${Date.now() - started} ms)`);
  return { url, server };
}

/** A local install gets its own signing secret, made once and kept in the git-ignored .data folder. */
function authSecret(): string {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const dir = join(repoRoot(), ".data");
  const file = join(dir, "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

async function main() {
  const { url, server } = await resolveDatabase();
  const stop = async () => {
    await server?.stop().catch(() => {});
  };
  try {
    if (has("--reset") && !server) await dropAll(url);
    if (has("--migrate")) {
      await runMigrations(url);
      console.info("Migrations applied.");
    }
    const demoAccounts = process.env.NODE_ENV !== "production";
    if (has("--seed") || (has("--seed-if-empty") && (await isEmpty(url)))) {
      // Listing photos land in the local uploads folder (with S3 storage, upload them there yourself).
      const summary = await seed(url, { demoAccounts, files: folderFiles(defaultUploadDir()) });
      console.info(`Seeded: ${summary}`);
      if (demoAccounts) {
        console.info("Demo accounts (development only):");
        for (const account of DEMO_ACCOUNTS) console.info(`  ${account.role.padEnd(8)} ${account.email} / ${DEMO_PASSWORD}`);
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }

  if (!thenCommand) {
    await stop();
    return;
  }
  const child = spawn(thenCommand, {
    shell: true,
    stdio: "inherit",
    env: {
      ...process.env,
      DATABASE_URL: url,
      AUTH_SECRET: authSecret(),
      // Links in e-mails need the site's address; locally it is the server this command starts.
      APP_URL: process.env.APP_URL ?? process.env.AUTH_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
    },
  });
  let stopping: Promise<void> | undefined;
  // The signal goes to everything the command started (pnpm → next → next-server), not only to
  // the shell: otherwise next-server is left behind, still listening, without its database.
  const forward = (signal: NodeJS.Signals) => {
    if (child.pid) stopping ??= stopTree(child.pid, signal);
  };
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  child.on("exit", (code, signal) => {
    // The database stays up until they are all gone (a server finishing its requests needs it).
    void (async () => {
      await stopping;
      await stop();
      process.exit(code ?? (signal ? 1 : 0));
    })();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
