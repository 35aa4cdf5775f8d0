import { expect, type Page } from "@playwright/test";
export { toast } from "../toast";

/** Every seeded account has this password (packages/db/src/seed). */
export const DEMO_PASSWORD = "skyhire-demo";

/** Signs in through the API with the page's own cookie jar (no sign-in form). */
export async function signIn(page: Page, email: string) {
  const request = page.context().request;
  const csrf = await request.get("/api/auth/csrf");
  expect(csrf.ok()).toBeTruthy();
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBeLessThan(400);
}

/** Records every request the browser makes to /api/* (the demo screens make none, docs/product.md#investor-demo). */
export function recordApiRequests(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api" || url.pathname.startsWith("/api/")) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
