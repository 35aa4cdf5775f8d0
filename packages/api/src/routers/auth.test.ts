import { hashPassword, verifyPassword } from "@skyhire/auth/password";
import { createSession, findSessionUser } from "@skyhire/auth/session";
import { users } from "@skyhire/db";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../testing";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const valid = {
  email: "New.Pilot@Example.com ",
  password: "long-enough-1",
  confirmPassword: "long-enough-1",
};

async function userCount() {
  const [row] = await t.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

describe("auth.register", () => {
  it("creates a customer with a lower-cased e-mail and a scrypt hash, and returns only id and email", async () => {
    const result = await t.callerFor(null).auth.register(valid);
    expect(Object.keys(result).sort()).toEqual(["email", "id"]);
    expect(result.email).toBe("new.pilot@example.com");

    const [row] = await t.db.select().from(users).where(eq(users.id, result.id));
    expect(row).toMatchObject({
      email: "new.pilot@example.com",
      role: "customer",
      status: "active",
    });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(valid.password);
    await expect(verifyPassword(valid.password, row?.passwordHash)).resolves.toBe(true);
  });

  it("refuses a taken e-mail, whatever its case, with CONFLICT", async () => {
    const before = await userCount();
    expect(
      await failureOf(
        t.callerFor(null).auth.register({ ...valid, email: "NEW.PILOT@example.com" }),
      ),
    ).toEqual({
      code: "CONFLICT",
      message: "An account with this email already exists",
    });
    expect(await userCount()).toBe(before);
  });

  it("answers bad bodies with the spec's messages and creates nothing", async () => {
    const before = await userCount();
    const caller = t.callerFor(null);
    expect(await failureOf(caller.auth.register({ ...valid, email: "not-an-email" }))).toEqual({
      code: "BAD_REQUEST",
      message: "Invalid email address",
    });
    expect(
      await failureOf(
        caller.auth.register({
          ...valid,
          email: "short@example.com",
          password: "short",
          confirmPassword: "short",
        }),
      ),
    ).toEqual({
      code: "BAD_REQUEST",
      message: "Password must be at least 8 characters",
    });
    const mismatch = caller.auth.register({
      ...valid,
      email: "mismatch@example.com",
      confirmPassword: "different-1",
    });
    expect(await failureOf(mismatch)).toEqual({
      code: "BAD_REQUEST",
      message: "Passwords don't match",
    });
    await mismatch.catch((error: { cause?: { issues?: { path: unknown[] }[] } }) => {
      expect(error.cause?.issues?.[0]?.path).toEqual(["confirmPassword"]);
    });
    expect(await userCount()).toBe(before);
    const [stray] = await t.db
      .select({ n: count() })
      .from(users)
      .where(sql`lower(${users.email}) like '%mismatch%'`);
    expect(stray?.n).toBe(0);
  });
});

describe("auth.me", () => {
  it("is UNAUTHORIZED when signed out", async () => {
    expect(await failureOf(t.callerFor(null).auth.me())).toEqual({
      code: "UNAUTHORIZED",
      message: "Unauthorized",
    });
  });

  it("returns the signed-in user's public fields", async () => {
    const user = await t.makeUser({ firstName: "Mia", lastName: "Me", role: "operator" });
    expect(await t.callerFor(user).auth.me()).toEqual({
      id: user.id,
      email: user.email,
      firstName: "Mia",
      lastName: "Me",
      profileImageUrl: null,
      role: "operator",
    });
  });
});

describe("auth.changePassword", () => {
  async function accountWithPassword(password: string) {
    const user = await t.makeUser({ passwordHash: await hashPassword(password) });
    const sessions = [await createSession(t.db, { userId: user.id, provider: "credentials" }), await createSession(t.db, { userId: user.id, provider: "credentials" })];
    return { user, sessions };
  }
  const storedHash = async (id: string) =>
    (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]?.hash ?? null;

  it("sets the new password and ends every session of the account, so old cookies stop working", async () => {
    const { user, sessions } = await accountWithPassword("old-password-1");
    const result = await t.callerFor(user).auth.changePassword({
      currentPassword: "old-password-1",
      newPassword: "new-password-2",
      confirmPassword: "new-password-2",
    });
    expect(result).toEqual({ sessionsEnded: 2 });
    for (const sid of sessions) expect(await findSessionUser(t.db, sid)).toBeNull();
    const hash = await storedHash(user.id);
    expect(await verifyPassword("new-password-2", hash)).toBe(true);
    expect(await verifyPassword("old-password-1", hash)).toBe(false);
  });

  it("refuses a wrong current password, changes nothing, and pauses after five tries", async () => {
    const { user, sessions } = await accountWithPassword("old-password-1");
    const before = await storedHash(user.id);
    const attempt = () =>
      failureOf(
        t.callerFor(user).auth.changePassword({
          currentPassword: "not-my-password",
          newPassword: "new-password-2",
          confirmPassword: "new-password-2",
        }),
      );
    for (let i = 0; i < 5; i++) {
      expect(await attempt()).toEqual({ code: "BAD_REQUEST", message: "Your current password is not correct" });
    }
    expect(await attempt()).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: "Too many attempts. Please try again in a few minutes.",
    });
    expect(await storedHash(user.id)).toBe(before);
    expect(await findSessionUser(t.db, sessions[0]!)).not.toBeNull();
  });

  it("answers the schema's messages, 401 signed out, and explains an account without a password", async () => {
    const { user } = await accountWithPassword("old-password-1");
    const mismatch = await failureOf(
      t.callerFor(user).auth.changePassword({ currentPassword: "old-password-1", newPassword: "new-password-2", confirmPassword: "other" }),
    );
    expect(mismatch.code).toBe("BAD_REQUEST");
    expect(mismatch.message).toContain("Passwords don't match");
    expect(
      (await failureOf(t.callerFor(null).auth.changePassword({ currentPassword: "a", newPassword: "new-password-2", confirmPassword: "new-password-2" })))
        .code,
    ).toBe("UNAUTHORIZED");
    const oauthOnly = await t.makeUser({ passwordHash: null });
    expect(
      await failureOf(
        t.callerFor(oauthOnly).auth.changePassword({ currentPassword: "anything", newPassword: "new-password-2", confirmPassword: "new-password-2" }),
      ),
    ).toEqual({ code: "BAD_REQUEST", message: "This account signs in through GitHub or Google and has no password to change" });
  });
});
