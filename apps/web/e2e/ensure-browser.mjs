// The e2e tests need a Chromium (e2e/browser.mjs): CHROMIUM_PATH, Debian's headless shell or
// chromium, or Playwright's own. On a machine with none of them, fetch Playwright's (where the
// network allows it).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { e2eChromiumPath } from "./browser.mjs";

if (!e2eChromiumPath() && !existsSync(chromium.executablePath())) {
  console.info("No Chromium found: installing Playwright's (or install Debian's `chromium-headless-shell`).");
  execSync("npx playwright install chromium", { stdio: "inherit" });
}
