import { expect, type APIRequestContext, type Page } from "@playwright/test";
export { expectNoHorizontalScroll } from "../layout";
export { toast, expectToast } from "../toast";

export const PASSWORD = "e2e-password-123";

export function uniqueEmail(label: string) {
  return `e2e-onboarding-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

/** A new account through POST /api/auth/register (not signed in). */
export async function register(request: APIRequestContext, email: string) {
  const response = await request.post("/api/auth/register", {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** The sign-up form ("Create your account"), filled in with PASSWORD and sent. */
export async function fillSignUp(page: Page, values: { name: string; email: string }) {
  const form = page.getByRole("form", { name: "Create your account" });
  await form.getByLabel("Full Name").fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create Account" }).click();
}

/** The sign-in page's form, as a person fills it in. */
export async function fillSignIn(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs in through the API with the page's own cookie jar (for tests not about signing in). */
export async function signInThroughApi(page: Page, email: string) {
  const request = page.context().request;
  const csrf = await request.get("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password: PASSWORD },
  });
  expect(response.status()).toBeLessThan(400);
}

/** The onboarding step shown: its URL and the progress text. */
export async function expectStep(page: Page, step: number) {
  await expect(page).toHaveURL(new RegExp(`/onboarding/customer\\?step=${step}(&|$)`));
  await expect(page.getByText(`Step ${step} of 5`)).toBeVisible();
}

export async function currentUserId(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/auth/user");
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { id: string }).id;
}

/** The caller's customer profile as GET /api/customers/profile answers it. */
export async function customerProfile(request: APIRequestContext) {
  const response = await request.get("/api/customers/profile");
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as {
    name: string;
    phone: string | null;
    company: string | null;
    preferredContact: string;
    billingInfo: { cardLast4: string; expMonth: number; expYear: number; brand?: string } | null;
  } | null;
}
