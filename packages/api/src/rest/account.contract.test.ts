import { hashPassword, verifyPassword } from "@skyhire/auth/password";
import { emails, users } from "@skyhire/db";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_CLIENT_RATE_LIMIT } from "../services/rate-limit";
import { createTestContext, type TestContext } from "../testing";
import { startRestTestServer, type RestTestServer } from "./test-server";

let t: TestContext;
let server: RestTestServer;
beforeAll(async () => {
  t = await createTestContext();
  server = await startRestTestServer(t);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

/** `from`: the client's address, as the app's forwarded-header normalisation leaves it (forwarded.ts). */
function send(method: "POST" | "PUT", path: string, body: unknown, asUserId?: string, from = "203.0.113.1") {
  return server.request(path, {
    method,
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify(body),
    asUserId,
  });
}

async function passwordHashOf(id: string) {
  return (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]?.hash ?? null;
}

describe("PUT /api/account/password", () => {
  it("changes the password: 200, 400 with the messages, 401 signed out", async () => {
    const user = await t.makeUser({ passwordHash: await hashPassword("old-password-1") });
    const wrong = await send("PUT", "/api/account/password", { currentPassword: "nope-nope", newPassword: "new-password-2", confirmPassword: "new-password-2" }, user.id);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: "Your current password is not correct" });
    const short = await send("PUT", "/api/account/password", { currentPassword: "old-password-1", newPassword: "short", confirmPassword: "short" }, user.id);
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ fieldErrors: { newPassword: ["Password must be at least 8 characters"] } });
    expect((await send("PUT", "/api/account/password", { currentPassword: "old-password-1", newPassword: "new-password-2", confirmPassword: "new-password-2" })).status).toBe(401);

    const ok = await send("PUT", "/api/account/password", { currentPassword: "old-password-1", newPassword: "new-password-2", confirmPassword: "new-password-2" }, user.id);
    expect(ok.status).toBe(200);
    expect(await verifyPassword("new-password-2", await passwordHashOf(user.id))).toBe(true);
  });
});

describe("POST /api/account/password-reset and /confirm", () => {
  it("mails a link whose token sets a new password once; bad input is 400", async () => {
    const user = await t.makeUser({ passwordHash: await hashPassword("old-password-1") });
    expect((await send("POST", "/api/account/password-reset", { email: "not-an-address" })).status).toBe(400);
    const asked = await send("POST", "/api/account/password-reset", { email: user.email });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ status: "sent" });
    const [mail] = await t.db.select().from(emails).where(eq(emails.to, user.email)).orderBy(desc(emails.createdAt)).limit(1);
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(token).not.toBe("");

    const body = { token, newPassword: "new-password-2", confirmPassword: "new-password-2" };
    const done = await send("POST", "/api/account/password-reset/confirm", body);
    expect(done.status).toBe(200);
    expect(await verifyPassword("new-password-2", await passwordHashOf(user.id))).toBe(true);
    const again = await send("POST", "/api/account/password-reset/confirm", body);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: "This reset link is invalid or has expired. Please ask for a new one." });
  });
});

describe("limits per client address", () => {
  it("refuses sign-ups past ten an hour from one address with 429 and a clear message, and creates nothing", async () => {
    const flooder = "198.51.100.7";
    const signUp = (n: number, from: string) =>
      send("POST", "/api/auth/register", { email: `flood-${n}@example.com`, password: "password-123", confirmPassword: "password-123" }, undefined, from);
    for (let n = 0; n < 10; n++) expect((await signUp(n, flooder)).status).toBe(201);

    const refused = await signUp(10, flooder);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: "Too many sign-ups from your network. Please try again later." });
    // Problem details like every refusal, saying when to try again (the window is an hour).
    expect(refused.headers.get("content-type")).toBe("application/problem+json");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(await t.db.select().from(users).where(eq(users.email, "flood-10@example.com"))).toEqual([]);
    // Another address is not held up by this one.
    expect((await signUp(11, "198.51.100.8")).status).toBe(201);
  });

  it("refuses password requests past the limit from one address with 429, whichever password endpoint they hit", async () => {
    const flooder = "198.51.100.9";
    const user = await t.makeUser({ passwordHash: await hashPassword("old-password-1") });
    const confirm = () =>
      send("POST", "/api/account/password-reset/confirm", { token: "guessed-token", newPassword: "new-password-2", confirmPassword: "new-password-2" }, undefined, flooder);
    for (let i = 0; i < PASSWORD_CLIENT_RATE_LIMIT.limit; i++) expect((await confirm()).status).toBe(400);

    for (const refused of [
      await confirm(),
      await send("POST", "/api/account/password-reset", { email: user.email }, undefined, flooder),
      await send("PUT", "/api/account/password", { currentPassword: "old-password-1", newPassword: "new-password-2", confirmPassword: "new-password-2" }, user.id, flooder),
    ]) {
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ message: "Too many attempts. Please try again in a few minutes." });
    }
    expect(await verifyPassword("old-password-1", await passwordHashOf(user.id))).toBe(true);
  });
});
