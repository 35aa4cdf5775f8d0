import { AUTH_MESSAGES } from "@skyhire/validators";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, type TestContext } from "../testing";
import { errorResponse, INTERNAL_ERROR_MESSAGE } from "./errors";
import { startRestTestServer, type RestTestServer } from "./test-server";

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

const jsonHeaders = { "content-type": "application/json" };

describe("the REST adapter", () => {
  it("answers an unknown /api path with 404 JSON", async () => {
    const response = await server.request("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(await response.json()).toMatchObject({
      type: "urn:skyhire:problem:not-found",
      title: "Not Found",
      status: 404,
      detail: "Not found",
      message: "Not found",
      requestId: expect.stringMatching(/^[0-9a-f]{8}$/),
    });
  });

  it("answers a known path with the wrong method with 405 and an Allow header", async () => {
    const response = await server.request("/api/listings", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, POST, OPTIONS");
    expect(await response.json()).toMatchObject({ message: "Method not allowed" });

    const profile = await server.request("/api/customers/profile", { method: "PATCH" });
    expect(profile.status).toBe(405);
    expect(profile.headers.get("allow")).toBe("GET, POST, PUT, OPTIONS");
  });

  it("answers OPTIONS with the methods the path serves, 404 for a path it does not", async () => {
    const listings = await server.request("/api/listings", { method: "OPTIONS" });
    expect(listings.status).toBe(204);
    expect(listings.headers.get("allow")).toBe("GET, POST, OPTIONS");
    expect(listings.headers.get("access-control-allow-origin")).toBeNull();
    const one = await server.request("/api/listings/8d2b5a40-1c1e-4c3e-9a59-2f4f0d6c1a11", { method: "OPTIONS" });
    expect(one.headers.get("allow")).toBe("GET, PUT, OPTIONS");
    expect((await server.request("/api/no-such-thing", { method: "OPTIONS" })).status).toBe(404);
  });

  it("refuses a body that is not JSON with 415", async () => {
    const customer = await t.makeUser();
    const response = await server.request("/api/requests", {
      method: "POST",
      asUserId: customer.id,
      headers: { "content-type": "text/plain" },
      body: "title=Roof",
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ message: "Content-Type must be application/json" });
  });

  it("refuses malformed JSON with 400", async () => {
    const customer = await t.makeUser();
    const response = await server.request("/api/requests", {
      method: "POST",
      asUserId: customer.id,
      headers: jsonHeaders,
      body: '{"title": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Malformed JSON body" });
  });

  it("refuses a cross-site mutation by Origin or Sec-Fetch-Site with 403", async () => {
    const customer = await t.makeUser();
    const body = JSON.stringify({ name: "Casey" });
    for (const headers of [
      { ...jsonHeaders, origin: "https://evil.example" },
      { ...jsonHeaders, origin: "null" },
      { ...jsonHeaders, "sec-fetch-site": "cross-site" },
    ]) {
      const response = await server.request("/api/customers/profile", {
        method: "POST",
        asUserId: customer.id,
        headers,
        body,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ message: "Cross-site request refused" });
    }
    const sameOrigin = await server.request("/api/customers/profile", {
      method: "POST",
      asUserId: customer.id,
      headers: { ...jsonHeaders, origin: server.baseUrl, "sec-fetch-site": "same-origin" },
      body,
    });
    expect(sameOrigin.status).toBe(201);
  });

  it("lets a cross-site read through", async () => {
    const response = await server.request("/api/listings", {
      headers: { origin: "https://elsewhere.example" },
    });
    expect(response.status).toBe(200);
  });

  it("answers an unexpected failure with 500 and no detail, logging the cause", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = errorResponse(
      new TRPCError({
        code: "INTERNAL_SERVER_ERROR",
        message: 'relation "secret_table" does not exist',
      }),
    );
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text).message).toMatch(new RegExp(`^${INTERNAL_ERROR_MESSAGE.replace(/[.()]/g, "\\$&")} \\(reference [0-9a-f]{8}\\)$`));
    expect(text).not.toContain("secret_table");
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});

describe("GET /api/auth/user", () => {
  it("returns the signed-in user", async () => {
    const user = await t.makeUser({ firstName: "Casey" });
    const response = await server.request("/api/auth/user", { asUserId: user.id });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: "Casey",
      role: "customer",
    });
  });

  it("is 401 when signed out, naming the bearer scheme in WWW-Authenticate", async () => {
    const response = await server.request("/api/auth/user");
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe('Bearer realm="Skyhire"');
    expect(await response.json()).toMatchObject({ message: AUTH_MESSAGES.unauthorized });
  });
});

describe("POST /api/auth/register", () => {
  const register = (body: unknown) =>
    server.request("/api/auth/register", {
      method: "POST",
      headers: jsonHeaders,
      body: JSON.stringify(body),
    });

  it("creates an account with 201", async () => {
    const email = `new-${Date.now()}@example.test`;
    const response = await register({
      email,
      password: "long-enough",
      confirmPassword: "long-enough",
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ email });
  });

  it("is 400 with the field errors when the passwords differ", async () => {
    const response = await register({
      email: "x@example.test",
      password: "long-enough",
      confirmPassword: "other-one",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: AUTH_MESSAGES.passwordsDontMatch,
      fieldErrors: { confirmPassword: [AUTH_MESSAGES.passwordsDontMatch] },
    });
  });

  it("is 409 when the e-mail is taken", async () => {
    const existing = await t.makeUser();
    const response = await register({
      email: existing.email,
      password: "long-enough",
      confirmPassword: "long-enough",
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: AUTH_MESSAGES.emailTaken });
  });
});
