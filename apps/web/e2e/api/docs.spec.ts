import { expect, test } from "../fixtures";

/**
 * The API reference (docs/architecture.md#adding-a-procedure): /api/docs shows every operation of
 * /api/openapi.json in Swagger UI, loaded from this server only.
 */
test("the API reference shows every operation of the document, from this server alone", async ({ page, request, baseURL }) => {
  const document = (await (await request.get("/api/openapi.json")).json()) as {
    openapi: string;
    paths: Record<string, Record<string, { summary: string }>>;
  };
  expect(document.openapi).toBe("3.1.0");
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, summary: operation.summary })),
  );
  expect(operations.length).toBeGreaterThan(60);

  const hosts = new Set<string>();
  page.on("request", (sent) => hosts.add(new URL(sent.url()).origin));
  await page.goto("/api/docs");
  await expect(page.getByText("Skyhire API", { exact: false }).first()).toBeVisible();
  const blocks = page.locator(".opblock");
  await expect(blocks).toHaveCount(operations.length);
  const search = operations.find((operation) => operation.path === "/api/listings" && operation.method === "get");
  const row = page.locator(".opblock-get", { has: page.locator('[data-path="/api/listings"]') });
  await expect(row).toContainText(search?.summary ?? "");
  expect([...hosts]).toEqual([new URL(baseURL ?? "").origin]);
});
