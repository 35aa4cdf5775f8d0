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
