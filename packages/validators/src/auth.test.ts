import { describe, expect, it } from "vitest";
import {
  AUTH_MESSAGES,
  changePasswordSchema,
  customerSignUpSchema,
  normalizeEmail,
  registerSchema,
  resetPasswordSchema,
  signInSchema,
} from "./auth";
import { LIMITS } from "./constants";

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

describe("changePasswordSchema", () => {
  const issues = (input: unknown) => {
    const result = changePasswordSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
  };

  it("asks for the current password, a long enough new one, typed twice, and not the same as before", () => {
    expect(issues({ currentPassword: "old-password", newPassword: "new-password", confirmPassword: "new-password" })).toEqual([]);
    expect(issues({ currentPassword: "", newPassword: "new-password", confirmPassword: "new-password" })).toEqual([
      ["currentPassword", "Enter your current password"],
    ]);
    expect(issues({ currentPassword: "old-password", newPassword: "short", confirmPassword: "short" })).toEqual([
      ["newPassword", "Password must be at least 8 characters"],
    ]);
    expect(issues({ currentPassword: "old-password", newPassword: "new-password", confirmPassword: "new-passw0rd" })).toEqual([
      ["confirmPassword", "Passwords don't match"],
    ]);
    expect(issues({ currentPassword: "same-password", newPassword: "same-password", confirmPassword: "same-password" })).toEqual([
      ["newPassword", "Choose a new password that differs from the current one"],
    ]);
  });
});

describe("customer sign-up", () => {
  const account = { email: "new@example.com", password: "12345678", confirmPassword: "12345678" };

  it("asks for a name of at least 2 characters", () => {
    const missing = customerSignUpSchema.safeParse(account);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({ path: ["name"], message: AUTH_MESSAGES.nameTooShort });
    const short = customerSignUpSchema.safeParse({ ...account, name: " A " });
    expect(short.error?.issues[0]?.message).toBe(AUTH_MESSAGES.nameTooShort);
  });

  it("keeps the name trimmed; POST /api/auth/register takes it but does not need it", () => {
    expect(customerSignUpSchema.parse({ ...account, name: "  Audrey Customer " }).name).toBe("Audrey Customer");
    expect(registerSchema.parse(account).name).toBeUndefined();
    expect(registerSchema.parse({ ...account, name: "Audrey Customer" }).name).toBe("Audrey Customer");
  });
});

describe("the password rule, the same for sign-up, change and reset", () => {
  const pair = (password: string) => ({ email: "a@b.co", password, confirmPassword: password });
  const change = (newPassword: string) => ({ currentPassword: "old-password", newPassword, confirmPassword: newPassword });
  const reset = (newPassword: string) => ({ token: "t", newPassword, confirmPassword: newPassword });

  it("refuses 7 characters and accepts 8", () => {
    expect(messages(pair("1234567"))).toEqual([["password", "Password must be at least 8 characters"]]);
    expect(messages(pair("12345678"))).toEqual([]);
    expect(changePasswordSchema.safeParse(change("1234567")).success).toBe(false);
    expect(changePasswordSchema.safeParse(change("12345678")).success).toBe(true);
    expect(resetPasswordSchema.safeParse(reset("1234567")).success).toBe(false);
    expect(resetPasswordSchema.safeParse(reset("12345678")).success).toBe(true);
  });

  it("accepts 1,024 characters and refuses 1,025 everywhere, with the message", () => {
    expect(messages(pair("x".repeat(1024)))).toEqual([]);
    expect(messages(pair("x".repeat(1025)))).toEqual([["password", "Password cannot exceed 1024 characters"]]);
    const tooLong = changePasswordSchema.safeParse(change("x".repeat(1025)));
    expect(tooLong.error?.issues.map((issue) => issue.message)).toContain("Password cannot exceed 1024 characters");
    expect(resetPasswordSchema.safeParse(reset("x".repeat(1025))).success).toBe(false);
  });
});

describe("signInSchema", () => {
  const signIn = (input: unknown) => signInSchema.safeParse(input);

  it("parses an e-mail and a password, trimming the e-mail only", () => {
    expect(signInSchema.parse({ email: "  ann@example.test ", password: " secret " })).toEqual({
      email: "ann@example.test",
      password: " secret ",
    });
  });

  it("takes an address of up to 320 characters and a password up to the maximum length", () => {
    const longest = `${"a".repeat(307)}@example.test`;
    expect(longest).toHaveLength(320);
    expect(signIn({ email: longest, password: "x".repeat(LIMITS.passwordMax) }).success).toBe(true);
    expect(signIn({ email: `a${longest}`, password: "x" }).success).toBe(false);
    expect(signIn({ email: "ann@example.test", password: "x".repeat(LIMITS.passwordMax + 1) }).success).toBe(false);
  });

  it("refuses an empty address or password", () => {
    expect(signIn({ email: "   ", password: "x" }).success).toBe(false);
    expect(signIn({ email: "ann@example.test", password: "" }).success).toBe(false);
  });
});
