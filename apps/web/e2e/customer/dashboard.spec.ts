import { formatTotals } from "@skyhire/validators";
import { expect, test } from "../fixtures";
import {
  CUSTOMER,
  collectPageErrors,
  OPERATOR,
  currentUserId,
  customerStats,
  expectNoHorizontalScroll,
  ownJobs,
  pathIs,
  signIn,
  signInAsNewCustomer,
  expectLoggedOutToastThenSignIn,
  useDeadSessionCookie,
} from "./helpers";

/** The customer dashboard (docs/product.md#customer-dashboard, #job-request-as-displayed, #statuses, #logged-out). */

test("the demo customer's dashboard: name, figures from the data, job cards, quick actions", async ({ page }) => {
  const problems = collectPageErrors(page);
  await signIn(page, CUSTOMER.email);
  const { items, total } = await ownJobs(page.request, await currentUserId(page.request));
  const active = items.filter((j) => j.status === "open" || j.status === "in_progress").length;
  const completed = items.filter((j) => j.status === "completed").length;
  expect(total).toBe(items.length);
  const stats = await customerStats(page.request);

  await page.goto("/dashboard/customer");
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toContainText(`${CUSTOMER.firstName} ${CUSTOMER.lastName}`);
  await expect(page.getByRole("main").getByRole("link", { name: "Post New Job" }).first()).toHaveAttribute(
    "href",
    "/post-job",
  );

  await expect(page.getByTestId("stat-active-jobs")).toContainText("Active Jobs");
  await expect(page.getByTestId("stat-active-jobs-value")).toHaveText(String(active));
  await expect(page.getByTestId("stat-proposals")).toContainText("Proposals Received");
  await expect(page.getByTestId("stat-proposals-value")).toHaveText(String(stats.proposalsReceived));
  await expect(page.getByTestId("stat-completed")).toContainText("Completed Projects");
  await expect(page.getByTestId("stat-completed-value")).toHaveText(String(completed));
  await expect(page.getByTestId("stat-total-spent")).toContainText("Total Spent");
  // Issue 5: Proposals Received and Total Spent (per currency) come from the data too.
  await expect(page.getByTestId("stat-total-spent-value")).toHaveText(
    formatTotals(stats.totalSpent).join(""),
  );

  // Seeded: every status; newest first on the first page.
  const cards = page.getByTestId("job-card");
  await expect(cards.first()).toContainText(items[0]!.title);
  await expect(cards.first()).toContainText(/Posted [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  // Each card opens the job's own page (issue 5).
  await expect(cards.first().getByRole("link", { name: items[0]!.title })).toHaveAttribute("href", `/jobs/${items[0]!.id}`);
  const colours: Record<string, RegExp> = {
    open: /bg-green-100/,
    in_progress: /bg-blue-100/,
    completed: /bg-gray-100/,
    cancelled: /bg-red-100/,
  };
  for (const [status, colour] of Object.entries(colours)) {
    const badge = page.locator(`[data-testid="job-card"] [data-status="${status}"]`).first();
    if ((await badge.count()) === 0) continue;
    await expect(badge).toHaveClass(colour);
    await expect(badge).toHaveText(status.replace("_", " "));
  }
  await expect(page.locator('[data-testid="job-card"] [data-status="in_progress"]').first()).toHaveText(
    "in progress",
  );

  const actions = page.getByTestId("customer-quick-actions");
  for (const [name, href] of [
    ["Post New Job", "/post-job"],
    ["Browse Services", "/listings"],
    ["Leave Reviews", "/dashboard/customer/reviews"],
    ["View Invoices", "/dashboard/customer/invoices"],
  ] as const) {
    await expect(actions.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  expect(problems, "console errors (e.g. hydration)").toEqual([]);
});

test("a new customer sees the empty state with a Post New Job prompt", async ({ page }) => {
  await signInAsNewCustomer(page);
  await page.goto("/dashboard/customer");
  const jobs = page.getByTestId("customer-jobs");
  await expect(jobs).toContainText("No job requests");
  await expect(page.getByTestId("stat-active-jobs-value")).toHaveText("0");
  await expect(page.getByTestId("stat-completed-value")).toHaveText("0");
  await expect(page.getByTestId("stat-proposals-value")).toHaveText("0");
  await expect(page.getByTestId("stat-total-spent-value")).toHaveText("$0.00");
  await jobs.getByRole("link", { name: "Post New Job" }).click();
  await expect(page).toHaveURL(pathIs("/post-job"));
});

test("job requests page on the server, and a 401 mid-way sends the customer to sign in", async ({ page }) => {
  const { id } = await signInAsNewCustomer(page);
  for (let i = 1; i <= 7; i++) {
    const created = await page.request.post("/api/requests", {
      data: {
        title: `Paged job ${i}`,
        description: "A job to fill two pages.",
        category: "construction",
        location: "Berlin",
        requirements: i === 7 ? ["4k-video", "insured", "night-flight", "raw-photos", "licensed-pilot"] : [],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  expect((await ownJobs(page.request, id)).total).toBe(7);

  await page.goto("/dashboard/customer");
  const cards = page.getByTestId("job-card");
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText("Paged job 7");
  await expect(cards.first()).toContainText("+2 more");
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Paged job 1");

  // A fresh load (page 2 not read yet), then the session ends: the next read comes back 401.
  await page.reload();
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await page.context().clearCookies();
  await expectLoggedOutToastThenSignIn(page, () => page.getByRole("button", { name: "Next" }).click());
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fdashboard%2Fcustomer$/);
});

test("a dead session cookie gets the Unauthorized toast, then sign-in", async ({ page, baseURL }) => {
  await useDeadSessionCookie(page, baseURL);
  await expectLoggedOutToastThenSignIn(page, () => page.goto("/dashboard/customer", { waitUntil: "commit" }));
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fdashboard%2Fcustomer$/);
});

test("an operator is pointed to the operator dashboard", async ({ page }) => {
  await signIn(page, OPERATOR.email);
  await page.goto("/dashboard/customer");
  await expect(page.getByTestId("customers-only")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Operator Dashboard" })).toHaveAttribute(
    "href",
    "/dashboard/operator",
  );
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the dashboard fits the screen", async ({ page }) => {
    await signIn(page, CUSTOMER.email);
    await page.goto("/dashboard/customer");
    await expect(page.getByTestId("job-card").first()).toBeVisible();
    await expect(page.getByTestId("stat-total-spent")).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
