import { expect, test } from "../fixtures";
import { expectNoHorizontalScroll, installStillClock, recordApiRequests, toast } from "./helpers";

/**
 * The scripted investor demo (docs/product.md#investor-demo), signed out: /demo → post job → proposals → accept
 * → payment → completion → ratings. Playwright's clock stands in for the 1.5 s / 2 s / 2 s delays,
 * and the browser must make no request to /api/* on the way (docs/product.md#investor-demo: "The demo screens make
 * no calls").
 */

test("the demo runs from /demo to the rating without a single API call", async ({ page }) => {
  const apiCalls = recordApiRequests(page);
  await installStillClock(page);

  await page.goto("/demo");
  await expect(page.getByRole("heading", { name: "Investor Demo Dashboard" })).toBeVisible();
  await expect(page.getByTestId("demo-dashboard")).toHaveAttribute("data-ticking", "true");
  await page.getByTestId("demo-flow").getByRole("link", { name: /Post a Job/ }).click();
  await expect(page).toHaveURL(/\/demo\/post-job$/);

  // Step 1: wrong values show the spec's messages and keep what was typed.
  await page.getByLabel("Job Title").fill("Roof");
  await page.getByLabel("Description").fill("Too short");
  await page.getByLabel("Location").fill("NYC");
  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page.getByText("Title must be at least 5 characters")).toBeVisible();
  await expect(page.getByText("Description must be at least 20 characters")).toBeVisible();
  await expect(page.getByText("Please select a category")).toBeVisible();
  await expect(page.getByText("Location must be at least 5 characters")).toBeVisible();
  await expect(page.getByText("Please select a budget range")).toBeVisible();
  await expect(page.getByText("Please select a timeline")).toBeVisible();
  await expect(page.getByLabel("Job Title")).toHaveValue("Roof");
  await expect(page.getByLabel("Location")).toHaveValue("NYC");

  const title = "Warehouse roof thermal inspection";
  await page.getByLabel("Job Title").fill(title);
  await page.getByLabel("Description").fill("Thermal and 4K survey of a 20,000 sq ft warehouse roof.");
  await page.getByLabel("Location").fill("San Francisco, CA");
  await page.getByLabel("Category").selectOption("building_inspection");
  await page.getByLabel("Budget Range").selectOption("2000-5000");
  await page.getByLabel("Timeline").selectOption("week");
  await page.getByLabel("Thermal Imaging").check();
  await expect(page.getByText("Title must be at least 5 characters")).toBeHidden();

  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page.getByRole("button", { name: /Posting Job/ })).toBeDisabled();
  await page.clock.runFor(1_500);
  await expect(toast(page)).toContainText("Job Posted Successfully");
  await expect(toast(page)).toContainText("Proposals are expected within 24-48 hours.");
  await expect(page).toHaveURL(/\/demo\/post-job$/);
  await page.clock.runFor(2_000);

  // Step 2: the proposals, every field of docs/product.md#investor-demo, for the job just posted.
  await expect(page).toHaveURL(/\/demo\/proposals$/);
  await expect(page.getByTestId("demo-job-title")).toHaveText(title);
  await expect(page.getByRole("article")).toHaveCount(3);
  const featured = page.getByTestId("demo-proposal-skyview-aerial");
  for (const text of [
    "Sarah Mitchell",
    "SkyView Aerial Solutions",
    "SM",
    "4.9",
    "127 jobs completed",
    "$3,500",
    "5-7 days",
    "Thermal Imaging Certified",
    "San Francisco, CA",
    "Responds in 1 hour",
    "Featured",
    "forty commercial roofs",
  ]) {
    await expect(featured).toContainText(text);
  }
  await featured.getByRole("button", { name: "Accept Proposal" }).click();
  await expect(featured.getByRole("button", { name: /Accepting/ })).toBeDisabled();
  await page.clock.runFor(1_500);

  // Step 3: quote 3500, 2.9% fee rounded to 102, total 3602.
  await expect(page).toHaveURL(/\/demo\/payment\?proposal=skyview-aerial$/);
  await expect(page.getByTestId("demo-payment-quote")).toHaveText("$3,500");
  await expect(page.getByText("Processing fee (2.9%)")).toBeVisible();
  await expect(page.getByTestId("demo-payment-fee")).toHaveText("$102");
  await expect(page.getByTestId("demo-payment-total")).toHaveText("$3,602");
  await expect(page.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay $3,602" }).click();
  await expect(page.getByRole("button", { name: /Processing Payment/ })).toBeDisabled();
  await page.clock.runFor(2_000);
  const escrow = page.getByTestId("demo-escrow-message");
  await expect(escrow).toContainText("Payment Successful");
  await expect(escrow).toContainText("Funds Secured: held in escrow until job completion.");
  await expect(toast(page)).toContainText("Funds Secured");
  await expect(page).toHaveURL(/\/demo\/payment/);
  await page.clock.runFor(2_000);

  // Step 4: completion, escrow released less the 10% platform fee.
  await expect(page).toHaveURL(/\/demo\/completion\?proposal=skyview-aerial$/);
  await expect(page.getByTestId("demo-job-completed")).toContainText("Job Completed");
  await expect(page.getByTestId("demo-operator-payout")).toHaveText("$3,150");
  await page.getByRole("link", { name: "Rate the Operator" }).click();

  // Step 5: ratings.
  await expect(page).toHaveURL(/\/demo\/ratings\?proposal=skyview-aerial$/);
  await page.getByRole("button", { name: "Submit Rating" }).click();
  await expect(page.getByText("Please select a rating")).toBeVisible();
  await page.getByRole("radio", { name: /5 stars: Excellent/ }).check({ force: true });
  await page.getByLabel("Review (optional)").fill("Fast, thorough and clear report.");
  await page.getByRole("button", { name: "Submit Rating" }).click();
  await expect(page.getByTestId("demo-rating-done")).toContainText("Thank you for your review!");
  await expect(page.getByTestId("demo-rating-done")).toContainText("You rated Sarah Mitchell 5 out of 5");

  expect(apiCalls).toEqual([]);
});

test("the job posted in the demo is the job of every later step, reload included", async ({ page }) => {
  const apiCalls = recordApiRequests(page);
  await installStillClock(page);
  await page.goto("/demo/post-job");
  const title = "Solar farm thermal inspection";
  await page.getByLabel("Job Title").fill(title);
  await page.getByLabel("Description").fill("Thermal scan of 12,000 panels to find failing cells and hot spots.");
  const places = page.locator(`datalist#${await page.getByLabel("Location").getAttribute("list")}`);
  await expect(places.locator('option[value="Phoenix"]')).toHaveCount(1);
  await page.getByLabel("Location").fill("Phoenix");
  await page.getByLabel("Category").selectOption("thermal_imaging");
  await page.getByLabel("Budget Range").selectOption("5000-10000");
  await page.getByLabel("Timeline").selectOption("month");
  await page.getByRole("button", { name: "Post Job" }).click();
  await expect(page.getByRole("button", { name: /Posting Job/ })).toBeDisabled();
  await page.clock.runFor(1_500);
  await expect(toast(page)).toContainText("Job Posted Successfully");
  await page.clock.runFor(2_000);

  const expectPostedJob = async () => {
    const job = page.getByTestId("demo-posted-job");
    await expect(job.getByTestId("demo-job-title")).toHaveText(title);
    await expect(job.getByTestId("demo-job-location")).toHaveText("Phoenix");
    await expect(job.getByTestId("demo-job-budget")).toHaveText("$5,000 - $10,000");
    await expect(job.getByTestId("demo-job-category")).toHaveText("Thermal Imaging");
    await expect(page.getByRole("main")).not.toContainText("Commercial roof inspection");
    await expect(page.getByRole("main")).not.toContainText("San Francisco, CA · Building Inspection");
  };

  await expect(page).toHaveURL(/\/demo\/proposals$/);
  await expectPostedJob();
  const skyview = page.getByTestId("demo-proposal-skyview-aerial");
  await skyview.getByRole("button", { name: "Accept Proposal" }).click();
  await expect(skyview.getByRole("button", { name: /Accepting/ })).toBeDisabled();
  await page.clock.runFor(1_500);

  await expect(page).toHaveURL(/\/demo\/payment\?proposal=skyview-aerial$/);
  await expectPostedJob();
  await page.getByRole("button", { name: "Pay $3,602" }).click();
  await expect(page.getByRole("button", { name: /Processing Payment/ })).toBeDisabled();
  await page.clock.runFor(2_000);
  await expect(page.getByTestId("demo-escrow-message")).toContainText("Payment Successful");
  await page.clock.runFor(2_000);

  await expect(page).toHaveURL(/\/demo\/completion\?proposal=skyview-aerial$/);
  await expectPostedJob();
  await expect(page.getByTestId("demo-job-completed")).toContainText(`delivered \u201c${title}\u201d`);
  // A reload keeps the posted job (it lives in this tab's session storage, not on a server). No
  // delay is pending on this step, so the clock runs again: stopped, it kept the reloaded page on
  // the server's sample job.
  await page.clock.resume();
  await page.reload();
  await expectPostedJob();
  await page.getByRole("link", { name: "Rate the Operator" }).click();

  await expect(page).toHaveURL(/\/demo\/ratings\?proposal=skyview-aerial$/);
  await expectPostedJob();
  await expect(page.getByRole("form", { name: "Rate the operator" })).toContainText(title);

  expect(apiCalls).toEqual([]);
});

test("accepting another proposal carries it to payment with the same fee rule", async ({ page }) => {
  const apiCalls = recordApiRequests(page);
  await installStillClock(page);
  await page.goto("/demo/proposals");
  const card = page.getByTestId("demo-proposal-precision-drone");
  await expect(card).toContainText("$3,200");
  // Wait for hydration: the button only navigates once React owns it.
  // A retry clicks again only while the button still says Accept: once a click took (a slow render
  // may show "Accepting…" after the second's check), the button is gone and clicking it would fail.
  const accepting = card.getByRole("button", { name: /Accepting/ });
  await expect(async () => {
    if (!(await accepting.isVisible())) await card.getByRole("button", { name: "Accept Proposal" }).click({ timeout: 1_000 });
    await expect(accepting).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.clock.runFor(1_500);
  await expect(page).toHaveURL(/\/demo\/payment\?proposal=precision-drone$/);
  await expect(page.getByTestId("demo-payment-operator")).toHaveText("James Cooper");
  await expect(page.getByTestId("demo-payment-fee")).toHaveText("$93");
  await expect(page.getByTestId("demo-payment-total")).toHaveText("$3,293");
  expect(apiCalls).toEqual([]);
});

test("an unknown proposal shows the not-found page", async ({ page }) => {
  await page.goto("/demo/payment?proposal=nobody");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("every demo screen fits without sideways scrolling", async ({ page }) => {
    for (const path of [
      "/demo",
      "/demo/dashboard",
      "/demo/post-job",
      "/demo/proposals",
      "/demo/payment",
      "/demo/completion",
      "/demo/ratings",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
  });
});
