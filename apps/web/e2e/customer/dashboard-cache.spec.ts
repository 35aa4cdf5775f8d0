import { expect, test, type Page } from "../fixtures";
import { expectLoggedOutToastThenSignIn, signInAsNewCustomer, uniqueSuffix } from "./helpers";

/**
 * A signed-in dashboard is kept and sent again while everything its render read answers the same
 * (apps/web/src/server/dashboard-cache.ts, docs/performance.md#signed-in-dashboards): the second view
 * is not rendered, a change shows at once, and a kept page is never another session's. Production build.
 */

const CACHE_HEADER = "x-dashboard-cache";

async function viewDashboard(page: Page, how: "goto" | "reload" = "goto") {
  const response = how === "goto" ? await page.goto("/dashboard/customer") : await page.reload();
  expect(response?.status()).toBe(200);
  return response?.headers()[CACHE_HEADER];
}

async function postJob(page: Page, title: string) {
  const posted = await page.request.post("/api/requests", {
    data: { title, description: "Roof and gutter survey before the winter season.", category: "inspection", location: "Lisbon, Portugal" },
  });
  expect(posted.status(), await posted.text()).toBe(201);
}

test("a new customer's dashboard is sent again while nothing changed, and shows a new job at once", async ({ page }) => {
  await signInAsNewCustomer(page);
  expect(await viewDashboard(page)).toBe("miss");
  await expect(page.getByText("No job requests")).toBeVisible();

  expect(await viewDashboard(page, "reload")).toBe("hit");
  await expect(page.getByText("No job requests")).toBeVisible();
  await expect(page.getByTestId("stat-active-jobs-value")).toHaveText("0");

  const title = `Kept page check ${uniqueSuffix()}`;
  await postJob(page, title);
  expect(await viewDashboard(page)).toBe("changed");
  await expect(page.getByTestId("job-card").filter({ hasText: title })).toBeVisible();
  await expect(page.getByTestId("stat-active-jobs-value")).toHaveText("1");

  // The page sent again is a working page: its scripts start, and its links navigate in the app.
  expect(await viewDashboard(page, "reload")).toBe("hit");
  await expect(page.getByTestId("job-card").filter({ hasText: title })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Post New Job" }).first().click();
  await expect(page).toHaveURL(/\/post-job$/);
});

test("a kept dashboard is never another account's, and ends with its session", async ({ page, browser, baseURL }) => {
  await signInAsNewCustomer(page);
  const title = `Only mine ${uniqueSuffix()}`;
  await postJob(page, title);
  await viewDashboard(page);
  expect(await viewDashboard(page, "reload")).toBe("hit");
  const [session] = (await page.context().cookies()).filter((cookie) => cookie.name.includes("session-token"));
  if (!session) throw new Error("no session cookie");

  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await signInAsNewCustomer(other);
  const response = await other.goto("/dashboard/customer");
  expect(response?.headers()[CACHE_HEADER]).toBe("miss");
  await expect(other.getByText("No job requests")).toBeVisible();
  await expect(other.getByText(title)).toHaveCount(0);
  await otherContext.close();

  // Signed out: the same cookie, sent again, gets no kept page but the sign-in.
  const signedOut = await page.request.post("/api/logout", { headers: { origin: new URL(baseURL ?? "").origin } });
  expect(signedOut.status()).toBeLessThan(400);
  await page.context().addCookies([session]);
  await expectLoggedOutToastThenSignIn(page, () => page.goto("/dashboard/customer", { waitUntil: "commit" }));
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fdashboard%2Fcustomer$/);
  await expect(page.getByText(title)).toHaveCount(0);
});
