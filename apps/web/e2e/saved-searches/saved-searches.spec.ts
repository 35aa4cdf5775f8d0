import { expect, test, type Page } from "../fixtures";
import { actor, expectNoHorizontalScroll, newCustomer, unique } from "../messages/support";
import { expectToast } from "../toast";

/**
 * Saved searches with alerts (docs/product.md#saved-searches): a customer saves a browse search
 * from the results page; a matching listing published later is told once, in the app and by
 * e-mail (the development outbox), with a link that stops the alerts without signing in.
 */

const DUBAI_OPERATOR = "ops.desert-falcon-drones@skyhire.dev";
// The alert job runs every 10 s; the e-mail follows through the mail queue.
const ALERT = { timeout: 45_000, intervals: [1_000] };

async function outboxMails(page: Page, to: string, subject: string) {
  await page.goto(`/dev/outbox?${new URLSearchParams({ to })}`);
  return page.getByTestId("outbox-mail").filter({ hasText: subject });
}

test("a customer saves 'mapping near Dubai' from browse and is told once when a matching listing is published", async ({ browser }) => {
  test.setTimeout(120_000);
  const customer = await newCustomer(browser);
  const { page } = customer;
  await page.goto("/listings?q=mapping&near=Dubai&radiusKm=50&page=2");
  await page.getByTestId("save-search").click();
  await expect(page).toHaveURL(/\/saved-searches\/new\?kind=listings&q=mapping&near=Dubai&radiusKm=50$/);
  await expect(page.getByTestId("search-name")).toHaveText('"mapping" · near Dubai (50 km)');
  await page.getByLabel("Tell me about new matches").selectOption("instant");
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page).toHaveURL(/\/saved-searches\?saved=1$/);
  await expect(page.getByRole("status")).toContainText("Search saved");
  const saved = page.getByTestId("saved-search");
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole("link")).toHaveAttribute("href", "/listings?q=mapping&near=Dubai&radiusKm=50");

  const operator = await actor(browser, DUBAI_OPERATOR);
  const title = unique("Drone mapping of Dubai Marina");
  const created = await operator.request.post("/api/listings", {
    data: { title, description: "Orthomosaic maps of building sites along the Marina, delivered in 48 hours.", category: "Mapping", price: 1200 },
  });
  expect(created.status(), await created.text()).toBe(201);

  const subject = 'New match for your search: "mapping" · near Dubai (50 km)';
  const outbox = await customer.context.newPage();
  await expect.poll(async () => (await outboxMails(outbox, customer.email, subject)).count(), ALERT).toBe(1);
  const mail = (await outboxMails(outbox, customer.email, subject)).first();
  await expect(mail).toContainText(title);
  await expect(mail).toContainText("Stop these e-mails:");
  const unsubscribe = await mail.locator('a[href*="/saved-searches/unsubscribe?"]').getAttribute("href");
  expect(unsubscribe).toBeTruthy();

  await page.goto("/notifications");
  await expect(page.getByTestId("notification").filter({ hasText: title })).toHaveCount(1);

  // The link works signed out: it asks, then stops the alerts.
  const stranger = await browser.newContext();
  const signedOut = await stranger.newPage();
  await signedOut.goto(new URL(unsubscribe!).pathname + new URL(unsubscribe!).search);
  await signedOut.getByRole("button", { name: "Stop these alerts" }).click();
  await expect(signedOut.getByTestId("alerts-stopped")).toContainText('"mapping" · near Dubai (50 km)');
  await page.goto("/saved-searches");
  await expect(page.getByLabel('Alerts for "mapping" · near Dubai (50 km)')).toHaveValue("off");
  await stranger.close();
});

test("a forged unsubscribe link changes nothing and says so", async ({ page }) => {
  await page.goto("/saved-searches/unsubscribe?id=00000000-0000-4000-8000-000000000000&token=forged");
  await expect(page.getByText("This unsubscribe link is not valid")).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`saved searches at ${width} px: list, change how often, delete`, async ({ browser }) => {
    const customer = await newCustomer(browser, { width, height: 900 });
    const { page } = customer;
    await page.goto("/saved-searches");
    await expect(page.getByTestId("no-saved-searches")).toBeVisible();
    await page.goto("/saved-searches/new?kind=listings&category=Inspection&maxPrice=2000&verified=true");
    await expect(page.getByTestId("search-name")).toHaveText("Inspection · up to 2000 USD · verified only");
    await page.getByRole("button", { name: "Save search" }).click();
    const row = page.getByTestId("saved-search");
    await expect(row).toHaveCount(1);
    await page.getByLabel("Alerts for Inspection · up to 2000 USD · verified only").selectOption("weekly");
    await expectToast(page, "Alerts updated", "“Inspection · up to 2000 USD · verified only”: Weekly digest");
    await page.reload();
    await expect(page.getByLabel("Alerts for Inspection · up to 2000 USD · verified only")).toHaveValue("weekly");
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `test-results/saved-searches-${width}.png`, fullPage: true });
    await row.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("no-saved-searches")).toBeVisible();
  });
}
