import { expect, test } from "../fixtures";
import { expectNoHorizontalScroll, resultCount } from "./support";

/**
 * Discovery as a customer does it: words, a place and radius, cheapest first — from the browse
 * page, kept in a URL that can be shared — then the listing and its operator's own page. The same
 * search through GET /api/listings gives the same results.
 */

interface SearchItem {
  id: string;
  title: string;
  price: string;
  distanceKm: number | null;
  operator: { id: string; location: string | null };
}

const SEARCH = { q: "thermal inspection", near: "Sydney", radiusKm: "50", sort: "price_asc" };

test("finds thermal inspection near Sydney within 50 km, cheapest first, and opens the operator's page", async ({
  page,
  request,
}) => {
  // The REST answer is the page's listings; the total is in X-Total-Count.
  const answer = await request.get(`/api/listings?${new URLSearchParams(SEARCH)}`);
  const api = { items: (await answer.json()) as SearchItem[], total: Number(answer.headers()["x-total-count"]) };
  expect(api.total).toBeGreaterThan(0);
  const prices = api.items.map((item) => Number(item.price));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  for (const item of api.items) expect(item.distanceKm).not.toBeNull();

  await page.goto("/listings");
  await page.getByRole("searchbox", { name: "Search services" }).fill(SEARCH.q);
  await page.getByRole("searchbox", { name: "Search services" }).press("Enter");
  await expect(page).toHaveURL(/q=thermal\+inspection/);
  await page.getByLabel("Near").selectOption("Sydney");
  await expect(page).toHaveURL(/near=Sydney/);
  await page.getByLabel("Within").selectOption("50");
  await page.getByLabel("Sort by").selectOption("price_asc");
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(resultCount(page)).toContainText("near Sydney");

  const cards = page.getByTestId("listing-card");
  await expect(cards).toHaveCount(api.items.length);
  // Auto-retrying: streamed results stay hidden (no headings) until React reveals them.
  const titles = api.items.map((item) => item.title);
  await expect(cards.getByRole("heading")).toHaveText(titles);
  await expect(cards.first().getByTestId("listing-distance")).toHaveText(/^(In Sydney|· About [\d,]+ km away)$/);

  // The URL is the search: opened fresh (as a shared link), it shows the same results.
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(other.getByTestId("listing-card").getByRole("heading")).toHaveText(titles);
  await expect(other.getByLabel("Near")).toHaveValue("Sydney");
  await expect(other.getByLabel("Sort by")).toHaveValue("price_asc");
  await other.close();

  const first = api.items[0]!;
  await cards.first().getByRole("link", { name: first.title }).click();
  await expect(page).toHaveURL(new RegExp(`/listings/${first.id}$`));
  await page.getByTestId("operator-company").click();
  await expect(page).toHaveURL(new RegExp(`/operators/${first.operator.id}$`));
  await expect(page.getByTestId("operator-page-place")).toContainText(first.operator.location ?? "");
  await expect(page.getByTestId("operator-page-listings").getByRole("link").first()).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as {
    "@type"?: string;
    name?: string;
  };
  expect(jsonLd["@type"]).toBe("LocalBusiness");
  expect(jsonLd.name).toBe(await page.getByTestId("operator-page-company").textContent());
});

test("a bad filter value in a shared link is left out with its message, never an error page", async ({ page }) => {
  await page.goto("/listings?near=Atlantis&minPrice=900&maxPrice=100&sort=cheapest");
  await expect(page.getByText("Please choose a place from the list")).toBeVisible();
  await expect(page.getByText("Please choose a valid sort order")).toBeVisible();
  await expect(page.getByText("Maximum price must be at least the minimum price")).toBeVisible();
  await expect(resultCount(page)).toBeVisible();
});

test("an unknown or hidden operator's page is a 404", async ({ page }) => {
  const response = await page.goto("/operators/00000000-0000-0000-0000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("operator-not-found")).toBeVisible();
});

test("on a phone the filters and the operator page fit the screen", async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/listings?${new URLSearchParams(SEARCH)}`);
  await expect(resultCount(page)).toBeVisible();
  await expectNoHorizontalScroll(page);

  const [first] = (await (await request.get("/api/listings?pageSize=1")).json()) as SearchItem[];
  await page.goto(`/operators/${first!.operator.id}`);
  await expect(page.getByTestId("operator-profile")).toBeVisible();
  await expectNoHorizontalScroll(page);
});
