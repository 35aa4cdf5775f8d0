import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { signIn } from "../session";
export { signIn } from "../session";
export { expectNoHorizontalScroll } from "../layout";
export { toast } from "../toast";

/** Seeded demo operator (packages/db/src/seed): an approved, published, complete profile. */
export const OPERATOR = { email: "operator@skyhire.dev", password: "skyhire-demo", company: "Chen Aerial Solutions" };

export const EDITOR_PATH = "/dashboard/operator/profile";
export const pathIs = (path: string) => (url: URL) => url.pathname === path;

export const VALID_BIO =
  "We fly certified drones for building inspections, 3D mapping and aerial photography across the region.";

export function uniqueSuffix() {
  return `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
}

/** A new customer account: registered with POST /api/auth/register, then signed in on the page. */
export async function signInAsNewCustomer(page: Page) {
  const email = `e2e-operator-profile-${uniqueSuffix()}@example.test`;
  const password = "e2e-password-123";
  const response = await page.context().request.post("/api/auth/register", {
    data: { email, password, confirmPassword: password },
  });
  expect(response.status(), await response.text()).toBe(201);
  await signIn(page, email, password);
  return { email };
}

/** How many listings browse shows (GET /api/listings' X-Total-Count). */
export async function publicListingTotal(request: APIRequestContext): Promise<number> {
  const response = await request.get("/api/listings?pageSize=1");
  expect(response.ok()).toBeTruthy();
  return Number(response.headers()["x-total-count"]);
}

/** Chooses files once the picker works: it stays disabled until the page's script has loaded. */
export async function chooseFiles(input: Locator, files: Parameters<Locator["setInputFiles"]>[0]) {
  await expect(input).toBeEnabled();
  await input.setInputFiles(files);
}
