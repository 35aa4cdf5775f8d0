import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { testServer } from "./e2e/test-server.mjs";

/**
 * End-to-end tests run the production build against a fresh, seeded embedded database.
 * Browser: CHROMIUM_PATH, else Debian's /usr/bin/chromium when present, else Playwright's own.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const server = testServer(port);
const baseURL = server.baseURL;
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "./e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
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
  webServer: {
    command: server.command,
    url: `${baseURL}/api/listings?pageSize=1`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    stderr: "pipe",
    env: server.env,
  },
});
