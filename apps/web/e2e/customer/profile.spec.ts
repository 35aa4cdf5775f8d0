import { expect, test, type Page } from "../fixtures";
import {
  CUSTOMER,
  collectPageErrors,
  currentUserId,
  expectNoHorizontalScroll,
  ownJobs,
  signIn,
  signInAsNewCustomer,
  toast,
  useDeadSessionCookie,
} from "./helpers";

/** The customer profile (docs/product.md#customer-profile, #statuses). */

const PROFILE = "/dashboard/customer/profile";

function saveButton(page: Page) {
  return page.getByRole("button", { name: "Save Profile" });
}

test("a one-letter name shows the spec's message and keeps what was typed", async ({ page }) => {
  await signInAsNewCustomer(page);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("profiles.customer")) sent.push(request.method());
  });
  await page.goto(PROFILE);
  await page.getByLabel("Full Name").fill("A");
  await page.getByLabel("Phone (optional)").fill("+852 5555 0101");
  await page.getByLabel("Company (optional)").fill("Harbour Lights Ltd");
  await saveButton(page).click();

  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("A");
  await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Phone (optional)")).toHaveValue("+852 5555 0101");
  await expect(page.getByLabel("Company (optional)")).toHaveValue("Harbour Lights Ltd");
  expect(sent.filter((method) => method === "POST")).toEqual([]);
});

test("a new customer creates the profile, then updates it; both survive a reload", async ({ page }) => {
  const { email } = await signInAsNewCustomer(page);
  await page.goto(PROFILE);
  await expect(page.getByTestId("account-email")).toHaveText(email);
  await expect(page.getByTestId("job-request-count")).toHaveText("0");
  await expect(page.getByTestId("billing-info")).toContainText("No payment method added");
  const recent = page.getByTestId("profile-recent-requests");
  await expect(recent.getByRole("link")).toHaveAttribute("href", "/post-job");

  await page.getByLabel("Full Name").fill("Jordan Lee");
  await page.getByLabel("Phone (optional)").fill("+61 400 123 456");
  await page.getByLabel("Preferred Contact Method").selectOption("phone");
  await saveButton(page).click();
  await expect(toast(page)).toContainText("Profile saved");
  await expect(toast(page)).toContainText("Your customer profile has been updated successfully.");
  await expect(page.getByTestId("member-since")).not.toHaveText("Not set up yet");

  await page.reload();
  await expect(page.getByLabel("Full Name")).toHaveValue("Jordan Lee");
  await expect(page.getByLabel("Phone (optional)")).toHaveValue("+61 400 123 456");
  await expect(page.getByLabel("Preferred Contact Method")).toHaveValue("phone");

  // Saved once, the next save is an update (a second create would be refused).
  await page.getByLabel("Full Name").fill("Jordan A. Lee");
  await page.getByLabel("Company (optional)").fill("Lee Surveys");
  await saveButton(page).click();
  await expect(toast(page)).toContainText("Profile saved");
  await page.reload();
  await expect(page.getByLabel("Full Name")).toHaveValue("Jordan A. Lee");
  await expect(page.getByLabel("Company (optional)")).toHaveValue("Lee Surveys");

  const stored = await page.request.get("/api/customers/profile");
  expect(await stored.json()).toMatchObject({
    name: "Jordan A. Lee",
    phone: "+61 400 123 456",
    company: "Lee Surveys",
    preferredContact: "phone",
  });
});

test("the demo customer's profile shows the seeded card, overview and recent requests", async ({ page }) => {
  const problems = collectPageErrors(page);
  await signIn(page, CUSTOMER.email);
  const { items, total } = await ownJobs(page.request, await currentUserId(page.request));
  await page.goto(PROFILE);

  const billing = page.getByTestId("billing-info");
  await expect(billing.getByTestId("card-number")).toHaveText("•••• •••• •••• 4242");
  await expect(billing.getByTestId("card-expiry")).toHaveText("Expires 12/2030");
  await expect(billing.getByRole("link", { name: "Update Payment Method" })).toHaveAttribute(
    "href",
    "/onboarding/customer?step=2",
  );

  await expect(page.getByTestId("account-email")).toHaveText(CUSTOMER.email);
  await expect(page.getByTestId("job-request-count")).toHaveText(String(total));
  await expect(page.getByTestId("member-since")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

  const rows = page.getByTestId("profile-request");
  await expect(rows).toHaveCount(Math.min(3, total));
  for (let i = 0; i < Math.min(3, total); i++) {
    const job = items[i]!;
    await expect(rows.nth(i)).toContainText(job.title);
    await expect(rows.nth(i).locator("[data-status]")).toHaveText(job.status.replace("_", " "));
  }
  await expect(page.getByLabel("Full Name")).not.toHaveValue("");
  expect(problems, "console errors (e.g. hydration)").toEqual([]);
});

test("the badges of the recent requests follow the profile colours", async ({ page }) => {
  const { id } = await signInAsNewCustomer(page);
  const created = await page.request.post("/api/requests", {
    data: { title: "Badge check", description: "Open job.", category: "inspection", location: "Seoul" },
  });
  expect(created.status()).toBe(201);
  expect((await ownJobs(page.request, id)).total).toBe(1);
  await page.goto(PROFILE);
  const badge = page.getByTestId("profile-request").locator("[data-status]");
  await expect(badge).toHaveText("open");
  // open → outline: no filled background.
  await expect(badge).toHaveClass(/text-foreground/);
  await expect(badge).not.toHaveClass(/bg-/);
});

test("a dead session shows 'Sign in Required' with a link to sign in", async ({ page, baseURL }) => {
  await useDeadSessionCookie(page, baseURL);
  await page.goto(PROFILE);
  const card = page.getByTestId("sign-in-required");
  await expect(card).toContainText("Sign in Required");
  await expect(card).toContainText("Please sign in to access your profile.");
  await expect(card.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/api/login");
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the profile fits the screen", async ({ page }) => {
    await signIn(page, CUSTOMER.email);
    await page.goto(PROFILE);
    await expect(page.getByTestId("billing-info")).toBeVisible();
    await expect(saveButton(page)).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
