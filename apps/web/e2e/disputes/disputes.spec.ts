import { fileURLToPath } from "node:url";
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from "../fixtures";
import { DEMO, pageAs, uniqueLabel } from "../admin/helpers";
import { expectToast } from "../toast";

/** A real photo (JPEG) to attach as evidence. */
const PHOTO = fileURLToPath(new URL("../listing-photos/fixtures/rooftop-a.jpg", import.meta.url));

/**
 * Disputes (issue 15 §3) in a real browser, on the production build with the offline gateway. The
 * deals are set up over the documented REST paths; the dispute itself is worked on the screens:
 * the customer disputes a funded milestone and proposes 70/30, the operator accepts and the money
 * moves; another dispute goes to an admin, who refunds it on /admin/disputes. Evidence: a photo
 * attached by one party is seen, as a preview, by the other and by the admin; after the admin's
 * refund the customer's reviews screen offers a review.
 */

/** A funded single-milestone deal of the demo customer with the demo operator (1000.00 quoted). */
async function fundedDeal(customer: APIRequestContext, operator: APIRequestContext, title: string) {
  const job = await customer.post("/api/requests", {
    data: { title, description: "Inspect a warehouse roof with thermal imaging.", category: "inspection", location: "Hong Kong" },
  });
  expect(job.status(), await job.text()).toBe(201);
  const { id: jobId } = (await job.json()) as { id: string };
  const proposal = await operator.post(`/api/requests/${jobId}/proposals`, {
    data: { quote: "1000", message: "Thermal survey, licensed pilot.", timeline: "3 days" },
  });
  expect(proposal.status(), await proposal.text()).toBe(201);
  const { id: proposalId } = (await proposal.json()) as { id: string };
  expect((await customer.post(`/api/proposals/${proposalId}/accept`)).status()).toBe(200);
  const paid = await customer.post(`/api/requests/${jobId}/pay`);
  expect(paid.status(), await paid.text()).toBe(200);
  const milestones = await customer.get(`/api/jobs/${jobId}/milestones`);
  const { items } = (await milestones.json()) as { items: { id: string; state: string }[] };
  expect(items).toHaveLength(1);
  return { jobId, milestoneId: items[0]!.id };
}

async function milestoneOf(request: APIRequestContext, jobId: string) {
  const response = await request.get(`/api/jobs/${jobId}/milestones`);
  const { items } = (await response.json()) as {
    items: { state: string; operatorPayout: string; platformFee: string | null; amount: string }[];
  };
  return items[0]!;
}

async function people(browser: Browser): Promise<{ customer: Page; operator: Page; admin: Page }> {
  return {
    customer: await pageAs(browser, DEMO.customer),
    operator: await pageAs(browser, DEMO.operator),
    admin: await pageAs(browser, DEMO.admin),
  };
}

test("a customer disputes a milestone and settles 70/30 with the operator; an admin refunds another", async ({ browser }) => {
  const { customer, operator, admin } = await people(browser);
  const settledTitle = uniqueLabel("E2E dispute settled");
  const settled = await fundedDeal(customer.context().request, operator.context().request, settledTitle);

  // The customer disputes the funded milestone on the job page.
  await customer.goto(`/jobs/${settled.jobId}`);
  const milestone = customer.getByTestId("milestone").first();
  await milestone.getByRole("button", { name: "Dispute" }).click();
  await milestone.getByLabel("Reason").selectOption("not_as_described");
  // Without a description it says so under the field, and opens nothing.
  await milestone.getByRole("button", { name: "Open dispute" }).click();
  await expect(milestone.getByRole("alert")).toHaveText("Description is required");
  await expect(milestone.getByLabel("What went wrong?")).toHaveAttribute("aria-invalid", "true");
  await milestone.getByLabel("What went wrong?").fill("Half of the images are of the neighbouring building.");
  // A double click asks the server once, so no "already has a dispute" follows the new dispute.
  const opens: string[] = [];
  customer.on("request", (request) => {
    if (request.url().includes("disputes.open")) opens.push(request.url());
  });
  await milestone.getByRole("button", { name: "Open dispute" }).dblclick();
  const thread = customer.getByTestId("dispute");
  await expect(thread.getByTestId("dispute-status")).toHaveText("Open");
  await expect(milestone.getByTestId("milestone-disputed")).toBeVisible();
  expect(opens).toHaveLength(1);

  // It proposes 70% to the operator, 30% back.
  await thread.getByLabel("Operator's share (%)").fill("70");
  await expect(thread.getByTestId("settlement-preview")).toContainText("700.00 to the operator");
  await thread.getByRole("button", { name: "Propose settlement" }).click();
  await expect(thread.getByTestId("settlement")).toContainText("The customer proposed");

  // The operator answers in the thread and accepts: the money moves.
  await operator.goto(`/jobs/${settled.jobId}`);
  const operatorThread = operator.getByTestId("dispute");
  await operatorThread.getByLabel("Reply").fill("Agreed, we will refly the rest for free.");
  await operatorThread.getByRole("button", { name: "Send" }).click();
  await expect(operatorThread.getByTestId("dispute-message")).toContainText("Agreed, we will refly");
  await operatorThread.getByRole("button", { name: "Accept settlement" }).click();
  await expect(operatorThread.getByTestId("dispute-status")).toHaveText("Settled");
  await expect(operatorThread.getByTestId("dispute-outcome")).toContainText("the money has moved");

  const afterSettlement = await milestoneOf(customer.context().request, settled.jobId);
  // 700.00 to the operator less its 10% fee; 300.00 back to the customer.
  expect(afterSettlement).toMatchObject({ state: "released", operatorPayout: "630.00", platformFee: "70.00" });

  // Another deal: the operator disputes, the customer asks an admin.
  const refundedTitle = uniqueLabel("E2E dispute refunded");
  const refunded = await fundedDeal(customer.context().request, operator.context().request, refundedTitle);
  const opened = await operator.context().request.post("/api/disputes", {
    data: { milestoneId: refunded.milestoneId, reason: "other", text: "The customer cancelled the site access twice." },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const { id: disputeId } = (await opened.json()) as { id: string };
  await customer.goto(`/jobs/${refunded.jobId}`);
  await customer.getByRole("button", { name: "Ask an admin to decide" }).click();
  await expect(customer.getByTestId("dispute-status")).toHaveText("With an admin");

  await admin.goto("/admin/disputes");
  const row = admin.getByTestId("admin-dispute").filter({ hasText: refundedTitle });
  await expect(row.getByTestId("admin-dispute-amount")).toContainText("1,000.00");
  await expect(row.getByTestId("admin-dispute-age")).toContainText("0 days old");
  // A share the milestone cannot give is said at once, before any confirmation.
  await row.getByLabel("Decision").selectOption("split");
  await row.getByLabel(/Operator's share/).fill("1200");
  await row.getByLabel("Reason (both parties see it)").fill("More than the milestone, to see it refused.");
  await row.getByRole("button", { name: "Decide" }).click();
  await expectToast(admin, "Decision", "The operator's share cannot exceed the milestone amount");
  await expect(admin.getByRole("dialog")).toHaveCount(0);
  await row.getByLabel("Decision").selectOption("refund");
  await row.getByLabel("Reason (both parties see it)").fill("No delivery was ever shown; the customer gets the money back.");
  // Nothing moves before the admin confirms the amounts (issue 34 §10).
  await row.getByRole("button", { name: "Decide" }).click();
  const confirm = admin.getByRole("dialog");
  await expect(confirm).toContainText("to the operator,");
  await expect(confirm).toContainText("1,000.00 back to the customer. The money moves at once and cannot be undone.");
  await expect(row).toHaveAttribute("data-status", "escalated");
  await confirm.getByRole("button", { name: "Decide and move the money" }).click();
  await expect(row).toHaveAttribute("data-status", "decided");

  const decided = await customer.context().request.get(`/api/disputes/${disputeId}`);
  expect(await decided.json()).toMatchObject({ status: "decided", outcome: "refund" });
  expect((await milestoneOf(customer.context().request, refunded.jobId)).state).toBe("refunded");
});

/** The evidence preview is shown and its picture really loaded (the server answered this viewer). */
async function expectPreviewLoaded(preview: Locator) {
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test("a customer disputes with a photo; the operator answers with one; the admin sees both and refunds; a review is offered", async ({ browser }) => {
  const { customer, operator, admin } = await people(browser);
  const title = uniqueLabel("E2E dispute evidence");
  const deal = await fundedDeal(customer.context().request, operator.context().request, title);

  // The customer opens the dispute with a photo of the wrong building.
  await customer.goto(`/jobs/${deal.jobId}`);
  const milestone = customer.getByTestId("milestone").first();
  await milestone.getByRole("button", { name: "Dispute" }).click();
  await milestone.getByLabel("What went wrong?").fill("The photos show the neighbouring warehouse, not ours.");
  await milestone.getByTestId("attach-files").setInputFiles(PHOTO);
  await expect(milestone.getByTestId("pending-attachment")).toContainText("rooftop-a.jpg");
  await expect(milestone.getByRole("button", { name: "Open dispute" })).toBeEnabled();
  await milestone.getByRole("button", { name: "Open dispute" }).click();
  const customerThread = customer.getByTestId("dispute");
  await expect(customerThread.getByTestId("dispute-status")).toHaveText("Open");
  await expectPreviewLoaded(customerThread.getByTestId("dispute-evidence").getByTestId("attachment-preview"));

  // The operator sees it, and answers with a photo of their own.
  await operator.goto(`/jobs/${deal.jobId}`);
  const operatorThread = operator.getByTestId("dispute");
  await expectPreviewLoaded(operatorThread.getByTestId("dispute-evidence").getByTestId("attachment-preview"));
  await operatorThread.getByLabel("Reply").fill("This is the roof on the work order.");
  await operatorThread.getByTestId("attach-files").setInputFiles(PHOTO);
  await expect(operatorThread.getByTestId("pending-attachment")).not.toContainText("Uploading");
  await operatorThread.getByRole("button", { name: "Send" }).click();
  await expectPreviewLoaded(operatorThread.getByTestId("dispute-message").getByTestId("attachment-preview"));
  await operatorThread.getByRole("button", { name: "Ask an admin to decide" }).click();
  await expect(operatorThread.getByTestId("dispute-status")).toHaveText("With an admin");

  // The admin reads the thread with both photos, then refunds.
  await admin.goto("/admin/disputes");
  const row = admin.getByTestId("admin-dispute").filter({ hasText: title });
  await row.getByRole("button", { name: "Show thread and evidence" }).click();
  const details = row.getByTestId("admin-dispute-details");
  await expectPreviewLoaded(details.getByTestId("dispute-evidence").getByTestId("attachment-preview"));
  await expectPreviewLoaded(details.getByTestId("dispute-message").getByTestId("attachment-preview"));
  await row.getByLabel("Decision").selectOption("refund");
  await row.getByLabel("Reason (both parties see it)").fill("The photos show the wrong building; the customer gets the money back.");
  await row.getByRole("button", { name: "Decide" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Decide and move the money" }).click();
  await expect(row).toHaveAttribute("data-status", "decided");
  expect((await milestoneOf(customer.context().request, deal.jobId)).state).toBe("refunded");

  // A refunded job is still the customer's to review.
  await customer.goto("/dashboard/customer/reviews");
  const card = customer.locator(`[data-testid="review-project"][data-job-id="${deal.jobId}"]`);
  await expect(card.getByTestId("review-project-title")).toHaveText(title);
  await expect(card).toContainText("Refunded");
  await expect(card.getByRole("button", { name: "Write Review" })).toBeVisible();
});
