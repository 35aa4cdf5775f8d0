// The e2e tests need a Chromium: CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's own.
// On a machine with none of them, fetch Playwright's (where the network allows it).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const system = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(system) && !existsSync(chromium.executablePath())) {
  console.info("No Chromium found: installing Playwright's (or install Debian's `chromium`).");
  execSync("npx playwright install chromium", { stdio: "inherit" });
}
