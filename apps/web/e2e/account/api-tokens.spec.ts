import { expect, test, type APIResponse } from "../fixtures";
import { expectNoHorizontalScroll, signInAsNewCustomer, toast } from "../customer/helpers";

/** docs/product.md#api-tokens: a token made on the account page works from a plain HTTP client until revoked. */

const job = {
  title: "Survey the warehouse roof",
  description: "Thermal survey of a 2,000 m² warehouse roof for leaks.",
  category: "inspection",
  location: "Leeds",
  budget: "500-1000",
};

/** The job ids of a list answer (an array, or a page of items). */
async function jobIds(response: APIResponse): Promise<string[]> {
  const body = (await response.json()) as { id: string }[] | { items: { id: string }[] };
  return (Array.isArray(body) ? body : body.items).map((item) => item.id);
}

test("a new customer creates a token, lists their jobs with it from a plain client, then revokes it", async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const customer = await signInAsNewCustomer(page);
  const posted = await page.context().request.post("/api/requests", { data: job });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id: jobId } = (await posted.json()) as { id: string };

  await page.goto("/dashboard/account");
  const card = page.getByTestId("api-tokens");
  await expect(card.getByText("No tokens yet.")).toBeVisible();
  // The way to the API reference, from where a token is made.
  const reference = card.getByRole("link", { name: "API reference" });
  await expect(reference).toHaveAttribute("href", "/api/docs");
  expect((await page.context().request.get("/api/docs")).status()).toBe(200);
  await card.getByRole("button", { name: "Create Token" }).click();
  await expect(card.getByText("Give the token a name")).toBeVisible();
  await card.getByLabel("Token name").fill("Procurement system");
  await card.getByRole("button", { name: "Create Token" }).click();

  // Shown once, with a copy button.
  const secret = card.getByTestId("new-api-token-value");
  await expect(secret).toHaveText(/^skh_[A-Za-z0-9_-]{43}$/);
  const token = (await secret.textContent()) ?? "";
  await card.getByRole("button", { name: "Copy Token" }).click();
  await expect(toast(page)).toContainText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await card.getByRole("button", { name: "Done" }).click();
  await expect(card.getByTestId("new-api-token")).toHaveCount(0);
  const row = card.getByTestId("api-token-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Procurement system");
  await expect(row).toContainText(token.slice(0, 10));
  await expect(row).toContainText("Last used never");
  await expect(row).not.toContainText(token);

  // A client with no cookies at all: the token alone.
  const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  try {
    const listed = await client.get(`/api/requests/customer/${customer.id}`);
    expect(listed.status(), await listed.text()).toBe(200);
    expect(await jobIds(listed)).toEqual([jobId]);

    // Read scope only: a write is refused and creates nothing.
    const write = await client.post("/api/requests", { data: job });
    expect(write.status()).toBe(403);
    expect(await write.json()).toMatchObject({ message: "This API token has the read scope only; writing needs the write scope" });

    await page.reload();
    await expect(row).not.toContainText("Last used never");

    await row.getByRole("button", { name: "Revoke" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Revoke Token" }).click();
    await expect(row).toContainText("Revoked");
    await expect(row.getByRole("button", { name: "Revoke" })).toHaveCount(0);

    const afterRevoke = await client.get(`/api/requests/customer/${customer.id}`);
    expect(afterRevoke.status()).toBe(401);
    expect(await afterRevoke.json()).toMatchObject({ message: "This API token has been revoked" });
    // Even a public read: a request that names a token is answered for that token.
    const publicRead = await client.get("/api/listings");
    expect(publicRead.status()).toBe(401);
  } finally {
    await client.dispose();
  }
});

test("the tokens card fits a 375 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsNewCustomer(page);
  await page.goto("/dashboard/account");
  const card = page.getByTestId("api-tokens");
  await card.getByLabel("Token name").fill("Phone test");
  await card.getByLabel("read").uncheck();
  await card.getByRole("button", { name: "Create Token" }).click();
  await expect(card.getByRole("alert")).toHaveText("Choose at least one scope");
  await card.getByLabel("write").check();
  await card.getByRole("button", { name: "Create Token" }).click();
  await expect(card.getByTestId("new-api-token-value")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await card.getByRole("button", { name: "Done" }).click();
  await expect(card.getByTestId("api-token-row")).toContainText("write");
  await expectNoHorizontalScroll(page);
});
