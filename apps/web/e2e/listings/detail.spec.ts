import { formatMoney } from "@skyhire/validators";
import { expect, test } from "../fixtures";
import {
  DEMO,
  DEMO_COMPANY,
  demoOperatorListing,
  expectNoHorizontalScroll,
  getListing,
  signIn,
} from "./support";
import { fillSignIn, register, uniqueEmail } from "../customer-onboarding/helpers";
import { operatorReviews } from "../reviews-invoices/support";

/**
 * The listing detail page (docs/product.md#listing-detail): the listing and its operator, Request
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
  // The count beside the rating is of the operator's reviews, not of their jobs.
  const reviews = (await operatorReviews(request, listing.operatorId)).total;
  expect(reviews).toBeGreaterThan(0);

  await page.goto("/listings?q=Thermal+Solar+Panel+Inspection");
  await page.getByTestId("listing-card").filter({ hasText: DEMO_COMPANY }).click();
  await expect(page).toHaveURL(`/listings/${listing.id}`);
  await expect(page).toHaveTitle(`${listing.title} | Skyhire`);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(listing.title);
  await expect(page.getByTestId("listing-rating")).toHaveText(
    `${rating}(${reviews} ${reviews === 1 ? "review" : "reviews"})`,
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
  // The price card's (on a phone the quote bar repeats the price, hidden at this width).
  await expect(page.getByRole("complementary", { name: "Pricing and operator" }).getByText("per project", { exact: true })).toBeVisible();
  await expect(page.getByText("Usually responds within 2 hours")).toBeVisible();
  await expect(page.getByText("24-48 hour delivery")).toBeVisible();

  const operator = page.getByTestId("operator-card");
  await expect(operator.getByTestId("operator-company")).toHaveText(DEMO_COMPANY);
  await expect(operator.getByTestId("operator-bio")).toHaveText(listing.operator.bio ?? "");
  await expect(operator.getByTestId("operator-rating")).toContainText(`${rating}/5`);
  await expect(operator.getByTestId("operator-jobs")).toContainText(String(listing.operator.completedJobs));
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

test("Contact Operator: a new customer signs in, writes, and lands in a thread with the operator — no job request", async ({
  page,
  browser,
  request,
}) => {
  const listing = await demoOperatorListing(request);
  const email = uniqueEmail("contact");
  await register(page.context().request, email);

  // Signed out: the dialog asks to sign in and brings the visitor back to this listing.
  await page.goto(`/listings/${listing.id}`);
  await page.getByRole("button", { name: "Contact Operator" }).click();
  const signInDialog = page.getByRole("dialog");
  await expect(signInDialog.getByRole("heading", { name: "Sign in to contact this operator" })).toBeVisible();
  await expect(signInDialog.getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    `/api/login?returnTo=/listings/${listing.id}%3Fcontact%3D1`,
  );
  await signInDialog.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`/signin?callbackUrl=${encodeURIComponent(`/listings/${listing.id}?contact=1`)}`);
  await fillSignIn(page, email);

  // Back on the listing with the message dialog open: a message, not a job form.
  await expect(page).toHaveURL(`/listings/${listing.id}?contact=1`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Contact the operator" })).toBeVisible();
  await expect(dialog.getByLabel("Title")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(dialog.getByLabel("Message")).toHaveAccessibleDescription("Message is required");
  const body = `Hello, are you free next Tuesday? ${Date.now()}`;
  await dialog.getByLabel("Message").fill(body);
  await dialog.getByRole("button", { name: "Send Message" }).click();

  await expect(page).toHaveURL(/\/messages\/[^/?]+$/);
  await expect(page.getByTestId("thread-job")).toHaveText(`Direct message · ${listing.title}`);
  await expect(page.getByTestId("thread-party")).toContainText(DEMO_COMPANY);
  await expect(page.getByText(body)).toBeVisible();
  await expect(page.getByRole("link", { name: "View listing" })).toHaveAttribute("href", `/listings/${listing.id}`);

  // No job request was posted on the customer's behalf.
  const me = (await (await page.context().request.get("/api/auth/user")).json()) as { id: string };
  const jobs = await page.context().request.get(`/api/requests/customer/${me.id}`);
  expect(((await jobs.json()) as { items: unknown[] }).items).toEqual([]);

  // The operator finds the thread, unread, in Messages.
  const operatorContext = await browser.newContext();
  const operatorPage = await operatorContext.newPage();
  await signIn(operatorPage, DEMO.operator);
  await operatorPage.goto("/messages");
  const thread = operatorPage.getByTestId("conversation").filter({ hasText: body.slice(0, 40) });
  await expect(thread.getByTestId("conversation-job")).toHaveText(`Direct message · ${listing.title}`);
  await expect(thread).toHaveAttribute("data-unread", "1");
  await operatorContext.close();
});

test("a signed-in user's Contact Operator opens the message dialog; Request Quote still posts a job", async ({
  page,
  request,
}) => {
  const listing = await demoOperatorListing(request);
  await signIn(page, DEMO.customer);
  await page.goto(`/listings/${listing.id}`);
  await page.getByRole("button", { name: "Contact Operator" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Contact the operator" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
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
