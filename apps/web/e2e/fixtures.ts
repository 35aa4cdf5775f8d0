import { test as base } from "@playwright/test";
import { e2eBaseURL } from "./workers";

export * from "@playwright/test";

/**
 * Playwright's `test`, plus one rule for every spec: a browser context a test opens itself
 * (`browser.newContext()`, the actors of e2e/messages/support.ts) is closed when the test ends.
 * The browser lives for the whole run; contexts left open keep their pages, live-update streams
 * and polling going through every later test and slow the run down for all of them.
 */
export const test = base.extend<{ closeOpenedContexts: void }>({
  /** Each worker's tests talk to that worker's own server (e2e/workers.ts). */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; this one needs none.
  baseURL: async ({}, provideBaseURL, testInfo) => {
    await provideBaseURL(e2eBaseURL(testInfo.parallelIndex));
  },
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});

