import { expect, test, type APIRequestContext } from "../fixtures";
import { OVERSIZED_BYTES, send, streamOversizedBody } from "./raw-http";

/**
 * Limits every route keeps, applied by the server before any route reads the request
 * (apps/web/src/server/request-limits.ts): a body is counted while it streams and refused at its
 * route's cap, unserved methods and malformed paths get clear 4xx answers. Production build.
 */

const PASSWORD = "e2e-password-123";

/** The Cookie header of a new, signed-in account (uploads read no body from strangers). */
async function signedInCookie(request: APIRequestContext): Promise<string> {
  const email = `e2e-limits-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  await request.post("/api/auth/register", { data: { email, password: PASSWORD, confirmPassword: PASSWORD } });
  const csrf = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  await request.post("/api/auth/callback/credentials", { form: { csrfToken: csrf.csrfToken, email, password: PASSWORD } });
  expect((await request.get("/api/auth/user")).status()).toBe(200);
  const { cookies } = await request.storageState();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

// Routes that read the body they are sent (the cap holds on every path; these show it end to end).
const oversized = [
  { route: "a tRPC mutation", path: "/api/trpc/jobs.create", contentType: "application/json", signedIn: false },
  { route: "registration (REST)", path: "/api/auth/register", contentType: "application/json", signedIn: false },
  { route: "an upload", path: "/api/uploads", contentType: "multipart/form-data; boundary=x", signedIn: true },
];

for (const { route, path, contentType, signedIn } of oversized) {
  test(`a chunked body over the cap of ${route} is refused with 413 before it is all sent`, async ({ baseURL, request }) => {
    const cookie = signedIn ? await signedInCookie(request) : "";
    const answer = await streamOversizedBody(baseURL, path, { "content-type": contentType, cookie });
    expect(answer.status).toBe(413);
    // Problem details, like every other refusal.
    expect(answer.headers["content-type"]).toBe("application/problem+json");
    expect(JSON.parse(answer.body)).toMatchObject({ status: 413, detail: "Request body is too large", message: "Request body is too large", requestId: expect.any(String) });
    // The server stopped reading at the cap: the client was still far from done.
    expect(answer.sentBeforeAnswer).toBeLessThan(OVERSIZED_BYTES);

    const stillServing = await send(baseURL, "GET", "/api/listings?pageSize=1");
    expect(stillServing.status).toBe(200);
  });
}

test("TRACE (or any method the site does not serve) is refused with 405 and what is allowed", async ({ baseURL }) => {
  for (const method of ["TRACE", "PROPFIND"]) {
    for (const path of ["/", "/api/listings"]) {
      const answer = await send(baseURL, method, path);
      expect(answer.status).toBe(405);
      expect(answer.headers["allow"]).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      // Problem details, like every other refusal.
      expect(answer.headers["content-type"]).toBe("application/problem+json");
      expect(JSON.parse(answer.body)).toMatchObject({ status: 405, detail: "Method not allowed", message: "Method not allowed", requestId: expect.any(String) });
    }
  }
});

test("a path with malformed percent-encoding is a 400 with a clear message", async ({ baseURL }) => {
  for (const path of ["/api/listings/%E0%A4%A", "/api/%", "/api/trpc/%E0", "/listings/%"]) {
    const answer = await send(baseURL, "GET", path);
    expect(answer.status).toBe(400);
    // Problem details, like every other refusal.
    expect(answer.headers["content-type"]).toBe("application/problem+json");
    expect(JSON.parse(answer.body)).toMatchObject({ status: 400, detail: "The address has malformed percent-encoding", message: "The address has malformed percent-encoding", requestId: expect.any(String) });
  }
  // Well-formed escapes still reach the routes.
  expect((await send(baseURL, "GET", "/api/listings/%E0%A4%A4")).status).toBe(404);
});
