import { expect, test, type APIRequestContext } from "../fixtures";

/**
 * Headers a client writes itself are not believed (no TRUST_PROXY here): a new X-Forwarded-For on
 * every attempt does not reset the sign-in limit, and X-Forwarded-Host does not choose where a
 * password-reset link points. Production build.
 */

const PASSWORD = "e2e-password-123";

function uniqueEmail(label: string) {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

async function signInAttempt(request: APIRequestContext, email: string, password: string, forwardedFor: string) {
  const csrf = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken: csrf.csrfToken, email, password },
    headers: { "x-forwarded-for": forwardedFor },
    maxRedirects: 0,
  });
  return response.headers()["location"] ?? "";
}

test("a new X-Forwarded-For per attempt does not reset the sign-in limit", async ({ request }) => {
  const email = uniqueEmail("xff");
  const registered = await request.post("/api/auth/register", {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(registered.status()).toBe(201);

  // Five failures from this client (each claiming another address) use up its attempts for the
  // account: the claimed addresses are not believed, so they all count against one client.
  for (let i = 0; i < 5; i += 1) {
    const location = await signInAttempt(request, email, "wrong-password-1", `198.51.100.${i}`);
    expect(location).toContain("error=");
  }
  // The right password, from yet another claimed address: still refused while the limit holds.
  const location = await signInAttempt(request, email, PASSWORD, "198.51.100.250");
  expect(location).toContain("error=");
  expect((await request.get("/api/auth/user")).status()).toBe(401);
});

test("a password-reset link points at the site, whatever X-Forwarded-Host says", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("host");
  await request.post("/api/auth/register", { data: { email, password: PASSWORD, confirmPassword: PASSWORD } });
  const asked = await request.post("/api/account/password-reset", {
    data: { email },
    headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
  });
  expect(asked.status()).toBe(200);

  const mail = page.getByTestId("outbox-mail").filter({ hasText: "Reset your Skyhire password" }).first();
  await expect(async () => {
    await page.goto(`/dev/outbox?${new URLSearchParams({ to: email })}`);
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const link = (await mail.getByRole("link", { name: /\/reset-password\?token=/ }).first().getAttribute("href")) ?? "";
  expect(new URL(link).origin).toBe(new URL(baseURL ?? "").origin);
  expect(link).not.toContain("evil.example");
});
