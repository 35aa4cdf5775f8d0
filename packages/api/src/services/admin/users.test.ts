import { authorizeWithPassword } from "@skyhire/auth/credentials";
import { hashPassword } from "@skyhire/auth/password";
import { createSession, findSessionUser } from "@skyhire/auth/session";
import { auditLog, sessions, users } from "@skyhire/db";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, failureOf, type TestContext } from "../../testing";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const PASSWORD = "correct-horse-42";
const REASON = "Repeated fake listings reported by customers.";

async function lastAudit(targetId: string) {
  const [entry] = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return entry;
}

async function browseTitles(q: string) {
  return (await t.callerFor(null).listings.list({ q })).items.map((i) => i.title);
}

describe("adminUsers.list", () => {
  it("searches e-mail or name server-side, filters by role and status, one page at a time", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const a = await t.makeUser({ email: "quokka.one@example.test", firstName: "Quinn", lastName: "Okafor" });
    const b = await t.makeUser({ email: "other@example.test", firstName: "Quokka", lastName: "Lee", role: "operator" });
    const c = await t.makeUser({ email: "quokka.three@example.test", status: "suspended" });
    const caller = t.callerFor(admin);

    const all = await caller.adminUsers.list({ q: "QUOKKA" });
    expect(all.items.map((u) => u.id).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(all.total).toBe(3);
    expect((await caller.adminUsers.list({ q: "quinn okafor" })).items.map((u) => u.id)).toEqual([a.id]);
    expect((await caller.adminUsers.list({ q: "quokka", role: "operator" })).items.map((u) => u.id)).toEqual([b.id]);
    const suspended = await caller.adminUsers.list({ q: "quokka", status: "suspended" });
    expect(suspended.items).toEqual([expect.objectContaining({ id: c.id, status: "suspended", role: "customer" })]);
    const second = await caller.adminUsers.list({ q: "quokka", page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items).toHaveLength(1);
    // Pattern characters are taken literally.
    expect((await caller.adminUsers.list({ q: "%" })).items).toEqual([]);
  });

  it("refuses bad filters with a 400 message", async () => {
    const admin = await t.makeUser({ role: "admin" });
    expect((await failureOf(t.callerFor(admin).adminUsers.list({ q: "x".repeat(201) }))).message).toBe(
      "Search cannot exceed 200 characters",
    );
    expect((await failureOf(t.callerFor(admin).adminUsers.list({ q: "a\u0000b" }))).code).toBe("BAD_REQUEST");
  });
});

describe("adminUsers.changeRole", () => {
  it("changes the role, effective on the next request, and records from and to", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const user = await t.makeUser();
    const sid = await createSession(t.db, { userId: user.id, provider: "credentials" });
    await t.callerFor(admin).adminUsers.changeRole({ userId: user.id, role: "operator", reason: "Verified company paperwork." });
    expect((await findSessionUser(t.db, sid))?.role).toBe("operator");
    expect(await lastAudit(user.id)).toMatchObject({
      action: "user.role_change",
      targetType: "user",
      targetLabel: user.email,
      reason: "Verified company paperwork.",
      data: { from: "customer", to: "operator" },
    });
    expect(await failureOf(t.callerFor(admin).adminUsers.changeRole({ userId: user.id, role: "operator", reason: REASON }))).toEqual({
      code: "CONFLICT",
      message: "This user already has that role",
    });
  });

  it("an operator turned into a customer leaves browse", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const listing = await t.makeListing({ title: "Demoted operator's harbour shoot" });
    expect(await browseTitles(listing.title)).toEqual([listing.title]);
    await t.callerFor(admin).adminUsers.changeRole({ userId: listing.operatorId, role: "customer", reason: REASON });
    expect(await browseTitles(listing.title)).toEqual([]);
  });

  it("needs a reason and never touches the admin's own account", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const user = await t.makeUser();
    expect(await failureOf(t.callerFor(admin).adminUsers.changeRole({ userId: user.id, role: "admin", reason: "short" }))).toEqual({
      code: "BAD_REQUEST",
      message: "Reason must be at least 10 characters",
    });
    expect(
      await failureOf(t.callerFor(admin).adminUsers.changeRole({ userId: admin.id, role: "customer", reason: REASON })),
    ).toEqual({ code: "FORBIDDEN", message: "You cannot change your own account" });
    expect(await failureOf(t.callerFor(admin).adminUsers.suspend({ userId: admin.id, reason: REASON }))).toEqual({
      code: "FORBIDDEN",
      message: "You cannot change your own account",
    });
    expect(await failureOf(t.callerFor(admin).adminUsers.suspend({ userId: "nobody", reason: REASON }))).toEqual({
      code: "NOT_FOUND",
      message: "User not found",
    });
  });
});

describe("suspend and reinstate", () => {
  it("a suspended user cannot sign in, their sessions stop working and their listings leave browse", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const operator = await t.makeOperator({ user: { passwordHash: await hashPassword(PASSWORD) } });
    const listing = await t.makeListing({ operatorId: operator.user.id, title: "Suspended operator's roof survey" });
    const signIn = () => authorizeWithPassword(t.db, { email: operator.user.email, password: PASSWORD, ip: "192.0.2.10" });
    await expect(signIn()).resolves.toMatchObject({ id: operator.user.id });
    const laptop = await createSession(t.db, { userId: operator.user.id, provider: "credentials" });
    const phone = await createSession(t.db, { userId: operator.user.id, provider: "credentials" });
    expect(await findSessionUser(t.db, laptop)).not.toBeNull();
    expect(await browseTitles(listing.title)).toEqual([listing.title]);

    const result = await t.callerFor(admin).adminUsers.suspend({ userId: operator.user.id, reason: REASON });
    expect(result).toMatchObject({ status: "suspended", endedSessions: 2 });

    await expect(signIn()).rejects.toMatchObject({ code: "suspended" });
    expect(await findSessionUser(t.db, laptop)).toBeNull();
    expect(await findSessionUser(t.db, phone)).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, operator.user.id))).toEqual([]);
    expect(await browseTitles(listing.title)).toEqual([]);
    const [account] = await t.db.select().from(users).where(eq(users.id, operator.user.id));
    expect(account).toMatchObject({ status: "suspended", suspensionReason: REASON });
    expect(await lastAudit(operator.user.id)).toMatchObject({
      action: "user.suspend",
      reason: REASON,
      actorId: admin.id,
      data: { endedSessions: 2 },
    });
    expect(await failureOf(t.callerFor(admin).adminUsers.suspend({ userId: operator.user.id, reason: REASON }))).toEqual({
      code: "CONFLICT",
      message: "This user is already suspended",
    });

    await t.callerFor(admin).adminUsers.reinstate({ userId: operator.user.id });
    await expect(signIn()).resolves.toMatchObject({ id: operator.user.id });
    expect(await browseTitles(listing.title)).toEqual([listing.title]);
    const [back] = await t.db.select().from(users).where(eq(users.id, operator.user.id));
    expect(back).toMatchObject({ status: "active", suspensionReason: null, suspendedAt: null });
    expect(await lastAudit(operator.user.id)).toMatchObject({ action: "user.reinstate", reason: null });
    expect(await failureOf(t.callerFor(admin).adminUsers.reinstate({ userId: operator.user.id }))).toEqual({
      code: "CONFLICT",
      message: "This user is not suspended",
    });
  });

  it("a suspended operator cannot send proposals", async () => {
    const admin = await t.makeUser({ role: "admin" });
    const operator = await t.makeOperator();
    await t.callerFor(admin).adminUsers.suspend({ userId: operator.user.id, reason: REASON });
    const job = await t.makeJob();
    const failure = await failureOf(
      t.callerFor(operator.user).proposals.create({
        jobId: job.id,
        quote: "500",
        message: "We can fly this next week with a thermal camera.",
        timeline: "1 week",
      }),
    );
    expect(failure.code).toBe("FORBIDDEN");
  });
});
