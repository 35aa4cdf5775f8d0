import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** Every seeded demo account (packages/db/src/seed/demo-accounts.ts) has this password. */
export const DEMO_PASSWORD = "skyhire-demo";

/**
 * Signs in through Auth.js's credentials endpoint, as the sign-in form does, without rendering the
 * form: tests that are about another page start there already signed in.
 */
export async function signInThroughApi(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const csrf = await request.get("/api/auth/csrf");
  expect(csrf.ok()).toBeTruthy();
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await request.post("/api/auth/callback/credentials", { form: { csrfToken, email, password } });
  expect(response.status()).toBeLessThan(400);
}

/** Signs the page's browser context in and checks that it now holds a session cookie. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await signInThroughApi(page.context().request, email, password);
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name.includes("session-token"))).toBeTruthy();
}
