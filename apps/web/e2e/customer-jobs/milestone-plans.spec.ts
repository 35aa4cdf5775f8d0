import { expect, test } from "../fixtures";
import { apiAs, confirmIn, proposalCard, propose, signInAsNewCustomer, unique } from "./helpers";

/** The job page's Milestones card follows the customer's choice of proposal (docs/product.md#a-deal-of-several-milestones-on-the-job-page). */

const CHEN = { email: "operator@skyhire.dev", company: "Chen Aerial Solutions" };
const BONDI = { email: "ops.bondi-aerial-imaging@skyhire.dev" };

test("after Accept, the Milestones card shows the chosen proposal's plan without a reload", async ({ page, baseURL }) => {
  await signInAsNewCustomer(page);
  const created = await page.context().request.post("/api/requests", {
    data: {
      title: unique("Two plans"),
      description: "Survey of a warehouse roof, with photos and a short report.",
      category: "inspection",
      location: "Hong Kong",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: jobId } = (await created.json()) as { id: string };
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
  await confirmIn(page, proposalCard(page, CHEN.company).getByRole("button", { name: "Accept" }), "Accept proposal");
  const card = page.getByTestId("milestones-card");
  await expect(card.getByTestId("milestone")).toHaveCount(2);
  await expect(card).toContainText("Chen roof flight");
  await expect(card).not.toContainText("Bondi single visit");
});
