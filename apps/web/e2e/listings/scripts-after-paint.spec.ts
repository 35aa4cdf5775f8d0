import { expect, test, type Route } from "../fixtures";
import { demoOperatorListing } from "./support";

/**
 * A visitor's public page paints its text before the browser fetches the framework's scripts
 * (apps/web/src/server/scripts-after-paint.ts, docs/performance.md#scripts-after-the-first-paint),
 * and still becomes the interactive page once they have run.
 */

const CHUNK = /\/_next\/static\/chunks\/[^/]+\.js$/;

test("a visitor's cached listing page asks for its scripts only after its first contentful paint, then works", async ({
  page,
  request,
}) => {
  const listing = await demoOperatorListing(request);
  const path = `/listings/${listing.id}`;
  // The first view fills the page cache; the second is answered from it, as most visitors are.
  await (await request.get(path)).text();
  const cached = await request.get(path);
  expect(cached.headers()["x-page-cache"]).toBe("hit");
  const html = await cached.text();
  expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
  expect(html).toContain("<script data-scripts-after-paint");

  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(listing.title);
  const timing = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/_next/static/chunks/") && entry.name.endsWith(".js"))
      .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
  }));
  expect(timing.firstContentfulPaint).not.toBeNull();
  expect(timing.scripts.length).toBeGreaterThan(0);
  for (const script of timing.scripts) {
    expect(script.name).toMatch(CHUNK);
    expect(script.startTime, script.name).toBeGreaterThanOrEqual(timing.firstContentfulPaint!);
  }

  // React owns the page: the Contact Operator button opens its dialog.
  await page.getByRole("button", { name: "Contact Operator" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Sign in to contact this operator" })).toBeVisible();
});

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

test("a page the cache does not keep (sign-in) loads its scripts as Next.js wrote them", async ({ request }) => {
  const html = await (await request.get("/signin")).text();
  expect(html).toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
  expect(html).not.toContain("data-scripts-after-paint");
});
