/**
 * The whole Auth.js round trip through the route handlers, against a real database:
 * sign in → cookie holds only a sid → session read fresh → sign out / endAllSessions kill old copies.
 */
import { sessions, users } from "@skyhire/db/schema";
import { createTestDatabase, type TestDatabase } from "@skyhire/db/testing";
import { eq } from "drizzle-orm";
import NextAuth from "next-auth";
import { decode, encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAuthConfig } from "./config";
import { readAuthEnv } from "./env";
import { hashPassword } from "./password";
import { endAllSessions } from "./session";
import { sessionUserOfCookieHeader } from "./session-id";

const ORIGIN = "http://localhost:3000";
const SESSION_COOKIE = "authjs.session-token";
const env = readAuthEnv({ NODE_ENV: "test" });

describe("Auth.js flow with the session registry", () => {
  let t: TestDatabase;
  let handlers: ReturnType<typeof NextAuth>["handlers"];
  let userId: string;

  beforeAll(async () => {
    t = await createTestDatabase();
    handlers = NextAuth(createAuthConfig({ db: () => t.db, env })).handlers;
    const [user] = await t.db
      .insert(users)
      .values({ email: "flow@example.com", firstName: "Flo", lastName: "W", passwordHash: await hashPassword("right-password") })
      .returning({ id: users.id });
    userId = user!.id;
  });
  afterAll(async () => t?.close());

  function cookieHeader(jar: Map<string, string>) {
    return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  function absorb(jar: Map<string, string>, res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name!);
      else jar.set(name!, value);
    }
  }

  async function csrf(jar: Map<string, string>, origin = ORIGIN) {
    const res = await handlers.GET(new NextRequest(`${origin}/api/auth/csrf`, { headers: { cookie: cookieHeader(jar) } }));
    absorb(jar, res);
    return ((await res.json()) as { csrfToken: string }).csrfToken;
  }

  async function signIn(password: string, origin = ORIGIN) {
    const jar = new Map<string, string>();
    const csrfToken = await csrf(jar, origin);
    const res = await handlers.POST(
      new NextRequest(`${origin}/api/auth/callback/credentials`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(jar), "x-forwarded-for": "192.0.2.1" },
        body: new URLSearchParams({ email: "flow@example.com", password, csrfToken, callbackUrl: `${origin}/dashboard/customer` }),
      }),
    );
    absorb(jar, res);
    return { res, jar };
  }

  async function session(jar: Map<string, string>) {
    const res = await handlers.GET(new NextRequest(`${ORIGIN}/api/auth/session`, { headers: { cookie: cookieHeader(jar) } }));
    const viaAuthJs = (await res.json()) as { user?: { id: string; role: string; email: string } } | null;
    // Pages read the session straight from the cookie and the registry: always the same user.
    expect(await sessionUserOfCookieHeader(t.db, cookieHeader(jar), env.secret)).toEqual(viaAuthJs?.user ?? null);
    return viaAuthJs;
  }

  it("signs in with a cookie that carries only the sid, and reads the user fresh", async () => {
    const { res, jar } = await signIn("right-password");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${ORIGIN}/dashboard/customer`);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // plain http here; Auth.js sets Secure (and __Secure-) over https

    const token = await decode({ token: jar.get(SESSION_COOKIE), secret: env.secret, salt: SESSION_COOKIE });
    expect(Object.keys(token ?? {}).sort()).toEqual(["exp", "iat", "jti", "sid"]);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.sid, String(token?.sid)));
    expect(row?.userId).toBe(userId);

    expect((await session(jar))?.user).toEqual({
      id: userId,
      email: "flow@example.com",
      firstName: "Flo",
      lastName: "W",
      profileImageUrl: null,
      role: "customer",
    });

    await t.db.update(users).set({ role: "operator" }).where(eq(users.id, userId));
    expect((await session(jar))?.user?.role).toBe("operator");
    await t.db.update(users).set({ role: "customer" }).where(eq(users.id, userId));
  });

  it("over https the cookie is Secure and __Secure- prefixed (Auth.js default)", async () => {
    const { res } = await signIn("right-password", "https://skyhire.example");
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`__Secure-${SESSION_COOKIE}=`));
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it("sends a wrong password back to /signin with the error code and no session", async () => {
    const { res, jar } = await signIn("wrong-password");
    expect(res.headers.get("location")).toBe(`${ORIGIN}/signin?error=CredentialsSignin&code=invalid_credentials`);
    expect(jar.has(SESSION_COOKIE)).toBe(false);
  });

  it("sign-out deletes the row, so a saved copy of the old cookie is dead", async () => {
    const { jar } = await signIn("right-password");
    const copy = new Map(jar);
    const csrfToken = await csrf(jar);
    const res = await handlers.POST(
      new NextRequest(`${ORIGIN}/api/auth/signout`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(jar) },
        body: new URLSearchParams({ csrfToken, callbackUrl: "/" }),
      }),
    );
    absorb(jar, res);
    expect(jar.has(SESSION_COOKIE)).toBe(false);
    expect(await session(copy)).toBeNull();
  });

  it("endAllSessions (password change, suspension) signs out every device", async () => {
    const a = await signIn("right-password");
    const b = await signIn("right-password");
    expect((await session(a.jar))?.user?.id).toBe(userId);
    await endAllSessions(t.db, userId);
    expect(await session(a.jar)).toBeNull();
    expect(await session(b.jar)).toBeNull();
  });

  it("a suspended user's live session ends at once", async () => {
    const { jar } = await signIn("right-password");
    await t.db.update(users).set({ status: "suspended" }).where(eq(users.id, userId));
    expect(await session(jar)).toBeNull();
    await t.db.update(users).set({ status: "active" }).where(eq(users.id, userId));
  });

  it("a forged, foreign or expired cookie reads as signed out", async () => {
    const { jar } = await signIn("right-password");
    const sid = String((await decode({ token: jar.get(SESSION_COOKIE), secret: env.secret, salt: SESSION_COOKIE }))?.sid);
    const read = (token: string) => sessionUserOfCookieHeader(t.db, `${SESSION_COOKIE}=${token}`, env.secret);
    expect((await read(jar.get(SESSION_COOKIE)!))?.id).toBe(userId);
    expect(await read("not-a-token")).toBeNull();
    const otherSecret = await encode({ token: { sid }, secret: "another-secret-another-secret-00", salt: SESSION_COOKIE });
    expect(await read(otherSecret)).toBeNull();
    const expired = await encode({ token: { sid }, secret: env.secret, salt: SESSION_COOKIE, maxAge: -60 });
    expect(await read(expired)).toBeNull();
    expect(await sessionUserOfCookieHeader(t.db, null, env.secret)).toBeNull();
  });

  it("a cookie read before still stops at its expiry, and its session still ends with the row", async () => {
    const { jar } = await signIn("right-password");
    const sid = String((await decode({ token: jar.get(SESSION_COOKIE), secret: env.secret, salt: SESSION_COOKIE }))?.sid);
    const shortLived = await encode({ token: { sid }, secret: env.secret, salt: SESSION_COOKIE, maxAge: 60 });
    const read = () => sessionUserOfCookieHeader(t.db, `${SESSION_COOKIE}=${shortLived}`, env.secret);
    expect((await read())?.id).toBe(userId);
    vi.useFakeTimers({ now: Date.now() + 120_000, toFake: ["Date"] });
    try {
      expect(await read()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    expect((await read())?.id).toBe(userId);
    await endAllSessions(t.db, userId);
    expect(await read()).toBeNull();
  });
});
