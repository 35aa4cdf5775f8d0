import type { APIRequestContext } from "@playwright/test";
import { expectNoHorizontalScroll } from "../layout";
import { expect, test } from "../fixtures";
import { actor, newCustomer } from "../messages/support";

/**
 * Reports (docs/product.md#reports, issue 36 item 4): a customer reports a review on a listing's
 * page; an admin hides it in /admin/reports; it is gone from the listing page and from
 * GET /api/listings/{id}/reviews at once. The dialog and the queue fit a 375 px phone.
 */

const ADMIN = "admin@skyhire.dev";
const SCREENSHOTS = "test-results/reports";

interface ReviewsPage {
  total: number;
  items: { id: string; comment: string | null; customerName: string }[];
}

async function reviewsOf(request: APIRequestContext, listingId: string): Promise<ReviewsPage> {
  const response = await request.get(`/api/listings/${listingId}/reviews`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ReviewsPage;
}

/** A public listing whose operator has a review with a comment (the seed reviews most completed jobs). */
async function reviewedListing(request: APIRequestContext) {
  // A JSON array, best rated first (docs/api.md).
  const response = await request.get("/api/listings?sort=rating&pageSize=48");
  expect(response.status(), await response.text()).toBe(200);
  const listings = (await response.json()) as { id: string }[];
  for (const listing of listings) {
    const reviews = await reviewsOf(request, listing.id);
    const review = reviews.items.find((item) => item.comment);
    if (review) return { listingId: listing.id, review, total: reviews.total };
  }
  throw new Error("no seeded listing has a review with a comment");
}

test("a customer reports a review, an admin hides it, and it is gone from the listing page and the API", async ({ browser }) => {
  test.setTimeout(180_000);
  const customer = await newCustomer(browser);
  const { page } = customer;
  const { listingId, review, total } = await reviewedListing(customer.request);

  await page.goto(`/listings/${listingId}`);
  const shown = page.getByTestId("listing-review").filter({ hasText: review.comment ?? "" });
  await expect(shown.first()).toBeVisible();
  await shown.first().getByRole("button", { name: `Report review by ${review.customerName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Report this review" });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/dialog-1280.png` });
  // Nothing chosen: the dialog says what is missing and sends nothing.
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Please choose a reason for your report")).toBeVisible();
  await dialog.getByLabel("Reason").selectOption({ label: "Offensive or abusive" });
  await dialog.getByLabel("Details").fill("The review insults the pilot by name.");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByRole("status")).toHaveText(/your report was sent/);
  await dialog.getByRole("button", { name: "Done" }).click();

  await page.goto("/dashboard/account/reports");
  await expect(page.getByTestId("my-report").first()).toContainText("Open");

  const admin = await actor(browser, ADMIN);
  await admin.page.goto("/admin/reports");
  await expect(admin.page.getByRole("link", { name: "Reports", exact: true })).toHaveAttribute("aria-current", "page");
  const group = admin.page.getByTestId("admin-report-group").filter({ hasText: review.comment ?? "" });
  await expect(group).toContainText("The review insults the pilot by name.");
  await admin.page.screenshot({ path: `${SCREENSHOTS}/queue-1280.png`, fullPage: true });
  await group.getByRole("button", { name: /^Hide review:/ }).click();
  const hide = admin.page.getByRole("dialog");
  await hide.getByLabel("Reason").fill("Abusive wording about the operator's staff.");
  await hide.getByRole("button", { name: "Hide" }).click();
  await expect(group).toHaveCount(0);

  // Gone at once: from the listing page and from the API, and no longer counted.
  await page.goto(`/listings/${listingId}`);
  await expect(page.getByTestId("listing-reviews")).toBeVisible();
  await expect(page.getByTestId("listing-review").filter({ hasText: review.comment ?? "" })).toHaveCount(0);
  const after = await reviewsOf(customer.request, listingId);
  expect(after.items.map((item) => item.id)).not.toContain(review.id);
  expect(after.total).toBe(total - 1);
  await page.goto("/dashboard/account/reports");
  await expect(page.getByTestId("my-report").first()).toContainText("Action taken");

  // Put it back so other specs see the seed as it was.
  const restored = await admin.request.post(`/api/admin/reports/review/${review.id}/decision`, {
    data: { action: "restore", reason: "Restored after the end-to-end check." },
  });
  expect(restored.status(), await restored.text()).toBe(200);
  expect((await reviewsOf(customer.request, listingId)).total).toBe(total);
});

test("the Report dialog and the admin queue fit a 375 px phone", async ({ browser }) => {
  test.setTimeout(120_000);
  const phone = { width: 375, height: 800 };
  const customer = await newCustomer(browser, phone);
  const { listingId } = await reviewedListing(customer.request);
  await customer.page.goto(`/listings/${listingId}`);
  await customer.page.getByRole("button", { name: /^Report listing / }).click();
  const dialog = customer.page.getByRole("dialog", { name: "Report this listing" });
  await expect(dialog.getByLabel("Reason")).toBeVisible();
  await dialog.getByLabel("Reason").selectOption({ label: "Misleading or false" });
  await dialog.getByLabel("Details").fill("The photos are of a different aircraft.");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByRole("status")).toBeVisible();
  await expectNoHorizontalScroll(customer.page);
  await customer.page.screenshot({ path: `${SCREENSHOTS}/dialog-375.png` });
  // The same report again while it is open: the server's 409 message is shown in the dialog.
  await customer.page.reload();
  await customer.page.getByRole("button", { name: /^Report listing / }).click();
  const again = customer.page.getByRole("dialog", { name: "Report this listing" });
  await again.getByLabel("Reason").selectOption({ label: "Spam" });
  await again.getByLabel("Details").fill("Reported a second time on purpose.");
  await again.getByRole("button", { name: "Send report" }).click();
  await expect(again.getByRole("alert")).toHaveText("You have already reported this. An admin will look at your open report.");

  const admin = await actor(browser, ADMIN, phone);
  await admin.page.goto("/admin/reports");
  const group = admin.page.getByTestId("admin-report-group").filter({ hasText: "The photos are of a different aircraft." });
  await expect(group).toBeVisible();
  await expectNoHorizontalScroll(admin.page);
  await admin.page.screenshot({ path: `${SCREENSHOTS}/queue-375.png`, fullPage: true });
  // Leave the listing as it was: dismiss the report.
  await group.getByRole("button", { name: /^Dismiss listing:/ }).click();
  await admin.page.getByRole("dialog").getByLabel("Reason").fill("Checked: the photos are of this operator's aircraft.");
  await admin.page.getByRole("dialog").getByRole("button", { name: "Dismiss" }).click();
  await expect(group).toHaveCount(0);
});
