import { apiTokens, rateLimits, users } from "@skyhire/db/schema";
import { API_TOKEN_LIMITS, API_TOKEN_MESSAGES, type ApiTokenScope, type SessionUser } from "@skyhire/validators";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiToken } from "../services/api-tokens";
import { createTestContext, type TestContext } from "../testing";
import { startRestTestServer, type RestTestServer } from "./test-server";

/** Bearer requests through the REST adapter (docs/product.md#api-tokens). */
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

async function tokenFor(user: SessionUser, scopes: ApiTokenScope[] = ["read"]) {
  const { token, summary } = await createApiToken(t.db, { actor: user, input: { name: "Procurement", scopes } });
  return { token, id: summary.id };
}

function withBearer(token: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("authorization", `Bearer ${token}`);
  return { ...init, headers };
}

/** The job ids of a list answer (an array, or a page of items). */
function jobIds(body: unknown): string[] {
  const items = Array.isArray(body) ? body : (body as { items: unknown[] }).items;
  return (items as { id: string }[]).map((job) => job.id);
}

const newJob = {
  title: "Inspect a bridge",
  description: "Close visual inspection of the deck underside.",
  category: "inspection",
  location: "Brisbane",
  budget: "2500+",
};

describe("GET /api/requests/customer/{userId} with a token", () => {
  it("lists the token owner's own jobs, as a session would", async () => {
    const customer = await t.makeUser();
    const mine = await t.makeJob({ customerId: customer.id });
    await t.makeJob();
    const { token } = await tokenFor(customer);
    const response = await server.request(`/api/requests/customer/${customer.id}`, withBearer(token));
    expect(response.status).toBe(200);
    expect(jobIds(await response.json())).toEqual([mine.id]);
  });

  it("is refused for another user's id, under the same rule as the session", async () => {
    const owner = await t.makeUser();
    const caller = await t.makeUser();
    const { token } = await tokenFor(caller);
    const response = await server.request(`/api/requests/customer/${owner.id}`, withBearer(token));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: "You can only view your own job requests" });
  });

  it("acts as the token's owner even when a session of someone else rides along", async () => {
    const owner = await t.makeUser();
    const other = await t.makeUser();
    const { token } = await tokenFor(owner);
    const response = await server.request(`/api/requests/customer/${other.id}`, {
      ...withBearer(token),
      asUserId: other.id,
    });
    expect(response.status).toBe(403);
  });
});

describe("refused tokens answer 401 with the reason", () => {
  it("an unknown token", async () => {
    const response = await server.request("/api/requests", withBearer(`skh_${"x".repeat(43)}`));
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe('Bearer realm="Skyhire"');
    expect(await response.json()).toMatchObject({ message: API_TOKEN_MESSAGES.invalid });
  });

  it("a malformed token, even on a public read", async () => {
    const response = await server.request("/api/listings", withBearer("not-a-token"));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: API_TOKEN_MESSAGES.malformed });
  });

  it("a revoked token", async () => {
    const customer = await t.makeUser();
    const { token, id } = await tokenFor(customer);
    await t.db.update(apiTokens).set({ revokedAt: sql`now()` }).where(eq(apiTokens.id, id));
    const response = await server.request(`/api/requests/customer/${customer.id}`, withBearer(token));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: API_TOKEN_MESSAGES.revoked });
  });

  it("an expired token", async () => {
    const customer = await t.makeUser();
    const { token, id } = await tokenFor(customer);
    await t.db.update(apiTokens).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(apiTokens.id, id));
    const response = await server.request(`/api/requests/customer/${customer.id}`, withBearer(token));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: API_TOKEN_MESSAGES.expired });
  });

  it("a suspended owner's token", async () => {
    const customer = await t.makeUser();
    const { token } = await tokenFor(customer);
    await t.db.update(users).set({ status: "suspended" }).where(eq(users.id, customer.id));
    const response = await server.request(`/api/requests/customer/${customer.id}`, withBearer(token));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: API_TOKEN_MESSAGES.ownerInactive });
  });
});

describe("scopes", () => {
  function postJob(token: string) {
    return server.request(
      "/api/requests",
      withBearer(token, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(newJob) }),
    );
  }

  it("a read token cannot write: 403, and nothing is created", async () => {
    const customer = await t.makeUser();
    const { token } = await tokenFor(customer, ["read"]);
    const response = await postJob(token);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: API_TOKEN_MESSAGES.readOnly });
    const list = await server.request(`/api/requests/customer/${customer.id}`, withBearer(token));
    expect(jobIds(await list.json())).toEqual([]);
  });

  it("a write token writes as its owner, from another site's page too (no CSRF for bearer requests)", async () => {
    const customer = await t.makeUser();
    const { token } = await tokenFor(customer, ["write"]);
    const response = await server.request(
      "/api/requests",
      withBearer(token, {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://procurement.example" },
        body: JSON.stringify(newJob),
      }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ title: newJob.title, customerId: customer.id });
  });
});

describe("across origins (CORS)", () => {
  const origin = "https://integrator.example";

  it("a browser's preflight may send a token, an idempotency key and conditions", async () => {
    const response = await server.request("/api/requests", {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toBe("GET, POST, OPTIONS");
    expect(response.headers.get("access-control-allow-headers")).toContain("Authorization");
    expect(response.headers.get("access-control-allow-headers")).toContain("Idempotency-Key");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("a bearer request's answer is readable from any origin, paging headers included", async () => {
    const customer = await t.makeUser();
    await t.makeJob({ customerId: customer.id });
    const { token } = await tokenFor(customer);
    const response = await server.request(`/api/requests/customer/${customer.id}`, withBearer(token, { headers: { origin } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-expose-headers")).toContain("Link");
    expect(response.headers.get("access-control-expose-headers")).toContain("X-Total-Count");
  });

  it("is closed to a request that carries a session cookie, with or without a token", async () => {
    const customer = await t.makeUser();
    const { token } = await tokenFor(customer);
    const cookie = { origin, cookie: "authjs.session-token=abc" };
    const withCookie = await server.request("/api/listings", withBearer(token, { headers: cookie }));
    expect(withCookie.headers.get("access-control-allow-origin")).toBeNull();
    const cookieOnly = await server.request("/api/listings", { headers: cookie });
    expect(cookieOnly.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("RateLimit headers (IETF draft) on a token's answers", () => {
  it("say the token's quota and what is left of it, down to 0 on the 429; a session's answers have none", async () => {
    const customer = await t.makeUser();
    const { token, id } = await tokenFor(customer);
    const { limit } = API_TOKEN_LIMITS.rateLimit;
    const first = await server.request("/api/listings?pageSize=1", withBearer(token));
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-policy")).toBe(`"token";q=${limit};w=60`);
    expect(first.headers.get("ratelimit")).toMatch(new RegExp(`^"token";r=${limit - 1};t=([1-9]|[1-5][0-9]|60)$`));
    const second = await server.request("/api/listings?pageSize=1", withBearer(token));
    expect(second.headers.get("ratelimit")).toMatch(new RegExp(`^"token";r=${limit - 2};t=`));

    await t.db.update(rateLimits).set({ count: limit }).where(eq(rateLimits.key, `api-token:${id}`));
    const limited = await server.request("/api/listings?pageSize=1", withBearer(token));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("ratelimit")).toMatch(/^"token";r=0;t=\d+$/);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);

    const session = await server.request("/api/listings?pageSize=1", { asUserId: customer.id });
    expect(session.headers.get("ratelimit")).toBeNull();
  });
});
