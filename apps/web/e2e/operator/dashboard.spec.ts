import { earningsCaptions, formatMoney } from "@skyhire/validators";
import { expect, test } from "../fixtures";
import {
  OPERATOR,
  PENDING_OPERATOR,
  REJECTED_OPERATOR,
  expectNoHorizontalScroll,
  operatorEarnings,
  ownListings,
  ownProfile,
  pathIs,
  signIn,
  signInAsNewCustomer,
  expectLoggedOutToastThenSignIn,
  totalsText,
} from "./helpers";

/** The operator dashboard (docs/product.md#operator-dashboard, #logged-out). */

test("the demo operator sees the company, real figures, listings and quick actions", async ({ page }) => {
  await signIn(page, OPERATOR.email);
  const { items, total } = await ownListings(page.request);
  const profile = await ownProfile(page.request);
  const earnings = await operatorEarnings(page.request);
  expect(total).toBeGreaterThan(0);
  const active = items.filter((listing) => listing.isActive).length;

  await page.goto("/dashboard/operator");
  await expect(page.getByTestId("operator-company")).toHaveText(OPERATOR.company);
  await expect(page.getByRole("main").getByRole("link", { name: "Create New Listing" })).toHaveAttribute(
    "href",
    "/create-listing",
  );
  await expect(page.getByTestId("operator-profile-prompt")).toHaveCount(0);
  await expect(page.getByTestId("approval-pending")).toHaveCount(0);

  await expect(page.getByTestId("stat-active-listings")).toContainText("Active Listings");
  await expect(page.getByTestId("stat-active-listings-value")).toHaveText(String(active));
  // Active jobs and this month come from escrow.operatorEarnings (issue 5 made the first requirements' fixed figures real).
  await expect(page.getByTestId("stat-active-jobs-value")).toHaveText(String(earnings.activeJobs));
  await expect(page.getByTestId("stat-average-rating")).toContainText("Average Rating");
  await expect(page.getByTestId("stat-average-rating-value")).toHaveText(Number(profile.rating).toFixed(1));
  expect(Number(profile.rating)).toBeGreaterThan(0);
  await expect(page.getByTestId("stat-this-month-value")).toHaveText(totalsText(earnings.thisMonth, profile.currency));
  await expect(page.getByTestId("earnings-paid")).toHaveText(totalsText(earnings.payoutsPaid, profile.currency));
  // The e2e server has no payment provider: the card does not claim money reached the operator.
  expect(earnings.payoutsSimulated).toBe(true);
  await expect(page.getByTestId("operator-earnings")).toContainText(earningsCaptions(true).paid);
  await expect(page.getByTestId("operator-earnings")).not.toContainText("Released to you");

  // Newest first: the first row is the API's first listing, with the 100-character preview.
  const first = items[0]!;
  const row = page.getByTestId("operator-listing").first();
  await expect(row).toContainText(first.title);
  await expect(row.getByTestId("listing-status")).toHaveText(first.isActive ? "Active" : "Inactive");
  await expect(row).toContainText(first.category);
  await expect(row.getByTestId("listing-price")).toHaveText(formatMoney(first.price, first.currency));
  const preview = await row.getByTestId("listing-preview").innerText();
  expect(preview.replace(/…$/, "").length).toBeLessThanOrEqual(100);
  expect(first.description.startsWith(preview.replace(/…$/, ""))).toBe(true);

  const actions = page.getByTestId("operator-quick-actions");
  for (const [name, href] of [
    ["Create Listing", "/create-listing"],
    ["Browse Jobs", "/jobs/board"],
    ["My Proposals", "/dashboard/operator/proposals"],
    ["Update Profile", "/dashboard/operator/profile"],
    ["View Analytics", "/dashboard/operator/analytics"],
  ] as const) {
    await expect(actions.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await expect(actions).not.toContainText("Coming soon");
});

test("a pending operator sees 'Pending Approval' and cannot open the listing form", async ({ page }) => {
  await signIn(page, PENDING_OPERATOR.email);
  await page.goto("/dashboard/operator");
  const banner = page.getByTestId("approval-pending");
  await expect(banner).toContainText("Pending Approval");
  await expect(banner).toContainText("Your profile is being reviewed");

  await page.getByRole("main").getByRole("link", { name: "Create New Listing" }).click();
  await expect(page).toHaveURL(pathIs("/create-listing"));
  await expect(page.getByTestId("create-listing-refused")).toContainText(
    "Your operator profile is awaiting approval. You can create listings once it is approved.",
  );
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveCount(0);
});

test("a rejected operator sees the reviewer's reason", async ({ page }) => {
  await signIn(page, REJECTED_OPERATOR.email);
  await page.goto("/dashboard/operator");
  const banner = page.getByTestId("approval-rejected");
  await expect(banner).toContainText(REJECTED_OPERATOR.reason);
  await expect(banner.getByRole("link", { name: "Update Profile" })).toHaveAttribute(
    "href",
    "/dashboard/operator/profile",
  );
});

test("an account without an operator profile is prompted to complete one", async ({ page }) => {
  await signInAsNewCustomer(page);
  await page.goto("/dashboard/operator");
  const prompt = page.getByTestId("operator-profile-prompt");
  await expect(prompt).toContainText("Complete Your Operator Profile");
  await expect(prompt.getByRole("link", { name: "Complete Profile" })).toHaveAttribute(
    "href",
    "/dashboard/operator/profile",
  );
  await expect(page.getByTestId("stat-active-listings-value")).toHaveText("0");
  await expect(page.getByTestId("stat-average-rating-value")).toHaveText("0.0");

  // A customer on /create-listing learns they need an operator profile.
  await page.goto("/create-listing");
  const card = page.getByTestId("create-listing-customer");
  await expect(card).toContainText("Only drone operators can create service listings.");
  await expect(card.getByRole("link", { name: "Become an Operator" })).toHaveAttribute("href", "/become-operator");
});

test("a dead session cookie gets the Unauthorized toast, then sign-in", async ({ page, baseURL }) => {
  await page.context().addCookies([
    { name: "authjs.session-token", value: "not-a-real-session", url: baseURL ?? "http://127.0.0.1:3100" },
  ]);
  await expectLoggedOutToastThenSignIn(page, () => page.goto("/dashboard/operator", { waitUntil: "commit" }));
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fdashboard%2Foperator$/);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the dashboard, the listing form and the edit page fit the screen", async ({ page }) => {
    await signIn(page, OPERATOR.email);
    const { items } = await ownListings(page.request);

    await page.goto("/dashboard/operator");
    await expect(page.getByTestId("operator-listing").first()).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Create New Listing" })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.goto("/create-listing");
    await expect(page.getByRole("button", { name: "Create Listing" })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.goto(`/dashboard/operator/listings/${items[0]!.id}/edit`);
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
