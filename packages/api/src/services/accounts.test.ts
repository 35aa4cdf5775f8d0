import { users } from "@skyhire/db";
import { AUTH_MESSAGES } from "@skyhire/validators";
import { createTestDatabase, type TestDatabase } from "@skyhire/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "../errors";
import { currentUser, registerAccount, registerRateLimit, REGISTER_RATE_LIMIT_MESSAGE } from "./accounts";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.close());

describe("registerAccount", () => {
  it(
    "lets exactly one of two simultaneous sign-ups with the same e-mail win",
    async () => {
      const results = await Promise.allSettled([
        registerAccount(t.db, { email: "race@example.com", password: "password-1", ip: "192.0.2.1" }),
        registerAccount(t.db, { email: "RACE@example.com", password: "password-2", ip: "192.0.2.2" }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const rejected = results.find((r) => r.status === "rejected");
      expect(rejected?.status === "rejected" && rejected.reason).toBeInstanceOf(DomainError);
      expect(
        await t.db.select().from(users).where(eq(users.email, "race@example.com")),
      ).toHaveLength(1);
    },
  );
});

describe("registerAccount per client address (security finding 5)", () => {
  it("says an e-mail is taken only within the address's sign-up limit: probing stops there", async () => {
    await registerAccount(t.db, { email: "taken@example.com", password: "password-1", ip: "192.0.2.60" });
    const ip = "198.51.100.60";
    const { limit } = registerRateLimit();
    for (let i = 0; i < limit; i++) {
      await expect(registerAccount(t.db, { email: "taken@example.com", password: "password-1", ip })).rejects.toMatchObject({
        code: "CONFLICT",
        message: AUTH_MESSAGES.emailTaken,
      });
    }
    await expect(registerAccount(t.db, { email: "taken@example.com", password: "password-1", ip })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: AUTH_MESSAGES.tooManySignUps,
    });
  });
});

describe("registerAccount with a name", () => {
  it("stores the sign-up's full name as the account's first and last name", async () => {
    const { id } = await registerAccount(t.db, { email: "audit@example.com", password: "password-1", name: " Audit  Customer ", ip: "192.0.2.3" });
    const [row] = await t.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, id));
    expect(row).toEqual({ firstName: "Audit", lastName: "Customer" });
  });
});

describe("currentUser", () => {
  it("throws UNAUTHORIZED when signed out", () => {
    expect(() => currentUser(null)).toThrow(
      expect.objectContaining({ code: "UNAUTHORIZED", message: "Unauthorized" }),
    );
  });
});

describe("registerRateLimit", () => {
  it("allows ten sign-ups per address an hour unless REGISTER_RATE_LIMIT says otherwise, and names a bad value", () => {
    expect(registerRateLimit({})).toEqual({ limit: 10, windowMs: 3_600_000 });
    expect(registerRateLimit({ REGISTER_RATE_LIMIT: "500" }).limit).toBe(500);
    for (const bad of ["0", "-3", "2.5", "lots"]) {
      expect(() => registerRateLimit({ REGISTER_RATE_LIMIT: bad })).toThrow(REGISTER_RATE_LIMIT_MESSAGE);
    }
  });
});
