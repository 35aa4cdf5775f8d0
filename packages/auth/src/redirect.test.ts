import { describe, expect, it } from "vitest";
import { hasSessionCookie } from "./cookies";
import { safeCallbackPath, sameOriginPath } from "./redirect";

describe("safeCallbackPath", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeCallbackPath("/dashboard/customer")).toBe("/dashboard/customer");
    expect(safeCallbackPath("/post-job?draft=1#top")).toBe("/post-job?draft=1#top");
  });

  it("falls back for anything that could leave the site or loop", () => {
    for (const bad of [
      null,
      undefined,
      "",
      "dashboard",
      "https://evil.example/x",
      "//evil.example/x",
      "/\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "/signin?callbackUrl=/x",
      "/api/login",
      "/api/logout",
      "/signout",
      "/api/auth/signin",
    ]) {
      expect(safeCallbackPath(bad)).toBe("/");
    }
    expect(safeCallbackPath("https://evil.example", "/home")).toBe("/home");
  });
});

describe("safeCallbackPath never yields another site's address (security finding 1)", () => {
  // Each of these resolves, once decoded and normalised as a browser or a later layer would, to a
  // protocol-relative address ("//evil.example", "/\\evil.example").
  const attacks: [string, string][] = [
    ["dot segment, encoded as sent", "%2F.%2F%2Fevil.example"],
    ["dot segment", "/.//evil.example"],
    ["parent segment", "/..//evil.example"],
    ["parent segment deeper", "/a/../..//evil.example/x"],
    ["encoded dots", "/%2e%2e//evil.example"],
    ["encoded dots, upper case", "/%2E%2E//evil.example"],
    ["one encoded dot", "/.%2e//evil.example"],
    ["dot then backslash", "/./\\evil.example"],
    ["backslashes", "/\\\\evil.example"],
    ["slash backslash", "/\\/evil.example"],
    ["encoded slashes", "/%2F%2Fevil.example"],
    ["encoded slash after the first", "/%2Fevil.example"],
    ["encoded backslash", "/%5Cevil.example"],
    ["double-encoded slashes", "/%252F%252Fevil.example"],
    ["double-encoded dots", "/%252e%252e//evil.example"],
    ["triple-encoded slash", "/%25252Fevil.example"],
    ["tab", "/\t/evil.example"],
    ["newline", "/\n/evil.example"],
    ["carriage return", "/\r/evil.example"],
    ["encoded tab", "/%09/evil.example"],
    ["encoded newline", "/%0A/evil.example"],
    ["double-encoded newline", "/%250a/evil.example"],
    ["scheme", "https://evil.example"],
  ];

  it.each(attacks)("%s: %j falls back", (_label, raw) => {
    const value = raw.startsWith("%") ? decodeURIComponent(raw) : raw;
    expect(safeCallbackPath(value)).toBe("/");
    expect(safeCallbackPath(value, "")).toBe("");
  });

  it("whatever it returns is a same-origin path, also once decoded", () => {
    for (const [, raw] of attacks) {
      for (const result of [safeCallbackPath(raw, ""), safeCallbackPath(`/x${raw}`, "")]) {
        if (result === "") continue;
        let decoded = result;
        for (let i = 0; i < 4; i++) decoded = decodeURIComponent(decoded);
        expect(decoded).toMatch(/^\/(?![/\\])/);
        expect(new URL(result, "http://site.test").origin).toBe("http://site.test");
      }
    }
  });

  it("keeps ordinary paths that only look similar", () => {
    expect(safeCallbackPath("/listings/./a")).toBe("/listings/a");
    expect(safeCallbackPath("/a/../listings?q=roof%2F%2Fx")).toBe("/listings?q=roof%2F%2Fx");
    expect(safeCallbackPath("/listings/a%20b")).toBe("/listings/a%20b");
    expect(safeCallbackPath("/listings/a//b")).toBe("/listings/a//b");
    expect(safeCallbackPath("/onboarding/customer?step=2&returnTo=%2Fjobs%2F1")).toBe(
      "/onboarding/customer?step=2&returnTo=%2Fjobs%2F1",
    );
  });
});

describe("sameOriginPath", () => {
  it("takes the path of a same-origin referer only", () => {
    expect(sameOriginPath("http://localhost:3000/listings?q=roof", "http://localhost:3000")).toBe("/listings?q=roof");
    expect(sameOriginPath("https://evil.example/listings", "http://localhost:3000")).toBeNull();
    expect(sameOriginPath("http://localhost:3000/signin", "http://localhost:3000")).toBeNull();
    expect(sameOriginPath("not a url", "http://localhost:3000")).toBeNull();
    expect(sameOriginPath(null, "http://localhost:3000")).toBeNull();
  });
});

describe("hasSessionCookie", () => {
  it("recognises Auth.js session cookies, plain, secure and chunked", () => {
    expect(hasSessionCookie(["authjs.session-token"])).toBe(true);
    expect(hasSessionCookie(["__Secure-authjs.session-token"])).toBe(true);
    expect(hasSessionCookie(["theme", "authjs.session-token.0"])).toBe(true);
    expect(hasSessionCookie(["authjs.csrf-token", "authjs.callback-url"])).toBe(false);
    expect(hasSessionCookie([])).toBe(false);
  });
});
