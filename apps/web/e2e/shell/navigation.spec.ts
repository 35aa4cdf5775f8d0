import { expect, test, type APIRequestContext, type Page } from "../fixtures";
import { DEMO_PASSWORD } from "../session";
import { expectNoHorizontalScroll } from "../layout";

/** A price in its listing's own currency, with separators: "$1,000.00", "HK$9,150.00", "€990.00", "SGD 740.00". */
const PRICE_TEXT = /(?:(?:A|HK)?\$|€|£|SGD\s)\d{1,3}(?:,\d{3})*\.\d{2}/;

/**
 * The app shell (docs/product.md#routes): navigation bar, landing page, signed-in home, not-found card.
 * Runs against the production build on a fresh, seeded database (see playwright.config.ts).
 */

// Seeded demo accounts (packages/db/src/seed/demo-accounts.ts); every seeded user has this password.
const CUSTOMER = { email: "customer@skyhire.dev", firstName: "Casey", lastName: "Morgan" };
const OPERATOR = { email: "operator@skyhire.dev", firstName: "Oliver", lastName: "Chen" };

const JOB_STATUS_COLOURS: Record<string, string> = {
  open: "bg-green-100",
  in_progress: "bg-blue-100",
  completed: "bg-gray-100",
};

/** Signs in through the API with the page's own cookie jar (no sign-in form). */
async function signIn(page: Page, email: string) {
  const request = page.context().request;
  const csrf = await request.get("/api/auth/csrf");
  expect(csrf.ok()).toBeTruthy();
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBeLessThan(400);
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name.includes("session-token"))).toBeTruthy();
}

/** The marketplace figures as the API reports them (tRPC over HTTP, superjson envelope). */
async function marketplaceStats(request: APIRequestContext) {
  const response = await request.get("/api/trpc/listings.stats");
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as {
    result: { data: { json: { totalServices: number; activeJobs: number } } };
  };
  return body.result.data.json;
}

test.describe("signed out", () => {
  test("landing page shows the hero buttons and seeded featured services", async ({ page }) => {
    await page.goto("/");

    await expect(page.getByRole("link", { name: "Get Started as Customer" })).toHaveAttribute(
      "href",
      "/onboarding/customer",
    );
    await expect(page.getByRole("link", { name: "Join as Operator" }).first()).toHaveAttribute(
      "href",
      "/onboarding/operator",
    );
    await expect(page.getByRole("link", { name: "View 90-Second Investor Demo" })).toHaveAttribute(
      "href",
      "/demo",
    );

    await expect(page.getByRole("heading", { name: "Building Inspection" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why choose Skyhire?" })).toBeVisible();

    const featured = page.getByTestId("featured-services").getByRole("link");
    await expect(featured.first()).toBeVisible();
    const count = await featured.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    for (let i = 0; i < count; i++) {
      await expect(featured.nth(i)).toHaveAttribute("href", /^\/listings\/[^/]+$/);
      await expect(featured.nth(i)).toContainText(PRICE_TEXT);
    }

    await expect(page.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/api/login");
    await expect(page.getByRole("link", { name: "Browse Services" })).toHaveAttribute("href", "/listings");
    await expect(page.locator("footer")).toContainText("© 2024 Skyhire");
  });

  test("Sign In and Dashboard point to /api/login", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByRole("banner");
    await expect(bar.getByRole("link", { name: "Skyhire" })).toHaveAttribute("href", "/");
    await expect(bar.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/api/login");
    await expect(bar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/api/login");
    await expect(bar.getByRole("button", { name: "Account menu" })).toHaveCount(0);

    const main = bar.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "Find Services" })).toHaveAttribute("href", "/listings");
    await expect(main.getByRole("link", { name: "Become an Operator" })).toHaveAttribute(
      "href",
      "/become-operator",
    );
    await expect(main.getByRole("link", { name: "How It Works" })).toHaveAttribute("href", "/how-it-works");
    await expect(bar.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("an unmatched path shows the 404 card", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the menu button opens a three-quarter sheet that closes when a link is tapped", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("featured-services").getByRole("link").first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog");
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Find Services" })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Become an Operator" })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "How It Works" })).toBeVisible();

    // Wait for the slide-in to finish, then measure: right-hand side, three quarters wide.
    await expect
      .poll(async () => (await sheet.boundingBox())?.x ?? -1)
      .toBeCloseTo(375 * 0.25, 0);
    const box = await sheet.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.width).toBeGreaterThan(375 * 0.7);
    expect(box!.width).toBeLessThan(375 * 0.8);
    expect(box!.x + box!.width).toBeCloseTo(375, 0);

    await sheet.getByRole("link", { name: "Find Services" }).click();
    await expect(page).toHaveURL(/\/listings$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test.describe("before the page's scripts have run", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu button opens the sheet and Escape closes it", async ({ page }) => {
      await page.goto("/how-it-works");
      await page.getByRole("button", { name: "Open menu" }).click();
      const sheet = page.getByRole("dialog", { name: "Menu" });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole("link", { name: "How It Works" })).toHaveAttribute("aria-current", "page");
      await expect(sheet.getByRole("link", { name: "Find Services" })).toHaveAttribute("href", "/listings");

      await page.keyboard.press("Escape");
      await expect(sheet).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await sheet.getByRole("button", { name: "Close" }).click();
      await expect(sheet).toBeHidden();
    });
  });

  test("the signed-in home fits the screen", async ({ page }) => {
    await signIn(page, CUSTOMER.email);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: `Welcome back, ${CUSTOMER.firstName}!` })).toBeVisible();
    // The lists stream in after the heading; measure once they are there.
    await expect(page.getByTestId("recent-service").first()).toBeVisible();
    await expect(page.getByTestId("recent-job").first()).toBeVisible();
    await expect(page.getByTestId("stat-total-services-value")).not.toHaveText("—");
    await expectNoHorizontalScroll(page);
  });
});

test.describe("signed in", () => {
  test("a customer's home shows the welcome, live stats, recent services and job requests", async ({ page }) => {
    await signIn(page, CUSTOMER.email);
    const stats = await marketplaceStats(page.context().request);
    await page.goto("/");

    await expect(page.getByRole("heading", { name: `Welcome back, ${CUSTOMER.firstName}!` })).toBeVisible();

    await expect(page.getByTestId("stat-total-services")).toContainText("Total Services");
    await expect(page.getByTestId("stat-total-services")).toContainText("Available in marketplace");
    await expect(page.getByTestId("stat-total-services-value")).toHaveText(
      stats.totalServices.toLocaleString("en-US"),
    );
    await expect(page.getByTestId("stat-active-jobs")).toContainText("Posted by customers");
    await expect(page.getByTestId("stat-active-jobs-value")).toHaveText(stats.activeJobs.toLocaleString("en-US"));
    await expect(page.getByTestId("stat-growth-value")).toHaveText("+12%");
    await expect(page.getByTestId("stat-growth")).toContainText("From last month");

    const quickActions = page.getByRole("main");
    await expect(quickActions.getByRole("link", { name: "Post New Job" })).toHaveAttribute("href", "/post-job");
    await expect(quickActions.getByRole("link", { name: "Browse Services" })).toHaveAttribute("href", "/listings");
    await expect(quickActions.getByRole("link", { name: "Customer Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard/customer",
    );
    await expect(page.getByText("Post your first job")).toBeVisible();

    const services = page.getByTestId("recent-service");
    await expect(services).toHaveCount(Math.min(4, stats.totalServices));
    for (let i = 0; i < (await services.count()); i++) {
      await expect(services.nth(i)).toContainText(PRICE_TEXT);
      await expect(services.nth(i).getByRole("link", { name: /^View / })).toHaveAttribute(
        "href",
        /^\/listings\/[^/]+$/,
      );
    }

    const jobs = page.getByTestId("recent-job");
    await expect(jobs).toHaveCount(Math.min(4, stats.activeJobs));
    for (let i = 0; i < (await jobs.count()); i++) {
      const badge = jobs.nth(i).locator("[data-status]");
      const status = (await badge.getAttribute("data-status")) ?? "";
      await expect(badge).toHaveText(status.replace(/_/g, " "));
      await expect(badge).toHaveClass(new RegExp(JOB_STATUS_COLOURS[status] ?? "bg-red-100"));
    }

    // The bar: Dashboard by role and the account menu.
    const bar = page.getByRole("banner");
    await expect(bar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard/customer");
    await expect(bar.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await bar.getByRole("button", { name: "Account menu" }).click();
    const menu = page.getByRole("menu");
    await expect(menu).toContainText(`${CUSTOMER.firstName} ${CUSTOMER.lastName}`);
    await expect(menu).toContainText(CUSTOMER.email);
    await expect(menu.getByRole("menuitem", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard/customer");
    await expect(menu.getByRole("menuitem", { name: "Profile" })).toHaveAttribute(
      "href",
      "/dashboard/customer/profile",
    );
    await expect(menu.getByRole("menuitem", { name: "Log out" })).toHaveAttribute("href", "/api/logout");
  });

  test("an operator's home shows the operator shortcuts", async ({ page }) => {
    await signIn(page, OPERATOR.email);
    await page.goto("/");

    await expect(page.getByRole("heading", { name: `Welcome back, ${OPERATOR.firstName}!` })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Create Listing" })).toHaveAttribute("href", "/create-listing");
    await expect(main.getByRole("link", { name: "Browse Jobs" })).toHaveAttribute("href", "/jobs/board");
    await expect(main.getByRole("link", { name: "Operator Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard/operator",
    );
    await expect(main.getByRole("link", { name: "Post New Job" })).toHaveCount(0);
    await expect(page.getByText("Create your first listing")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard/operator",
    );
  });
});
