import { createHash } from "node:crypto";
import { apiTokens, rateLimits, users } from "@skyhire/db/schema";
import {
  API_TOKEN_LIMITS,
  API_TOKEN_MESSAGES,
  API_TOKEN_PATTERN,
  type ApiTokenScope,
  type SessionUser,
} from "@skyhire/validators";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "../root";
import { createTestContext, failureOf, type TestContext } from "../testing";
import type { Context } from "../trpc";
import { authenticateApiToken, createApiToken, revokeApiToken } from "./api-tokens";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

function create(actor: SessionUser, scopes: ApiTokenScope[] = ["read"], expiresInDays: 30 | 90 | 365 | null = 90) {
  return createApiToken(t.db, { actor, input: { name: "Booking tool", scopes, expiresInDays } });
}

async function rowOf(id: string) {
  const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, id));
  if (!row) throw new Error("token row missing");
  return row;
}

/** The context a bearer request with this token gets (as request-context.ts builds it). */
async function bearerContext(token: string): Promise<Context> {
  const auth = await authenticateApiToken(t.db, token);
  if (!auth.ok) return { db: t.db, user: null, headers: new Headers(), bearer: auth };
  return { db: t.db, user: auth.user, headers: new Headers(), bearer: { ok: true, tokenId: auth.tokenId, scopes: auth.scopes } };
}

describe("creating a token", () => {
  it("gives a recognisable token once and stores only its SHA-256", async () => {
    const user = await t.makeUser();
    const { token, summary } = await create(user, ["write", "read"], 30);
    expect(token).toMatch(API_TOKEN_PATTERN);
    expect(summary).toMatchObject({ name: "Booking tool", scopes: ["read", "write"], lastUsedAt: null, revokedAt: null, status: "active" });
    expect(summary.displayPrefix).toBe(token.slice(0, 10));
    expect(summary).not.toHaveProperty("secretHash");
    const row = await rowOf(summary.id);
    expect(row.secretHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token.slice(10));
    const days = ((row.expiresAt?.getTime() ?? 0) - row.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it("without expiry lives until revoked", async () => {
    const user = await t.makeUser();
    const { summary } = await create(user, ["read"], null);
    expect(summary.expiresAt).toBeNull();
  });

  it("refuses a missing name, no scope, an unknown scope", async () => {
    const caller = t.callerFor(await t.makeUser());
    expect(await failureOf(caller.apiTokens.create({ name: " ", scopes: ["read"] }))).toEqual({
      code: "BAD_REQUEST",
      message: API_TOKEN_MESSAGES.nameRequired,
    });
    expect((await failureOf(caller.apiTokens.create({ name: "A", scopes: [] }))).message).toBe(API_TOKEN_MESSAGES.scopeRequired);
    const unknownScope = JSON.parse('["admin"]') as ApiTokenScope[];
    expect((await failureOf(caller.apiTokens.create({ name: "A", scopes: unknownScope }))).message).toBe(API_TOKEN_MESSAGES.invalidScope);
  });

  it(`holds at most ${API_TOKEN_LIMITS.maxPerUser} live tokens; revoked ones do not count`, async () => {
    const user = await t.makeUser();
    const made = [];
    for (let i = 0; i < API_TOKEN_LIMITS.maxPerUser; i++) made.push(await create(user));
    expect(await failureOf(t.callerFor(user).apiTokens.create({ name: "One more", scopes: ["read"] }))).toEqual({
      code: "CONFLICT",
      message: API_TOKEN_MESSAGES.tooMany,
    });
    await revokeApiToken(t.db, { actor: user, id: made[0]!.summary.id });
    expect((await create(user)).token).toMatch(API_TOKEN_PATTERN);
  });
});

describe("listing and revoking", () => {
  it("lists only the caller's tokens, newest first, without secrets", async () => {
    const user = await t.makeUser();
    const first = await create(user);
    const second = await create(user);
    await create(await t.makeUser());
    const list = await t.callerFor(user).apiTokens.list();
    expect(list.map((token) => token.id)).toEqual([second.summary.id, first.summary.id]);
    expect(JSON.stringify(list)).not.toContain(first.token);
    expect(list[0]).not.toHaveProperty("secretHash");
  });

  it("revokes the caller's own token, which then stops working; another's token is not found", async () => {
    const owner = await t.makeUser();
    const { token, summary } = await create(owner);
    expect(await failureOf(t.callerFor(await t.makeUser()).apiTokens.revoke({ id: summary.id }))).toEqual({
      code: "NOT_FOUND",
      message: API_TOKEN_MESSAGES.notFound,
    });
    expect((await authenticateApiToken(t.db, token)).ok).toBe(true);
    const revoked = await t.callerFor(owner).apiTokens.revoke({ id: summary.id });
    expect(revoked.revokedAt).toBeInstanceOf(Date);
    expect(revoked.status).toBe("revoked");
    expect(await authenticateApiToken(t.db, token)).toEqual({ ok: false, message: API_TOKEN_MESSAGES.revoked });
  });

  it("cannot be done with a token, even a write token (only from a signed-in session)", async () => {
    const user = await t.makeUser();
    const { token, summary } = await create(user, ["read", "write"]);
    const caller = createCaller(await bearerContext(token));
    expect(await failureOf(caller.apiTokens.create({ name: "Escalate", scopes: ["write"] }))).toEqual({
      code: "FORBIDDEN",
      message: API_TOKEN_MESSAGES.sessionOnly,
    });
    expect((await failureOf(caller.apiTokens.revoke({ id: summary.id }))).code).toBe("FORBIDDEN");
    expect((await failureOf(caller.apiTokens.list())).code).toBe("FORBIDDEN");
  });
});

describe("authenticating a bearer token", () => {
  it("resolves the owner as the session would (current role)", async () => {
    const user = await t.makeUser();
    const { token, summary } = await create(user);
    expect(await authenticateApiToken(t.db, token)).toEqual({ ok: true, user, tokenId: summary.id, scopes: ["read"] });
  });

  it("refuses an unknown, an expired token and a suspended owner's token", async () => {
    expect(await authenticateApiToken(t.db, `skh_${"z".repeat(43)}`)).toEqual({ ok: false, message: API_TOKEN_MESSAGES.invalid });
    const user = await t.makeUser();
    const expiring = await create(user);
    await t.db.update(apiTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(apiTokens.id, expiring.summary.id));
    expect(await authenticateApiToken(t.db, expiring.token)).toEqual({ ok: false, message: API_TOKEN_MESSAGES.expired });
    const listed = await t.callerFor(user).apiTokens.list();
    expect(listed.find((token) => token.id === expiring.summary.id)?.status).toBe("expired");
    const { token } = await create(user);
    await t.db.update(users).set({ status: "suspended" }).where(eq(users.id, user.id));
    expect(await authenticateApiToken(t.db, token)).toEqual({ ok: false, message: API_TOKEN_MESSAGES.ownerInactive });
  });

  it("writes last-used on first use, then at most once a minute", async () => {
    const user = await t.makeUser();
    const { token, summary } = await create(user);
    await authenticateApiToken(t.db, token);
    const firstUse = (await rowOf(summary.id)).lastUsedAt;
    expect(firstUse).toBeInstanceOf(Date);
    // Within the minute: not written again.
    await t.db.update(apiTokens).set({ lastUsedAt: sql`now() - interval '30 seconds'` }).where(eq(apiTokens.id, summary.id));
    const halfMinuteAgo = (await rowOf(summary.id)).lastUsedAt;
    await authenticateApiToken(t.db, token);
    expect((await rowOf(summary.id)).lastUsedAt).toEqual(halfMinuteAgo);
    // Past the minute: written again.
    await t.db.update(apiTokens).set({ lastUsedAt: sql`now() - interval '2 minutes'` }).where(eq(apiTokens.id, summary.id));
    const twoMinutesAgo = (await rowOf(summary.id)).lastUsedAt;
    await authenticateApiToken(t.db, token);
    expect((await rowOf(summary.id)).lastUsedAt!.getTime()).toBeGreaterThan(twoMinutesAgo!.getTime());
  });
});

describe("procedures called with a token", () => {
  it("a read token reads but may not write", async () => {
    const customer = await t.makeUser();
    const { token } = await create(customer, ["read"]);
    const caller = createCaller(await bearerContext(token));
    expect(await caller.notifications.unreadCount()).toEqual({ count: 0 });
    expect(await failureOf(caller.notifications.markRead({}))).toEqual({ code: "FORBIDDEN", message: API_TOKEN_MESSAGES.readOnly });
  });

  it("a refused token is 401 with its reason, even for a public procedure", async () => {
    const caller = createCaller({ db: t.db, user: null, headers: new Headers(), bearer: { ok: false, message: API_TOKEN_MESSAGES.invalid } });
    expect(await failureOf(caller.listings.list({}))).toEqual({ code: "UNAUTHORIZED", message: API_TOKEN_MESSAGES.invalid });
  });

  it(`is rate-limited per token: ${API_TOKEN_LIMITS.rateLimit.limit} calls a minute`, async () => {
    const customer = await t.makeUser();
    const { token, summary } = await create(customer, ["read"]);
    const other = await create(customer, ["read"]);
    const caller = createCaller(await bearerContext(token));
    await caller.notifications.unreadCount();
    await t.db
      .update(rateLimits)
      .set({ count: API_TOKEN_LIMITS.rateLimit.limit })
      .where(eq(rateLimits.key, `api-token:${summary.id}`));
    expect(await failureOf(caller.notifications.unreadCount())).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: API_TOKEN_MESSAGES.tooManyRequests,
    });
    // Another token of the same owner has its own allowance.
    expect(await createCaller(await bearerContext(other.token)).notifications.unreadCount()).toEqual({ count: 0 });
  });
});
