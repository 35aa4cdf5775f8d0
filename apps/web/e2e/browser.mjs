import { existsSync } from "node:fs";

/**
 * The Chromium the e2e tests drive: CHROMIUM_PATH, else Debian's headless shell
 * (`apt-get install chromium-headless-shell`), else Debian's full `chromium`, else Playwright's own
 * (undefined: Playwright launches its downloaded headless shell).
 *
 * The headless shell is the same Blink and V8 without the browser's window machinery; here it ran
 * the same specs with about a third less time per test, on a machine where the browser is most of
 * the suite's CPU (docs/testing.md).
 */
export const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

export function e2eChromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM].find((path) => existsSync(path));
}
