import { AUTH_MESSAGES } from "@skyhire/validators";
import { AuthError, CredentialsSignin } from "next-auth";
import { describe, expect, it } from "vitest";
import { AccountSuspended, InvalidCredentials, signInErrorFromQuery, signInErrorMessage, TooManyAttempts } from "./errors";

describe("sign-in error messages", () => {
  it("maps thrown errors to the page's text", () => {
    expect(signInErrorMessage(new InvalidCredentials())).toBe("Invalid email or password");
    expect(signInErrorMessage(new CredentialsSignin())).toBe("Invalid email or password");
    expect(signInErrorMessage(new TooManyAttempts())).toBe(
      "Too many sign-in attempts. Please try again in a few minutes.",
    );
    expect(signInErrorMessage(new AccountSuspended())).toBe(AUTH_MESSAGES.accountSuspended);
    expect(signInErrorMessage(new AuthError("boom"))).toMatch(/Sign-in failed/);
    expect(signInErrorMessage(new Error("not auth"))).toBeNull();
  });

  it("maps the query Auth.js redirects with", () => {
    expect(signInErrorFromQuery(null)).toBeNull();
    expect(signInErrorFromQuery("CredentialsSignin", "rate_limited")).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(signInErrorFromQuery("AccountSuspended")).toBe(AUTH_MESSAGES.accountSuspended);
    expect(signInErrorFromQuery("Configuration")).toMatch(/Sign-in failed/);
  });
});
