import { expect, test } from "../fixtures";

/** What search engines read: robots.txt keeps private areas out, sitemap.xml lists the public listings. */

test("robots.txt keeps crawlers out of private areas and points to the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  for (const path of ["/api/", "/admin", "/dashboard", "/messages", "/reset-password"]) {
    expect(text).toContain(`Disallow: ${path}`);
  }
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("sitemap.xml lists the public pages and every public listing", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toContain(`<loc>${baseURL}/listings</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/how-it-works</loc>`);
  const browse = await request.get("/api/listings?pageSize=1");
  const [first] = (await browse.json()) as { id: string }[];
  expect(xml).toContain(`<loc>${baseURL}/listings/${first!.id}</loc>`);
  expect(xml.match(/<loc>[^<]*\/listings\/[^<]+<\/loc>/g)?.length).toBe(Number(browse.headers()["x-total-count"]));
});
