import { describe, expect, it } from "vitest";
import { accountSessionIdSchema, ACCOUNT_SESSION_MESSAGES, describeUserAgent } from "./account-sessions";

describe("describeUserAgent", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      { browser: "Chrome", os: "Windows", device: "Computer" },
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      { browser: "Edge", os: "Windows", device: "Computer" },
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      { browser: "Safari", os: "iOS", device: "Phone" },
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0",
      { browser: "Firefox", os: "macOS", device: "Computer" },
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      { browser: "Chrome", os: "Android", device: "Phone" },
    ],
    [
      "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Safari/537.36",
      { browser: "Samsung Internet", os: "Android", device: "Tablet" },
    ],
  ])("reads %s", (ua, expected) => {
    expect(describeUserAgent(ua)).toEqual(expected);
  });

  it("says Unknown for a missing or odd agent", () => {
    expect(describeUserAgent(undefined)).toEqual({ browser: "Unknown browser", os: "Unknown system", device: "Computer" });
    expect(describeUserAgent("something")).toEqual({ browser: "Unknown browser", os: "Unknown system", device: "Computer" });
  });
});

describe("accountSessionIdSchema", () => {
  it("takes an id and refuses an empty or overlong one with the not-found message", () => {
    expect(accountSessionIdSchema.parse({ id: " 0b7e2d2c-1f3a-4c55-9e0d-2b8d7c1a0f11 " }).id).toBe("0b7e2d2c-1f3a-4c55-9e0d-2b8d7c1a0f11");
    for (const id of ["", "a".repeat(101)]) {
      const bad = accountSessionIdSchema.safeParse({ id });
      expect(bad.error?.issues[0]?.message).toBe(ACCOUNT_SESSION_MESSAGES.notFound);
    }
  });
});
