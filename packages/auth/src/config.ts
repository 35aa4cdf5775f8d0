/**
 * Auth.js configuration: Credentials (+ GitHub/Google when configured), JWT cookies that carry only a
 * sid, and the `sessions` registry as the source of truth on every request.
 */
import type { Database } from "@skyhire/db";
import type { SessionUser } from "@skyhire/validators";
import type { NextAuthConfig } from "next-auth";
import { CredentialsSignin } from "next-auth";
import type { JWT } from "next-auth/jwt";
import Credentials from "next-auth/providers/credentials";
import { headers } from "next/headers";
import { authorizeWithPassword, clientAddress } from "./credentials";
import { authEnv, type AuthEnv } from "./env";
import { findOAuthUser, linkOAuthAccount, oauthProviders, providerVerifiedEmail } from "./oauth";
import { createSession, endSession, findSessionUser, SESSION_MAX_AGE_SECONDS } from "./session";

declare module "next-auth" {
  /** What `auth()` returns: the user as read from the database on this request. */
  interface Session {
    user: SessionUser;
  }
}

export interface AuthDeps {
  /** Called per use, so importing the config never opens a connection. */
  db: () => Database;
  env?: AuthEnv;
}

/** User-Agent and client address of the request being handled, when there is one (not in tests or scripts). */
async function requestDevice(): Promise<{ userAgent?: string; ipAddress?: string }> {
  try {
    const current = await headers();
    const address = clientAddress(current);
    return { userAgent: current.get("user-agent") ?? undefined, ...(address === "unknown" ? {} : { ipAddress: address }) };
  } catch {
    return {};
  }
}

const OAUTH_REFUSALS = {
  suspended: "/signin?error=AccountSuspended",
  not_linked: "/signin?error=OAuthAccountNotLinked",
  no_email: "/signin?error=AccessDenied",
} as const;

export function createAuthConfig(deps: AuthDeps): NextAuthConfig {
  const env = deps.env ?? authEnv();
  // The user read by the jwt callback, handed to the session callback without entering the cookie.
  const resolved = new WeakMap<JWT, SessionUser>();

  return {
    secret: env.secret,
    trustHost: true,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/signin", error: "/signin" },
    providers: [
      Credentials({
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        authorize: (credentials, request) =>
          authorizeWithPassword(deps.db(), {
            email: credentials.email,
            password: credentials.password,
            ip: clientAddress(request.headers),
          }),
      }),
      ...oauthProviders(env),
    ],
    callbacks: {
      async signIn({ user, account, profile }) {
        if (!account || account.type === "credentials") return true;
        const result = await linkOAuthAccount(deps.db(), {
          provider: account.provider,
          providerAccountId: account.providerAccountId,
          type: account.type,
          email: user.email,
          emailVerified: providerVerifiedEmail(account.provider, profile),
          name: user.name,
          image: user.image,
        });
        return result.ok ? true : OAUTH_REFUSALS[result.reason];
      },

      async jwt({ token, user, account, trigger }) {
        const db = deps.db();
        if (trigger === "signIn" || trigger === "signUp") {
          const userId =
            account?.type === "credentials"
              ? user.id
              : account && (await findOAuthUser(db, account.provider, account.providerAccountId))?.id;
          if (!userId) return null;
          const sid = await createSession(db, {
            userId,
            provider: account?.provider ?? "unknown",
            ...(await requestDevice()),
          });
          return { sid };
        }
        // Every later request: the row decides. No row (signed out, password changed, suspended,
        // expired) means no session, and Auth.js clears the cookie.
        if (typeof token.sid !== "string") return null;
        const current = await findSessionUser(db, token.sid);
        if (!current) return null;
        const next: JWT = { sid: token.sid };
        resolved.set(next, current);
        return next;
      },

      session({ session, token }) {
        const user = resolved.get(token);
        // Unreachable: Auth.js only calls this with the token the jwt callback just returned.
        if (!user) throw new Error("session callback without a resolved user");
        return { expires: session.expires, user };
      },
    },
    events: {
      async signOut(message) {
        const sid = "token" in message ? message.token?.sid : undefined;
        if (typeof sid === "string") await endSession(deps.db(), sid);
      },
    },
    logger: {
      // A wrong password is an everyday event, not a server error worth a stack trace.
      error(error) {
        if (error instanceof CredentialsSignin) return;
        console.error(error);
      },
    },
  };
}
