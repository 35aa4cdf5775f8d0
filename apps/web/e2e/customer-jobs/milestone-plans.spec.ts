import { expect, test } from "../fixtures";
import { MILESTONE_STATE_LABELS } from "@skyhire/validators";
import { apiAs, confirmIn, postJob, proposalCard, propose, saveTestCard, signIn, signInAsNewCustomer, unique } from "./helpers";

/** The job page's Milestones card follows the customer's choice of proposal (docs/product.md#a-deal-of-several-milestones-on-the-job-page). */

const CHEN = { email: "operator@skyhire.dev", company: "Chen Aerial Solutions" };
const BONDI = { email: "ops.bondi-aerial-imaging@skyhire.dev" };

test("each proposal card shows its own plan; after Accept, the Milestones card shows the chosen one's without a reload", async ({ page, baseURL }) => {
  await signInAsNewCustomer(page);
  const jobId = await postJob(page.context().request, unique("Two plans"));
  await propose(await apiAs(baseURL, CHEN.email), jobId, {
    quote: "900",
    message: "Flight first, then the report.",
    timeline: "1 week",
    milestones: [
      { title: "Chen roof flight", amount: "400" },
      { title: "Chen written report", amount: "500" },
    ],
  });
  await propose(await apiAs(baseURL, BONDI.email), jobId, {
    quote: "800",
    message: "One visit, everything delivered together.",
    timeline: "3 days",
    milestones: [{ title: "Bondi single visit", amount: "800" }],
  });

  await page.goto(`/jobs/${jobId}`);
  // While the customer compares, each card shows its own plan; there is no milestones card yet.
  const chenPlan = proposalCard(page, CHEN.company).getByTestId("proposal-milestone-plan");
  await expect(chenPlan).toContainText("Paid in 2 milestones");
  await expect(chenPlan.getByTestId("planned-milestone")).toHaveText([/1\. Chen roof flight/, /2\. Chen written report/]);
  await expect(proposalCard(page, "Bondi Aerial Imaging").getByTestId("proposal-milestone-plan")).toHaveCount(0);
  await expect(page.getByTestId("milestones-card")).toHaveCount(0);

  await proposalCard(page, CHEN.company).getByRole("button", { name: "Accept" }).click();
  await expect(page.getByRole("dialog")).toContainText(
    "The quote of $900.00 is paid in 2 milestones: you fund the first, $400.00, next.",
  );
  await page.getByRole("dialog").getByRole("button", { name: "Keep as is" }).click();
  await confirmIn(page, proposalCard(page, CHEN.company).getByRole("button", { name: "Accept" }), "Accept proposal");
  const card = page.getByTestId("milestones-card");
  await expect(card.getByTestId("milestone")).toHaveCount(2);
  await expect(card).toContainText("Chen roof flight");
  await expect(card).not.toContainText("Bondi single visit");
});

test("a deal of two milestones: the job page speaks of milestones, and funding and releasing each ask first", async ({ page, baseURL, browser }) => {
  test.setTimeout(120_000);
  await signInAsNewCustomer(page);
  const jobId = await postJob(page.context().request, unique("Two parts"));
  await propose(await apiAs(baseURL, CHEN.email), jobId, {
    quote: "900",
    message: "Flight first, then the report.",
    timeline: "1 week",
    milestones: [
      { title: "Roof flight", amount: "400" },
      { title: "Written report", amount: "500" },
    ],
  });
  await page.goto(`/jobs/${jobId}`);
  await confirmIn(page, page.getByRole("button", { name: "Accept" }), "Accept proposal");
  await expect(page.getByTestId("next-steps-text")).toContainText("proposal of 2 milestones. Fund the first one to hire them");
  await expect(page.getByTestId("payment-panel-title")).toHaveText("Milestone 1 of 2: Roof flight");

  await page.getByRole("link", { name: "Add a payment method" }).click();
  await expect(page.getByRole("heading", { name: "Add a payment method" })).toBeVisible();
  await saveTestCard(page, "+852 5123 4567");
  await expect(page).toHaveURL((url) => url.pathname === `/jobs/${jobId}`);
  // The milestones are funded on their card only: the payment card offers no Pay of its own.
  await expect(page.getByTestId("saved-card")).toHaveCount(0);
  await expect(page.getByTestId("payment-status-line")).toContainText("Milestones");
  await expect(page.getByTestId("pay-button")).toHaveCount(0);

  // Funding asks first, naming the amount; cancelling charges nothing.
  const first = page.locator('[data-testid="milestone"][data-position="1"]');
  await first.getByRole("button", { name: "Fund this and later ones" }).click();
  await expect(page.getByRole("dialog")).toContainText("$900.00 in all, for this milestone and every later one not yet funded");
  await page.getByRole("dialog").getByRole("button", { name: "Keep as is" }).click();
  await first.getByRole("button", { name: "Fund milestone", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText('Fund "Roof flight"?');
  await expect(dialog).toContainText("$400.00 is charged to your saved card");
  await dialog.getByRole("button", { name: "Keep as is" }).click();
  await expect(first.getByTestId("milestone-state")).toHaveText(MILESTONE_STATE_LABELS.unfunded);
  await confirmIn(page, first.getByRole("button", { name: "Fund milestone", exact: true }), "Fund milestone");
  await expect(first.getByTestId("milestone-state")).toHaveText(MILESTONE_STATE_LABELS.funded);
  await expect(page.getByTestId("payment-status-line")).toHaveText("Held in escrow until you confirm this milestone.");

  // The operator delivers milestone 1 with a note.
  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, CHEN.email);
  await operator.goto(`/jobs/${jobId}`);
  // The operator's panel speaks of milestones too: no job-level "Mark as delivered".
  await expect(operator.getByTestId("stage-note")).toContainText("Deliver each funded milestone with a note in the Milestones card");
  await expect(operator.getByTestId("payout-title")).toHaveText("Milestone 1 of 2: Roof flight");
  await expect(operator.getByTestId("proposal-panel").getByRole("button", { name: "Mark as delivered" })).toHaveCount(0);
  const delivering = operator.locator('[data-testid="milestone"][data-position="1"]');
  await delivering.getByLabel("Delivery note").fill("Footage is in the shared folder.");
  await delivering.getByRole("button", { name: "Mark delivered" }).click();
  await expect(delivering.getByTestId("milestone-state")).toHaveText(MILESTONE_STATE_LABELS.delivered);

  // The customer is pointed at the milestone, not at a job-level completion.
  await page.reload();
  await expect(page.getByTestId("next-steps-text")).toContainText("has delivered a milestone. Confirm it in the Milestones card");
  await expect(page.getByRole("button", { name: "Confirm completion" })).toHaveCount(0);
  await expect(first.getByTestId("milestone-delivery-note")).toHaveText("Delivery note: Footage is in the shared folder.");
  await first.getByRole("button", { name: "Confirm and release" }).click();
  await expect(dialog).toContainText("$400.00 held in escrow is released to the operator");
  await dialog.getByRole("button", { name: "Keep as is" }).click();
  await expect(first.getByTestId("milestone-state")).toHaveText(MILESTONE_STATE_LABELS.delivered);
  await confirmIn(page, first.getByRole("button", { name: "Confirm and release" }), "Release payment");
  await expect(first.getByTestId("milestone-state")).toHaveText(MILESTONE_STATE_LABELS.released);
  await expect(page.getByTestId("payment-panel-title")).toHaveText("Milestone 2 of 2: Written report");
  // The last milestone has no later ones to fund with it.
  const last = page.locator('[data-testid="milestone"][data-position="2"]');
  await expect(last.getByRole("button", { name: "Fund milestone", exact: true })).toBeVisible();
  await expect(last.getByRole("button", { name: "Fund this and later ones" })).toHaveCount(0);
  // Milestone 2 waits for the customer: the cards say where to fund it.
  await expect(page.getByTestId("next-steps-text")).toContainText("Milestone 2, Written report, is not funded yet: fund it in the Milestones card");
  await expect(page.getByTestId("payment-status-line")).toHaveText("Not funded yet: fund it in the Milestones card when you want the operator to start it.");

  // Funded, then taken back before delivery: the job ends with what went where.
  await confirmIn(page, last.getByRole("button", { name: "Fund milestone", exact: true }), "Fund milestone");
  await expect(last.getByTestId("milestone-state")).toHaveText(MILESTONE_STATE_LABELS.funded);
  await page.getByRole("button", { name: "Cancel with refund" }).click();
  await expect(dialog).toContainText("End this job with a refund?");
  await expect(dialog).toContainText("milestones already released stay paid");
  await dialog.getByRole("button", { name: "Cancel and refund" }).click();
  await expect(page.getByTestId("next-steps-text")).toContainText(
    "The job has ended: $400.00 went to Chen Aerial Solutions and $500.00 came back to you.",
  );
});
