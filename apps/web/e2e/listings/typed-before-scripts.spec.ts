import { expect, test, type Route } from "../fixtures";

/**
 * Browse works before the page's scripts have run: what a visitor typed then is searched once they
 * have (app/listings/_components/browse-form.tsx), not dropped.
 */

const CHUNK = /\/_next\/static\/chunks\/[^/]+\.js$/;

test("a search typed before the scripts have run is searched once they have, not dropped", async ({ page }) => {
  // A slow connection, made exact: the page's scripts are held until the visitor has typed.
  const held: Route[] = [];
  let released = false;
  await page.route(CHUNK, (route) => (released ? route.continue() : void held.push(route)));
  await page.goto("/listings", { waitUntil: "commit" });
  const searchBox = page.getByRole("searchbox", { name: "Search services" });
  await searchBox.fill("thermal");
  await expect.poll(() => held.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => "next" in window)).toBe(false);

  released = true;
  for (const route of held.splice(0)) await route.continue();
  await expect(page).toHaveURL(/[?&]q=thermal(&|$)/);
  await expect(searchBox).toHaveValue("thermal");
  await expect(page.getByTestId("listing-card").first()).toContainText(/thermal/i);
});

test("a visitor's cached page carries Next.js's own script tags", async ({ request }) => {
  // The first view fills the page cache; the second is answered from it, as most visitors are.
  await (await request.get("/listings")).text();
  const cached = await request.get("/listings");
  expect(cached.headers()["x-page-cache"]).toBe("hit");
  expect(await cached.text()).toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
});
