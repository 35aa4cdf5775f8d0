import { describe, expect, it } from "vitest";
import { API_TOKEN_MESSAGES, bearerTokenOf, createApiTokenSchema, scopeAllows } from "./api-tokens";

const TOKEN = `skh_${"A1_-".repeat(10)}abc`;

describe("bearerTokenOf", () => {
  it("reads a well-formed token, whatever the scheme's case", () => {
    expect(bearerTokenOf(`Bearer ${TOKEN}`)).toBe(TOKEN);
    expect(bearerTokenOf(`bearer   ${TOKEN} `)).toBe(TOKEN);
  });

  it("reads the header with spaces before the scheme", () => {
    expect(bearerTokenOf(`  Bearer ${TOKEN}`)).toBe(TOKEN);
  });

  it("is null for a bearer that is not one of ours (malformed, empty, wrong prefix)", () => {
    expect(bearerTokenOf("Bearer")).toBeNull();
    expect(bearerTokenOf("Bearer abc")).toBeNull();
    expect(bearerTokenOf(`Bearer ghp_${TOKEN.slice(4)}`)).toBeNull();
    expect(bearerTokenOf(`Bearer ${TOKEN}x`)).toBeNull();
  });

  it("is undefined without a bearer (no header, another scheme)", () => {
    expect(bearerTokenOf(null)).toBeUndefined();
    expect(bearerTokenOf("Basic dXNlcjpwYXNz")).toBeUndefined();
    expect(bearerTokenOf("Bearerish x")).toBeUndefined();
    expect(bearerTokenOf("")).toBeUndefined();
  });

  it("is undefined when the scheme only ends in bearer", () => {
    expect(bearerTokenOf(`XBearer ${TOKEN}`)).toBeUndefined();
    expect(bearerTokenOf(`Not-bearer ${TOKEN}`)).toBeUndefined();
  });
});

describe("scopes", () => {
  it("read allows reads only; write allows both", () => {
    expect(scopeAllows(["read"], "read")).toBe(true);
    expect(scopeAllows(["read"], "write")).toBe(false);
    expect(scopeAllows(["write"], "write")).toBe(true);
    expect(scopeAllows(["write"], "read")).toBe(true);
  });

  it("a token without scopes may do nothing", () => {
    expect(scopeAllows([], "read")).toBe(false);
    expect(scopeAllows([], "write")).toBe(false);
  });

  it("a token made to read gets the read scope only", () => {
    expect(createApiTokenSchema.parse({ name: "Dashboard", scopes: ["read"] }).scopes).toEqual(["read"]);
    expect(createApiTokenSchema.parse({ name: "Sync", scopes: ["write"] }).scopes).toEqual(["write"]);
  });

  it("the create form needs a name and a scope; scopes come back in order; 90 days by default", () => {
    expect(createApiTokenSchema.parse({ name: " CRM ", scopes: ["write", "read"] })).toEqual({
      name: "CRM",
      scopes: ["read", "write"],
      expiresInDays: 90,
    });
    const noScope = createApiTokenSchema.safeParse({ name: "CRM", scopes: [] });
    expect(noScope.error?.issues[0]?.message).toBe(API_TOKEN_MESSAGES.scopeRequired);
    const badLifetime = createApiTokenSchema.safeParse({ name: "CRM", scopes: ["read"], expiresInDays: 7 });
    expect(badLifetime.error?.issues[0]?.message).toBe(API_TOKEN_MESSAGES.invalidLifetime);
  });
});
