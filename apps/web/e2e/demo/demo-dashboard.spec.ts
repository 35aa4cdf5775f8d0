import { expect, test } from "../fixtures";
import { installStillClock, recordApiRequests, signIn } from "./helpers";

/** The investor demo dashboard (docs/product.md#demo-dashboard): open to everyone, ticking every 15 s. */

const FLOW = [
  ["Post a Job", "/demo/post-job"],
  ["Review Proposals", "/demo/proposals"],
  ["Secure Payment", "/demo/payment"],
  ["Job Completion", "/demo/completion"],
  ["Rate the Operator", "/demo/ratings"],
] as const;

for (const path of ["/demo", "/demo/dashboard"]) {
  test(`${path} is open to signed-out visitors with every section`, async ({ page }) => {
    const apiCalls = recordApiRequests(page);
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { name: "Investor Demo Dashboard" })).toBeVisible();
    for (const label of ["Active Operators", "Active Customers", "Jobs Completed", "Gross Marketplace Volume"]) {
      await expect(page.getByRole("group", { name: label })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Live Activity" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Marketplace Health" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Network Growth" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Revenue Streams" })).toBeVisible();
    await expect(page.getByTestId("demo-platform-fee")).toHaveText("10% platform fee");
    const flow = page.getByTestId("demo-flow").getByRole("link");
    await expect(flow).toHaveCount(5);
    for (const [index, [title, href]] of FLOW.entries()) {
      await expect(flow.nth(index)).toContainText(title);
      await expect(flow.nth(index)).toHaveAttribute("href", href);
    }
    await expect(page.getByTestId("demo-live-counts")).toContainText("Live on this marketplace");
    expect(apiCalls).toEqual([]);
  });
}

test("counters and the activity feed tick every 15 seconds", async ({ page }) => {
  const apiCalls = recordApiRequests(page);
  // The page's clock stands still from its first script on: the 15 s are counted from when the
  // dashboard starts ticking, however long this machine then takes to check the first figures.
  await installStillClock(page);
  await page.goto("/demo");
  await expect(page.getByTestId("demo-dashboard")).toHaveAttribute("data-ticking", "true");

  const operators = page.getByTestId("demo-metric-operators-value");
  const volume = page.getByTestId("demo-metric-gmv-value");
  const feed = page.getByTestId("demo-activity").getByRole("listitem");
  await expect(operators).toHaveText("2,847");
  await expect(volume).toHaveText("$4,823,500");
  await expect(feed.first()).toContainText("solar farm thermal inspection");
  const revenueBefore = await page.getByTestId("demo-revenue-total").textContent();

  await page.clock.runFor(14_000);
  await expect(operators).toHaveText("2,847");

  await page.clock.runFor(1_000);
  await expect(operators).toHaveText("2,848");
  await expect(volume).toHaveText("$4,825,350");
  await expect(feed.first()).toContainText("wind turbine blade inspection");
  await expect(feed.first()).toContainText("Just now");
  await expect(feed).toHaveCount(6);
  await expect(page.getByTestId("demo-revenue-total")).not.toHaveText(revenueBefore ?? "");

  await page.clock.runFor(15_000);
  await expect(operators).toHaveText("2,849");
  await expect(feed.first()).toContainText("New certified operator approved in Toronto");
  expect(apiCalls).toEqual([]);
});

test.describe("/dashboard/demo", () => {
  test("sends signed-out visitors to sign in", async ({ page }) => {
    await page.goto("/dashboard/demo");
    await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fdashboard%2Fdemo$/);
  });

  test("shows the demo dashboard to a signed-in user", async ({ page }) => {
    await signIn(page, "customer@skyhire.dev");
    await page.goto("/dashboard/demo");
    await expect(page).toHaveURL(/\/dashboard\/demo$/);
    await expect(page.getByRole("heading", { name: "Investor Demo Dashboard" })).toBeVisible();
    await expect(page.getByTestId("demo-flow").getByRole("link")).toHaveCount(5);
  });
});
