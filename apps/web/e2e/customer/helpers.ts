import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { signIn } from "../session";
export { DEMO_PASSWORD, signIn } from "../session";
export { expectNoHorizontalScroll } from "../layout";
export { toast, expectLoggedOutToastThenSignIn } from "../toast";

export const CUSTOMER = { email: "customer@skyhire.dev", firstName: "Casey", lastName: "Morgan" };
export const OPERATOR = { email: "operator@skyhire.dev" };

export const pathIs = (path: string) => (url: URL) => url.pathname === path;

export function uniqueSuffix() {
  return `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
}

/** A new customer account (no profile, no jobs, no card), signed in on the page. */
export async function signInAsNewCustomer(page: Page) {
  const email = `e2e-customer-${uniqueSuffix()}@example.test`;
  const password = "e2e-password-123";
  const response = await page.context().request.post("/api/auth/register", {
    data: { email, password, confirmPassword: password },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  await signIn(page, email, password);
  return { email, id: await currentUserId(page.context().request) };
}

/** A cookie that looks like a session to the proxy but names none (an expired or forged one). */
export async function useDeadSessionCookie(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([
    { name: "authjs.session-token", value: "not-a-real-session", url: baseURL ?? "http://127.0.0.1:3100" },
  ]);
}

export async function currentUserId(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/auth/user");
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { id: string }).id;
}

export interface OwnJob {
  id: string;
  title: string;
  category: string;
  status: string;
  budget: string | null;
  requirements: string[];
  invitedOperatorId: string | null;
  listingId: string | null;
  message: string | null;
}

/** GET /api/requests/customer/{userId}: the signed-in customer's requests, newest first. */
export async function ownJobs(request: APIRequestContext, userId: string, pageSize = 48) {
  const response = await request.get(`/api/requests/customer/${userId}?pageSize=${pageSize}`);
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as { items: OwnJob[]; total: number };
}

/**
 * Errors the page logs or throws (a hydration mismatch shows up here in production builds).
 * Failed loads are left out: link prefetches of pages other features have yet to add are 404s.
 */
export function collectPageErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      problems.push(message.text());
    }
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** GET /api/customer/stats (escrow.customerStats): the dashboard's four figures. */
export async function customerStats(request: APIRequestContext) {
  const response = await request.get("/api/customer/stats");
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as {
    proposalsReceived: number;
    activeJobs: number;
    completedProjects: number;
    totalSpent: { currency: string; amount: string }[];
  };
}
