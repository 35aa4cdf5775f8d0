import { expect, test } from "../fixtures";
import { actor, DEMO_OPERATOR, newCustomer, postJob, propose, unique } from "../messages/support";

/**
 * Smaller things a new user trips on (issue 11 §8): the admin area's real 403, the admin's
 * Dashboard, the profile's 'Sign in Required' card when signed out, the favicon, the possessive of
 * a company name ending in s, and a post-job button that says why it is disabled.
 */

const ADMIN = "admin@skyhire.dev";

test("the admin area answers 403 to a customer and an operator; an admin's Dashboard leads to it", async ({ browser }) => {
  for (const who of [await newCustomer(browser), await actor(browser, DEMO_OPERATOR.email)]) {
    const response = await who.page.goto("/admin/users");
    expect(response?.status(), who.email).toBe(403);
    await expect(who.page.getByTestId("admin-forbidden")).toContainText("403 Forbidden");
    await who.context.close();
  }

  const admin = await actor(browser, ADMIN);
  await admin.page.goto("/");
  const dashboard = admin.page.getByRole("banner").getByRole("link", { name: "Dashboard" });
  await expect(dashboard).toHaveAttribute("href", "/admin");
  await dashboard.click();
  await expect(admin.page.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
  await expect(admin.page.getByText("Complete Your Operator Profile")).toHaveCount(0);
  await admin.context.close();
});

test("/dashboard leads each role to its own dashboard (a hand-typed address or a sign-in's callback)", async ({ browser }) => {
  const customer = await newCustomer(browser);
  await customer.page.goto("/dashboard");
  await expect(customer.page).toHaveURL(/\/dashboard\/customer$/);
  await customer.context.close();

  const operator = await actor(browser, DEMO_OPERATOR.email);
  await operator.page.goto("/dashboard");
  await expect(operator.page).toHaveURL(/\/dashboard\/operator$/);
  await operator.context.close();

  const admin = await actor(browser, ADMIN);
  await admin.page.goto("/dashboard");
  await expect(admin.page).toHaveURL(/\/admin$/);
  await admin.context.close();
});

test("signed out, the customer profile shows 'Sign in Required' with a link to /api/login (docs/product.md#customer-profile)", async ({ page }) => {
  const response = await page.goto("/dashboard/customer/profile");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard\/customer\/profile$/);
  const card = page.getByTestId("sign-in-required");
  await expect(card).toContainText("Sign in Required");
  await expect(card).toContainText("Please sign in to access your profile.");
  await expect(card.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/api/login");
  // Other dashboard pages still send a signed-out visitor to sign in.
  await page.goto("/dashboard/customer");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fdashboard%2Fcustomer$/);
});

test("every page names a favicon that exists", async ({ page, request }) => {
  await page.goto("/listings");
  const href = await page.locator('link[rel="icon"]').first().getAttribute("href");
  expect(href).toMatch(/^\/icon\.svg/);
  const icon = await request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
});

test("a company name ending in s takes only an apostrophe: \"Chen Aerial Solutions' proposal\"", async ({ browser }) => {
  const customer = await newCustomer(browser);
  const operator = await actor(browser, DEMO_OPERATOR.email);
  const jobId = await postJob(customer.request, unique("E2E possessive"));
  await propose(operator.request, jobId, "640");
  await customer.page.goto(`/jobs/${jobId}`);
  await customer.page.getByRole("button", { name: "Accept" }).click();
  const dialog = customer.page.getByRole("dialog");
  await expect(dialog.getByRole("heading")).toHaveText("Accept Chen Aerial Solutions' proposal?");
  await operator.context.close();
  await customer.context.close();
});

test("the disabled Post Job Request button says which fields are missing", async ({ browser }) => {
  const { page, context } = await newCustomer(browser);
  await page.goto("/post-job");
  const submit = page.getByRole("button", { name: "Post Job Request" });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription("To post, fill in Job Title, Category, Description and Location.");
  await page.getByLabel("Job Title").fill("Roof survey of a warehouse");
  await page.getByLabel("Category").selectOption("inspection");
  await expect(page.getByTestId("post-job-missing")).toHaveText("To post, fill in Description and Location.");
  await page.getByLabel("Description").fill("Thermal survey of a flat warehouse roof with a written report.");
  await page.getByLabel("Location").fill("Leeds");
  await expect(submit).toBeEnabled();
  await expect(page.getByTestId("post-job-missing")).toHaveCount(0);
  await context.close();
});
