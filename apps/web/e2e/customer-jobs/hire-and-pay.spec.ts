import { expect, test } from "../fixtures";
import {
  apiAs,
  confirmIn,
  CUSTOMER,
  customerStats,
  expectOk,
  expectToast,
  jobView,
  money,
  OPERATORS,
  postJob,
  propose,
  proposalCard,
  signIn,
  unique,
  payNow,
} from "./helpers";

/**
 * The customer's side of the job lifecycle on /jobs/{id} (issue 5), with the offline gateway:
 * two proposals side by side, accept one, pay ('Funds Secured'), the other is rejected, the
 * operator delivers, the customer confirms; the dashboard's figures follow the data.
 */

test("the customer compares two proposals, hires one, pays, confirms completion; the dashboard counts it", async ({
  page,
  baseURL,
}) => {
  const customer = await apiAs(baseURL, CUSTOMER.email);
  const demoOperator = await apiAs(baseURL, OPERATORS.demo.email);
  const polder = await apiAs(baseURL, OPERATORS.polder.email);
  const before = await customerStats(customer);

  const title = unique("Roof thermal survey");
  const jobId = await postJob(customer, title);
  const hiredId = await propose(demoOperator, jobId, {
    quote: "2000",
    message: "Thermal survey by a licensed pilot, report within a week.",
    timeline: "3 days",
  });
  await propose(polder, jobId, {
    quote: "1500.50",
    message: "RTK-positioned thermal flight; we cover Hong Kong from our Kowloon base.",
    timeline: "1 week",
  });
  const view = await jobView(customer, jobId);
  // One currency per deal: both quotes are in the job's currency, whatever the operators' own.
  const currencyOf = (id: string) => view.proposals.find((p) => p.id === id)?.currency ?? "none";
  expect(view.proposals.map((p) => p.currency)).toEqual([view.job.currency, view.job.currency]);
  const hiredQuote = money("2000", currencyOf(hiredId));
  const otherId = view.proposals.find((p) => p.id !== hiredId)!.id;

  await signIn(page, CUSTOMER.email);
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByTestId("job-status")).toHaveText("Job open");
  await expect(page.getByTestId("payment-status")).toHaveText("Payment not started");
  await expect(page.getByTestId("test-mode")).toHaveText("Test mode — no real money moves");
  await expect(page.getByTestId("job-details")).toContainText("Thermal Imaging");

  // Both proposals, side by side at desktop width, each with its operator, quote, timeline, message.
  await expect(page.getByTestId("proposal-card")).toHaveCount(2);
  const hired = proposalCard(page, OPERATORS.demo.company);
  const other = proposalCard(page, OPERATORS.polder.company);
  await expect(hired.getByTestId("proposal-quote")).toHaveText(hiredQuote);
  await expect(hired.getByTestId("proposal-timeline")).toHaveText("3 days");
  await expect(hired.getByTestId("proposal-message")).toContainText("licensed pilot");
  await expect(hired.getByTestId("proposal-rating")).toContainText("/5");
  await expect(other.getByTestId("proposal-quote")).toHaveText(money("1500.50", currencyOf(otherId)));
  await expect(other.getByTestId("proposal-timeline")).toHaveText("1 week");
  await expect(other.getByTestId("proposal-verified")).toHaveText("Verified operator");
  await expect(other.getByTestId("proposal-qualifications")).toBeVisible();
  const [a, b] = [await hired.boundingBox(), await other.boundingBox()];
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  expect(Math.abs(a!.x - b!.x)).toBeGreaterThan(100);

  // Accept asks first; Keep as is changes nothing.
  await hired.getByRole("button", { name: "Accept" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Keep as is" }).click();
  await expect(hired.getByTestId("proposal-status")).toHaveText("pending");
  await confirmIn(page, hired.getByRole("button", { name: "Accept" }), "Accept proposal");
  await expectToast(page, "Proposal accepted");
  await expect(hired.getByTestId("proposal-status")).toHaveText("accepted");
  await expect(page.getByTestId("payment-status")).toHaveText("Payment due");
  await expect(page.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await expect(page.getByTestId("saved-card")).toContainText("ending 4242");

  // Pay: a double click sends one request; the money is held in escrow.
  const payCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("escrow.pay")) payCalls.push(request.url());
  });
  const pay = page.getByTestId("pay-button");
  await expect(pay).toHaveText(`Pay ${hiredQuote}`);
  await pay.click();
  // The dialog's Pay, clicked twice, still pays once.
  await page.getByRole("dialog").getByRole("button", { name: `Pay ${hiredQuote}` }).dblclick();
  await expectToast(page, "Funds Secured", "Payment held in escrow until job completion");
  await expect(page.getByTestId("job-status")).toHaveText("Job in progress");
  await expect(page.getByTestId("payment-status")).toHaveText("Payment held in escrow");
  await expect(hired.getByTestId("proposal-status")).toHaveText("hired");
  await expect(other.getByTestId("proposal-status")).toHaveText("rejected");
  await expect(other.getByTestId("proposal-rejection")).toHaveText("Another proposal was hired");
  await expect(page.getByTestId("pay-button")).toHaveCount(0);
  expect(payCalls).toHaveLength(1);
  expect((await jobView(customer, jobId)).payment).toMatchObject({ status: "completed", amount: "2000.00" });

  // Not delivered yet: no Confirm completion, but a refund is possible.
  await expect(page.getByRole("button", { name: "Confirm completion" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel with refund" })).toBeVisible();

  // The operator delivers; the customer confirms and the payout is released.
  await expectOk(demoOperator.post(`/api/proposals/${hiredId}/delivered`));
  await page.reload();
  await expect(page.getByTestId("next-steps-text")).toContainText("has marked the job as delivered");
  await expect(page.getByRole("button", { name: "Cancel with refund" })).toHaveCount(0);
  // One place confirms or disputes the delivery: the milestones card (issue 34 §6).
  await expect(page.getByRole("button", { name: "Confirm completion" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Dispute" })).toHaveCount(1);
  await confirmIn(page, page.getByRole("button", { name: "Confirm and release" }), "Release payment");
  await expectToast(page, "Job completed", "The payment has been released to the operator.");
  await expect(page.getByTestId("job-status")).toHaveText("Job completed");
  await expect(page.getByTestId("payment-status")).toHaveText("Payment released");
  await expect(page.getByRole("link", { name: "Write a review" })).toHaveAttribute("href", "/dashboard/customer/reviews");

  // The dashboard: the four figures from the data, and the job's card opens its page.
  const after = await customerStats(customer);
  expect(after.proposalsReceived).toBe(before.proposalsReceived + 2);
  expect(after.completedProjects).toBe(before.completedProjects + 1);
  expect(after.activeJobs).toBe(before.activeJobs);
  const spentIn = (s: typeof before, currency: string) =>
    Number(s.totalSpent.find((t) => t.currency === currency)?.amount ?? 0);
  expect(spentIn(after, currencyOf(hiredId)) - spentIn(before, currencyOf(hiredId))).toBeCloseTo(2000, 2);

  await page.goto("/dashboard/customer");
  await expect(page.getByTestId("stat-proposals-value")).toHaveText(String(after.proposalsReceived));
  await expect(page.getByTestId("stat-active-jobs-value")).toHaveText(String(after.activeJobs));
  await expect(page.getByTestId("stat-completed-value")).toHaveText(String(after.completedProjects));
  for (const total of after.totalSpent) {
    await expect(page.getByTestId("stat-total-spent-value")).toContainText(money(total.amount, total.currency));
  }
  const card = page.getByTestId("job-card").filter({ hasText: title });
  await card.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/jobs/${jobId}`);
  await expect(page.getByTestId("job-status")).toHaveText("Job completed");
});

test("a declined card shows the card's message and the customer pays on the retry", async ({ page, baseURL }) => {
  const customer = await apiAs(baseURL, CUSTOMER.email);
  const operator = await apiAs(baseURL, OPERATORS.canal.email);
  const jobId = await postJob(customer, unique("Declined card job"));
  const proposalId = await propose(operator, jobId, { quote: "480", message: "Two flights, edited stills.", timeline: "2 days" });
  await expectOk(customer.post(`/api/proposals/${proposalId}/accept`));

  await signIn(page, CUSTOMER.email);
  await page.goto(`/jobs/${jobId}`);
  // The offline gateway only declines a card that could never be saved: the card provider's
  // refusal is stood in for at the network, exactly as the server answers a declined charge.
  await page.route(/\/api\/trpc\/escrow\.pay/, (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify([
        {
          error: {
            json: {
              message: "Your card was declined.",
              code: -32600,
              data: { code: "BAD_REQUEST", httpStatus: 400, path: "escrow.pay", zodError: null },
            },
          },
        },
      ]),
    }),
  );
  await payNow(page);
  await expectToast(page, "Payment Error", "Your card was declined.");
  await expect(page.getByTestId("payment-declined")).toContainText("Your card was declined.");
  await expect(page.getByTestId("job-status")).toHaveText("Job open");

  await page.unroute(/\/api\/trpc\/escrow\.pay/);
  await expect(page.getByTestId("pay-button")).toContainText("Try again");
  await payNow(page);
  await expectToast(page, "Funds Secured", "Payment held in escrow until job completion");
  await expect(page.getByTestId("payment-declined")).toHaveCount(0);
  await expect(page.getByTestId("payment-status")).toHaveText("Payment held in escrow");
});
