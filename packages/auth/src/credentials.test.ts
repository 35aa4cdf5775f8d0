import { rateLimits, users } from "@skyhire/db/schema";
import { createTestDatabase, type TestDatabase } from "@skyhire/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountDelayMs, authorizeWithPassword, clientAddress, signInRateLimitKey } from "./credentials";
import { AccountSuspended, InvalidCredentials, TooManyAttempts } from "./errors";
import { hashPassword } from "./password";

describe("authorizeWithPassword", () => {
  let t: TestDatabase;
  let userId: string;
  const password = "flying-high-42";

  beforeAll(async () => {
    t = await createTestDatabase();
    const [user] = await t.db
      .insert(users)
      .values({ email: "Pilot@Example.com", firstName: "Pat", lastName: "Pilot", passwordHash: await hashPassword(password) })
      .returning({ id: users.id });
    userId = user!.id;
  });
  afterAll(async () => t?.close());
  // Each test starts with no counted attempts (the per-account limit would carry over).
  beforeEach(async () => {
    await t.db.delete(rateLimits);
  });

  const attempt = (email: string, pw: string, ip = "203.0.113.1") =>
    authorizeWithPassword(t.db, { email, password: pw, ip });

  it("signs in with the right password, whatever the e-mail's case and spaces", async () => {
    await expect(attempt("  pilot@example.COM ", password)).resolves.toEqual({
      id: userId,
      email: "Pilot@Example.com",
      name: "Pat Pilot",
    });
  });

  it("refuses a wrong password, an unknown e-mail and a malformed body alike", async () => {
    await expect(attempt("pilot@example.com", "wrong-password", "198.51.100.7")).rejects.toBeInstanceOf(InvalidCredentials);
    await expect(attempt("nobody@example.com", password, "198.51.100.7")).rejects.toBeInstanceOf(InvalidCredentials);
    await expect(authorizeWithPassword(t.db, { email: 42, password: undefined, ip: "x" })).rejects.toBeInstanceOf(InvalidCredentials);
  });

  it("allows 5 failures per e-mail + IP in 15 minutes, then refuses even the right password", async () => {
    const ip = "192.0.2.55";
    for (let i = 0; i < 5; i++) {
      await expect(attempt("pilot@example.com", `wrong-${i}`, ip)).rejects.toBeInstanceOf(InvalidCredentials);
    }
    await expect(attempt("pilot@example.com", password, ip)).rejects.toBeInstanceOf(TooManyAttempts);
    // Another address is its own bucket.
    await expect(attempt("pilot@example.com", password, "192.0.2.56")).resolves.toMatchObject({ id: userId });

    // Once the window has passed, the counter starts again.
    await t.db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '16 minutes'` })
      .where(eq(rateLimits.key, signInRateLimitKey("pilot@example.com", ip)));
    await expect(attempt("pilot@example.com", password, ip)).resolves.toMatchObject({ id: userId });
  });

  it("clears the failure count after a successful sign-in", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < 4; i++) await attempt("pilot@example.com", "nope-nope", ip).catch(() => undefined);
    await attempt("pilot@example.com", password, ip);
    const rows = await t.db.select().from(rateLimits).where(eq(rateLimits.key, signInRateLimitKey("pilot@example.com", ip)));
    expect(rows).toHaveLength(0);
  });

  it("tells a suspended user so, but only after the right password", async () => {
    await t.db.update(users).set({ status: "suspended" }).where(eq(users.id, userId));
    await expect(attempt("pilot@example.com", password, "192.0.2.99")).rejects.toBeInstanceOf(AccountSuspended);
    await expect(attempt("pilot@example.com", "wrong-password", "192.0.2.99")).rejects.toBeInstanceOf(InvalidCredentials);
    await t.db.update(users).set({ status: "active" }).where(eq(users.id, userId));
  });
});

describe("clientAddress", () => {
  it("reads the one address the server wrote into X-Forwarded-For (see forwarded.ts)", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientAddress(new Headers())).toBe("unknown");
  });
});

describe("sign-in limits that a forged address cannot reset", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t?.close());

  it("never locks the owner out: after many failures from other addresses the right password from a fresh one signs in (security finding 2)", async () => {
    const email = `owner-${Date.now()}@example.test`;
    await t.db.insert(users).values({ email, passwordHash: await hashPassword("owner-password-1") });
    const waits: number[] = [];
    const wait = async (ms: number) => {
      waits.push(ms);
    };
    const guess = (i: number) =>
      authorizeWithPassword(t.db, { email, password: `guess-${i}`, ip: `198.51.100.${i % 7}` }, { wait });
    // The outside test's 13 failures from 7 addresses, and many more.
    for (let i = 0; i < 30; i += 1) {
      await guess(i).catch((error: unknown) => {
        expect(error instanceof InvalidCredentials || error instanceof TooManyAttempts).toBe(true);
      });
    }
    await expect(
      authorizeWithPassword(t.db, { email, password: "owner-password-1", ip: "192.0.2.200" }, { wait }),
    ).resolves.toMatchObject({ email });
    // Spread guesses are slowed instead: no wait for the first 10, then doubling, capped.
    expect(waits[0]).toBe(250);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(Math.max(...waits)).toBe(8_000);
  });

  it("still refuses one address that keeps guessing one account, whatever else happens", async () => {
    const email = `guessed-${Date.now()}@example.test`;
    const ip = "198.51.100.99";
    const wait = async () => undefined;
    for (let i = 0; i < 5; i += 1) {
      await expect(authorizeWithPassword(t.db, { email, password: `guess-${i}`, ip }, { wait })).rejects.toBeInstanceOf(InvalidCredentials);
    }
    await expect(authorizeWithPassword(t.db, { email, password: "guess-5", ip }, { wait })).rejects.toBeInstanceOf(TooManyAttempts);
  });

  it("waits longer the more an account's attempts failed, from no wait up to 8 s", () => {
    expect([0, 9, 10, 11, 12, 14, 15, 40, 1_000].map(accountDelayMs)).toEqual([0, 0, 250, 500, 1_000, 4_000, 8_000, 8_000, 8_000]);
  });

  it("refuses one client address after 20 attempts over many accounts (password spraying)", async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 200)}`;
    for (let i = 0; i < 20; i += 1) {
      await expect(
        authorizeWithPassword(t.db, { email: `spray-${i}-${Date.now()}@example.test`, password: "wrong-password", ip }),
      ).rejects.toBeInstanceOf(InvalidCredentials);
    }
    await expect(
      authorizeWithPassword(t.db, { email: `spray-last-${Date.now()}@example.test`, password: "wrong-password", ip }),
    ).rejects.toBeInstanceOf(TooManyAttempts);
  });
});
