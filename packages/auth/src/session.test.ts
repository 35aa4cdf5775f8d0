import { sessions, users } from "@skyhire/db/schema";
import { createTestDatabase, type TestDatabase } from "@skyhire/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, endAllSessions, endSession, findSessionUser, pruneExpiredSessions } from "./session";

describe("session registry", () => {
  let t: TestDatabase;
  let userId: string;

  beforeAll(async () => {
    t = await createTestDatabase();
    const [user] = await t.db
      .insert(users)
      .values({ email: "reg@example.com", firstName: "Reg", lastName: "Istry" })
      .returning({ id: users.id });
    userId = user!.id;
  });
  afterAll(async () => t?.close());

  it("creates a 30-day row with a random 64-hex sid and reads the current user", async () => {
    const sid = await createSession(t.db, { userId, provider: "credentials", userAgent: "vitest" });
    expect(sid).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(row?.sess).toEqual({ provider: "credentials", userAgent: "vitest" });
    const days = (row!.expire.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30.01);

    expect(await findSessionUser(t.db, sid)).toEqual({
      id: userId,
      email: "reg@example.com",
      firstName: "Reg",
      lastName: "Istry",
      profileImageUrl: null,
      role: "customer",
    });
  });

  it("reflects a role change on the next read", async () => {
    const sid = await createSession(t.db, { userId, provider: "credentials" });
    await t.db.update(users).set({ role: "operator" }).where(eq(users.id, userId));
    expect((await findSessionUser(t.db, sid))?.role).toBe("operator");
    await t.db.update(users).set({ role: "customer" }).where(eq(users.id, userId));
  });

  it("ends one session, or all of a user's", async () => {
    const a = await createSession(t.db, { userId, provider: "credentials" });
    const b = await createSession(t.db, { userId, provider: "github" });
    await endSession(t.db, a);
    expect(await findSessionUser(t.db, a)).toBeNull();
    expect(await findSessionUser(t.db, b)).not.toBeNull();
    expect(await endAllSessions(t.db, userId)).toBeGreaterThanOrEqual(1);
    expect(await findSessionUser(t.db, b)).toBeNull();
  });

  it("ignores expired sessions and suspended users", async () => {
    const expired = await createSession(t.db, { userId, provider: "credentials" });
    await t.db.update(sessions).set({ expire: sql`now() - interval '1 second'` }).where(eq(sessions.sid, expired));
    expect(await findSessionUser(t.db, expired)).toBeNull();
    expect(await pruneExpiredSessions(t.db)).toBeGreaterThanOrEqual(1);

    const live = await createSession(t.db, { userId, provider: "credentials" });
    await t.db.update(users).set({ status: "suspended" }).where(eq(users.id, userId));
    expect(await findSessionUser(t.db, live)).toBeNull();
    await t.db.update(users).set({ status: "active" }).where(eq(users.id, userId));
  });

  it("returns null for an unknown sid", async () => {
    expect(await findSessionUser(t.db, "0".repeat(64))).toBeNull();
  });
});
