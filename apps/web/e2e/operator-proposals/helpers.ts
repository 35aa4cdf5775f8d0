import { formatTotals } from "@skyhire/validators";
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { signInThroughApi } from "../session";
export { DEMO_PASSWORD, signIn, signInThroughApi } from "../session";
export { expectNoHorizontalScroll } from "../layout";
export { toast } from "../toast";

/**
 * Set-up for the operator's proposal screens through the documented REST paths (as
 * e2e/lifecycle/escrow-api.spec.ts does): the demo customer posts, accepts, pays and releases.
 */

export const CUSTOMER = { email: "customer@skyhire.dev" };
/** Approved and published (packages/db/src/seed). */
export const OPERATOR = { email: "operator@skyhire.dev" };
/** Seeded with its operator profile awaiting approval. */
export const PENDING_OPERATOR = { email: "ops.brightwater-drones@skyhire.dev" };
export const NOT_APPROVED_MESSAGE = "Only approved operators can send proposals";

export function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A separate API client with its own cookie jar, signed in as `email`. */
export async function apiAs(baseURL: string | undefined, email: string): Promise<APIRequestContext> {
  const request = await playwrightRequest.newContext({ baseURL });
  await signInThroughApi(request, email);
  return request;
}

/** POST /api/requests as the customer client; the new job's id. */
export async function postJob(customer: APIRequestContext, title: string): Promise<string> {
  const response = await customer.post("/api/requests", {
    data: {
      title,
      description: "Aerial photos and a short video of a harbourfront office building for its new brochure.",
      category: "real-estate",
      location: "Hong Kong",
      requirements: ["4k-video", "insured"],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export async function expectOk(response: Promise<{ status(): number; text(): Promise<string> }>) {
  const done = await response;
  expect(done.status(), await done.text()).toBe(200);
}

/** The job's proposals as its customer sees them (GET /api/requests/{id}/proposals). */
export async function customerView(customer: APIRequestContext, jobId: string) {
  const response = await customer.get(`/api/requests/${jobId}/proposals`);
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as { proposals: { id: string; status: string; quote: string }[] };
}

export type Totals = { currency: string; amount: string }[];
export interface Earnings {
  activeJobs: number;
  thisMonth: Totals;
  payoutsPending: Totals;
  payoutsPaid: Totals;
  platformFeesPaid: Totals;
}

/** GET /api/operator/earnings (escrow.operatorEarnings) for the signed-in operator. */
export async function earnings(request: APIRequestContext): Promise<Earnings> {
  const response = await request.get("/api/operator/earnings");
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as Earnings;
}

/** The job's currency (GET /api/requests/{id}/proposals): the deal's quotes, payment and payout are in it. */
export async function jobCurrency(request: APIRequestContext, jobId: string): Promise<string> {
  const response = await request.get(`/api/requests/${jobId}/proposals`);
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { job: { currency: string } }).job.currency;
}

/** Cents of one currency in per-currency totals (0 when absent). */
export function centsIn(totals: Totals, currency: string): number {
  const amount = totals.find((total) => total.currency === currency)?.amount ?? "0";
  return Math.round(Number(amount) * 100);
}

/** Money as the pages show it: the app's own formatter. */
export { formatMoney as money } from "@skyhire/validators";

/** Totals as the dashboard shows them: each currency, joined with " + "; none is zero in `fallback`. */
export function totalsText(totals: Totals, fallback: string) {
  return formatTotals(totals, fallback).join(" + ");
}

/** Clicks a button that opens a confirm dialog, then the dialog's confirm button. */
export async function confirmIn(page: Page, opener: ReturnType<Page["getByRole"]>, confirmName: string) {
  await opener.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: confirmName }).click();
  await expect(dialog).toBeHidden();
}

