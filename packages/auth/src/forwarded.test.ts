import { describe, expect, it } from "vitest";
import { clientAddressOf, normalizeForwardedHeaders, TRUST_PROXY_MESSAGE, trustedProxyHops } from "./forwarded";

describe("forwarded headers", () => {
  it("believes no forwarded header by default: the client is the socket's peer", () => {
    const headers: Record<string, string | undefined> = {
      "x-forwarded-for": "1.2.3.4",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
      "x-real-ip": "5.6.7.8",
      host: "skyhire.example",
    };
    normalizeForwardedHeaders(headers, "203.0.113.9", 0);
    expect(headers).toEqual({ "x-forwarded-for": "203.0.113.9", host: "skyhire.example" });
  });

  it("behind one trusted proxy, takes the address that proxy vouches for and its host", () => {
    const headers: Record<string, string | undefined> = {
      "x-forwarded-for": "9.9.9.9, 198.51.100.7",
      "x-forwarded-host": "skyhire.example",
    };
    normalizeForwardedHeaders(headers, "10.0.0.2", 1);
    expect(headers).toEqual({ "x-forwarded-for": "198.51.100.7", "x-forwarded-host": "skyhire.example" });
  });

  it("cannot be talked into another address by a longer chain than the proxies wrote", () => {
    expect(clientAddressOf("1.1.1.1, 2.2.2.2, 198.51.100.7", "10.0.0.2", 1)).toBe("198.51.100.7");
    expect(clientAddressOf(undefined, "10.0.0.2", 2)).toBe("10.0.0.2");
    expect(clientAddressOf(undefined, undefined, 0)).toBe("unknown");
  });

  it("reads TRUST_PROXY as a hop count and refuses anything else", () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ TRUST_PROXY: "2" })).toBe(2);
    expect(() => trustedProxyHops({ TRUST_PROXY: "yes" })).toThrow(TRUST_PROXY_MESSAGE);
  });
});
