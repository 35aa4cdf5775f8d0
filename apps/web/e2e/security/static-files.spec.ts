import { expect, test } from "../fixtures";

/**
 * The build's own files under /_next/static/ are scripts and styles, never documents: they carry
 * nosniff and HSTS, not the page rules (framing, referrer, opener, permissions, CSP), which were half
 * of a small chunk's transfer. Pages keep every rule (apps/web/src/server/security-headers.ts).
 */
const PAGE_ONLY = [
  "x-frame-options",
  "referrer-policy",
  "cross-origin-opener-policy",
  "permissions-policy",
  "content-security-policy",
];

test("a page keeps the document's rules; the build's scripts carry only what a script needs", async ({ page, request }) => {
  const response = await page.goto("/how-it-works");
  const pageHeaders = response!.headers();
  for (const name of [...PAGE_ONLY, "x-content-type-options", "strict-transport-security"]) {
    expect(pageHeaders[name], name).toBeTruthy();
  }

  const scripts = await page.locator('script[src^="/_next/static/"]').evaluateAll((tags) =>
    tags.map((tag) => tag.getAttribute("src") ?? ""),
  );
  expect(scripts.length).toBeGreaterThan(0);
  const asset = await request.get(scripts[0]!);
  expect(asset.status()).toBe(200);
  const headers = asset.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  for (const name of PAGE_ONLY) expect(headers[name], name).toBeUndefined();
});
