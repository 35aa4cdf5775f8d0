import { formatMoney } from "@skyhire/validators";
import { expect, test } from "@playwright/test";
import {
  DEMO,
  DEMO_COMPANY,
  demoOperatorListing,
  expectNoHorizontalScroll,
  getListing,
  signIn,
} from "./support";

/**
 * The listing detail page (spec 000 §2 "Listing detail"): the listing and its operator, Request
 * Quote and Contact Operator, and the not-found card. Production build on a fresh, seeded database.
 */

const REQUIREMENT_LABELS: Record<string, string> = {
  "4k-video": "4K Video",
  "thermal-imaging": "Thermal Imaging",
  "licensed-pilot": "Licensed Pilot",
  insured: "Insured",
  "night-flight": "Night Flight",
  "raw-photos": "RAW Photos",
};

test("opening a card shows the listing, its operator and the fixed texts", async ({
  page,
  request,
}) => {
  const seeded = await demoOperatorListing(request);
  const listing = await getListing(request, seeded.id);
  const rating = Number(listing.operator.rating).toFixed(1);
  const jobs = listing.operator.completedJobs;

  await page.goto("/listings?q=Thermal+Solar+Panel+Inspection");
  await page.getByTestId("listing-card").filter({ hasText: DEMO_COMPANY }).click();
  await expect(page).toHaveURL(`/listings/${listing.id}`);
  await expect(page).toHaveTitle(`${listing.title} | Skyhire`);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(listing.title);
  await expect(page.getByTestId("listing-rating")).toHaveText(
    `${rating}(${jobs} ${jobs === 1 ? "review" : "reviews"})`,
  );
  await expect(page.getByTestId("listing-location")).toHaveText(listing.operator.location ?? "");
  await expect(page.getByTestId("verified-badge")).toHaveText("Verified");
  await expect(page.getByTestId("listing-category")).toHaveText(listing.category);
  await expect(page.getByTestId("listing-description")).toHaveText(listing.description);
  const requirements = page.getByTestId("listing-requirements").getByRole("listitem");
  await expect(requirements).toHaveText(
    listing.requirements.map((r) => REQUIREMENT_LABELS[r] ?? r),
  );

  await expect(page.getByTestId("listing-price")).toHaveText(formatMoney(listing.price, listing.currency));
  await expect(page.getByText("per project", { exact: true })).toBeVisible();
  await expect(page.getByText("Usually responds within 2 hours")).toBeVisible();
  await expect(page.getByText("24-48 hour delivery")).toBeVisible();

  const operator = page.getByTestId("operator-card");
  await expect(operator.getByTestId("operator-company")).toHaveText(DEMO_COMPANY);
  await expect(operator.getByTestId("operator-bio")).toHaveText(listing.operator.bio ?? "");
  await expect(operator.getByTestId("operator-rating")).toContainText(`${rating}/5`);
  await expect(operator.getByTestId("operator-jobs")).toContainText(String(jobs));
  const since = new Date(listing.operator.createdAt ?? "").getUTCFullYear();
  await expect(operator.getByTestId("operator-since")).toContainText(`Member since${since}`);
  const qualifications = listing.operator.qualifications ?? [];
  expect(qualifications.length).toBeGreaterThan(0);
  await expect(operator.getByTestId("operator-qualifications").getByRole("listitem")).toHaveText(
    qualifications,
  );

  await expect(page.getByRole("link", { name: "Request Quote" })).toHaveAttribute(
    "href",
    `/post-job?listingId=${listing.id}`,
  );
});

test("an unknown or malformed id shows the not-found card", async ({ page }) => {
  for (const path of [
    "/listings/00000000-0000-5000-8000-000000000000",
    "/listings/not%20a%20listing%20id",
    "/listings/%00",
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Listing not found" })).toBeVisible();
    await expect(
      page.getByText("The service listing you're looking for doesn't exist."),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Go Home" })).toHaveAttribute(
      "href",
      "/",
    );
  }
});

test("Contact Operator asks a signed-out visitor to sign in, and returns them to the message form", async ({
  page,
  request,
}) => {
  const listing = await demoOperatorListing(request);
  const returnTo = `/api/login?returnTo=/post-job%3FlistingId%3D${listing.id}%26contact%3D1`;

  await page.goto(`/listings/${listing.id}`);
  await page.getByRole("button", { name: "Contact Operator" }).click();
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.getByRole("heading", { name: "Sign in to contact this operator" }),
  ).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", returnTo);

  await dialog.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(
    `/signin?callbackUrl=${encodeURIComponent(`/post-job?listingId=${listing.id}&contact=1`)}`,
  );
});

test("a signed-in user's Contact Operator goes straight to the message form", async ({
  page,
  request,
}) => {
  const listing = await demoOperatorListing(request);
  await signIn(page, DEMO.customer);
  await page.goto(`/listings/${listing.id}`);
  await expect(page.getByRole("link", { name: "Contact Operator" })).toHaveAttribute(
    "href",
    `/post-job?listingId=${listing.id}&contact=1`,
  );
  await expect(page.getByRole("link", { name: "Request Quote" })).toHaveAttribute(
    "href",
    `/post-job?listingId=${listing.id}`,
  );
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the detail page fits the screen", async ({ page, request }) => {
    const listing = await demoOperatorListing(request);
    await page.goto(`/listings/${listing.id}`);
    await expect(page.getByTestId("operator-card")).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
