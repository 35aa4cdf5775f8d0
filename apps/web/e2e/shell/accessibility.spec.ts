import { expect, test, type Page } from "../fixtures";
import { AXE_WIDTHS, axeViolations } from "./axe";
import { actor } from "../messages/support";

/**
 * axe-core finds no violation of any impact on the public pages, signed out, at 1280 px and
 * 375 px wide, nor on each role's main dashboard (docs/performance.md#page-weight).
 */

async function publicPaths(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/listings?pageSize=1");
  const items = (await response.json()) as { id: string; operator: { id: string } }[];
  const first = items[0]!;
  return [
    "/",
    "/listings",
    `/listings/${first.id}`,
    `/operators/${first.operator.id}`,
    "/how-it-works",
    "/signin",
  ];
}

// Each test signs in its own browser context and only reads pages, so the two workers may split
// this file's tests (the longest file of the suite) instead of one worker running them all.
test.describe.configure({ mode: "parallel" });

test("the check itself reports what it must: an image without alt text and a button without a name", async ({ page }) => {
  await page.goto("/how-it-works");
  await page.locator("main").evaluate((main) => {
    main.insertAdjacentHTML("beforeend", '<img src="/icon-192.png"><button type="button"></button>');
  });
  const violations = await axeViolations(page);
  expect(violations.some((line) => line.startsWith("image-alt"))).toBe(true);
  expect(violations.some((line) => line.startsWith("button-name"))).toBe(true);
});

for (const viewport of AXE_WIDTHS) {
  test(`public pages have no axe violations at ${viewport.width} px, signed out`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    for (const path of await publicPaths(page)) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      // The loaded page, not its loading skeleton (which is checked when a run happens upon it).
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      expect.soft(await axeViolations(page), `${path} at ${viewport.width} px`).toEqual([]);
    }
    await context.close();
  });

  test(`each role's dashboard has no axe violations at ${viewport.width} px`, async ({
    browser,
  }) => {
    const dashboards = [
      { email: "customer@skyhire.dev", path: "/dashboard/customer" },
      { email: "operator@skyhire.dev", path: "/dashboard/operator" },
      { email: "admin@skyhire.dev", path: "/admin" },
    ];
    for (const { email, path } of dashboards) {
      const who = await actor(browser, email, viewport);
      await who.page.goto(path);
      await expect(who.page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(who.page.locator('main [aria-busy="true"]')).toHaveCount(0);
      expect
        .soft(await axeViolations(who.page), `${path} as ${email} at ${viewport.width} px`)
        .toEqual([]);
      await who.context.close();
    }
  });
}
