import { expect, test, type Page } from "../fixtures";
import {
  DEMO_CUSTOMER,
  DEMO_OPERATOR,
  actor,
  completeJob,
  expectNoHorizontalScroll,
  newCustomer,
  postJob,
  propose,
  toast,
  unique,
} from "../messages/support";
import { activeListingOf, myReviews, oneDecimal, operatorReviews, type ReviewSummaryApi } from "./support";

/**
 * /dashboard/customer/reviews on real data (issue 5): completed projects with Write Review / Edit
 * Review, the summary cards, 'review period passed', and the review on the operator's listing.
 */

const PAGE_SIZE = 12;

function projectCard(page: Page, jobId: string) {
  return page.locator(`[data-testid="review-project"][data-job-id="${jobId}"]`);
}

async function expectSummary(page: Page, summary: ReviewSummaryApi) {
  const average = summary.reviewsWritten > 0 ? oneDecimal(summary.averageRating) : "—";
  await expect(page.getByTestId("summary-average-rating-value")).toHaveText(average);
  await expect(page.getByTestId("summary-completed-projects-value")).toHaveText(summary.completedProjects.toLocaleString("en-US"));
  await expect(page.getByTestId("summary-reviews-written-value")).toHaveText(summary.reviewsWritten.toLocaleString("en-US"));
  await expect(page.getByTestId("summary-awaiting-review-value")).toHaveText(summary.awaitingReview.toLocaleString("en-US"));
}

test("the demo customer writes a review, edits it, and the operator's listing shows it with the new average", async ({ browser }) => {
  const customer = await actor(browser, DEMO_CUSTOMER);
  const operator = await actor(browser, DEMO_OPERATOR.email);
  const title = unique("E2E review thermal survey");
  const jobId = await postJob(customer.request, title);
  const proposalId = await propose(operator.request, jobId, "2000");
  await completeJob(customer.request, operator.request, jobId, proposalId);

  const before = await myReviews(customer.request);
  const project = before.items.find((item) => item.id === jobId);
  expect(project).toMatchObject({ hasReview: false, canReview: true, reviewPeriodPassed: false });
  const operatorBefore = await operatorReviews(customer.request, project!.operatorId);

  const { page } = customer;
  await page.goto("/dashboard/customer/reviews");
  await expect(page.getByRole("heading", { name: "Reviews & Feedback" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard/customer");
  await expectSummary(page, before.summary);

  const card = projectCard(page, jobId);
  await expect(card.getByTestId("review-project-title")).toHaveText(title);
  await expect(card).toContainText(DEMO_OPERATOR.company);
  await card.getByRole("button", { name: "Write Review" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Write Review" })).toBeVisible();

  // No stars: the schema's message, and the comment typed so far stays.
  await dialog.getByLabel("Comment (optional)").fill("Quick and careful.");
  await dialog.getByRole("button", { name: "Submit Review" }).click();
  await expect(dialog.getByText("Rating is required")).toBeVisible();
  await expect(dialog.getByLabel("Comment (optional)")).toHaveValue("Quick and careful.");

  await dialog.getByRole("radio", { name: /^5 stars/ }).check({ force: true });
  await dialog.getByRole("button", { name: "Submit Review" }).click();
  await expect(toast(page)).toContainText("Review submitted");
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId("review-stars")).toHaveAttribute("data-rating", "5");
  await expect(card.getByTestId("review-text")).toHaveText("Quick and careful.");
  await expect(card.getByRole("button", { name: "Write Review" })).toHaveCount(0);

  const afterCreate = await myReviews(customer.request);
  expect(afterCreate.summary.reviewsWritten).toBe(before.summary.reviewsWritten + 1);
  expect(afterCreate.summary.awaitingReview).toBe(before.summary.awaitingReview - 1);
  await expectSummary(page, afterCreate.summary);

  // Edit: the dialog opens with the saved review; the change replaces it.
  await card.getByRole("button", { name: "Edit Review" }).click();
  await expect(dialog.getByRole("heading", { name: "Edit Review" })).toBeVisible();
  await expect(dialog.getByRole("radio", { name: /^5 stars/ })).toBeChecked();
  await expect(dialog.getByLabel("Comment (optional)")).toHaveValue("Quick and careful.");
  await dialog.getByRole("radio", { name: /^3 stars/ }).check({ force: true });
  const edited = "Good footage, but the report came a day late.";
  await dialog.getByLabel("Comment (optional)").fill(edited);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page)).toContainText("Review updated");
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId("review-stars")).toHaveAttribute("data-rating", "3");
  await expect(card.getByTestId("review-text")).toHaveText(edited);
  await expectSummary(page, (await myReviews(customer.request)).summary);

  // The listing: the review on top, the new average and one more review than before.
  const operatorAfter = await operatorReviews(customer.request, project!.operatorId);
  expect(operatorAfter.total).toBe(operatorBefore.total + 1);
  expect(operatorAfter.averageRating).not.toBe(operatorBefore.averageRating);
  expect(operatorAfter.items[0]).toMatchObject({ rating: 3, comment: edited });

  await page.goto(`/listings/${await activeListingOf(operator.request)}`);
  const reviews = page.getByTestId("listing-reviews");
  // They are the operator's reviews of all their jobs, and the listing page says so.
  const company = (await page.getByTestId("operator-company").textContent())?.trim() ?? "";
  expect(company).not.toBe("");
  await expect(reviews.getByRole("heading", { name: `Reviews of ${company}` })).toBeVisible();
  await expect(reviews.getByTestId("reviews-scope")).toContainText("work on all their jobs, not only this service");
  await expect(reviews.getByTestId("reviews-average-value")).toHaveText(oneDecimal(operatorAfter.averageRating));
  await expect(reviews.getByTestId("reviews-total")).toHaveText(`${operatorAfter.total.toLocaleString("en-US")} reviews`);
  const latest = reviews.getByTestId("listing-review").first();
  await expect(latest.getByTestId("listing-review-comment")).toHaveText(edited);
  await expect(latest.getByTestId("listing-review-stars")).toHaveAttribute("data-rating", "3");
  await expect(latest).toContainText(title);
  const card2 = page.getByTestId("operator-card");
  await expect(card2.getByTestId("operator-rating")).toContainText(`${oneDecimal(operatorAfter.averageRating)}/5`);
  await expect(card2.getByTestId("operator-rating-note")).toHaveText(`${operatorAfter.total.toLocaleString("en-US")} reviews`);

  await customer.context.close();
  await operator.context.close();
});

test("a project past its review period shows 'review period passed' and cannot be reviewed", async ({ browser }) => {
  const customer = await actor(browser, DEMO_CUSTOMER);
  const all = await myReviews(customer.request);
  // The seed's demo customer has a project completed about two months ago (packages/db/src/seed/jobs.ts).
  const index = all.items.findIndex((item) => item.reviewPeriodPassed);
  expect(index, "a seeded project whose review period has passed").toBeGreaterThanOrEqual(0);
  const closed = all.items[index]!;
  expect(closed).toMatchObject({ canReview: false, canEdit: false });

  // The API refuses a change too.
  if (closed.reviewId) {
    const refused = await customer.request.put(`/api/reviews/${closed.reviewId}`, { data: { rating: 1 } });
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    expect(await refused.text()).toContain("review period passed");
  }

  await customer.page.goto(`/dashboard/customer/reviews?page=${Math.floor(index / PAGE_SIZE) + 1}`);
  const card = projectCard(customer.page, closed.id);
  await expect(card.getByTestId("review-period-passed")).toHaveText("review period passed");
  await expect(card.getByRole("button", { name: "Write Review" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Edit Review" })).toHaveCount(0);
  if (closed.hasReview) await expect(card.getByTestId("review-stars")).toHaveAttribute("data-rating", String(closed.rating));

  await customer.context.close();
});

test("a customer with no completed projects sees empty figures and the way back", async ({ browser }) => {
  const customer = await newCustomer(browser);
  await customer.page.goto("/dashboard/customer/reviews");
  await expect(customer.page.getByTestId("no-completed-projects")).toBeVisible();
  await expectSummary(customer.page, { completedProjects: 0, reviewsWritten: 0, awaitingReview: 0, averageRating: 0 });
  await customer.context.close();
});

test("operators are pointed to their own dashboard", async ({ browser }) => {
  const operator = await actor(browser, DEMO_OPERATOR.email);
  await operator.page.goto("/dashboard/customer/reviews");
  await expect(operator.page.getByTestId("customers-only")).toBeVisible();
  await operator.context.close();
});

test("the reviews screen and its dialog fit a 375 px screen", async ({ browser }) => {
  const customer = await actor(browser, DEMO_CUSTOMER, { width: 375, height: 812 });
  const operator = await actor(browser, DEMO_OPERATOR.email);
  const jobId = await postJob(customer.request, unique("E2E review narrow screen"));
  await completeJob(customer.request, operator.request, jobId, await propose(operator.request, jobId, "900"));

  await customer.page.goto("/dashboard/customer/reviews");
  const card = projectCard(customer.page, jobId);
  await expect(card).toBeVisible();
  await expectNoHorizontalScroll(customer.page);
  await card.getByRole("button", { name: "Write Review" }).click();
  const dialog = customer.page.getByRole("dialog");
  await expect(dialog.getByRole("radiogroup", { name: "Rating" })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await expectNoHorizontalScroll(customer.page);

  await customer.context.close();
  await operator.context.close();
});
