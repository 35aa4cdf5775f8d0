import { expect, test } from "../fixtures";
import { OPERATOR, apiAs, createListing, ownListings, uniqueWord } from "../operator/helpers";

/**
 * A visitor's catalogue pages are cached for a short while (apps/web/src/server/catalogue-cache.ts,
 * and whole pages in the entry's page cache, src/server/page-cache.ts), and a change through the
 * API shows on the very next view: a listing's new title on its page and in browse, a deactivated
 * listing gone from browse (docs/performance.md#page-weight). The write is handled inside Next.js's
 * bundle and the page cache is loaded by the entry apart from it: the expiry must reach it.
 */

test("a visitor sees an operator's change at once, although the catalogue is cached", async ({
  page,
  baseURL,
}) => {
  const operator = await apiAs(baseURL, OPERATOR.email);
  const word = uniqueWord("cachecheck");
  const created = await createListing(operator, `Cache check ${word}`);

  // Viewed twice, so the second view is the cached one.
  for (const expected of ["miss", "hit"]) {
    const listingPage = await page.goto(`/listings/${created.id}`);
    expect(listingPage?.headers()["x-page-cache"]).toBe(expected);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Cache check ${word}`);
    await page.goto(`/listings?q=${word}`);
    await expect(page.getByTestId("listing-card")).toHaveCount(1);
  }

  const renamed = `Renamed ${word}`;
  const own = (await ownListings(operator)).items.find((item) => item.id === created.id)!;
  const update = await operator.put(`/api/listings/${created.id}`, {
    data: {
      title: renamed,
      description: own.description,
      category: own.category,
      price: Number(own.price),
      requirements: ["RTK GNSS"],
    },
  });
  expect(update.status(), await update.text()).toBe(200);
  // Rendered afresh: the write emptied the page cache.
  expect((await page.goto(`/listings/${created.id}`))?.headers()["x-page-cache"]).toBe("miss");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(renamed);
  await page.goto(`/listings?q=${word}`);
  await expect(page.getByTestId("listing-card").getByRole("heading")).toHaveText(renamed);

  const hide = await operator.patch(`/api/listings/${created.id}/status`, {
    data: { isActive: false },
  });
  expect(hide.status(), await hide.text()).toBe(200);
  await page.goto(`/listings?q=${word}`);
  await expect(page.getByTestId("listing-card")).toHaveCount(0);
  await operator.dispose();
});
