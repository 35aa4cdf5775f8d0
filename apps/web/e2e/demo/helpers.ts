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

