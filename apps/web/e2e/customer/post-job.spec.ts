import { expect, test, type APIRequestContext, type Page } from "../fixtures";
import { format } from "date-fns";
import {
  CUSTOMER,
  OPERATOR,
  currentUserId,
  expectNoHorizontalScroll,
  ownJobs,
  pathIs,
  signIn,
  expectLoggedOutToastThenSignIn,
  toast,
  uniqueSuffix,
} from "./helpers";

/**
 * Posting a job (docs/product.md#post-a-job), including Request
 * Quote / Contact Operator from a listing. Production build on a fresh, seeded database.
 */

interface ListingDetail {
  id: string;
  title: string;
  category: string;
  operatorId: string;
  operator: { companyName: string };
}

/** A seeded public listing of a browse category, with its operator. */
async function seededListing(request: APIRequestContext, category: string): Promise<ListingDetail> {
  const list = await request.get(`/api/listings?category=${encodeURIComponent(category)}&pageSize=1`);
  expect(list.ok()).toBeTruthy();
  const items = (await list.json()) as { id: string }[];
  expect(items.length, `a seeded ${category} listing`).toBeGreaterThan(0);
  const detail = await request.get(`/api/listings/${items[0]!.id}`);
  expect(detail.ok()).toBeTruthy();
  return (await detail.json()) as ListingDetail;
}

function submitButton(page: Page) {
  return page.getByRole("button", { name: "Post Job Request" });
}

async function fillRequired(page: Page, job: { title: string; category?: string; description: string; location: string }) {
  await page.getByLabel("Job Title").fill(job.title);
  if (job.category) await page.getByLabel("Category").selectOption(job.category);
  await page.getByLabel("Description").fill(job.description);
  await page.getByLabel("Location").fill(job.location);
}

test("the demo customer posts a job and sees it on the dashboard and the home page", async ({ page }) => {
  await signIn(page, CUSTOMER.email);
  await page.goto("/dashboard/customer");
  const activeBefore = Number(await page.getByTestId("stat-active-jobs-value").textContent());

  await page.goto("/post-job");
  await expect(page.getByRole("heading", { name: "Post a New Job" })).toBeVisible();
  const title = `Facade inspection ${uniqueSuffix()}`;
  await fillRequired(page, {
    title,
    category: "inspection",
    description: "Close-up drone survey of a 12-storey facade, cracks and sealant.",
    location: "Kowloon, Hong Kong",
  });
  await page.getByLabel("Budget Range (optional)").selectOption("1000-2500");
  for (const requirement of ["4K Video", "Thermal Imaging", "Licensed Pilot", "Insured"]) {
    await page.getByRole("checkbox", { name: requirement }).click();
  }
  await submitButton(page).click();

  await expect(toast(page)).toContainText("Success");
  await expect(toast(page)).toContainText("Job request posted successfully!");
  await expect(page).toHaveURL(pathIs("/dashboard/customer"));

  const card = page.getByTestId("job-card").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.locator("[data-status]")).toHaveText("open");
  await expect(card.locator("[data-status]")).toHaveClass(/bg-green-100/);
  await expect(card).toContainText("Kowloon, Hong Kong");
  // No currency chosen: the job (and its budget) is in its place's, Hong Kong dollars.
  await expect(card.getByTestId("job-budget")).toHaveText("HK$1,000 - HK$2,500");
  await expect(card).toContainText("4K Video");
  await expect(card).toContainText("Licensed Pilot");
  await expect(card).not.toContainText("Insured");
  await expect(card).toContainText("+1 more");
  await expect(card).toContainText(`Posted ${format(new Date(), "MMM d, yyyy")}`);
  await expect(page.getByTestId("stat-active-jobs-value")).toHaveText(String(activeBefore + 1));

  const stored = (await ownJobs(page.request, await currentUserId(page.request))).items.find((j) => j.title === title);
  expect(stored).toMatchObject({
    category: "inspection",
    budget: "1000-2500",
    status: "open",
    requirements: ["4k-video", "thermal-imaging", "licensed-pilot", "insured"],
    invitedOperatorId: null,
  });

  await page.goto("/");
  await expect(page.getByTestId("recent-jobs")).toContainText(title);
});

test("what a customer typed before the page's script arrived is kept and posts", async ({ page }) => {
  await signIn(page, CUSTOMER.email);
  // A slow connection: the page's HTML is there, its scripts are not yet.
  let release: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/post-job", { waitUntil: "commit" });
  const title = `Typed early ${uniqueSuffix()}`;
  await fillRequired(page, {
    title,
    category: "mapping",
    description: "Orthomosaic of a 5 ha building site, typed before the page was ready.",
    location: "Perth",
  });
  await expect(submitButton(page)).toBeDisabled();

  release();
  await expect(submitButton(page)).toBeEnabled();
  await expect(page.getByLabel("Job Title")).toHaveValue(title);
  await submitButton(page).click();
  await expect(page).toHaveURL(pathIs("/dashboard/customer"));
  const stored = (await ownJobs(page.request, await currentUserId(page.request))).items.find((j) => j.title === title);
  expect(stored).toMatchObject({ category: "mapping", status: "open" });
});

test("the submit button sends nothing until title, description, category and location are filled", async ({ page }) => {
  await signIn(page, CUSTOMER.email);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("jobs.create")) sent.push(request.url());
  });
  await page.goto("/post-job");
  const submit = submitButton(page);
  await expect(submit).toBeDisabled();

  await page.getByLabel("Job Title").fill("Survey of a farm");
  await expect(submit).toBeDisabled();
  await page.getByLabel("Description").fill("Multispectral survey of 40 hectares.");
  await expect(submit).toBeDisabled();
  await page.getByLabel("Category").selectOption("agriculture");
  await expect(submit).toBeDisabled();
  // The location suggests the known places (a datalist: free text stays allowed).
  const places = page.locator(`datalist#${await page.getByLabel("Location").getAttribute("list")}`);
  await expect(places.locator('option[value="Perth"]')).toHaveCount(1);
  await expect(places.locator('option[value="Phoenix"]')).toHaveCount(1);
  // Spaces are not a location.
  await page.getByLabel("Location").fill("   ");
  await expect(submit).toBeDisabled();
  await page.getByLabel("Job Title").press("Enter");
  await page.getByLabel("Description").fill("");
  await page.getByLabel("Location").fill("Perth");
  await expect(submit).toBeDisabled();
  await page.getByLabel("Location").press("Enter");

  await page.getByLabel("Description").fill("Multispectral survey of 40 hectares.");
  await expect(submit).toBeEnabled();
  expect(sent).toEqual([]);
  await expect(page).toHaveURL(pathIs("/post-job"));

  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(pathIs("/dashboard/customer"));
  expect(sent).toEqual([]);
});

test("the currency follows the place typed until the customer picks one", async ({ page }) => {
  await signIn(page, CUSTOMER.email);
  await page.goto("/post-job");
  const currency = page.getByLabel("Currency");
  // The customer's usual currency: their latest job's, as the dashboard's figures name it.
  const stats = await page.request.get("/api/customer/stats");
  const { currency: usual } = (await stats.json()) as { currency: string };
  await expect(currency).toHaveValue(usual);
  await page.getByLabel("Location").fill("London");
  await expect(currency).toHaveValue("GBP");
  await page.getByLabel("Location").fill("Sydney");
  await expect(currency).toHaveValue("AUD");
  // A place the list does not know keeps the customer's usual currency (their latest job's).
  await page.getByLabel("Location").fill("Somewhere unlisted");
  await expect(currency).toHaveValue(usual);
  // Picked by hand, it stays whatever is typed next.
  await currency.selectOption("EUR");
  await page.getByLabel("Location").fill("London");
  await expect(currency).toHaveValue("EUR");
});

test("Request Quote from a listing pre-fills the category and addresses the job to its operator", async ({ page }) => {
  await signIn(page, CUSTOMER.email);
  const listing = await seededListing(page.request, "Surveying");

  await page.goto(`/post-job?listingId=${listing.id}`);
  await expect(page.getByRole("heading", { name: "Request a Quote" })).toBeVisible();
  await expect(page.getByTestId("post-job-intro")).toHaveText(
    `Requesting a quote from ${listing.operator.companyName} for ${listing.title}`,
  );
  await expect(page.getByLabel("Category")).toHaveValue("mapping");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveCount(0);

  const title = `Quote for site survey ${uniqueSuffix()}`;
  await fillRequired(page, { title, description: "Topographic survey of a 2 ha site.", location: "Melbourne" });
  await submitButton(page).click();
  await expect(toast(page)).toContainText("Job request posted successfully!");
  await expect(page).toHaveURL(pathIs("/dashboard/customer"));
  await expect(page.getByTestId("job-card").filter({ hasText: title })).toBeVisible();

  const stored = (await ownJobs(page.request, await currentUserId(page.request))).items.find((j) => j.title === title);
  expect(stored).toMatchObject({
    category: "mapping",
    invitedOperatorId: listing.operatorId,
    listingId: listing.id,
    message: null,
  });
});

test("Contact Operator asks for a message and sends it with the job", async ({ page }) => {
  await signIn(page, CUSTOMER.email);
  const listing = await seededListing(page.request, "Inspection");

  await page.goto(`/post-job?listingId=${listing.id}&contact=1`);
  await expect(page.getByRole("heading", { name: `Contact ${listing.operator.companyName}` })).toBeVisible();
  await expect(page.getByLabel("Category")).toHaveValue("inspection");
  const title = `Contact about roof ${uniqueSuffix()}`;
  await fillRequired(page, { title, description: "Roof check after a storm.", location: "Hong Kong" });
  await page.getByRole("textbox", { name: "Message" }).fill("Are you available next Tuesday morning?");
  await submitButton(page).click();
  await expect(page).toHaveURL(pathIs("/dashboard/customer"));

  const stored = (await ownJobs(page.request, await currentUserId(page.request))).items.find((j) => j.title === title);
  expect(stored).toMatchObject({
    invitedOperatorId: listing.operatorId,
    listingId: listing.id,
    message: "Are you available next Tuesday morning?",
  });
});

test("a Photography listing pre-fills no category; an unknown listing gives the plain form", async ({ page }) => {
  await signIn(page, CUSTOMER.email);
  const listing = await seededListing(page.request, "Photography");
  await page.goto(`/post-job?listingId=${listing.id}`);
  await expect(page.getByTestId("post-job-intro")).toContainText(listing.operator.companyName);
  await expect(page.getByLabel("Category")).toHaveValue("");

  await page.goto("/post-job?listingId=no-such-listing&contact=1");
  await expect(page.getByRole("heading", { name: "Post a New Job" })).toBeVisible();
  await expect(page.getByTestId("post-job-intro")).not.toContainText("Requesting a quote");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveCount(0);
});

test("an operator's job is refused by the server, with the reason, and the typing stays", async ({ page }) => {
  await signIn(page, OPERATOR.email);
  await page.goto("/post-job");
  await fillRequired(page, {
    title: "Operator tries to post",
    category: "construction",
    description: "This account is not a customer.",
    location: "Hong Kong",
  });
  await submitButton(page).click();

  await expect(toast(page)).toContainText("Error");
  await expect(toast(page)).toContainText("Failed to post job request. Please try again.");
  await expect(page.getByTestId("post-job-error")).toContainText("You do not have permission to do that");
  await expect(page).toHaveURL(pathIs("/post-job"));
  await expect(page.getByLabel("Job Title")).toHaveValue("Operator tries to post");
  await expect(page.getByLabel("Category")).toHaveValue("construction");
  await expect(page.getByLabel("Description")).toHaveValue("This account is not a customer.");
  await expect(submitButton(page)).toBeEnabled();
});

test("the server's field messages land under their fields, and the typing stays", async ({ page }) => {
  await signIn(page, CUSTOMER.email);
  // A refusal as the procedure sends it (trpc.ts formats zod errors as data.zodError).
  await page.route("**/api/trpc/jobs.create**", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify([
        {
          error: {
            json: {
              message: "Please name the suburb",
              code: -32600,
              data: {
                code: "BAD_REQUEST",
                httpStatus: 400,
                path: "jobs.create",
                zodError: { formErrors: [], fieldErrors: { location: ["Please name the suburb"] } },
              },
            },
          },
        },
      ]),
    }),
  );
  await page.goto("/post-job");
  await fillRequired(page, {
    title: "Refused by the server",
    category: "wedding",
    description: "Ceremony and reception.",
    location: "Somewhere",
  });
  await page.getByRole("checkbox", { name: "Night Flight" }).click();
  await submitButton(page).click();

  await expect(toast(page)).toContainText("Failed to post job request. Please try again.");
  await expect(page.locator("#location-error")).toHaveText("Please name the suburb");
  await expect(page.getByLabel("Location")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("post-job-error")).toHaveCount(0);
  await expect(page.getByLabel("Job Title")).toHaveValue("Refused by the server");
  await expect(page.getByLabel("Location")).toHaveValue("Somewhere");
  await expect(page.getByLabel("Category")).toHaveValue("wedding");
  await expect(page.getByRole("checkbox", { name: "Night Flight" })).toBeChecked();
  await expect(page).toHaveURL(pathIs("/post-job"));
});

test("a session that ends before submitting gets the Unauthorized toast and goes to sign in", async ({ page }) => {
  await signIn(page, CUSTOMER.email);
  await page.goto("/post-job");
  await fillRequired(page, {
    title: "Posted after sign-out",
    category: "mapping",
    description: "The session is gone by now.",
    location: "Sydney",
  });
  await page.context().clearCookies();
  await expectLoggedOutToastThenSignIn(page, () => submitButton(page).click());
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fpost-job$/);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the form fits the screen and posts", async ({ page }) => {
    await signIn(page, CUSTOMER.email);
    await page.goto("/post-job");
    await expect(submitButton(page)).toBeVisible();
    await expectNoHorizontalScroll(page);
    const title = `Small screen job ${uniqueSuffix()}`;
    await fillRequired(page, { title, category: "real-estate", description: "Listing photos.", location: "Perth" });
    await page.getByRole("checkbox", { name: "RAW Photos" }).click();
    await submitButton(page).click();
    await expect(page).toHaveURL(pathIs("/dashboard/customer"));
    await expect(page.getByTestId("job-card").filter({ hasText: title })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
