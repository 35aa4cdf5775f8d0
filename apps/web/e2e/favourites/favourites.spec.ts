import { expect, test, type Page } from "../fixtures";
import { actor, newCustomer, unique } from "../messages/support";

/**
 * Favourites (docs/product.md#favourites): a customer saves a listing and its operator with the
 * heart; the operator lowers the price and publishes a new listing; the customer is told of each
 * once, in the app and by e-mail (the development outbox), and /favourites shows how the price moved.
 */

const DUBAI_OPERATOR = "ops.desert-falcon-drones@skyhire.dev";
// The alert job runs every 10 s; the e-mail follows through the mail queue.
const ALERT = { timeout: 45_000, intervals: [1_000] };
const description = "Orthomosaic maps of building sites along the Marina, delivered in 48 hours.";

async function outboxMails(page: Page, to: string, subject: string) {
  await page.goto(`/dev/outbox?${new URLSearchParams({ to })}`);
  return page.getByTestId("outbox-mail").filter({ hasText: subject });
}

async function notificationsTitled(page: Page, text: string) {
  await page.goto("/notifications");
  return page.getByTestId("notification").filter({ hasText: text }).count();
}

test("a customer favourites a listing and its operator, and is told once of a price drop and a new listing", async ({ browser }) => {
  test.setTimeout(360_000);
  const operator = await actor(browser, DUBAI_OPERATOR);
  const title = unique("Favourite mapping of Dubai Creek");
  const created = await operator.request.post("/api/listings", { data: { title, description, category: "Mapping", price: 1200 } });
  expect(created.status(), await created.text()).toBe(201);
  const listing = (await created.json()) as { id: string };

  const customer = await newCustomer(browser);
  const { page } = customer;
  await page.goto(`/listings/${listing.id}`);
  const saveListing = page.getByRole("button", { name: "Save to favourites" });
  await expect(saveListing).toHaveAttribute("aria-pressed", "false");
  await saveListing.click();
  await expect(page.getByRole("button", { name: "Saved to favourites" })).toHaveAttribute("aria-pressed", "true");

  // The card in browse shows it saved (read on the server).
  await page.goto(`/listings?${new URLSearchParams({ q: title })}`);
  await expect(page.getByRole("button", { name: `Remove ${title} from favourites` })).toHaveAttribute("aria-pressed", "true");

  await page.goto(`/listings/${listing.id}`);
  await page.locator('a[href^="/operators/"]').first().click();
  await expect(page).toHaveURL(/\/operators\//);
  const company = (await page.getByTestId("operator-page-company").textContent())?.trim() ?? "";
  await page.getByRole("button", { name: "Save to favourites" }).click();
  await expect(page.getByRole("button", { name: "Saved to favourites" })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByRole("button", { name: "Saved to favourites" })).toHaveAttribute("aria-pressed", "true");

  // The operator lowers the price and publishes a new listing.
  const updated = await operator.request.put(`/api/listings/${listing.id}`, {
    data: { title, description, category: "Mapping", price: 950 },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  const newTitle = unique("Thermal roof survey in Dubai");
  const published = await operator.request.post("/api/listings", { data: { title: newTitle, description, category: "Inspection", price: 800 } });
  expect(published.status(), await published.text()).toBe(201);

  await expect.poll(() => notificationsTitled(page, `Price dropped: ${title}`), ALERT).toBe(1);
  await expect.poll(() => notificationsTitled(page, `New from ${company}: ${newTitle}`), ALERT).toBe(1);

  const outbox = await customer.context.newPage();
  const subject = `New from ${company}: ${newTitle}`;
  await expect.poll(async () => (await outboxMails(outbox, customer.email, subject)).count(), ALERT).toBe(1);
  const mail = (await outboxMails(outbox, customer.email, subject)).first();
  await expect(mail).toContainText("Stop these e-mails:");
  const unsubscribe = await mail.locator('a[href*="/favourites/unsubscribe?"]').getAttribute("href");
  expect(unsubscribe).toBeTruthy();

  await page.goto("/favourites");
  const saved = page.getByTestId("favourite-listing").filter({ hasText: title });
  await expect(saved.getByTestId("price-move")).toHaveText(/^Price dropped from \D*1,200\.00 to \D*950\.00$/);
  await expect(page.getByTestId("favourite-operator").filter({ hasText: company })).toHaveCount(1);

  // The e-mail's link works signed out: it asks, then stops the operator's new-listing alerts.
  const stranger = await browser.newContext();
  const signedOut = await stranger.newPage();
  await signedOut.goto(new URL(unsubscribe!).pathname + new URL(unsubscribe!).search);
  await signedOut.getByRole("button", { name: "Stop these alerts" }).click();
  await expect(signedOut.getByTestId("alerts-stopped")).toHaveText(`Alerts about new listings from ${company} are off.`);
  await stranger.close();
  await page.goto("/favourites");
  await expect(page.getByTestId("favourite-operator").filter({ hasText: company })).toContainText("New-service alerts are off.");

  // Still once each after the job ran again; then remove both and the page is empty.
  expect(await notificationsTitled(page, `Price dropped: ${title}`)).toBe(1);
  await page.goto("/favourites");
  await page.getByRole("button", { name: `Remove ${title} from favourites` }).click();
  await page.getByRole("button", { name: `Remove ${company} from favourites` }).click();
  await expect(page.getByTestId("no-favourites")).toBeVisible();
});

test("signed out, the heart leads to sign-in and back to the page", async ({ page }) => {
  await page.goto("/listings");
  const card = page.getByTestId("listing-card").first();
  const heart = card.getByTestId("favourite-toggle");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  const from = new URL(page.url()).pathname;
  await heart.click();
  await expect(page).toHaveURL(/\/signin\?callbackUrl=/);
  expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe(from);
});

test("without script, a visitor's heart is a form that signs in and comes back to the page", async ({ browser, request }) => {
  // GET /api/listings answers the page's listings as an array.
  const [listing] = (await (await request.get("/api/listings?pageSize=1")).json()) as { id: string }[];
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/listings/${listing!.id}`);
  const heart = page.getByRole("button", { name: "Save to favourites" });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(page).toHaveURL(/\/signin\?callbackUrl=/);
  expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe(`/listings/${listing!.id}`);
  await context.close();
});

test("operators get no heart and a clear refusal from the API", async ({ browser }) => {
  const operator = await actor(browser, DUBAI_OPERATOR);
  await operator.page.goto("/listings");
  await expect(operator.page.getByTestId("listing-card").first()).toBeVisible();
  await expect(operator.page.getByTestId("favourite-toggle")).toHaveCount(0);
  const refused = await operator.request.get("/api/favourites");
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("Only customer accounts can keep favourites");
});
