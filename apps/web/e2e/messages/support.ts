import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD, signInThroughApi } from "../session";
export { DEMO_PASSWORD, signInThroughApi } from "../session";
export { expectNoHorizontalScroll } from "../layout";
export { toast } from "../toast";

/**
 * Set-up for the messages, notifications, reviews and invoices specs, through the documented REST
 * paths (as e2e/lifecycle/escrow-api.spec.ts does). Each actor gets a browser context of its own,
 * signed in through the API (no sign-in form), so its page and its `request` share one session.
 */

export const DEMO_CUSTOMER = "customer@skyhire.dev";
/** Approved, published seeded operators (packages/db/src/seed). */
export const DEMO_OPERATOR = { email: "operator@skyhire.dev", company: "Chen Aerial Solutions" };
export const OTHER_OPERATOR = { email: "ops.polder-aerial-works@skyhire.dev", company: "Polder Aerial Works" };

export interface Actor {
  context: BrowserContext;
  page: Page;
  request: APIRequestContext;
  email: string;
}

export function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A signed-in browser context for a seeded account. */
export async function actor(browser: Browser, email: string, viewport?: { width: number; height: number }): Promise<Actor> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await signInThroughApi(context.request, email, DEMO_PASSWORD);
  return { context, page, request: context.request, email };
}

/** A brand-new customer account (nothing unread, no card), signed in. */
export async function newCustomer(browser: Browser, viewport?: { width: number; height: number }): Promise<Actor> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const email = `e2e-msg-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  const password = "e2e-password-123";
  const response = await context.request.post("/api/auth/register", { data: { email, password, confirmPassword: password } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  await signInThroughApi(context.request, email, password);
  return { context, page, request: context.request, email };
}

async function ok<T>(response: Promise<{ status(): number; text(): Promise<string>; json(): Promise<unknown> }>, status = 200): Promise<T> {
  const done = await response;
  expect(done.status(), await done.text()).toBe(status);
  return (await done.json()) as T;
}

/** POST /api/requests as the customer; the new job's id. */
export async function postJob(customer: APIRequestContext, title: string): Promise<string> {
  const job = await ok<{ id: string }>(
    customer.post("/api/requests", {
      data: {
        title,
        description: "Thermal survey of a warehouse roof, with a written report of any heat loss.",
        category: "inspection",
        location: "Hong Kong",
      },
    }),
    201,
  );
  return job.id;
}

/** POST /api/requests/{id}/proposals as the operator; the proposal's id. */
export async function propose(operator: APIRequestContext, jobId: string, quote = "1500"): Promise<string> {
  const proposal = await ok<{ id: string }>(
    operator.post(`/api/requests/${jobId}/proposals`, {
      data: { quote, message: "Licensed pilot, thermal camera, report in two days.", timeline: "3 days" },
    }),
    201,
  );
  return proposal.id;
}

/** Accepts the proposal (an invoice is issued, pending) as the customer. */
export async function accept(customer: APIRequestContext, proposalId: string) {
  await ok(customer.post(`/api/proposals/${proposalId}/accept`));
}

/** The whole way to a completed, released job: accept, pay (saved card), deliver, confirm. */
export async function completeJob(customer: APIRequestContext, operator: APIRequestContext, jobId: string, proposalId: string) {
  await accept(customer, proposalId);
  const paid = await ok<{ outcome: string }>(customer.post(`/api/requests/${jobId}/pay`));
  expect(paid.outcome).toBe("paid");
  await ok(operator.post(`/api/proposals/${proposalId}/delivered`));
  const released = await ok<{ outcome: string }>(customer.post(`/api/requests/${jobId}/release`));
  expect(released.outcome).toBe("released");
}

export interface ConversationItem {
  id: string;
  jobRequestId: string;
  unreadCount: number;
  operatorId: string;
}

/** The caller's conversation about one job (GET /api/conversations). */
export async function conversationOf(request: APIRequestContext, jobId: string): Promise<ConversationItem> {
  const page = await ok<{ items: ConversationItem[] }>(request.get("/api/conversations?pageSize=48"));
  const found = page.items.find((c) => c.jobRequestId === jobId);
  expect(found, `a conversation about job ${jobId}`).toBeTruthy();
  return found!;
}

export async function unreadMessages(request: APIRequestContext): Promise<number> {
  return (await ok<{ count: number }>(request.get("/api/messages/unread-count"))).count;
}

export async function unreadNotifications(request: APIRequestContext): Promise<number> {
  return (await ok<{ unreadCount: number }>(request.get("/api/notifications?pageSize=1"))).unreadCount;
}

/** Sends a message over the REST path (set-up for screens that only read). */
export async function sendMessage(request: APIRequestContext, conversationId: string, body: string) {
  await ok(request.post(`/api/conversations/${conversationId}/messages`, { data: { body } }), 201);
}

