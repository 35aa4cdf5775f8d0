import { AUTO_RELEASED_NOTE, MILESTONE_STATE_LABELS, autoReleaseNotice } from "@skyhire/validators";
import { expect, test, type APIRequestContext, type Page } from "../fixtures";
import { apiAs, CUSTOMER, expectOk, OPERATORS, postJob, propose, signIn, unique } from "../customer-jobs/helpers";
import { E2E_AUTO_RELEASE_SECONDS } from "../test-server.mjs";

/**
 * Delivery and auto-release (issue 15 §2, docs/product.md#delivery-and-auto-release) on a test server
 * whose window is E2E_AUTO_RELEASE_SECONDS instead of 14 days: the operator delivers milestone 1 of 2
 * on the job page, both sides see the same date, nobody answers, the job queue releases it on its
 * own and both are told; milestone 2 is left as it was.
 */

interface MilestoneView {
  id: string;
  position: number;
  state: string;
  deliveredAt: string | null;
  autoReleaseAt: string | null;
  releasedBy: string | null;
}

async function milestonesOf(request: APIRequestContext, jobId: string): Promise<MilestoneView[]> {
  const response = await request.get(`/api/jobs/${jobId}/milestones`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: MilestoneView[] }).items;
}

async function notificationTitles(request: APIRequestContext, jobId: string): Promise<string[]> {
  const response = await request.get("/api/notifications?pageSize=48");
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: { title: string; jobRequestId: string | null }[] };
  return items.filter((n) => n.jobRequestId === jobId).map((n) => n.title);
}

const milestoneRow = (page: Page, position: number) => page.locator(`[data-testid="milestone"][data-position="${position}"]`);

test("a delivered milestone nobody answers is released automatically after the window; both sides see the date and are told", async ({
  browser,
  baseURL,
}) => {
  // The window itself, and the queue's next look after it.
  test.setTimeout((E2E_AUTO_RELEASE_SECONDS + 90) * 1000);
  const customer = await apiAs(baseURL, CUSTOMER.email);
  const operator = await apiAs(baseURL, OPERATORS.canal.email);
  const jobId = await postJob(customer, unique("Auto-release roof survey"));
  const proposalId = await propose(operator, jobId, {
    quote: "900",
    message: "Flight first, then the written report.",
    timeline: "1 week",
    milestones: [
      { title: "Survey flight", amount: "400" },
      { title: "Written report", amount: "500" },
    ],
  });
  await expectOk(customer.post(`/api/proposals/${proposalId}/accept`));
  const [first] = await milestonesOf(customer, jobId);
  await expectOk(customer.post(`/api/milestones/${first!.id}/fund`, { data: {} }));

  // The customer has the job page open before the delivery, so only a reload stands between the
  // delivery and their check of it, well inside the window.
  const customerPage = await (await browser.newContext()).newPage();
  await signIn(customerPage, CUSTOMER.email);
  await customerPage.goto(`/jobs/${jobId}`);
  const customerRow = milestoneRow(customerPage, 1);
  await expect(customerRow.getByTestId("milestone-state")).toHaveText(MILESTONE_STATE_LABELS.funded);

  // The operator delivers milestone 1 on the job page.
  const operatorPage = await (await browser.newContext()).newPage();
  await signIn(operatorPage, OPERATORS.canal.email);
  await operatorPage.goto(`/jobs/${jobId}`);
  const operatorRow = milestoneRow(operatorPage, 1);
  // Without a note it says so under the field, and delivers nothing.
  await operatorRow.getByRole("button", { name: "Mark delivered" }).click();
  await expect(operatorRow.getByRole("alert")).toHaveText("Delivery note is required");
  await expect(operatorRow.getByTestId("milestone-state")).not.toHaveText(MILESTONE_STATE_LABELS.delivered);
  await operatorRow.getByLabel("Delivery note").fill("Raw footage is in the shared folder.");
  await operatorRow.getByRole("button", { name: "Mark delivered" }).click();
  await expect(operatorRow.getByTestId("milestone-state")).toHaveText(MILESTONE_STATE_LABELS.delivered);

  const [delivered] = await milestonesOf(operator, jobId);
  const releaseAt = delivered!.autoReleaseAt!;
  expect(new Date(releaseAt).getTime() - new Date(delivered!.deliveredAt!).getTime()).toBe(E2E_AUTO_RELEASE_SECONDS * 1000);
  await expect(operatorRow.getByTestId("milestone-auto-release")).toHaveText(autoReleaseNotice("operator", releaseAt));

  // The customer sees the same date, and is told it at delivery.
  await customerPage.reload();
  await expect(customerRow.getByTestId("milestone-auto-release")).toHaveText(autoReleaseNotice("customer", releaseAt));
  await expect(customerRow.getByRole("button", { name: "Confirm and release" })).toBeVisible();

  // Nobody answers: the job queue releases it once the window is over.
  await expect
    .poll(async () => (await milestonesOf(customer, jobId))[0]?.state, {
      timeout: (E2E_AUTO_RELEASE_SECONDS + 60) * 1000,
      intervals: [2_000],
    })
    .toBe("released");
  const [released, untouched] = await milestonesOf(customer, jobId);
  expect(released).toMatchObject({ releasedBy: "auto", autoReleaseAt: null });
  expect(untouched).toMatchObject({ state: "unfunded", deliveredAt: null, releasedBy: null });

  await customerPage.reload();
  await expect(customerRow.getByTestId("milestone-state")).toHaveText(MILESTONE_STATE_LABELS.released);
  await expect(customerRow.getByTestId("milestone-auto-released")).toHaveText(AUTO_RELEASED_NOTE);
  await expect(customerRow.getByTestId("milestone-auto-release")).toHaveCount(0);
  await expect(milestoneRow(customerPage, 2).getByTestId("milestone-state")).toHaveText(MILESTONE_STATE_LABELS.unfunded);
  await operatorPage.reload();
  await expect(operatorRow.getByTestId("milestone-auto-released")).toHaveText(AUTO_RELEASED_NOTE);

  // Both sides are told it was automatic, once each.
  expect((await notificationTitles(customer, jobId)).filter((t) => t === "Payment released automatically")).toHaveLength(1);
  expect((await notificationTitles(operator, jobId)).filter((t) => t === "Milestone released automatically")).toHaveLength(1);
});
