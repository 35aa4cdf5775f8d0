import { expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { signIn, signInThroughApi } from "../session";
export { DEMO_PASSWORD, signIn, signInThroughApi } from "../session";
export { expectNoHorizontalScroll } from "../layout";
export { toast, expectToast } from "../toast";

/**
 * Set-up through the documented REST paths (as e2e/lifecycle/escrow-api.spec.ts does): post a job
 * as a customer, propose as approved seeded operators, move the job on as the operator.
 */

export const CUSTOMER = { email: "customer@skyhire.dev" };
/** Approved, published seeded operators (packages/db/src/seed): the demo one and two others. */
export const OPERATORS = {
  demo: { email: "operator@skyhire.dev", company: "Chen Aerial Solutions" },
  polder: { email: "ops.polder-aerial-works@skyhire.dev", company: "Polder Aerial Works" },
  canal: { email: "ops.canal-view-drones@skyhire.dev", company: "Canal View Drones" },
} as const;

export function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A separate API client with its own cookie jar, signed in as `email`. */
export async function apiAs(baseURL: string | undefined, email: string): Promise<APIRequestContext> {
  const request = await playwrightRequest.newContext({ baseURL });
  await signInThroughApi(request, email);
  return request;
}

/** A new customer account (no profile, no card), signed in on the page. */
export async function signInAsNewCustomer(page: Page) {
  const email = `e2e-jobs-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  const password = "e2e-password-123";
  const response = await page.context().request.post("/api/auth/register", {
    data: { email, password, confirmPassword: password },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  await signIn(page, email, password);
  return { email };
}

/** POST /api/requests as the given customer client; the new job's id. */
export async function postJob(customer: APIRequestContext, title: string): Promise<string> {
  const response = await customer.post("/api/requests", {
    data: {
      title,
      description: "Thermal survey of a warehouse roof, with a written report of any heat loss.",
      category: "inspection",
      location: "Hong Kong",
      requirements: ["thermal-imaging", "insured"],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export interface ProposalInput {
  quote: string;
  message: string;
  timeline: string;
  milestones?: { title: string; amount: string; dueDate?: string }[];
}

/** POST /api/requests/{id}/proposals as the operator client; the proposal's id. */
export async function propose(operator: APIRequestContext, jobId: string, input: ProposalInput): Promise<string> {
  const response = await operator.post(`/api/requests/${jobId}/proposals`, { data: input });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export async function expectOk(response: Promise<{ status(): number; text(): Promise<string> }>) {
  const done = await response;
  expect(done.status(), await done.text()).toBe(200);
}

export interface CustomerStats {
  proposalsReceived: number;
  activeJobs: number;
  completedProjects: number;
  totalSpent: { currency: string; amount: string }[];
}

/** GET /api/customer/stats (escrow.customerStats) for the signed-in customer. */
export async function customerStats(request: APIRequestContext): Promise<CustomerStats> {
  const response = await request.get("/api/customer/stats");
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as CustomerStats;
}

/** The job page's read model, as the customer's REST client sees it. */
export async function jobView(request: APIRequestContext, jobId: string) {
  const response = await request.get(`/api/requests/${jobId}/proposals`);
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as {
    job: { status: string; currency: string };
    proposals: { id: string; status: string; quote: string; currency: string; operator: { id: string } }[];
    payment: { status: string; amount: string; currency: string } | null;
  };
}

/** Money as the page shows it: the app's own formatter. */
export { formatMoney as money } from "@skyhire/validators";

/** The proposal card of one operator company. */
export function proposalCard(page: Page, company: string) {
  return page.getByTestId("proposal-card").filter({ has: page.getByTestId("proposal-company").getByText(company, { exact: true }) });
}

/** Clicks a button that opens a confirm dialog, then the dialog's confirm button. */
export async function confirmIn(page: Page, opener: ReturnType<Page["getByRole"]>, confirmName: string) {
  await opener.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: confirmName }).click();
  await expect(dialog).toBeHidden();
}

/** Pay on the job page: the Pay button asks first, naming the amount; this confirms. */
export async function payNow(page: Page) {
  await page.getByTestId("pay-button").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("into escrow?");
  await dialog.getByRole("button", { name: /^Pay / }).click();
}

/** The onboarding's Contact & Billing step, filled with the offline gateway's test card and saved. */
export async function saveTestCard(page: Page, phone: string) {
  await page.getByLabel("Full Name").fill("Robin Park");
  await page.getByLabel("Phone Number").fill(phone);
  const year = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");
  await page.getByLabel("Card Number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill(`12/${year}`);
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Save Payment Method" }).click();
}
