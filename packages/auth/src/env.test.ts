import { describe, expect, it } from "vitest";
import { MISSING_SECRET_MESSAGE, readAuthEnv } from "./env";

describe("auth env", () => {
  it("uses AUTH_SECRET when set", () => {
    const env = readAuthEnv({ NODE_ENV: "production", AUTH_SECRET: "s3cret-value" });
    expect(env.secret).toBe("s3cret-value");
    expect(env.usingDevelopmentSecret).toBe(false);
  });

  it("falls back to a development secret outside production", () => {
    for (const NODE_ENV of ["development", "test", undefined]) {
      const env = readAuthEnv({ NODE_ENV });
      expect(env.secret.length).toBeGreaterThan(20);
      expect(env.usingDevelopmentSecret).toBe(true);
    }
  });

  it("refuses to run in production without AUTH_SECRET", () => {
    expect(() => readAuthEnv({ NODE_ENV: "production" })).toThrow(MISSING_SECRET_MESSAGE);
    expect(() => readAuthEnv({ NODE_ENV: "production", AUTH_SECRET: "  " })).toThrow(/AUTH_SECRET is not set/);
  });

  it("lets `next build` through (it serves no requests)", () => {
    expect(() => readAuthEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" })).not.toThrow();
  });

  it("enables an OAuth provider only when both its id and secret are set", () => {
    const env = readAuthEnv({ AUTH_GITHUB_ID: "id", AUTH_GITHUB_SECRET: "secret", AUTH_GOOGLE_ID: "only-id" });
    expect(env.github).toEqual({ clientId: "id", clientSecret: "secret" });
    expect(env.google).toBeNull();
  });
});
