import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests run the production build against a fresh, seeded embedded database.
 * Browser: CHROMIUM_PATH, else Debian's /usr/bin/chromium when present, else Playwright's own.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const dbDir = `${process.env.TMPDIR ?? "/tmp"}/skyhire-e2e-${port}`;

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
    // A throwaway embedded database (never the developer's), migrated and seeded, behind `next start`.
    command: `pnpm --filter @skyhire/db exec tsx src/bin/with-db.ts --reset --migrate --seed --then "pnpm --filter @skyhire/web exec next start -p ${port} -H 127.0.0.1"`,
    url: `${baseURL}/api/listings?pageSize=1`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      DATABASE_URL: "",
      EMBEDDED_DB_DIR: dbDir,
      EMBEDDED_DB_PORT: String(port + 1000),
      OUTBOX_DIR: `${dbDir}-outbox`,
      UPLOAD_DIR: `${dbDir}-uploads`,
      AUTH_URL: baseURL,
      // `next start` runs in production mode; the e2e tests read mails from /dev/outbox.
      ALLOW_DEV_OUTBOX: "1",
      // Every test signs up its own accounts, all from this one address.
      REGISTER_RATE_LIMIT: "1000",
    },
  },
});
