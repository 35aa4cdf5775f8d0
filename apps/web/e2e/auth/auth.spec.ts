import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "../fixtures";
import { signInThroughApi } from "../session";

/**
 * Accounts and sessions: registration (POST /api/auth/register), the sign-in page reached through
 * /api/login, the account menu, sign-out through /api/logout, and the server-side session registry
 * (a saved copy of a signed-out cookie is dead). Production build on a fresh, seeded database.
 */

// Seeded demo customer (packages/db/src/seed/demo-accounts.ts).
const CUSTOMER = { email: "customer@skyhire.dev", password: "skyhire-demo", name: "Casey Morgan" };
const PASSWORD = "e2e-password-123";

function uniqueEmail(label: string) {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

async function register(request: APIRequestContext, email: string) {
  const response = await request.post("/api/auth/register", {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response;
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** After a refused attempt: the form answered (it clears the password) with this message. */
async function expectSignInError(page: Page, message: string) {
  await expect(page.getByLabel("Password")).toHaveValue("");
  // Scoped to main: Next's route announcer is an alert too.
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(message);
}

const pathIs = (path: string) => (url: URL) => url.pathname === path;

test("register, sign in through the sign-in page, use the account menu, sign out", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("journey");
  const created = await register(request, email);
  const body = (await created.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ email });
  expect(JSON.stringify(body)).not.toMatch(/scrypt|password/i);

  // From a page, the nav's Sign In goes through /api/login to the sign-in page, and back.
  await page.goto("/listings");
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Flistings$/);
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/signup?returnTo=%2Flistings");
  await fillSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(pathIs("/listings"));

  const bar = page.getByRole("banner");
  await expect(bar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard/customer");
  await bar.getByRole("button", { name: "Account menu" }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toContainText(email);

  // Keep a copy of the signed-in cookies: it works now, and must not after signing out.
  const saved = await page.context().storageState();
  const stale = await playwrightRequest.newContext({ baseURL, storageState: saved });
  try {
    const before = await stale.get("/api/auth/user");
    expect(before.status()).toBe(200);
    expect(await before.json()).toMatchObject({ email, role: "customer" });

    await menu.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(pathIs("/"));
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name.includes("session-token"))).toBe(false);

    const after = await stale.get("/api/auth/user");
    expect(after.status()).toBe(401);
  } finally {
    await stale.dispose();
  }
});

test("a signed-out visit to the customer dashboard signs in and comes back", async ({ page }) => {
  await page.goto("/dashboard/customer");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fdashboard%2Fcustomer$/);
  await fillSignIn(page, CUSTOMER.email, CUSTOMER.password);
  await expect(page).toHaveURL(pathIs("/dashboard/customer"));

  await page.getByRole("banner").getByRole("button", { name: "Account menu" }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toContainText(CUSTOMER.name);
  await expect(menu).toContainText(CUSTOMER.email);
});

test("a wrong password shows the message and keeps the e-mail", async ({ page, request }) => {
  const email = uniqueEmail("wrong");
  await register(request, email);
  await page.goto("/api/login");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2F$/);

  await fillSignIn(page, email, "not-the-password");
  await expectSignInError(page, "Invalid email or password");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page).toHaveURL(pathIs("/signin"));
  expect((await page.context().cookies()).some((c) => c.name.includes("session-token"))).toBe(false);
});

test("without script the sign-in form posts (never a GET with the password) and signs in", async ({ browser, request }) => {
  const email = uniqueEmail("nojs");
  await register(request, email);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto("/signin?callbackUrl=%2Flistings");
    await fillSignIn(page, email, "not-the-password");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password");
    expect(page.url()).not.toContain("not-the-password");

    await fillSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL(pathIs("/listings"));
    expect(page.url()).not.toContain(PASSWORD);
    expect((await context.cookies()).some((c) => c.name.includes("session-token"))).toBe(true);
  } finally {
    await context.close();
  }
});

test("repeated failures are throttled, even for the right password", async ({ page, request }) => {
  const email = uniqueEmail("throttle");
  await register(request, email);
  await page.goto("/signin");
  for (let i = 0; i < 5; i++) {
    await fillSignIn(page, email, `wrong-${i}-password`);
    await expectSignInError(page, "Invalid email or password");
  }
  await fillSignIn(page, email, PASSWORD);
  await expectSignInError(page, "Too many sign-in attempts. Please try again in a few minutes.");
  await expect(page).toHaveURL(pathIs("/signin"));
});

test("/api/login never sends the browser to another site", async ({ page }) => {
  await page.goto("/api/login?returnTo=//evil.example/steal");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2F$/);
});

test("signed in, /api/login and /signup answer only a same-site location, however returnTo is encoded (security finding 1)", async ({ request }) => {
  await signInThroughApi(request, CUSTOMER.email, CUSTOMER.password);
  const encodings = [
    "%2F.%2F%2Fevil.example",
    "%2F..%2F%2Fevil.example",
    "%2F%252e%252e%2F%2Fevil.example",
    "%2F.%2F%5Cevil.example",
    "%2F%5C%5Cevil.example",
    "%2F%252F%252Fevil.example",
    "%2F%09%2Fevil.example",
    "%2F%0A%2Fevil.example",
  ];
  for (const path of ["/api/login", "/signup"]) {
    for (const returnTo of encodings) {
      const response = await request.get(`${path}?returnTo=${returnTo}`, { maxRedirects: 0 });
      expect(response.status(), `${path} ${returnTo}`).toBe(307);
      const location = response.headers().location ?? "";
      expect(location, `${path} ${returnTo}`).toBe("/");
    }
  }
  const kept = await request.get("/api/login?returnTo=%2Flistings%3Fq%3Droof", { maxRedirects: 0 });
  expect(kept.headers().location).toBe("/listings?q=roof");
});

test("a bad registration body gets 400 with the spec's message", async ({ request }) => {
  const response = await request.post("/api/auth/register", {
    data: { email: uniqueEmail("short"), password: "short", confirmPassword: "short" },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Password must be at least 8 characters");
});

test("a taken e-mail gets 409", async ({ request }) => {
  const response = await request.post("/api/auth/register", {
    data: { email: CUSTOMER.email.toUpperCase(), password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(response.status()).toBe(409);
  expect(await response.text()).toContain("An account with this email already exists");
});

test("a password change signs the account out everywhere; the new password signs in", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("password");
  await register(request, email);
  await page.goto("/signin?callbackUrl=%2F");
  await fillSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(pathIs("/"));
  const stale = await playwrightRequest.newContext({ baseURL, storageState: await page.context().storageState() });
  try {
    await page.getByRole("banner").getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Account" }).click();
    await expect(page).toHaveURL(pathIs("/dashboard/account"));
    const form = page.getByRole("form", { name: "Change password" });

    // The shared schema speaks first, then the server about the current password.
    await form.getByLabel("Current password").fill("not-my-password");
    await form.getByLabel("New password", { exact: true }).fill("short");
    await form.getByLabel("Confirm new password").fill("short");
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(form.getByRole("alert")).toHaveText("Password must be at least 8 characters");
    await form.getByLabel("New password", { exact: true }).fill("brand-new-password");
    await form.getByLabel("Confirm new password").fill("brand-new-password");
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(form.getByRole("alert")).toHaveText("Your current password is not correct");
    expect((await stale.get("/api/auth/user")).status()).toBe(200);

    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(page).toHaveURL(pathIs("/signin"));
    await expect(page.getByTestId("sign-in-notice")).toHaveText("Your password was changed. Please sign in with the new one.");
    expect((await stale.get("/api/auth/user")).status()).toBe(401);

    await fillSignIn(page, email, PASSWORD);
    await expectSignInError(page, "Invalid email or password");
    await fillSignIn(page, email, "brand-new-password");
    await expect(page).toHaveURL(pathIs("/dashboard/account"));
  } finally {
    await stale.dispose();
  }
});

test("forgot password: the e-mailed link sets a new password once, and the old one stops working", async ({ page, request }) => {
  const email = uniqueEmail("forgot");
  await register(request, email);
  await page.goto("/signin");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(pathIs("/forgot-password"));
  const ask = page.getByRole("form", { name: "Forgot password" });
  await ask.getByLabel("Email").fill("not-an-address");
  await ask.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(ask.getByRole("alert")).toHaveText("Invalid email address");
  await ask.getByLabel("Email").fill(email);
  await ask.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByTestId("reset-requested")).toContainText(`If an account uses ${email}`);

  // The mail, from the development outbox, once the job queue's worker has sent it.
  const mail = page.getByTestId("outbox-mail").filter({ hasText: "Reset your Skyhire password" }).first();
  await expect(async () => {
    await page.goto(`/dev/outbox?${new URLSearchParams({ to: email })}`);
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const link = (await mail.getByRole("link", { name: /\/reset-password\?token=/ }).first().getAttribute("href")) ?? "";
  expect(link).toMatch(/\/reset-password\?token=/);

  await page.goto(link);
  const choose = page.getByRole("form", { name: "Reset password" });
  await choose.getByLabel("New password", { exact: true }).fill("fresh-password-9");
  await choose.getByLabel("Confirm new password").fill("fresh-password-0");
  await choose.getByRole("button", { name: "Set New Password" }).click();
  await expect(choose.getByRole("alert")).toHaveText("Passwords don't match");
  await choose.getByLabel("Confirm new password").fill("fresh-password-9");
  await choose.getByRole("button", { name: "Set New Password" }).click();
  await expect(page).toHaveURL(pathIs("/signin"));
  await expect(page.getByTestId("sign-in-notice")).toHaveText("Your new password is set. Please sign in with it.");

  await fillSignIn(page, email, PASSWORD);
  await expectSignInError(page, "Invalid email or password");
  await fillSignIn(page, email, "fresh-password-9");
  await expect(page).toHaveURL(pathIs("/"));

  // The link worked once: opened again it says so at once, with no form, and leads to a new one.
  await page.goto(link);
  const usedUp = page.getByTestId("reset-link-used-up");
  await expect(usedUp).toContainText("This reset link has expired or has already been used.");
  await expect(page.getByRole("form", { name: "Reset password" })).toHaveCount(0);
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  await usedUp.getByRole("link", { name: "Request a new reset link" }).click();
  await expect(page).toHaveURL(pathIs("/forgot-password"));

  // A made-up token gets the same card.
  await page.goto(`/reset-password?${new URLSearchParams({ token: "made-up-token" })}`);
  await expect(usedUp).toContainText("This reset link has expired or has already been used.");
  await expect(page.getByRole("form", { name: "Reset password" })).toHaveCount(0);
});
