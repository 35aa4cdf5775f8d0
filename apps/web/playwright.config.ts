import { defineConfig, devices } from "@playwright/test";
import { e2eChromiumPath } from "./e2e/browser.mjs";
import { testServer } from "./e2e/test-server.mjs";
import { e2eServerPorts, e2eWorkers } from "./e2e/workers";

/**
 * End-to-end tests run the production build against a fresh, seeded embedded database.
 * Browser: e2e/browser.mjs (CHROMIUM_PATH, else Debian's headless shell or chromium, else Playwright's own).
 *
 * E2E_WORKERS workers (2 by default) take the spec files between them; each has a server and a
 * database of its own (e2e/workers.ts), so no worker sees another's accounts, mails or uploads.
 * Inside a worker the files run one after another, as they always did.
 */
const workers = e2eWorkers();
const servers = e2eServerPorts(workers).map((port) => testServer(port));
const baseURL = servers[0]!.baseURL;
const chromiumPath = e2eChromiumPath();

export default defineConfig({
  testDir: "./e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    // No trace: recording one for every test (to keep it only on failure) doubled the browser's CPU
    // and made the suite about a quarter slower (docs/testing.md). To debug a failing test, run it
    // again with `--trace on`; a failure still leaves a screenshot and the page's error context.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: servers.map((server) => ({
    command: server.command,
    url: `${server.baseURL}/api/listings?pageSize=1`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: server.env,
  })),
});
