import { createSession, findSessionUser } from "@skyhire/auth/session";
import { sessions } from "@skyhire/db/schema";
import { ACCOUNT_SESSION_MESSAGES, API_TOKEN_MESSAGES } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiToken } from "../services/api-tokens";
import { createTestContext, type TestContext } from "../testing";
import { startRestTestServer, TEST_SESSION_HEADER, type RestTestServer } from "./test-server";

/** The account's sessions over REST (docs/api.md#devices), signed in by a session as the app's cookie would. */
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

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

async function signedInTwice() {
  const user = await t.makeUser();
  const here = await createSession(t.db, { userId: user.id, provider: "credentials", userAgent: FIREFOX_LINUX, ipAddress: "203.0.113.9" });
  const there = await createSession(t.db, { userId: user.id, provider: "credentials" });
  const [thereRow] = await t.db.select({ id: sessions.publicId }).from(sessions).where(eq(sessions.sid, there));
  return { user, here, there, thereId: thereRow?.id ?? "" };
}

function as(sid: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set(TEST_SESSION_HEADER, sid);
  return { ...init, headers };
}

describe("GET /api/account/sessions", () => {
  it("lists the caller's sessions, this one first, with dates as ISO strings and no sid", async () => {
    const { here, there, thereId } = await signedInTwice();
    const response = await server.request("/api/account/sessions", as(here));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Array<Record<string, unknown>>;
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({ browser: "Firefox", os: "Linux", device: "Computer", ipAddress: "203.0.113.9", current: true });
    expect(body[1]).toMatchObject({ id: thereId, current: false, ipAddress: null });
    expect(typeof body[0]?.lastSeenAt).toBe("string");
    expect(JSON.stringify(body)).not.toContain(there);
  });

  it("answers 401 signed out and 403 to an API token", async () => {
    expect((await server.request("/api/account/sessions")).status).toBe(401);
    const { user } = await signedInTwice();
    const { token } = await createApiToken(t.db, { actor: user, input: { name: "Script", scopes: ["read", "write"] } });
    const refused = await server.request("/api/account/sessions", { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: API_TOKEN_MESSAGES.sessionOnly });
  });
});

describe("DELETE /api/account/sessions/{id}", () => {
  it("signs the other session out at once", async () => {
    const { here, there, thereId } = await signedInTwice();
    const response = await server.request(`/api/account/sessions/${thereId}`, as(here, { method: "DELETE" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: thereId });
    expect(await findSessionUser(t.db, there)).toBeNull();
    expect((await server.request("/api/account/sessions", as(there))).status).toBe(401);
  });

  it("answers 404 for another user's session (and for a malformed id) and ends nothing", async () => {
    const mine = await signedInTwice();
    const theirs = await signedInTwice();
    for (const id of [theirs.thereId, "not-a-session"]) {
      const refused = await server.request(`/api/account/sessions/${id}`, as(mine.here, { method: "DELETE" }));
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ message: ACCOUNT_SESSION_MESSAGES.notFound });
    }
    expect(await findSessionUser(t.db, theirs.there)).toMatchObject({ id: theirs.user.id });
  });
});

describe("POST /api/account/sessions/revoke-others", () => {
  it("ends every other session and keeps this one", async () => {
    const { user, here, there } = await signedInTwice();
    const response = await server.request("/api/account/sessions/revoke-others", as(here, { method: "POST" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ended: 1 });
    expect(await findSessionUser(t.db, here)).toMatchObject({ id: user.id });
    expect(await findSessionUser(t.db, there)).toBeNull();
  });
});
