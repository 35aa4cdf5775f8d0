import { expect, test, type Page } from "../fixtures";
import {
  currentUserId,
  customerProfile,
  expectNoHorizontalScroll,
  expectStep,
  expectToast,
  fillSignIn,
  register,
  signInThroughApi,
  uniqueEmail,
} from "./helpers";
import { DEMO, signIn } from "../listings/support";
import { expectToastAcrossRedirect } from "../toast";

/**
 * Customer onboarding (docs/product.md#customer-onboarding): five steps with the step in the URL, the external login,
 * contact details kept locally and on the profile, a card saved through the offline gateway, the
 * tour, the first job and the summary. Production build, fresh seeded database, offline gateway.
 */

const nextYear2 = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");

async function fillCard(page: Page, number: string) {
  await page.getByLabel("Card Number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill(`12/${nextYear2}`);
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Save Payment Method" }).click();
}

test("a new customer goes through all five steps, with every message on the way", async ({ page, browser }) => {
  // The whole onboarding in one test, every message of five steps: 18 s alone, more than twice
  // that on a loaded machine. Playwright's slow mark gives it three times the default 60 s.
  test.slow();
  const email = uniqueEmail("journey");
  await register(page.context().request, email);
  const jobTitle = `Warehouse roof survey ${Date.now()}`;

  // Step 1: Welcome, and the external login that comes back to step 2.
  await page.goto("/onboarding/customer");
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
  const progress = page.getByRole("navigation", { name: "Onboarding progress" });
  for (const label of ["Account", "Contact", "Tour", "First Job", "Dashboard"]) {
    await expect(progress.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Welcome to Skyhire" })).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fonboarding%2Fcustomer%3Fstep%3D2$/);
  await fillSignIn(page, email);
  await expectStep(page, 2);
  const userId = await currentUserId(page.context().request);

  // Step 2: Contact & Billing — the spec's messages, then typing that survives a reload.
  await expect(page.getByRole("heading", { name: "Contact & Billing" })).toBeVisible();
  await page.getByLabel("Full Name").fill("J");
  await page.getByLabel("Phone Number").fill("12345");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Full Name")).toHaveAccessibleDescription("Full name is required");
  await expect(page.getByLabel("Phone Number")).toHaveAccessibleDescription("Valid phone number is required");
  await expectStep(page, 2);

  await page.getByLabel("Full Name").fill("Jordan Lee");
  await page.getByLabel("Phone Number").fill("+61 400 123 456");
  await page.getByLabel("Company (optional)").fill("Lee Property Group");
  await page.getByLabel("Both").check();
  await page.reload();
  await expectStep(page, 2);
  await expect(page.getByLabel("Full Name")).toHaveValue("Jordan Lee");
  await expect(page.getByLabel("Phone Number")).toHaveValue("+61 400 123 456");
  await expect(page.getByLabel("Company (optional)")).toHaveValue("Lee Property Group");
  await expect(page.getByLabel("Both")).toBeChecked();

  // The card: test mode hint, a malformed number, a declined card (nothing saved), then 4242.
  await expect(page.getByText("Test mode: use 4242 4242 4242 4242")).toBeVisible();
  await fillCard(page, "4242");
  await expect(page.getByLabel("Card Number")).toHaveAccessibleDescription("Enter a valid card number");
  await fillCard(page, "4000 0000 0000 0002");
  await expectToast(page, "Payment Error", "Your card was declined.");
  await expectStep(page, 2);
  expect((await customerProfile(page.context().request))?.billingInfo).toBeNull();

  await fillCard(page, "4242 4242 4242 4242");
  await expectToast(page, "Payment Method Added", "Your payment method has been saved securely");
  await expectStep(page, 3);
  const profile = await customerProfile(page.context().request);
  expect(profile).toMatchObject({
    name: "Jordan Lee",
    phone: "+61 400 123 456",
    company: "Lee Property Group",
    preferredContact: "both",
    billingInfo: { cardLast4: "4242", expMonth: 12, brand: "visa" },
  });
  expect(JSON.stringify(profile)).not.toContain("4242424242424242");

  // Back steps down to step 2: the details are still there and the card shows masked.
  await page.getByRole("button", { name: "Back" }).click();
  await expectStep(page, 2);
  await expect(page.getByLabel("Full Name")).toHaveValue("Jordan Lee");
  await expect(page.getByTestId("saved-card")).toContainText("•••• 4242");
  await page.getByRole("button", { name: "Continue" }).click();
  await expectToast(page, "Information Saved", "Your profile information has been saved");
  await expectStep(page, 3);

  // Step 3: the three-part tour.
  await expect(page.getByRole("heading", { name: "Quick Tour" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Post a Request" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Review Proposals" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Approve & Pay" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expectStep(page, 4);

  // Step 4: the first job — every message, then typing that survives reload and Back.
  await expect(page.getByRole("heading", { name: "Create Your First Job Request" })).toBeVisible();
  await page.getByLabel("Job Title").fill("Roof");
  await page.getByLabel("Description").fill("Too short");
  await page.getByLabel("Minimum Budget ($)").fill("20");
  await page.getByLabel("Maximum Budget ($)").fill("60");
  await page.getByRole("button", { name: "Post Job Request" }).click();
  // Each message is shown under its field and is the field's accessible description.
  for (const [label, message] of [
    ["Job Title", "Job title is required"],
    ["Category", "Select a category"],
    ["Description", "Provide a detailed description"],
    ["Location", "Location is required"],
    ["Minimum Budget ($)", "Minimum budget is $50"],
    ["Maximum Budget ($)", "Maximum budget must be at least $100"],
    ["Timeline", "Select a timeline"],
  ] as const) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
  }

  await page.getByLabel("Job Title").fill(jobTitle);
  await page.getByLabel("Category").selectOption("surveying");
  await page.getByLabel("Description").fill("Survey the warehouse roof for storm damage and report findings.");
  // The location offers the known places as suggestions (free text stays allowed).
  const location = page.getByLabel("Location", { exact: true });
  const suggestions = page.locator(`datalist#${await location.getAttribute("list")}`);
  await expect(suggestions.locator('option[value="Phoenix"]')).toHaveCount(1);
  await expect(suggestions.locator('option[value="Sydney"]')).toHaveCount(1);
  // The currency follows the place until one is picked: a London job is in pounds, labels say £.
  await location.fill("London");
  await expect(page.getByLabel("Currency")).toHaveValue("GBP");
  await expect(page.getByLabel("Minimum Budget (£)")).toBeVisible();
  await location.fill("Phoenix");
  await expect(page.getByLabel("Currency")).toHaveValue("USD");
  await page.getByLabel("Minimum Budget ($)").fill("900");
  await page.getByLabel("Maximum Budget ($)").fill("400");
  await page.getByLabel("Timeline").selectOption("week");
  await page.getByRole("button", { name: "Post Job Request" }).click();
  await expect(page.getByLabel("Maximum Budget ($)")).toHaveAccessibleDescription(
    "Maximum budget must be at least the minimum budget",
  );
  await expectStep(page, 4);

  await page.reload();
  await expect(page.getByLabel("Job Title")).toHaveValue(jobTitle);
  await page.getByRole("button", { name: "Back" }).click();
  await expectStep(page, 3);
  await expect(page.getByRole("heading", { name: "Approve & Pay" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expectStep(page, 4);
  await expect(page.getByLabel("Job Title")).toHaveValue(jobTitle);
  await expect(page.getByLabel("Category")).toHaveValue("surveying");
  await expect(page.getByLabel("Location", { exact: true })).toHaveValue("Phoenix");
  await expect(page.getByLabel("Timeline")).toHaveValue("week");

  // Typed as people write money: "1,500" is 1500.
  await page.getByLabel("Maximum Budget ($)").fill("1,500");
  await page.getByRole("button", { name: "Post Job Request" }).click();
  await expectToast(page, "Job Request Created", "Your job has been posted to our network of operators");

  // Step 5: the summary with the real count and both ways on.
  await expectStep(page, 5);
  await expect(page.getByRole("heading", { name: "Welcome to Your Dashboard" })).toBeVisible();
  await expect(page.getByText("Proposals are expected within 24 to 48 hours.")).toBeVisible();
  await expect(page.getByTestId("active-requests-count")).toHaveText("1");
  await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Post Another Request" })).toHaveAttribute("href", "/post-job");

  // The job is the customer's, with the onboarding fields, and shows on the customer dashboard.
  const mine = await page.context().request.get(`/api/requests/customer/${userId}`);
  expect(mine.ok()).toBeTruthy();
  const { items } = (await mine.json()) as { items: Record<string, unknown>[] };
  expect(items).toEqual([
    expect.objectContaining({
      title: jobTitle,
      category: "surveying",
      location: "Phoenix",
      budgetMin: 900,
      budgetMax: 1500,
      currency: "USD",
      timeline: "week",
      status: "open",
    }),
  ]);
  await page.goto("/dashboard/customer");
  await expect(page.getByRole("main").getByText(jobTitle).first()).toBeVisible();

  // Operators see where it is, and a search near Phoenix finds it with its distance.
  const operatorContext = await browser.newContext();
  const operatorPage = await operatorContext.newPage();
  await signIn(operatorPage, DEMO.operator);
  await operatorPage.goto("/jobs/board?near=Phoenix&radiusKm=25");
  const card = operatorPage.getByTestId("job-card").filter({ hasText: jobTitle });
  await expect(card.getByTestId("job-location")).toContainText("Phoenix");
  // Both points are Phoenix's centre: the card names the city, not a distance it cannot know.
  await expect(card.getByTestId("job-distance")).toHaveText("· In Phoenix");
  await operatorContext.close();
});

test("signed out at step 3: Authentication Required, then the login that returns there", async ({ page }) => {
  await expectToastAcrossRedirect(
    page,
    () => page.goto("/onboarding/customer?step=3", { waitUntil: "commit" }),
    /Authentication Required[^\n]*Please sign in to continue with onboarding/,
  );
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fonboarding%2Fcustomer%3Fstep%3D3$/);

  const email = uniqueEmail("return");
  await register(page.context().request, email);
  await fillSignIn(page, email);
  await expectStep(page, 3);
  await expect(page.getByRole("heading", { name: "Quick Tour" })).toBeVisible();
});

test("every step fits a 375 px wide screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const email = uniqueEmail("narrow");
  await register(page.context().request, email);

  await page.goto("/onboarding/customer");
  await expect(page.getByRole("main").getByRole("button", { name: "Sign In" })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await signInThroughApi(page, email);
  const checks: [number, string, string][] = [
    [2, "Contact & Billing", "Save Payment Method"],
    [3, "Quick Tour", "Next"],
    [4, "Create Your First Job Request", "Post Job Request"],
    [5, "Welcome to Your Dashboard", "Go to Dashboard"],
  ];
  for (const [step, heading, control] of checks) {
    await page.goto(`/onboarding/customer?step=${step}`);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expect(page.getByRole("main").getByText(control, { exact: true }).last()).toBeVisible();
    await expectNoHorizontalScroll(page);
  }
  await expect(page.getByTestId("active-requests-count")).toHaveText("0");
});
