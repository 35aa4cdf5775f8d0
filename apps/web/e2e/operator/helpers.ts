import { formatTotals } from "@skyhire/validators";
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
export { toast, expectLoggedOutToastThenSignIn } from "../toast";

/** Seeded accounts (packages/db/src/seed): every seeded user signs in with this password. */
export const DEMO_PASSWORD = "skyhire-demo";
/** The demo operator: approved and published, company "Chen Aerial Solutions". */
export const OPERATOR = { email: "operator@skyhire.dev", company: "Chen Aerial Solutions" };
/** Other seeded operators (ops.<company slug>@skyhire.dev). */
export const OTHER_OPERATOR = { email: "ops.polder-aerial-works@skyhire.dev" };
export const PENDING_OPERATOR = { email: "ops.brightwater-drones@skyhire.dev" };
export const REJECTED_OPERATOR = {
  email: "ops.quickshot-drones@skyhire.dev",
  reason: "The uploaded pilot licence could not be read",
};
export const CUSTOMER = { email: "customer@skyhire.dev" };

export const pathIs = (path: string) => (url: URL) => url.pathname === path;

export function uniqueWord(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Signs in through the API with the given cookie jar (no sign-in form). */
async function signInWith(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const csrf = await request.get("/api/auth/csrf");
  expect(csrf.ok()).toBeTruthy();
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password },
  });
  expect(response.status()).toBeLessThan(400);
}

/** Signs the page's browser context in. */
export async function signIn(page: Page, email: string) {
  await signInWith(page.context().request, email);
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name.includes("session-token"))).toBeTruthy();
}

/** A separate API client signed in as someone else (its own cookie jar). */
export async function apiAs(baseURL: string | undefined, email: string) {
  const context = await playwrightRequest.newContext({ baseURL });
  await signInWith(context, email);
  return context;
}

/** A new customer account (no operator profile), signed in on the page. */
export async function signInAsNewCustomer(page: Page) {
  const email = `e2e-op-${uniqueWord("c")}@example.test`;
  const password = "e2e-password-123";
  const response = await page.context().request.post("/api/auth/register", {
    data: { email, password, confirmPassword: password },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  await signInWith(page.context().request, email, password);
}

export interface OwnListing {
  id: string;
  title: string;
  description: string;
  category: string;
  price: string;
  /** The price's currency (each listing its own). */
  currency: string;
  isActive: boolean;
}

/** GET /api/operators/listings: the signed-in operator's listings (all of them, up to 48). */
export async function ownListings(request: APIRequestContext) {
  const response = await request.get("/api/operators/listings?pageSize=48");
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as { items: OwnListing[]; total: number };
}

/** GET /api/operators/profile: the signed-in operator's profile. */
export async function ownProfile(request: APIRequestContext) {
  const response = await request.get("/api/operators/profile");
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as { companyName: string; rating: string; currency: string };
}

type Totals = { currency: string; amount: string }[];

/** GET /api/operator/earnings (escrow.operatorEarnings) for the signed-in operator. */
export async function operatorEarnings(request: APIRequestContext) {
  const response = await request.get("/api/operator/earnings");
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as { activeJobs: number; thisMonth: Totals; payoutsPaid: Totals };
}

/** Per-currency totals as the dashboard shows them (the app's formatter, " + " between currencies). */
export function totalsText(totals: Totals, fallbackCurrency: string) {
  return formatTotals(totals, fallbackCurrency).join(" + ");
}

/** POST /api/listings as the given client. */
export async function createListing(request: APIRequestContext, title: string) {
  const response = await request.post("/api/listings", {
    data: {
      title,
      description: "Created by the operator e2e suite to check who may change it.",
      category: "Surveying",
      price: 640,
      requirements: ["RTK GNSS"],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as OwnListing;
}

/** GET /api/listings?q=…: how many the public browse finds (its X-Total-Count). */
export async function browseTotal(request: APIRequestContext, q: string) {
  const response = await request.get(`/api/listings?${new URLSearchParams({ q })}`);
  expect(response.ok()).toBeTruthy();
  return Number(response.headers()["x-total-count"]);
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
