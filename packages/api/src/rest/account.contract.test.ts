import { hashPassword, verifyPassword } from "@skyhire/auth/password";
import { emails, users } from "@skyhire/db";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

function send(method: "POST" | "PUT", path: string, body: unknown, asUserId?: string) {
  return server.request(path, {
    method,
    headers: { "content-type": "application/json" },
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
