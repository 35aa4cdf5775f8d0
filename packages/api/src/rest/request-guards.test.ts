import { describe, expect, it } from "vitest";
import { csrfCheck } from "./request-guards";

/** A mutation from evil.example that also claims, in X-Forwarded-Host, to have been served as evil.example. */
function spoofedMutation() {
  return new Request("http://127.0.0.1:3000/api/trpc/jobs.create", {
    method: "POST",
    headers: {
      host: "127.0.0.1:3000",
      origin: "https://evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    },
  });
}

describe("the cross-site check", () => {
  it("does not believe a client's X-Forwarded-Host without a trusted proxy", async () => {
    const refusal = csrfCheck(spoofedMutation(), {});
    expect(refusal?.status).toBe(403);
    expect(await refusal?.json()).toMatchObject({ message: "Cross-site request refused" });
  });

  it("behind the configured proxy, counts the host it forwards as this site", () => {
    expect(csrfCheck(spoofedMutation(), { TRUST_PROXY: "1" })).toBeNull();
  });

  it("lets this site's own pages through, by URL or by Host", () => {
    const own = new Request("http://127.0.0.1:3000/api/trpc/jobs.create", {
      method: "POST",
      headers: { host: "localhost:3000", origin: "http://localhost:3000" },
    });
    expect(csrfCheck(own, {})).toBeNull();
  });
});

describe("the cross-site check and bearer tokens (docs/product.md#api-tokens)", () => {
  const TOKEN = `skh_${"a".repeat(43)}`;
  function crossSite(headers: Record<string, string>) {
    return new Request("http://127.0.0.1:3000/api/requests", {
      method: "POST",
      headers: { host: "127.0.0.1:3000", origin: "https://tool.example", "sec-fetch-site": "cross-site", ...headers },
    });
  }

  it("does not apply to a request that carries only a bearer token (no cookie to ride on)", () => {
    expect(csrfCheck(crossSite({ authorization: `Bearer ${TOKEN}` }), {})).toBeNull();
  });

  it("still applies when a session cookie rides along with the bearer token", () => {
    const both = crossSite({ authorization: `Bearer ${TOKEN}`, cookie: "authjs.session-token=abc" });
    expect(csrfCheck(both, {})?.status).toBe(403);
  });

  it("still applies to a cookie request with another Authorization scheme", () => {
    expect(csrfCheck(crossSite({ authorization: "Basic dXNlcjpwYXNz" }), {})?.status).toBe(403);
  });
});
