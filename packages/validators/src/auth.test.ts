import { describe, expect, it } from "vitest";
import { normalizeEmail, registerSchema } from "./auth";

function messages(input: unknown) {
  const result = registerSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
}

describe("registerSchema", () => {
  it("accepts a valid body and trims the e-mail", () => {
    const parsed = registerSchema.parse({ email: " a@b.co ", password: "12345678", confirmPassword: "12345678" });
    expect(parsed.email).toBe("a@b.co");
  });

  it("uses the spec's messages on the right fields", () => {
    expect(messages({ email: "nope", password: "12345678", confirmPassword: "12345678" })).toEqual([["email", "Invalid email address"]]);
    expect(messages({ email: "a@b.co", password: "short", confirmPassword: "short" })).toEqual([
      ["password", "Password must be at least 8 characters"],
    ]);
    expect(messages({ email: "a@b.co", password: "12345678", confirmPassword: "87654321" })).toEqual([
      ["confirmPassword", "Passwords don't match"],
    ]);
    expect(messages({})).toEqual([
      ["email", "Invalid email address"],
      ["password", "Password must be at least 8 characters"],
      ["confirmPassword", "Passwords don't match"],
    ]);
  });
});

describe("normalizeEmail", () => {
  it("trims and lower-cases", () => {
    expect(normalizeEmail("  Pilot@Example.COM ")).toBe("pilot@example.com");
  });
});
