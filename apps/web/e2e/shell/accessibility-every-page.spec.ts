import { expect, test, type Page } from "../fixtures";
import { AXE_WIDTHS, axeViolations } from "./axe";
import { actor, DEMO_CUSTOMER, DEMO_OPERATOR, postJob, propose, unique } from "../messages/support";

/**
 * axe-core finds no violation of any impact on every page of the product, signed out and signed
 * in as each role, at 1280 px and 375 px (docs/performance.md#accessibility). Pages with an id take
 * the first one the signed-in user is shown on the list that leads there. accessibility.spec.ts
 * covers the public pages and the three dashboards; this covers every other page of both specs
 * (only /dev/outbox, a development tool, is left out).
 */

/** The first link on `listPath` to an address under `prefix` that matches `pattern`. */
async function firstLink(page: Page, listPath: string, prefix: string, pattern: RegExp): Promise<string> {
  await page.goto(listPath);
  const links = page.locator(`main a[href^="${prefix}"]`);
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((candidate) => pattern.test(candidate));
  if (!href) throw new Error(`no link matching ${pattern} on ${listPath}`);
  return href;
}

/**
 * One visit and one axe run may take this long; a test sweeping many pages gets it for each page on
 * top of the usual budget of one test (a sweep of 20 pages is not one user's flow).
 */
const PER_PAGE_MS = 10_000;

/**
 * Each page once it has settled: its main heading shown (a page's loading skeleton has none, and
 * streamed content stays hidden until React reveals it), no list still loading.
 */
async function expectNoViolations(page: Page, paths: string[], who: string, width: number) {
  test.info().setTimeout(test.info().timeout + paths.length * PER_PAGE_MS);
  for (const path of paths) {
    const response = await page.goto(path);
    expect.soft(response?.status(), `${path} as ${who}`).toBeLessThan(400);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    expect.soft(await axeViolations(page), `${path} as ${who} at ${width} px`).toEqual([]);
  }
}

const SIGNED_OUT = [
  "/signup",
  "/forgot-password",
  "/reset-password?token=not-a-real-token",
  "/terms",
  "/privacy",
  "/support",
  "/become-operator",
  "/demo",
  "/demo/post-job",
  "/demo/proposals",
  "/demo/payment",
  "/demo/completion",
  "/demo/ratings",
  "/demo/dashboard",
  "/favourites/unsubscribe?id=00000000-0000-0000-0000-000000000000&token=not-a-real-token",
  "/saved-searches/unsubscribe?id=00000000-0000-0000-0000-000000000000&token=not-a-real-token",
];

const CUSTOMER = [
  "/dashboard/customer/profile",
  "/dashboard/customer/invoices",
  "/dashboard/customer/reviews",
  "/dashboard/account",
  "/dashboard/account/notifications",
  "/dashboard/account/reports",
  "/post-job",
  "/messages",
  "/notifications",
  "/favourites",
  "/saved-searches",
  "/saved-searches/new?kind=listings&q=roof",
  "/onboarding/customer",
  "/support",
  "/dashboard/demo",
  "/signout",
];

const OPERATOR = [
  "/dashboard/operator/profile",
  "/dashboard/operator/proposals",
  "/dashboard/operator/analytics",
  "/create-listing",
  "/jobs/board",
  "/messages",
  "/notifications",
  "/dashboard/account/notifications",
  "/onboarding/operator",
  "/email-verified?status=verified",
];

const ADMIN = [
  "/admin/operators",
  "/admin/documents",
  "/admin/users",
  "/admin/listings",
  "/admin/reports",
  "/admin/money",
  "/admin/disputes",
  "/admin/analytics",
  "/admin/audit",
  "/messages",
];

// A job with a proposal: the demo customer and operator then each have a job page and a thread.
test.beforeAll(async ({ browser }) => {
  const customer = await actor(browser, DEMO_CUSTOMER);
  const operator = await actor(browser, DEMO_OPERATOR.email);
  await propose(operator.request, await postJob(customer.request, unique("Accessibility sweep job")));
  await customer.context.close();
  await operator.context.close();
});

// Each test signs in its own browser context and only reads pages, so the two workers may split
// this file's tests (the longest file of the suite) instead of one worker running them all.
test.describe.configure({ mode: "parallel" });

for (const viewport of AXE_WIDTHS) {
  test(`every other page has no axe violations at ${viewport.width} px, signed out`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    await expectNoViolations(await context.newPage(), SIGNED_OUT, "a visitor", viewport.width);
    await context.close();
  });

  test(`every customer page has no axe violations at ${viewport.width} px`, async ({ browser }) => {
    const { page, context } = await actor(browser, "customer@skyhire.dev", viewport);
    const job = await firstLink(page, "/dashboard/customer", "/jobs/", /^\/jobs\/[^/]+$/);
    const thread = await firstLink(page, "/messages", "/messages/", /^\/messages\/[^/]+$/);
    await expectNoViolations(page, [...CUSTOMER, job, thread], "the customer", viewport.width);
    await context.close();
  });

  test(`every operator page has no axe violations at ${viewport.width} px`, async ({ browser }) => {
    const { page, context } = await actor(browser, "operator@skyhire.dev", viewport);
    const edit = await firstLink(page, "/dashboard/operator", "/dashboard/operator/listings/", /^\/dashboard\/operator\/listings\/[^/]+\/edit$/);
    const job = await firstLink(page, "/jobs/board", "/jobs/", /^\/jobs\/[^/]+$/);
    const thread = await firstLink(page, "/messages", "/messages/", /^\/messages\/[^/]+$/);
    await expectNoViolations(page, [...OPERATOR, edit, job, thread], "the operator", viewport.width);
    await context.close();
  });

  test(`every admin page has no axe violations at ${viewport.width} px`, async ({ browser }) => {
    const { page, context } = await actor(browser, "admin@skyhire.dev", viewport);
    const operator = await firstLink(page, "/admin/operators", "/admin/operators/", /^\/admin\/operators\/[^/]+$/);
    await expectNoViolations(page, [...ADMIN, operator], "the admin", viewport.width);
    await context.close();
  });
}
