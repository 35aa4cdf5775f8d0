import { plannedDemoOperatorHistory } from "@skyhire/db/seed";
import { readFile } from "node:fs/promises";
import { analyticsRange, bucketLabel, formatMoney, formatShare, isoToday } from "@skyhire/validators";
import { expect, test, type Page } from "../fixtures";
import { CUSTOMER, OPERATOR, pathIs, signIn } from "./helpers";

/**
 * docs/product.md#operator-analytics: the demo operator opens Analytics from the dashboard and
 * sees views, win rate and earnings that match the seeded year (packages/db/src/seed/views.ts and
 * the history jobs of packages/db/src/seed/jobs.ts). The oldest month of the 12-month view is
 * compared exactly: nothing another test does can change it.
 */
const monthOf = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? undefined : (typeof value === "string" ? value : value.toISOString()).slice(0, 7);

function seededFigures(now: Date) {
  const history = plannedDemoOperatorHistory(now);
  const range = analyticsRange("12m", now);
  const firstMonth = range.from.slice(0, 7);
  const views = history.views.filter((v) => v.day >= range.from && v.day <= range.to);
  const sentIn = (month: string) => history.proposals.filter((p) => monthOf(p.createdAt) === month);
  const released = history.payments.filter((p) => p.status === "released" && (monthOf(p.payoutAt) ?? "") >= firstMonth);
  const earliestPaid = released.map((p) => ({ month: monthOf(p.payoutAt) ?? "", currency: p.currency ?? "USD" })).sort((a, b) => a.month.localeCompare(b.month))[0];
  if (!earliestPaid) throw new Error("the seed has no payout in the last 12 months");
  const paidThen = released.filter((p) => monthOf(p.payoutAt) === earliestPaid.month && p.currency === earliestPaid.currency);
  const firstSent = sentIn(firstMonth);
  return {
    totalViews: views.reduce((n, v) => n + (v.views ?? 0), 0),
    firstMonth,
    firstMonthViews: views.filter((v) => v.day.startsWith(firstMonth)).reduce((n, v) => n + (v.views ?? 0), 0),
    firstMonthWinRate: formatShare(firstSent.length > 0 ? firstSent.filter((p) => p.acceptedAt).length / firstSent.length : null),
    earnings: {
      ...earliestPaid,
      released: formatMoney(paidThen.reduce((n, p) => n + Number(p.operatorPayout), 0), earliestPaid.currency),
    },
  };
}

async function tableRow(page: Page, chart: string, label: string) {
  const card = page.getByTestId(`chart-${chart}`);
  await card.getByText("Show the table").click();
  return card.getByTestId(`table-${chart}`).getByRole("row", { name: label, exact: false }).first();
}

test("the demo operator opens Analytics from the dashboard and sees the seeded views, win rate and earnings", async ({ page }) => {
  const seeded = seededFigures(new Date());
  await signIn(page, OPERATOR.email);
  await page.goto("/dashboard/operator");
  await page.getByTestId("operator-quick-actions").getByRole("link", { name: "View Analytics" }).click();
  await page.waitForURL(pathIs("/dashboard/operator/analytics"));
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();

  await page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "Last 12 months" }).click();
  await page.waitForURL((url) => url.searchParams.get("period") === "12m");
  await expect(page.getByRole("link", { name: "Last 12 months" })).toHaveAttribute("aria-current", "page");

  // Views: the chart is drawn, and its table's oldest month is the seed's.
  const views = page.getByTestId("chart-views");
  await expect(views.locator(".recharts-wrapper").first()).toBeVisible();
  const viewsTotal = Number((await page.getByTestId("stat-views").locator("dd").innerText()).replace(/,/g, ""));
  expect(viewsTotal).toBeGreaterThanOrEqual(seeded.totalViews);
  const firstViews = await tableRow(page, "views", bucketLabel(seeded.firstMonth));
  await expect(firstViews.getByRole("cell")).toHaveText([seeded.firstMonthViews.toLocaleString("en-US")]);

  // Win rate: accepted ÷ sent in the oldest month.
  await expect(page.getByTestId("chart-win-rate").locator(".recharts-wrapper").first()).toBeVisible();
  await expect(page.getByTestId("stat-win-rate").locator("dd")).toHaveText(/^\d+%$/);
  const firstWinRate = await tableRow(page, "win-rate", bucketLabel(seeded.firstMonth));
  await expect(firstWinRate.getByRole("cell")).toHaveText([seeded.firstMonthWinRate]);

  // Earnings: the first month with a payout, in its currency.
  const earningsChart = `earnings-${seeded.earnings.currency}`;
  await expect(page.getByTestId(`chart-${earningsChart}`).locator(".recharts-wrapper").first()).toBeVisible();
  const paid = await tableRow(page, earningsChart, bucketLabel(seeded.earnings.month));
  await expect(paid.getByRole("cell").first()).toHaveText(seeded.earnings.released);

  // The page and GET /api/operators/analytics tell the same numbers.
  const api = await page.request.get("/api/operators/analytics?period=12m");
  expect(api.status()).toBe(200);
  const body = (await api.json()) as { totals: { views: number; winRate: number | null } };
  expect(body.totals.views).toBe(viewsTotal);
  await expect(page.getByTestId("stat-win-rate").locator("dd")).toHaveText(formatShare(body.totals.winRate));
});

test("the operator downloads the analytics CSV and a statement whose payouts match the dashboard", async ({ page }) => {
  await signIn(page, OPERATOR.email);
  await page.goto("/dashboard/operator/analytics?period=12m");
  const saved = async (click: () => Promise<void>) => {
    const [download] = await Promise.all([page.waitForEvent("download"), click()]);
    return { name: download.suggestedFilename(), lines: (await readFile(await download.path(), "utf8")).split("\r\n") };
  };

  const analytics = await saved(() => page.getByRole("button", { name: "Download CSV" }).click());
  expect(analytics.name).toMatch(/^skyhire-analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(analytics.lines[0]).toBe("Figure,Period,Listing,Currency,Measure,Value");

  // This month's statement (the form's default): its payout totals are the dashboard's This Month.
  const statementForm = page.getByRole("form", { name: "Download a statement" });
  await expect(statementForm.getByLabel("To")).toHaveValue(isoToday());
  const statement = await saved(() => statementForm.getByRole("button", { name: "Download statement (CSV)" }).click());
  expect(statement.lines[0]).toBe("Date (UTC),Entry,Job,Invoice,Credit note,Reason,Currency,Amount");
  const payouts = statement.lines
    .filter((line) => line.startsWith("Total ") && line.includes(",Payout to you,"))
    .map((line) => line.split(","))
    .map((cells) => ({ currency: cells[6], amount: cells[7] }))
    .filter((total) => total.amount !== "0.00");
  const earnings = (await (await page.request.get("/api/operator/earnings")).json()) as { thisMonth: { currency: string; amount: string }[] };
  const byCurrency = (totals: { currency?: string }[]) => [...totals].sort((a, b) => (a.currency ?? "").localeCompare(b.currency ?? ""));
  expect(byCurrency(payouts)).toEqual(byCurrency(earnings.thisMonth));

  // A range that ends before it starts: the server's message, nothing saved.
  await statementForm.getByLabel("From").fill(isoToday());
  await statementForm.getByLabel("To").fill("2020-01-01");
  await statementForm.getByRole("button", { name: "Download statement (CSV)" }).click();
  await expect(page.getByTestId("statement-refusal")).toHaveText("400: The statement must end on or after its first day: to is before from");
});

test("a customer gets 403 on both analytics paths and no analytics page", async ({ page }) => {
  await signIn(page, CUSTOMER.email);
  for (const path of ["/api/operators/analytics?period=30d", "/api/admin/analytics?period=12m"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(403);
  }
  // The page answers a real 403 with its own forbidden card (analytics/forbidden.tsx), which speaks
  // of operators, not of the admin area, instead of any figure.
  const answer = await page.goto("/dashboard/operator/analytics");
  expect(answer?.status()).toBe(403);
  const card = page.getByTestId("analytics-forbidden");
  await expect(card).toContainText("403 Forbidden");
  await expect(card).toContainText("Analytics are only for operators");
  await expect(page.getByText("The admin area is only for Skyhire administrators.")).toHaveCount(0);
  await expect(page.getByTestId("stat-views")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toHaveCount(0);
});
