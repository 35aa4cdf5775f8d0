import { formatMoney } from "@skyhire/validators";
import { expect, test, type Page } from "../fixtures";
import { PAGE_SIZE, countText, expectNoHorizontalScroll, listListings, resultCount } from "./support";

/**
 * The services browse screen (docs/product.md#browse-listings): server-side search by
 * title/description substring, category buttons, the total count, pages, the empty state; its
 * state lives in the URL. Production build on a fresh, seeded database.
 */

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search services" });
// The categories are links (they work without script); the chosen one is marked aria-current.
const categoryButton = (page: Page, name: string) =>
  page
    .getByRole("group", { name: "Filter by category" })
    .getByRole("link", { name, exact: true });
const cards = (page: Page) => page.getByTestId("listing-card");

/**
 * The titles the visitor sees, in order. Waits for them: while React holds streamed results back
 * to reveal them together, the cards are in the document but hidden, and have no headings yet.
 */
async function expectCardTitles(page: Page, titles: string[]): Promise<void> {
  await expect(cards(page).getByRole("heading")).toHaveText(titles);
}

test("shows the seeded listings with their total, as cards linking to their detail pages", async ({
  page,
  request,
}) => {
  const all = await listListings(request);
  expect(all.total).toBeGreaterThan(PAGE_SIZE);

  await page.goto("/listings");
  await expect(page.getByRole("heading", { name: "Find Drone Services", level: 1 })).toBeVisible();
  await expect(resultCount(page)).toHaveText(countText(all.total));
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await expectCardTitles(page, all.items.map((item) => item.title));

  const first = all.items[0]!;
  const card = cards(page).first();
  await expect(card.getByRole("link", { name: first.title })).toHaveAttribute("href", `/listings/${first.id}`);
  await expect(card).toContainText(first.category);
  await expect(card).toContainText(formatMoney(first.price, first.currency));
  await expect(card).toContainText(first.operator.companyName);
  await expect(card).toContainText(Number(first.operator.rating).toFixed(1));
  const preview = (await card.getByTestId("listing-preview").textContent()) ?? "";
  expect(preview.replace(/…$/, "").length).toBeLessThanOrEqual(100);
  expect(first.description.startsWith(preview.replace(/…$/, ""))).toBe(true);

  // All is chosen; every category has its button.
  await expect(categoryButton(page, "All")).toHaveAttribute("aria-current", "true");
  for (const name of [
    "Photography",
    "Surveying",
    "Inspection",
    "Mapping",
    "Real Estate",
    "Agriculture",
  ]) {
    await expect(categoryButton(page, name)).not.toHaveAttribute("aria-current");
  }
});

test("typing searches title and description case-insensitively, and a reload keeps the search", async ({
  page,
  request,
}) => {
  const all = await listListings(request);
  const thermal = await listListings(request, { q: "thermal" });
  expect(thermal.total).toBeGreaterThan(0);
  expect(thermal.total).toBeLessThan(all.total);

  await page.goto("/listings");
  await expect(resultCount(page)).toHaveText(countText(all.total));
  // Typed key by key: the debounced search must not eat or reset characters.
  await searchBox(page).pressSequentially("THERMAL", { delay: 60 });
  await expect(page).toHaveURL(/\/listings\?q=THERMAL$/);
  await expect(searchBox(page)).toHaveValue("THERMAL");
  await expect(resultCount(page)).toHaveText(countText(thermal.total));
  await expectCardTitles(page, thermal.items.map((item) => item.title));
  for (const item of thermal.items) {
    expect(`${item.title} ${item.description}`.toLowerCase()).toContain("thermal");
  }

  await page.reload();
  await expect(searchBox(page)).toHaveValue("THERMAL");
  await expect(resultCount(page)).toHaveText(countText(thermal.total));

  // Enter searches at once; a description-only word is found too.
  const words = await listListings(request, { q: "orthomosaic" });
  await searchBox(page).fill("orthomosaic");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/listings\?q=orthomosaic$/);
  await expect(resultCount(page)).toHaveText(countText(words.total));
});

test("category buttons filter exactly and combine with the search", async ({ page, request }) => {
  const inspection = await listListings(request, { category: "Inspection" });
  const inspectionRoof = await listListings(request, { category: "Inspection", q: "roof" });
  expect(inspection.total).toBeGreaterThan(inspectionRoof.total);
  expect(inspectionRoof.total).toBeGreaterThan(0);

  await page.goto("/listings");
  await categoryButton(page, "Inspection").click();
  await expect(page).toHaveURL(/\/listings\?category=Inspection$/);
  await expect(categoryButton(page, "Inspection")).toHaveAttribute("aria-current", "true");
  await expect(resultCount(page)).toHaveText(countText(inspection.total));
  for (const card of await cards(page).all()) {
    await expect(card.locator("[data-slot=badge]").first()).toHaveText("Inspection");
  }

  await searchBox(page).fill("roof");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/listings\?q=roof&category=Inspection$/);
  await expect(resultCount(page)).toHaveText(countText(inspectionRoof.total));

  await categoryButton(page, "All").click();
  await expect(page).toHaveURL(/\/listings\?q=roof$/);
  const roof = await listListings(request, { q: "roof" });
  await expect(resultCount(page)).toHaveText(countText(roof.total));
});

test("pages through the results with links that keep the filters", async ({ page, request }) => {
  const all = await listListings(request, { category: "Photography" });
  const pages = Math.ceil(all.total / PAGE_SIZE);
  expect(pages).toBeGreaterThan(1);
  const second = await listListings(request, { category: "Photography", page: 2 });

  await page.goto("/listings?category=Photography");
  const pager = page.getByRole("navigation", { name: "Search results pages" });
  await expect(pager.getByTestId("page-status")).toHaveText(`Page 1 of ${pages}`);
  await expect(pager.getByRole("link", { name: "Previous" })).toHaveCount(0);

  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/listings\?category=Photography&page=2$/);
  await expect(pager.getByTestId("page-status")).toHaveText(`Page 2 of ${pages}`);
  await expectCardTitles(page, second.items.map((item) => item.title));
  await expect(resultCount(page)).toHaveText(countText(all.total));

  await pager.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/listings\?category=Photography$/);
  await expect(pager.getByTestId("page-status")).toHaveText(`Page 1 of ${pages}`);

  // A page past the end says so instead of an empty grid.
  await page.goto(`/listings?category=Photography&page=${pages + 5}`);
  await expect(page.getByText(`There are no services on page ${pages + 5}.`)).toBeVisible();
  // The pager does not claim "Page N of fewer", and Next never leads further past the end.
  await expect(pager.getByTestId("page-status")).toHaveText(`Page ${pages + 5}`);
  await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);
  await expect(pager.getByRole("link", { name: "Previous" })).toHaveAttribute(
    "href",
    `/listings?category=Photography&page=${pages}`,
  );
  await page.getByRole("link", { name: "Go to the last page" }).click();
  await expect(pager.getByTestId("page-status")).toHaveText(`Page ${pages} of ${pages}`);
  await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);
});

test("/listings?page=99 says there is nothing there, without a Next link", async ({ page, request }) => {
  const all = await listListings(request, {});
  const pages = Math.ceil(all.total / PAGE_SIZE);
  expect(pages).toBeLessThan(99);
  await page.goto("/listings?page=99");
  await expect(page.getByText("There are no services on page 99.")).toBeVisible();
  const pager = page.getByRole("navigation", { name: "Search results pages" });
  await expect(pager.getByTestId("page-status")).toHaveText("Page 99");
  await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);
  await page.getByRole("link", { name: "Go to the last page" }).click();
  await expect(page.getByTestId("listing-results").getByRole("listitem").first()).toBeVisible();
});

test("no match shows the empty state, and Clear Filters resets the search", async ({
  page,
  request,
}) => {
  const all = await listListings(request);
  await page.goto("/listings?category=Agriculture");
  await searchBox(page).fill("no-such-drone-service-xyz");
  await searchBox(page).press("Enter");

  await expect(resultCount(page)).toHaveText(countText(0));
  const empty = page.getByTestId("listings-empty");
  await expect(empty.getByRole("heading", { name: "No services found" })).toBeVisible();
  await expect(empty).toContainText("Try adjusting your search criteria");
  await expect(cards(page)).toHaveCount(0);

  await empty.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/listings$/);
  await expect(searchBox(page)).toHaveValue("");
  await expect(categoryButton(page, "All")).toHaveAttribute("aria-current", "true");
  await expect(resultCount(page)).toHaveText(countText(all.total));
});

test("invalid URL values fall back with a message instead of failing", async ({
  page,
  request,
}) => {
  const all = await listListings(request);
  const response = await page.goto("/listings?page=abc&category=Weddings&pageSize=9999");
  expect(response?.status()).toBe(200);
  const notices = page.getByTestId("url-notices");
  await expect(notices).toContainText("Please choose a valid category");
  await expect(notices).toContainText("Page must be a number");
  await expect(notices).toContainText("Page size must be between 1 and 48");
  await expect(resultCount(page)).toHaveText(countText(all.total));
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the browse screen fits the screen", async ({ page }) => {
    await page.goto("/listings");
    await expect(cards(page).first()).toBeVisible();
    await expect(categoryButton(page, "Agriculture")).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.goto("/listings?q=no-such-drone-service-xyz");
    await expect(page.getByRole("heading", { name: "No services found" })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
