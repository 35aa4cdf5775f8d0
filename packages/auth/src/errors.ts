/**
 * Sign-in failures. Auth.js puts `code` in the redirect URL (`?error=CredentialsSignin&code=…`) and
 * server-side `signIn` throws the instance; either way `signInErrorMessage` turns it into page text.
 */
import { AUTH_MESSAGES } from "@skyhire/validators";
import { AuthError, CredentialsSignin } from "next-auth";

export class InvalidCredentials extends CredentialsSignin {
  override code = "invalid_credentials";
}

export class TooManyAttempts extends CredentialsSignin {
  override code = "rate_limited";
}

export class AccountSuspended extends CredentialsSignin {
  override code = "suspended";
}

const BY_CODE: Record<string, string> = {
  invalid_credentials: AUTH_MESSAGES.invalidCredentials,
  credentials: AUTH_MESSAGES.invalidCredentials,
  rate_limited: AUTH_MESSAGES.tooManyAttempts,
  suspended: AUTH_MESSAGES.accountSuspended,
};

/** `?error=` values the sign-in page may be sent back with (Auth.js error types and our own). */
const BY_ERROR_PARAM: Record<string, string> = {
  CredentialsSignin: AUTH_MESSAGES.invalidCredentials,
  AccountSuspended: AUTH_MESSAGES.accountSuspended,
  OAuthAccountNotLinked:
    "This email already has a Skyhire account. Sign in with your email and password.",
  AccessDenied: "Sign-in was not allowed for this account.",
};

const GENERIC = "Sign-in failed. Please try again.";

/** Page text for an error thrown by server-side `signIn`; null when it is not an Auth.js error. */
export function signInErrorMessage(error: unknown): string | null {
  if (error instanceof CredentialsSignin) return BY_CODE[error.code] ?? AUTH_MESSAGES.invalidCredentials;
  if (error instanceof AuthError) return GENERIC;
  return null;
}

/** Page text for the `error`/`code` query parameters Auth.js redirects with. */
export function signInErrorFromQuery(error?: string | null, code?: string | null): string | null {
  if (!error) return null;
  if (error === "CredentialsSignin" && code) return BY_CODE[code] ?? AUTH_MESSAGES.invalidCredentials;
  return BY_ERROR_PARAM[error] ?? GENERIC;
}
