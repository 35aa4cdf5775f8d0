import { LIFECYCLE_MESSAGES } from "@skyhire/validators";
import { expect, test, type APIRequestContext } from "../fixtures";
import { apiAs, CUSTOMER, OPERATORS, postJob, propose, signIn, unique } from "../customer-jobs/helpers";

/**
 * Editing a pending proposal edits its milestones too (issue 15 §1): the edit form opens with the
 * proposal's milestone rows — the same rows as the new-proposal form — and saves the changed plan.
 */

async function planOf(operator: APIRequestContext, jobId: string) {
  const response = await operator.get(`/api/jobs/${jobId}/milestones`);
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: { title: string; amount: string }[] };
  return items.map((m) => [m.title, m.amount]);
}

test("the operator changes the milestones of a pending proposal in the edit form", async ({ page, baseURL }) => {
  const customer = await apiAs(baseURL, CUSTOMER.email);
  const operator = await apiAs(baseURL, OPERATORS.polder.email);
  const jobId = await postJob(customer, unique("Milestone edit survey"));
  await propose(operator, jobId, {
    quote: "1000",
    message: "Two stages: flight and report.",
    timeline: "1 week",
    milestones: [
      { title: "Flight", amount: "300" },
      { title: "Report", amount: "700" },
    ],
  });

  await signIn(page, OPERATORS.polder.email);
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole("button", { name: "Edit Proposal" }).click();
  const form = page.getByTestId("edit-proposal-form");
  const row = (n: number) => form.getByRole("listitem", { name: `Milestone ${n}` });
  await expect(row(1).getByLabel("Title")).toHaveValue("Flight");
  await expect(row(1).getByLabel(/Amount/)).toHaveValue("300.00");
  await expect(row(2).getByLabel("Title")).toHaveValue("Report");

  // A plan that does not add up is refused with the shared message, before anything is sent.
  await row(2).getByLabel(/Amount/).fill("600");
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(form).toContainText(LIFECYCLE_MESSAGES.milestonesSum);

  await form.getByRole("button", { name: "Add milestone" }).click();
  await row(3).getByLabel("Title").fill("Reshoot buffer");
  await row(3).getByLabel(/Amount/).fill("100");
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(form).toHaveCount(0);
  expect(await planOf(operator, jobId)).toEqual([
    ["Flight", "300.00"],
    ["Report", "600.00"],
    ["Reshoot buffer", "100.00"],
  ]);
});
