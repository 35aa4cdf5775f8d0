import { expect, test } from "../fixtures";

/**
 * Token clients on other sites (docs/api.md#cross-origin-requests), through the production server's
 * whole request path: a browser's preflight is answered for the path's own methods, a bearer
 * request's answer (a refusal too) may be read across origins, a cookie request's never.
 */
const origin = "https://integrator.example";

test("a token client's preflight and answers are open across origins; a cookie's are not", async ({ request }) => {
  const preflight = await request.fetch("/api/requests", {
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type" },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()["allow"]).toBe("GET, POST, OPTIONS");
  expect(preflight.headers()["access-control-allow-origin"]).toBe("*");
  expect(preflight.headers()["access-control-allow-headers"]).toContain("Authorization");

  // A token the server does not know: refused, and the script that sent it can read why.
  const refused = await request.get("/api/listings?pageSize=1", { headers: { origin, authorization: `Bearer skh_${"x".repeat(43)}` } });
  expect(refused.status()).toBe(401);
  expect(refused.headers()["access-control-allow-origin"]).toBe("*");
  expect(refused.headers()["www-authenticate"]).toBe('Bearer realm="Skyhire"');

  const withCookie = await request.get("/api/listings?pageSize=1", { headers: { origin, cookie: "authjs.session-token=abc" } });
  expect(withCookie.headers()["access-control-allow-origin"]).toBeUndefined();
});
