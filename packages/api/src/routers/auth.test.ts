import { verifyPassword } from "@skyhire/auth/password";
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
