import { formatTotals } from "@skyhire/validators";
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { signInThroughApi } from "../session";
export { DEMO_PASSWORD, signIn, signInThroughApi } from "../session";
export { expectNoHorizontalScroll } from "../layout";
export { toast, expectLoggedOutToastThenSignIn } from "../toast";

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

/** A separate API client signed in as someone else (its own cookie jar). */
export async function apiAs(baseURL: string | undefined, email: string) {
  const context = await playwrightRequest.newContext({ baseURL });
  await signInThroughApi(context, email);
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
  await signInThroughApi(page.context().request, email, password);
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
  return (await response.json()) as { activeJobs: number; thisMonth: Totals; payoutsPaid: Totals; payoutsSimulated: boolean };
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

