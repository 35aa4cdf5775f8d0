import { type Page } from "@playwright/test";
export { DEMO_PASSWORD, signIn } from "../session";
export { expectNoHorizontalScroll } from "../layout";
export { toast } from "../toast";

/** Records every request the browser makes to /api/* (the demo screens make none, docs/product.md#investor-demo). */
export function recordApiRequests(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api" || url.pathname.startsWith("/api/")) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}


/**
 * Gives the page a clock that moves only when the test says so (`page.clock.runFor`). Installed
 * alone, Playwright's clock keeps running with real time: on a busy machine a 2 s redirect then
 * fires while the test is still checking the step before it. Paused an hour ahead, a time no test
 * reaches, every delay of the demo happens exactly when the test runs the clock past it.
 */
export async function installStillClock(page: Page, start = new Date("2026-03-02T08:00:00Z")): Promise<void> {
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 60 * 60 * 1000));
}
