import { expect, test, type APIRequestContext } from "../fixtures";

/**
 * Signing out is a POST from this site: GET /api/logout (the "Log out" link of docs/product.md#routes) only
 * leads to /signout, the page that posts; another site can neither post it nor make the page sign
 * out by itself. Production build.
 */

const PASSWORD = "e2e-password-123";
const EVIL_ORIGIN = "http://evil.example";

function uniqueEmail(label: string) {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

/** A new account, signed in on this request context (a page's context shares its cookies). */
async function signedInAccount(request: APIRequestContext) {
  const email = uniqueEmail("logout");
  const registered = await request.post("/api/auth/register", {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const csrf = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  await request.post("/api/auth/callback/credentials", {
    form: { csrfToken: csrf.csrfToken, email, password: PASSWORD },
  });
  expect((await request.get("/api/auth/user")).status()).toBe(200);
}

test("GET /api/logout signs no one out: it leads to the page that posts", async ({ request }) => {
  await signedInAccount(request);
  const visited = await request.get("/api/logout", { maxRedirects: 0 });
  expect(visited.status()).toBe(307);
  expect(visited.headers()["location"]).toBe("/signout");
  expect((await request.get("/api/auth/user")).status()).toBe(200);
});

test("a sign-out posted from another site is refused and changes nothing", async ({ request }) => {
  await signedInAccount(request);
  const posted = await request.post("/api/logout", { headers: { origin: EVIL_ORIGIN }, maxRedirects: 0 });
  expect(posted.status()).toBe(403);
  expect(await posted.json()).toMatchObject({ message: "Cross-site request refused" });
  expect((await request.get("/api/auth/user")).status()).toBe(200);
});

test("a link to /api/logout on another site asks before signing out", async ({ page, baseURL }) => {
  await signedInAccount(page.request);
  await page.route(`${EVIL_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: `<a href="${baseURL}/api/logout">win a prize</a>` }),
  );
  await page.goto(`${EVIL_ORIGIN}/`);
  await page.getByRole("link", { name: "win a prize" }).click();

  await expect(page.getByText("Log out?")).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);

  // The visitor's own click on the page's button does sign out, and lands on "/".
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("this site's own visit to /api/logout signs out by itself and lands on the home page", async ({ page, baseURL }) => {
  await signedInAccount(page.request);
  await page.goto("/api/logout");
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});
