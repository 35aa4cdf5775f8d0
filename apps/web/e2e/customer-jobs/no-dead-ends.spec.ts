import { expect, test } from "../fixtures";
import { apiAs, CUSTOMER, OPERATORS, postJob, propose, proposalCard, signIn, unique } from "./helpers";

/**
 * Issue 34 §9: from a proposal the customer reaches the operator's page, which offers Request Quote
 * and Contact Operator like a listing page; on a phone a listing keeps its price and Request Quote on
 * screen before its description and reviews.
 */
test("a proposal card leads to the operator's page with Request Quote and Contact; a listing at 375 px shows its price and Request Quote first", async ({
  page,
  baseURL,
}) => {
  await signIn(page, CUSTOMER.email);
  const jobId = await postJob(page.context().request, unique("Facade survey"));
  await propose(await apiAs(baseURL, OPERATORS.polder.email), jobId, { quote: "900", message: "Facade survey in a day.", timeline: "1 day" });

  await page.goto(`/jobs/${jobId}`);
  await proposalCard(page, OPERATORS.polder.company).getByRole("link", { name: OPERATORS.polder.company }).click();
  await expect(page).toHaveURL(/\/operators\/[^/]+$/);
  await expect(page.getByTestId("operator-page-company")).toHaveText(OPERATORS.polder.company);
  const actions = page.getByTestId("operator-page-actions");
  await expect(actions.getByRole("link", { name: "Request Quote" })).toHaveAttribute("href", /^\/post-job\?listingId=/);
  await actions.getByRole("button", { name: "Contact Operator" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");

  // One of their services on a phone: the price and Request Quote are on screen before anything else is read.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByTestId("operator-page-listings").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/listings\/[^/]+$/);
  const bar = page.getByTestId("quote-bar");
  await expect(bar).toBeInViewport();
  await expect(bar.getByTestId("quote-bar-price")).toHaveText((await page.getByTestId("listing-price").textContent()) ?? "");
  await expect(bar.getByRole("link", { name: "Request Quote" })).toHaveAttribute("href", /^\/post-job\?listingId=/);
  // Still there while the customer reads the reviews.
  await page.getByTestId("listing-reviews").scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();
});
