import { createSession, findSessionUser } from "@skyhire/auth/session";
import { sessions } from "@skyhire/db/schema";
import { ACCOUNT_SESSION_LIMITS, ACCOUNT_SESSION_MESSAGES, API_TOKEN_MESSAGES, type SessionUser } from "@skyhire/validators";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createCaller } from "../root";
import { createTestContext, failureOf, type TestContext } from "../testing";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** A caller signed in by the session `sid`, as the app's context builds it from the cookie. */
function callerOn(user: SessionUser, sid: string) {
  return createCaller({ ...t.contextFor(user), sessionId: sid });
}

async function userWithTwoSessions() {
  const user = await t.makeUser();
  const laptop = await createSession(t.db, { userId: user.id, provider: "credentials", userAgent: CHROME_WINDOWS, ipAddress: "203.0.113.7" });
  const phone = await createSession(t.db, { userId: user.id, provider: "google", userAgent: SAFARI_IPHONE, ipAddress: "198.51.100.4" });
  return { user, laptop, phone };
}

async function rowOf(sid: string) {
  const [row] = await t.db.select().from(sessions).where(eq(sessions.sid, sid));
  return row;
}

describe("listing sessions", () => {
  it("lists the caller's sessions with device, browser, address and times, this one first and marked", async () => {
    const { user, laptop, phone } = await userWithTwoSessions();
    await createSession(t.db, { userId: (await t.makeUser()).id, provider: "credentials" });

    const list = await callerOn(user, phone).accountSessions.list();

    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ browser: "Safari", os: "iOS", device: "Phone", provider: "google", ipAddress: "198.51.100.4", current: true });
    expect(list[1]).toMatchObject({ browser: "Chrome", os: "Windows", device: "Computer", ipAddress: "203.0.113.7", current: false });
    expect(list[0]?.createdAt).toBeInstanceOf(Date);
    expect(list[0]?.lastSeenAt).toBeInstanceOf(Date);
    // The sid never leaves the server: the id is the opaque public one.
    const json = JSON.stringify(list);
    expect(json).not.toContain(laptop);
    expect(json).not.toContain(phone);
    expect(list[0]?.id).toBe((await rowOf(phone))?.publicId);
  });

  it("leaves expired sessions out", async () => {
    const { user, laptop, phone } = await userWithTwoSessions();
    await t.db.update(sessions).set({ expire: sql`now() - interval '1 minute'` }).where(eq(sessions.sid, laptop));
    const list = await callerOn(user, phone).accountSessions.list();
    expect(list.map((s) => s.current)).toEqual([true]);
  });

  it("is refused to an API token", async () => {
    const { user, phone } = await userWithTwoSessions();
    const caller = createCaller({ ...t.contextFor(user), sessionId: phone, bearer: { ok: true, tokenId: "x", scopes: ["read", "write"] } });
    const failure = await failureOf(caller.accountSessions.list());
    expect(failure).toMatchObject({ code: "FORBIDDEN", message: API_TOKEN_MESSAGES.sessionOnly });
  });
});

describe("revoking one session", () => {
  it("ends the owner's session at once: its cookie no longer signs in", async () => {
    const { user, laptop, phone } = await userWithTwoSessions();
    const laptopId = (await rowOf(laptop))?.publicId ?? "";

    await expect(callerOn(user, phone).accountSessions.revoke({ id: laptopId })).resolves.toEqual({ id: laptopId });

    expect(await findSessionUser(t.db, laptop)).toBeNull();
    expect(await findSessionUser(t.db, phone)).toMatchObject({ id: user.id });
  });

  it("answers not found for another user's session and leaves it alone", async () => {
    const { laptop } = await userWithTwoSessions();
    const other = await userWithTwoSessions();
    const laptopId = (await rowOf(laptop))?.publicId ?? "";

    const failure = await failureOf(callerOn(other.user, other.phone).accountSessions.revoke({ id: laptopId }));

    expect(failure).toMatchObject({ code: "NOT_FOUND", message: ACCOUNT_SESSION_MESSAGES.notFound });
    expect(await rowOf(laptop)).toBeDefined();
  });

  it("answers not found for an id that is not a session id (a sid included)", async () => {
    const { user, laptop, phone } = await userWithTwoSessions();
    for (const id of [laptop, "nope", "00000000-0000-4000-8000-000000000000"]) {
      const failure = await failureOf(callerOn(user, phone).accountSessions.revoke({ id }));
      expect(failure).toMatchObject({ message: ACCOUNT_SESSION_MESSAGES.notFound });
    }
    expect(await rowOf(laptop)).toBeDefined();
  });
});

describe("signing out everywhere else", () => {
  it("ends every other session of the caller and keeps the current one and other users'", async () => {
    const { user, laptop, phone } = await userWithTwoSessions();
    const tablet = await createSession(t.db, { userId: user.id, provider: "credentials" });
    const other = await userWithTwoSessions();

    await expect(callerOn(user, phone).accountSessions.revokeOthers()).resolves.toEqual({ ended: 2 });

    expect(await findSessionUser(t.db, phone)).toMatchObject({ id: user.id });
    expect(await findSessionUser(t.db, laptop)).toBeNull();
    expect(await findSessionUser(t.db, tablet)).toBeNull();
    expect(await findSessionUser(t.db, other.laptop)).toMatchObject({ id: other.user.id });
  });

  it("without a current session ends nothing", async () => {
    const { user, laptop } = await userWithTwoSessions();
    const failure = await failureOf(t.callerFor(user).accountSessions.revokeOthers());
    expect(failure).toMatchObject({ code: "FORBIDDEN", message: ACCOUNT_SESSION_MESSAGES.noCurrentSession });
    expect(await rowOf(laptop)).toBeDefined();
  });
});

describe("last seen", () => {
  it("is written by a read only when older than the interval", async () => {
    const { laptop } = await userWithTwoSessions();
    const interval = `${ACCOUNT_SESSION_LIMITS.lastSeenIntervalMs} milliseconds`;

    // Recent (one minute short of the interval): the read writes nothing.
    await t.db.update(sessions).set({ lastSeenAt: sql`now() - ${interval}::interval + interval '1 minute'` }).where(eq(sessions.sid, laptop));
    const recent = (await rowOf(laptop))?.lastSeenAt;
    await findSessionUser(t.db, laptop);
    expect((await rowOf(laptop))?.lastSeenAt).toEqual(recent);

    // Older than the interval: the read brings it to now.
    await t.db.update(sessions).set({ lastSeenAt: sql`now() - ${interval}::interval - interval '1 minute'` }).where(eq(sessions.sid, laptop));
    const stale = (await rowOf(laptop))?.lastSeenAt ?? new Date(0);
    await findSessionUser(t.db, laptop);
    const fresh = (await rowOf(laptop))?.lastSeenAt ?? new Date(0);
    expect(fresh.getTime()).toBeGreaterThan(stale.getTime() + ACCOUNT_SESSION_LIMITS.lastSeenIntervalMs);
  });

  it("a write that fails does not fail the read", async () => {
    const { user, laptop } = await userWithTwoSessions();
    await t.db.update(sessions).set({ lastSeenAt: sql`now() - interval '1 day'` }).where(eq(sessions.sid, laptop));
    // The database refuses every write of a session (a trigger, for this test only).
    await t.db.execute(sql`create function refuse_session_write() returns trigger language plpgsql as $$ begin raise exception 'no writes'; end $$`);
    await t.db.execute(sql`create trigger refuse_session_write before update on sessions for each row execute function refuse_session_write()`);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(await findSessionUser(t.db, laptop)).toMatchObject({ id: user.id });
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("last-seen"), expect.anything());
    } finally {
      logged.mockRestore();
      await t.db.execute(sql`drop trigger refuse_session_write on sessions`);
      await t.db.execute(sql`drop function refuse_session_write()`);
    }
  });
});
