import { expect, test, type Page } from "../fixtures";
import {
  CUSTOMER,
  NOT_APPROVED_MESSAGE,
  OPERATOR,
  PENDING_OPERATOR,
  apiAs,
  centsIn,
  confirmIn,
  customerView,
  earnings,
  expectNoHorizontalScroll,
  expectOk,
  money,
  jobCurrency,
  postJob,
  signIn,
  toast,
  totalsText,
  unique,
} from "./helpers";

/**
 * The operator's side of the job lifecycle (issue 5): find a job on the board, propose, edit,
 * follow it on My Proposals, deliver, and see the payout (10% platform fee taken) on the dashboard.
 */

function panel(page: Page) {
  return page.getByTestId("proposal-panel");
}

test("the demo operator proposes from the job board, delivers, and sees the payout", async ({ page, baseURL }) => {
  const customer = await apiAs(baseURL, CUSTOMER.email);
  const title = unique("Harbourfront brochure shoot");
  const jobId = await postJob(customer, title);

  await signIn(page, OPERATOR.email);
  const operatorApi = page.context().request;
  // One currency per deal: the job's (posted without one: US dollars), not the operator's HKD.
  const currency = await jobCurrency(customer, jobId);
  expect(currency).toBe("USD");

  // The board lists the new job (newest first) with its link to the job page.
  await page.goto("/jobs/board");
  const card = page.getByTestId("job-card").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await card.getByRole("link", { name: `View & Propose: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(panel(page)).toHaveAttribute("data-stage", "propose");

  // The lifecycle schema checks the form before anything is sent.
  const form = page.getByTestId("proposal-form");
  await form.getByRole("button", { name: "Send Proposal" }).click();
  await expect(form).toContainText("Quote is required");
  await expect(form).toContainText("Timeline is required");
  await expect(form).toContainText("Message is required");
  await form.getByLabel(`Your quote (${currency})`).fill("12.345");
  await form.getByRole("button", { name: "Send Proposal" }).click();
  await expect(form).toContainText("Please enter a valid amount");

  await form.getByLabel(`Your quote (${currency})`).fill("2500");
  // The fee is no surprise: the payout's own split (10%) shows as the quote is typed.
  await expect(form.getByTestId("new-proposal-quote-fee-preview")).toHaveText(
    `The customer pays ${money(2500, currency)} · Skyhire fee ${money(250, currency)} · You receive ${money(2250, currency)}`,
  );
  await form.getByRole("button", { name: "Within a week" }).click();
  await expect(form.getByLabel("Timeline", { exact: true })).toHaveValue("Within a week");
  await form.getByLabel("Message to the customer").fill("Licensed pilot with 4K gear; edited photos and a 60 s film.");
  await form.getByRole("button", { name: "Send Proposal" }).click();
  await expect(toast(page)).toContainText("Proposal sent");
  await expect(panel(page)).toHaveAttribute("data-stage", "pending");
  await expect(page.getByTestId("own-proposal-status")).toHaveText("Pending");
  await expect(page.getByTestId("own-proposal-quote")).toHaveText(money(2500, currency));

  // Edit the pending proposal: the new quote and timeline replace the old ones.
  await panel(page).getByRole("button", { name: "Edit Proposal" }).click();
  const edit = page.getByTestId("edit-proposal-form");
  await expect(edit.getByLabel(`Your quote (${currency})`)).toHaveValue("2500.00");
  // Thousands separators as people type them: "2,000" is 2000; "2,00" is not an amount.
  await edit.getByLabel(`Your quote (${currency})`).fill("2,00");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toContainText("Please enter a valid amount");
  await edit.getByLabel(`Your quote (${currency})`).fill("2,000");
  await expect(edit.getByTestId("edit-proposal-quote-fee-preview")).toContainText(`You receive ${money(1800, currency)}`);
  await edit.getByLabel("Timeline", { exact: true }).fill("5 days");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page)).toContainText("Proposal updated");
  await expect(page.getByTestId("own-proposal-quote")).toHaveText(money(2000, currency));
  await expect(page.getByTestId("own-proposal-timeline")).toHaveText("5 days");
  const [proposal] = (await customerView(customer, jobId)).proposals;
  expect(proposal).toMatchObject({ status: "pending", quote: "2000.00" });

  // My Proposals: the pending filter lists it, linked to the job.
  await page.goto("/dashboard/operator");
  await page.getByTestId("operator-quick-actions").getByRole("link", { name: "My Proposals" }).click();
  await expect(page).toHaveURL(/\/dashboard\/operator\/proposals$/);
  await page.getByRole("navigation", { name: "Filter proposals by status" }).getByRole("link", { name: "Pending" }).click();
  await expect(page).toHaveURL(/\?status=pending$/);
  const row = page.getByTestId("my-proposal").filter({ hasText: title });
  await expect(row.getByTestId("my-proposal-status")).toHaveText("Pending");
  await expect(row.getByTestId("my-proposal-quote")).toHaveText(money(2000, currency));
  await expect(row.getByTestId("my-proposal-payout")).toHaveText("—");
  await page.goto("/dashboard/operator/proposals?status=completed");
  await expect(page.getByTestId("my-proposal").filter({ hasText: title })).toHaveCount(0);

  // The customer accepts and pays: the operator is hired and sees the money held in escrow.
  await expectOk(customer.post(`/api/proposals/${proposal!.id}/accept`));
  await expectOk(customer.post(`/api/requests/${jobId}/pay`));
  const hired = await earnings(operatorApi);
  await page.goto(`/jobs/${jobId}`);
  await expect(panel(page)).toHaveAttribute("data-stage", "hired");
  await expect(page.getByTestId("payment-status")).toHaveText("Held in escrow");
  await expect(page.getByTestId("payout-net")).toHaveText(money(1800, currency));
  // One place marks the delivery: the milestones card, with a note (issue 34 §6).
  await expect(page.getByRole("button", { name: "Mark as delivered" })).toHaveCount(0);
  await page.getByTestId("milestone").getByLabel("Delivery note").fill("The photos are in the shared folder.");
  await page.getByTestId("milestone").getByRole("button", { name: "Mark delivered" }).click();
  await expect(toast(page)).toContainText("Milestone delivered");
  await expect(panel(page)).toHaveAttribute("data-stage", "delivered");

  // The dashboard counts the hired job and the payout waiting in escrow.
  await page.goto("/dashboard/operator");
  await expect(page.getByTestId("stat-active-jobs-value")).toHaveText(String(hired.activeJobs));
  expect(hired.activeJobs).toBeGreaterThan(0);
  await expect(page.getByTestId("earnings-pending")).toHaveText(totalsText(hired.payoutsPending, currency));

  // The customer confirms completion: the payout is released, the 10% fee taken.
  await expectOk(customer.post(`/api/requests/${jobId}/release`));
  const after = await earnings(operatorApi);
  expect(centsIn(after.payoutsPaid, currency) - centsIn(hired.payoutsPaid, currency)).toBe(180_000);
  expect(centsIn(after.platformFeesPaid, currency) - centsIn(hired.platformFeesPaid, currency)).toBe(20_000);
  expect(centsIn(hired.payoutsPending, currency) - centsIn(after.payoutsPending, currency)).toBe(180_000);
  expect(centsIn(after.thisMonth, currency) - centsIn(hired.thisMonth, currency)).toBe(180_000);
  expect(after.activeJobs).toBe(hired.activeJobs - 1);

  await page.reload();
  await expect(page.getByTestId("stat-this-month-value")).toHaveText(totalsText(after.thisMonth, currency));
  await expect(page.getByTestId("stat-active-jobs-value")).toHaveText(String(after.activeJobs));
  await expect(page.getByTestId("earnings-paid")).toHaveText(totalsText(after.payoutsPaid, currency));
  await expect(page.getByTestId("earnings-fees")).toHaveText(totalsText(after.platformFeesPaid, currency));
  await expect(page.getByTestId("earnings-pending")).toHaveText(totalsText(after.payoutsPending, currency));

  // The offline gateway: payouts are simulated.
  await page.getByRole("button", { name: "Set up payouts" }).click();
  await expect(page.getByTestId("payouts-test-mode")).toHaveText("Test mode: payouts are simulated");

  // The job page and My Proposals show the payout and its date.
  await page.goto(`/jobs/${jobId}`);
  await expect(panel(page)).toHaveAttribute("data-stage", "completed");
  await expect(page.getByTestId("payout-amount")).toHaveText(money(2000, currency));
  await expect(page.getByTestId("payout-fee")).toHaveText(`− ${money(200, currency)}`);
  await expect(page.getByTestId("payout-net")).toHaveText(money(1800, currency));
  await expect(page.getByTestId("payout-date")).not.toBeEmpty();

  await page.goto("/dashboard/operator/proposals?status=completed");
  const done = page.getByTestId("my-proposal").filter({ hasText: title });
  await expect(done.getByTestId("my-proposal-status")).toHaveText("Completed");
  await expect(done.getByTestId("my-proposal-payment")).toHaveText("Paid out");
  await expect(done.getByTestId("my-proposal-payout")).toHaveText(money(1800, currency));
  await expect(done.getByTestId("my-proposal-payout-date")).not.toHaveText("—");
  await done.getByRole("link", { name: `View job: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
});

test("an operator withdraws a pending proposal and messages the customer", async ({ page, baseURL }) => {
  const customer = await apiAs(baseURL, CUSTOMER.email);
  const title = unique("Rooftop solar inspection");
  const jobId = await postJob(customer, title);
  await signIn(page, OPERATOR.email);

  await page.goto(`/jobs/${jobId}`);
  const form = page.getByTestId("proposal-form");
  await form.getByLabel(/^Your quote/).fill("640.50");
  await form.getByLabel("Timeline", { exact: true }).fill("2 days");
  await form.getByLabel("Message to the customer").fill("Thermal camera and a written report.");
  await form.getByRole("button", { name: "Send Proposal" }).click();
  await expect(panel(page)).toHaveAttribute("data-stage", "pending");

  // A second proposal for the same job is refused by the server, shown in the form.
  const again = await page.context().request.post(`/api/requests/${jobId}/proposals`, {
    data: { quote: "700", message: "Again", timeline: "1 day" },
  });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain("You have already sent a proposal for this job");

  await confirmIn(page, panel(page).getByRole("button", { name: "Withdraw" }), "Withdraw Proposal");
  await expect(toast(page)).toContainText("Proposal withdrawn");
  await expect(panel(page)).toHaveAttribute("data-stage", "rejected");
  await expect(page.getByTestId("own-proposal-status")).toHaveText("Withdrawn");
  expect((await customerView(customer, jobId)).proposals[0]?.status).toBe("rejected");

  await page.goto("/dashboard/operator/proposals?status=rejected");
  await expect(page.getByTestId("my-proposal").filter({ hasText: title }).getByTestId("my-proposal-status")).toHaveText(
    "Withdrawn",
  );

  await page.goto(`/jobs/${jobId}`);
  await page.getByRole("button", { name: "Message customer" }).click();
  await expect(page).toHaveURL(/\/messages\/[A-Za-z0-9_-]+$/);
});

test("a pending operator is told only approved operators can propose, and the server refuses", async ({ page, baseURL }) => {
  const customer = await apiAs(baseURL, CUSTOMER.email);
  const jobId = await postJob(customer, unique("Warehouse roof survey"));
  await signIn(page, PENDING_OPERATOR.email);

  await page.goto(`/jobs/${jobId}`);
  const notice = page.getByTestId("proposal-not-allowed");
  await expect(notice).toContainText(NOT_APPROVED_MESSAGE);
  await expect(notice).toContainText("Your operator profile is awaiting approval");
  await expect(page.getByTestId("proposal-form")).toHaveCount(0);

  const refused = await page.context().request.post(`/api/requests/${jobId}/proposals`, {
    data: { quote: "500", message: "Please hire us.", timeline: "3 days" },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain(NOT_APPROVED_MESSAGE);

  await page.goto("/dashboard/operator/proposals");
  await expect(page.getByTestId("my-proposals-empty")).toContainText("No proposals yet");
});

test("a customer cannot use My Proposals", async ({ page }) => {
  await signIn(page, CUSTOMER.email);
  await page.goto("/dashboard/operator/proposals");
  await expect(page.getByTestId("operators-only")).toContainText("This page is for operators");
  const response = await page.context().request.get("/api/operators/proposals");
  expect(response.status()).toBe(403);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the job page, its form, My Proposals and the earnings fit the screen", async ({ page, baseURL }) => {
    const customer = await apiAs(baseURL, CUSTOMER.email);
    const title = unique("Narrow screen drone job with a rather long title to wrap");
    const jobId = await postJob(customer, title);
    await signIn(page, OPERATOR.email);

    await page.goto("/jobs/board");
    await expect(page.getByRole("link", { name: `View & Propose: ${title}` })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.goto(`/jobs/${jobId}`);
    const form = page.getByTestId("proposal-form");
    await expect(form.getByRole("button", { name: "Send Proposal" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await form.getByLabel(/^Your quote/).fill("999999.99");
    await form.getByRole("button", { name: "Flexible" }).click();
    await form.getByLabel("Message to the customer").fill("Small screen, same proposal.");
    await form.getByRole("button", { name: "Send Proposal" }).click();
    await expect(panel(page)).toHaveAttribute("data-stage", "pending");
    await expectNoHorizontalScroll(page);

    await page.goto("/dashboard/operator/proposals");
    await expect(page.getByTestId("my-proposal").filter({ hasText: title })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.goto("/dashboard/operator");
    await expect(page.getByTestId("operator-earnings")).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
