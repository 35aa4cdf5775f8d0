/**
 * The app's Auth.js instance and session helpers for server components, route handlers and actions.
 * Services and tests that only need the registry or hashing import `@skyhire/auth/session` or
 * `@skyhire/auth/password`, which do not load next-auth.
 */
import { getDb } from "@skyhire/db/runtime";
import type { SessionUser } from "@skyhire/validators";
import NextAuth from "next-auth";
import { headers } from "next/headers";
import { createAuthConfig } from "./config";
import { authEnv } from "./env";
import { configuredOAuthProviders, type OAuthProviderInfo } from "./oauth";
import { sessionUserOfCookieHeader } from "./session-id";

const nextAuth = NextAuth(createAuthConfig({ db: getDb }));

export const { auth, handlers, signIn, signOut } = nextAuth;

/** The signed-in user of the current request, read fresh from the database; null when signed out. */
export async function getSessionUser(): Promise<SessionUser | null> {
  return sessionUserOfCookieHeader(getDb(), (await headers()).get("cookie"));
}

/** OAuth buttons to show: only providers whose credentials are configured. */
export function oauthSignInOptions(): OAuthProviderInfo[] {
  return configuredOAuthProviders(authEnv());
}

export { endAllSessions, endSession } from "./session";
export { signInErrorFromQuery, signInErrorMessage } from "./errors";
export { safeCallbackPath, sameOriginPath, SIGN_OUT_PAGE } from "./redirect";
export type { OAuthProviderId, OAuthProviderInfo } from "./oauth";
