import { test as base, type Page } from "@playwright/test";
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
  /**
   * A signed-out visitor's public page loads its framework scripts after its first paint
   * (src/server/scripts-after-paint.ts), and the browser's load event can come before that. A
   * person sees the page and reads; a test clicks at once, before React owns the buttons. So
   * `goto` and `reload` also wait until such a page's scripts have started the app (Next.js sets
   * `window.next` just before it hydrates; a click during hydration is replayed by React).
   * A test about the page before its scripts asks for `waitUntil: "commit"` and gets it at once.
   */
  page: async ({ page }, providePage) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== "commit") await untilDeferredScriptsRun(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilDeferredScriptsRun(page);
      return response;
    };
    await providePage(page);
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

/** Waits while the page carries the after-paint loader and Next.js has not started yet. */
async function untilDeferredScriptsRun(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector("script[data-scripts-after-paint]") || "next" in window);
}
