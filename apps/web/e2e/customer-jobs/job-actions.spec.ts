import { expect, test } from "../fixtures";
import {
  apiAs,
  confirmIn,
  CUSTOMER,
  expectNoHorizontalScroll,
  expectOk,
  expectToast,
  jobView,
  OPERATORS,
  postJob,
  propose,
  proposalCard,
  signIn,
  signInAsNewCustomer,
  unique,
  saveTestCard,
  payNow,
} from "./helpers";

/** Cancelling, refunding, declining, messaging, a missing card, and who may see a job page. */

test("the customer cancels an open job: its proposals are closed", async ({ page, baseURL }) => {
  const customer = await apiAs(baseURL, CUSTOMER.email);
  const operator = await apiAs(baseURL, OPERATORS.polder.email);
  const jobId = await postJob(customer, unique("Job to cancel"));
  await propose(operator, jobId, { quote: "900", message: "Happy to help.", timeline: "5 days" });

  await signIn(page, CUSTOMER.email);
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole("button", { name: "Cancel with refund" })).toHaveCount(0);
  await confirmIn(page, page.getByRole("button", { name: "Cancel job" }), "Cancel job");
  await expectToast(page, "Job cancelled");
  await expect(page.getByTestId("job-status")).toHaveText("Job cancelled");
  const card = proposalCard(page, OPERATORS.polder.company);
  await expect(card.getByTestId("proposal-status")).toHaveText("rejected");
  await expect(card.getByTestId("proposal-rejection")).toHaveText("The job was cancelled");
  await expect(page.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel job" })).toHaveCount(0);
  expect((await jobView(customer, jobId)).job.status).toBe("cancelled");
});

test("a job in progress is cancelled with a refund", async ({ page, baseURL }) => {
  const customer = await apiAs(baseURL, CUSTOMER.email);
  const operator = await apiAs(baseURL, OPERATORS.canal.email);
  const jobId = await postJob(customer, unique("Job to refund"));
  const proposalId = await propose(operator, jobId, { quote: "750", message: "Twilight aerials.", timeline: "4 days" });
  await expectOk(customer.post(`/api/proposals/${proposalId}/accept`));
  await expectOk(customer.post(`/api/requests/${jobId}/pay`));

  await signIn(page, CUSTOMER.email);
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByTestId("job-status")).toHaveText("Job in progress");
  await expect(page.getByRole("button", { name: "Cancel job" })).toHaveCount(0);
  await confirmIn(page, page.getByRole("button", { name: "Cancel with refund" }), "Cancel and refund");
  await expectToast(page, "Job cancelled", "Your payment has been refunded.");
  await expect(page.getByTestId("job-status")).toHaveText("Job cancelled");
  await expect(page.getByTestId("payment-status")).toHaveText("Payment refunded");
  expect((await jobView(customer, jobId)).payment?.status).toBe("refunded");
});

test("the customer declines one proposal and messages the other operator", async ({ page, baseURL }) => {
  const customer = await apiAs(baseURL, CUSTOMER.email);
  const polder = await apiAs(baseURL, OPERATORS.polder.email);
  const canal = await apiAs(baseURL, OPERATORS.canal.email);
  const jobId = await postJob(customer, unique("Job to decline"));
  await propose(polder, jobId, { quote: "1200", message: "Full survey.", timeline: "1 week" });
  await propose(canal, jobId, { quote: "1100", message: "Photos and video.", timeline: "3 days" });

  await signIn(page, CUSTOMER.email);
  await page.goto(`/jobs/${jobId}`);
  const declined = proposalCard(page, OPERATORS.polder.company);
  await confirmIn(page, declined.getByRole("button", { name: "Decline" }), "Decline proposal");
  await expectToast(page, "Proposal declined");
  await expect(declined.getByTestId("proposal-status")).toHaveText("rejected");
  await expect(declined.getByTestId("proposal-rejection")).toHaveText("Declined by you");
  await expect(declined.getByRole("button", { name: "Accept" })).toHaveCount(0);
  const kept = proposalCard(page, OPERATORS.canal.company);
  await expect(kept.getByTestId("proposal-status")).toHaveText("pending");
  await expect(kept.getByRole("button", { name: "Accept" })).toBeVisible();

  // Message opens (or creates) the job's conversation with that operator.
  await kept.getByRole("button", { name: "Message" }).click();
  await expect(page).toHaveURL(/\/messages\/[^/]+$/);
  const conversationId = new URL(page.url()).pathname.split("/").pop();
  const threads = await customer.get("/api/conversations");
  expect(threads.ok()).toBeTruthy();
  const list = (await threads.json()) as { items: { id: string }[] };
  expect(list.items.map((t) => t.id)).toContain(conversationId);
});

test("without a saved card the customer adds one on a page of its own, not the onboarding's steps, comes back and pays", async ({ page, baseURL }) => {
  await signInAsNewCustomer(page);
  const jobId = await postJob(page.context().request, unique("First job"));
  const operator = await apiAs(baseURL, OPERATORS.polder.email);
  await propose(operator, jobId, { quote: "650", message: "Can start Monday.", timeline: "2 days" });

  await page.goto(`/jobs/${jobId}`);
  await confirmIn(page, page.getByRole("button", { name: "Accept" }), "Accept proposal");
  const addCard = page.getByRole("link", { name: "Add a payment method" });
  await expect(addCard).toHaveAttribute("href", `/onboarding/customer?step=2&returnTo=%2Fjobs%2F${jobId}&card=1`);
  await expect(page.getByTestId("pay-button")).toHaveCount(0);
  await addCard.click();

  // Not "Step 2 of 5" of the onboarding: a card, then back to the job (issue 34 §10).
  await expect(page.getByRole("heading", { name: "Add a payment method" })).toBeVisible();
  await expect(page.getByText("Step 2 of 5")).toHaveCount(0);
  await saveTestCard(page, "+852 5123 4567");

  await expect(page).toHaveURL((url) => url.pathname === `/jobs/${jobId}`);
  await expect(page.getByTestId("saved-card")).toContainText("ending 4242");
  await payNow(page);
  await expectToast(page, "Funds Secured", "Payment held in escrow until job completion");
  await expect(page.getByTestId("job-status")).toHaveText("Job in progress");
});

test("signed out goes to sign in and back; another customer's job and an unknown one get the same 404 card", async ({
  page,
  baseURL,
}) => {
  const customer = await apiAs(baseURL, CUSTOMER.email);
  const jobId = await postJob(customer, unique("Private job"));

  await page.goto(`/jobs/${jobId}`);
  await expect(page).toHaveURL((url) => url.pathname === "/signin" && url.searchParams.get("callbackUrl") === `/jobs/${jobId}`);

  await signInAsNewCustomer(page);
  // Someone else's job answers exactly like one that does not exist: nothing tells it is there.
  const cards: string[] = [];
  for (const path of [`/jobs/${jobId}`, "/jobs/00000000-0000-0000-0000-000000000000", "/jobs/not a job"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    const card = page.getByTestId("job-unavailable");
    await expect(card).toHaveAttribute("data-kind", "not-found");
    await expect(page.getByRole("heading", { name: "Job not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard/customer");
    await expect(page.getByText(jobId)).toHaveCount(0);
    cards.push(await card.innerText());
  }
  expect(new Set(cards).size).toBe(1);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the proposals stack, nothing scrolls sideways, and accept and pay work", async ({ page, baseURL }) => {
    const customer = await apiAs(baseURL, CUSTOMER.email);
    const demoOperator = await apiAs(baseURL, OPERATORS.demo.email);
    const polder = await apiAs(baseURL, OPERATORS.polder.email);
    const jobId = await postJob(customer, unique("Phone-sized job with a rather long title to wrap"));
    await propose(demoOperator, jobId, {
      quote: "999999.99",
      message: "A long message that has to wrap on a phone screen without pushing the layout sideways at all.",
      timeline: "Two weeks, weather permitting",
    });
    await propose(polder, jobId, { quote: "300", message: "Short.", timeline: "1 day" });

    await signIn(page, CUSTOMER.email);
    await page.goto(`/jobs/${jobId}`);
    const first = proposalCard(page, OPERATORS.demo.company);
    const second = proposalCard(page, OPERATORS.polder.company);
    await expect(first).toBeVisible();
    const [a, b] = [await first.boundingBox(), await second.boundingBox()];
    expect(Math.abs(a!.x - b!.x)).toBeLessThan(2);
    expect(a!.width).toBeLessThanOrEqual(375);
    await expectNoHorizontalScroll(page);

    await confirmIn(page, second.getByRole("button", { name: "Accept" }), "Accept proposal");
    await payNow(page);
    await expectToast(page, "Funds Secured", "Payment held in escrow until job completion");
    await expect(first.getByTestId("proposal-status")).toHaveText("rejected");
    await expectNoHorizontalScroll(page);
  });
});
