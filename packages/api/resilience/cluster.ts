/**
 * What the resilience checks run: the production web server (apps/web's entry on its build, the
 * bench's helpers) and `pnpm worker`'s entry, on a database of their own on a PostgreSQL server — the
 * shared one, or the crash check's private cluster (private-postgres.ts) — created, migrated and
 * dropped at the end (createTestDatabase). Each process is its own group,
 * stopped or killed by its own id.
 */
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { repoRoot } from "@skyhire/db/paths";
import { createTestDatabase, type TestDatabase } from "@skyhire/db/testing";
import { startProcess, startProduct, killProcess, stopProcess, type RunningServer } from "../bench/http/servers";

/** The PostgreSQL server the checks use; `pnpm test:resilience` says so when none answers there. */
export const SERVER_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A fresh, migrated database on the server (the shared one unless told), dropped by `close()`. */
export function serverDatabase(serverUrl = SERVER_URL): Promise<TestDatabase> {
  process.env.TEST_DATABASE_URL = serverUrl;
  return createTestDatabase();
}

/** Several instances sign the same cookies: one secret for all of them. */
const AUTH_SECRET = randomBytes(32).toString("base64url");

/** One web instance (production build) on `port`; answers /api/health before this resolves. */
export function startWeb(databaseUrl: string, port: number): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`;
  return startProduct({
    databaseUrl,
    port,
    readyPath: "/api/health",
    env: {
      AUTH_SECRET,
      AUTH_URL: origin,
      APP_URL: origin,
      // The work is queued here and done by `pnpm worker` (two-instance check) or not at all.
      JOB_QUEUE: "off",
      // Each check signs up its own users from this one address.
      REGISTER_RATE_LIMIT: "1000",
    },
  });
}

export interface RunningWorker {
  stop: () => Promise<void>;
  kill: () => Promise<void>;
  output: () => string;
}

/** `pnpm worker`'s entry (packages/api/src/bin/worker.ts) on `databaseUrl`, once it processes. */
export async function startWorker(databaseUrl: string, appUrl: string): Promise<RunningWorker> {
  const apiDir = join(repoRoot(), "packages", "api");
  const { child, output } = startProcess(join(apiDir, "node_modules", ".bin", "tsx"), ["src/bin/worker.ts"], apiDir, {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    APP_URL: appUrl,
  });
  const deadline = Date.now() + 60_000;
  while (!output().includes("processing the job queue")) {
    if (child.exitCode !== null) throw new Error(`The worker exited (${child.exitCode}):\n${output()}`);
    if (Date.now() > deadline) {
      await stopProcess(child);
      throw new Error(`The worker did not start within 60 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { stop: () => stopProcess(child), kill: () => killProcess(child), output };
}
