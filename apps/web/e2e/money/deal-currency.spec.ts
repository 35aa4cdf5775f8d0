import { expect, test, type APIRequestContext } from "../fixtures";
import { formatTotals } from "@skyhire/validators";
import { apiAs, confirmIn, expectOk, expectToast, jobView, propose, saveTestCard, signIn, signInAsNewCustomer, unique, payNow } from "../customer-jobs/helpers";

/**
 * Issue 11 item 2: one currency per deal. A Sydney operator (profile currency AUD) lists a service;
 * a new customer requests a quote from that listing, gets a proposal, accepts, pays and confirms:
 * listing, budget, quote, payment, invoice and payout all read A$. A second job posted in GBP by
 * the same customer makes the invoices page and the operator dashboard show a total per currency.
 */

const AUD_OPERATOR = { email: "ops.bondi-aerial-imaging@skyhire.dev", company: "Bondi Aerial Imaging" };

async function json<T>(response: Promise<{ status(): number; text(): Promise<string>; json(): Promise<unknown> }>) {
  const done = await response;
  expect(done.status(), await done.text()).toBeLessThan(300);
  return (await done.json()) as T;
}

type Totals = { currency: string; amount: string }[];

async function earnings(request: APIRequestContext) {
  return json<{ payoutsPending: Totals; payoutsPaid: Totals }>(request.get("/api/operator/earnings"));
}

/** The amount of one currency in per-currency totals, in cents. */
function centsIn(totals: Totals, currency: string): number {
  return Math.round(Number(totals.find((total) => total.currency === currency)?.amount ?? 0) * 100);
}

async function ownListingId(request: APIRequestContext, title: string): Promise<string> {
  const mine = await json<{ items: { id: string; title: string; currency: string }[] }>(
    request.get("/api/operators/listings"),
  );
  const listing = mine.items.find((item) => item.title === title);
  expect(listing?.currency).toBe("AUD");
  return listing!.id;
}

test("a deal in Australian dollars from listing to invoice and payout, with totals per currency", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = unique("Harbour bridge survey");

  // The operator's listing form starts in their profile currency; the row shows A$ with separators.
  const operatorContext = await browser.newContext();
  const operatorPage = await operatorContext.newPage();
  await signIn(operatorPage, AUD_OPERATOR.email);
  await operatorPage.goto("/create-listing");
  await expect(operatorPage.getByLabel("Currency")).toHaveValue("AUD");
  await operatorPage.getByLabel("Title").fill(title);
  await operatorPage.getByLabel("Description").fill("Structural drone survey of a bridge deck with an annotated defect report.");
  await operatorPage.getByLabel("Category").selectOption("Inspection");
  await operatorPage.getByLabel("Price (per project)").fill("1250.50");
  await operatorPage.getByRole("button", { name: "Create Listing" }).click();
  await expect(operatorPage).toHaveURL((url) => url.pathname === "/dashboard/operator");
  const row = operatorPage.getByTestId("operator-listing").filter({ hasText: title });
  await expect(row.getByTestId("listing-price")).toHaveText("A$1,250.50");
  const listingId = await ownListingId(operatorPage.context().request, title);
  const before = await earnings(operatorPage.context().request);

  // A new customer sees the listing in A$ and requests a quote: the form is in the listing's currency.
  await signInAsNewCustomer(page);
  await page.goto(`/listings/${listingId}`);
  await expect(page.getByTestId("listing-price")).toHaveText("A$1,250.50");
  await page.goto(`/post-job?listingId=${listingId}`);
  await expect(page.getByLabel("Currency")).toHaveValue("AUD");
  await expect(page.getByLabel("Currency")).toBeDisabled();
  await expect(page.getByLabel("Budget Range (optional)").locator("option", { hasText: "A$1,000 - A$2,500" })).toHaveCount(1);
  await page.getByLabel("Job Title").fill(title);
  await page.getByLabel("Category").selectOption("inspection");
  await page.getByLabel("Description").fill("Please survey the deck and the two pylons; access from the north side.");
  await page.getByLabel("Location").fill("Sydney");
  await page.getByLabel("Budget Range (optional)").selectOption("1000-2500");
  await page.getByRole("button", { name: "Post Job Request" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/customer");
  const jobCard = page.getByTestId("job-card").filter({ hasText: title });
  await expect(jobCard.getByTestId("job-budget")).toHaveText("A$1,000 - A$2,500");

  // The operator quotes: the quote is in the job's (the listing's) currency.
  await jobCard.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/jobs\/[^/]+$/);
  const customer = page.context().request;
  const job = { id: new URL(page.url()).pathname.split("/").pop()! };
  expect((await jobView(customer, job.id)).job.currency).toBe("AUD");
  const operator = await apiAs(baseURL, AUD_OPERATOR.email);
  await propose(operator, job.id, { quote: "1250.50", message: "We can survey it next Tuesday at dawn.", timeline: "3 days" });

  // Accept, add a card on the way, pay: every figure in A$.
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByTestId("proposal-quote")).toHaveText("A$1,250.50");
  await confirmIn(page, page.getByRole("button", { name: "Accept" }), "Accept proposal");
  await page.getByRole("link", { name: "Add a payment method" }).click();
  await saveTestCard(page, "+61 2 5550 1234");
  await expect(page).toHaveURL((url) => url.pathname === `/jobs/${job.id}`);
  await expect(page.getByTestId("pay-button")).toHaveText("Pay A$1,250.50");
  await payNow(page);
  await expectToast(page, "Funds Secured", "Payment held in escrow until job completion");

  // Nothing is pending: the zero reads in the customer's own currency, not in dollars.
  await page.goto("/dashboard/customer/invoices");
  await expect(page.getByTestId("invoice-total-paid-value")).toHaveText("A$1,250.50");
  await expect(page.getByTestId("invoice-total-pending-value")).toHaveText("A$0.00");
  await expect(page.getByTestId("invoice").filter({ hasText: title }).getByTestId("invoice-amount")).toHaveText("A$1,250.50");

  // Delivered and released: the payout is A$ (1,250.50 less the 10 % fee).
  const { proposals, payment } = await jobView(customer, job.id);
  expect(proposals.map((p) => p.currency)).toEqual(["AUD"]);
  expect(payment).toMatchObject({ currency: "AUD", amount: "1250.50" });
  await expectOk(operator.post(`/api/proposals/${proposals[0]!.id}/delivered`));
  await expectOk(customer.post(`/api/requests/${job.id}/release`));

  // A second deal, posted in GBP and paid but not yet released: one total per currency.
  const gbp = await json<{ id: string; currency: string }>(
    customer.post("/api/requests", {
      data: {
        title: unique("London rooftop photos"),
        description: "Aerial photos of a rooftop terrace for a brochure.",
        category: "real-estate",
        location: "London",
        budget: "500-1000",
        currency: "GBP",
      },
    }),
  );
  expect(gbp.currency).toBe("GBP");
  const gbpProposal = await propose(operator, gbp.id, { quote: "800", message: "Happy to shoot it on Friday.", timeline: "1 day" });
  await expectOk(customer.post(`/api/proposals/${gbpProposal}/accept`));
  await expectOk(customer.post(`/api/requests/${gbp.id}/pay`));

  await page.reload();
  await expect(page.getByTestId("invoice-total-paid-value")).toHaveText("A$1,250.50£800.00");
  await expect(page.getByTestId("invoice-total-pending-value")).toHaveText("A$0.00");

  // The seeded operator already has payouts: the deals add to their own currency's totals only.
  const after = await earnings(operatorPage.context().request);
  expect(centsIn(after.payoutsPaid, "AUD") - centsIn(before.payoutsPaid, "AUD")).toBe(112_545);
  expect(centsIn(after.payoutsPending, "GBP") - centsIn(before.payoutsPending, "GBP")).toBe(72_000);
  expect(after.payoutsPaid.map((t) => t.currency)).toEqual(before.payoutsPaid.map((t) => t.currency));
  await operatorPage.goto("/dashboard/operator");
  await expect(operatorPage.getByTestId("earnings-paid")).toHaveText(formatTotals(after.payoutsPaid).join(" + "));
  await expect(operatorPage.getByTestId("earnings-pending")).toHaveText(formatTotals(after.payoutsPending).join(" + "));
  await expect(operatorPage.getByTestId("earnings-pending")).toContainText("£720.00");
  expect(after.payoutsPending.length).toBeGreaterThanOrEqual(1);
  await operatorContext.close();
  await operator.dispose();
});

test("a job posted in euros shows its budget choices and its card in euros", async ({ page }) => {
  const title = unique("Vineyard mapping");
  await signInAsNewCustomer(page);
  await page.goto("/post-job");
  await expect(page.getByLabel("Currency")).toHaveValue("USD");
  await expect(page.getByLabel("Currency")).toBeEnabled();
  await page.getByLabel("Currency").selectOption("EUR");
  await expect(page.getByLabel("Budget Range (optional)").locator("option", { hasText: "€1,000 - €2,500" })).toHaveCount(1);
  await page.getByLabel("Job Title").fill(title);
  await page.getByLabel("Category").selectOption("agriculture");
  await page.getByLabel("Description").fill("NDVI mapping of a 40 ha vineyard before the harvest.");
  await page.getByLabel("Location").fill("Paris");
  await page.getByLabel("Budget Range (optional)").selectOption("1000-2500");
  await page.getByRole("button", { name: "Post Job Request" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/customer");
  await expect(page.getByTestId("job-card").filter({ hasText: title }).getByTestId("job-budget")).toHaveText("€1,000 - €2,500");
});
