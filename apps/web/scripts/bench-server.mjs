// The production server the benchmark scripts measure (lighthouse.mjs, page-bench.mjs,
// tap-after-paint.mjs, inp-filters.mjs): the built app on a fresh, seeded embedded database, started
// exactly as the e2e tests start it (../e2e/test-server.mjs), with the job queue off so no background
// work runs beside the measurement.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { testServer } from "../e2e/test-server.mjs";

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/** Resolves once `url` answers 2xx; fails after `timeoutMs`. */
export async function waitFor(url, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts the server on `port` (its data folders named after `prefix`) and waits until it answers.
 * `stop()` ends it and everything it started (database, Next.js).
 */
export async function startBenchServer(port, prefix) {
  const server = testServer(port, { prefix });
  const child = spawn(server.command, {
    cwd: repoDir,
    shell: true,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...server.env, JOB_QUEUE: "off" },
  });
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  try {
    await waitFor(`${server.baseURL}/api/health`, 180_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseURL: server.baseURL, stop };
}

/** The first listing and its operator, for the pages that show one. */
export async function firstListing(baseURL) {
  // GET /api/listings answers the page's listings as an array (the total is in X-Total-Count).
  const [first] = await (await fetch(`${baseURL}/api/listings?pageSize=1`)).json();
  return { listingId: first.id, operatorId: first.operator.id };
}

/**
 * The browser the page benchmarks drive: CHROMIUM_PATH, else Debian's full chromium (what a phone's
 * Chrome is closest to), else Playwright's own. Timing figures differ between browsers
 * (docs/performance.md#lighthouse-figures): compare runs of one browser only.
 */
export function benchChromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}
