import { users } from "@skyhire/db";
import { createTestDatabase, type TestDatabase } from "@skyhire/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "../errors";
import { currentUser, registerAccount } from "./accounts";

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
        registerAccount(t.db, { email: "race@example.com", password: "password-1" }),
        registerAccount(t.db, { email: "RACE@example.com", password: "password-2" }),
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

describe("registerAccount with a name", () => {
  it("stores the sign-up's full name as the account's first and last name", async () => {
    const { id } = await registerAccount(t.db, { email: "audit@example.com", password: "password-1", name: " Audit  Customer " });
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
