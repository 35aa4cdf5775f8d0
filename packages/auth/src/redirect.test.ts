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
