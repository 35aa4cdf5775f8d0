import type { Executor } from "@skyhire/db";
import type { SessionUser } from "@skyhire/validators";
import { getToken } from "next-auth/jwt";
import { cookieNamesOf } from "./cookies";
import { authEnv } from "./env";
import { findSessionUser } from "./session";

/**
 * The session id inside a Cookie header's session cookie, or null (no cookie, or one that does not
 * decrypt or has expired). Only the cookie is read — an Authorization header is not a session.
 */
export async function sessionIdOfCookieHeader(cookie: string | null, secret = authEnv().secret): Promise<string | null> {
  if (!cookie) return null;
  const secureCookie = cookieNamesOf(cookie).some((name) => name.startsWith("__Secure-authjs.session-token"));
  const token = await getToken({ req: { headers: new Headers({ cookie }) }, secret, secureCookie });
  return typeof token?.sid === "string" ? token.sid : null;
}

/**
 * The signed-in user of a Cookie header: the sid from the cookie, then the registry row read fresh
 * (./session.ts). Pages read the session this way rather than through Auth.js's session handler, which
 * would also re-encrypt a refreshed cookie that a server component cannot send.
 */
export async function sessionUserOfCookieHeader(
  db: Executor,
  cookie: string | null,
  secret = authEnv().secret,
): Promise<SessionUser | null> {
  const sid = await sessionIdOfCookieHeader(cookie, secret);
  return sid ? findSessionUser(db, sid) : null;
}

/**
 * The session id of a request, for long-lived responses (the live event stream) that check, while they
 * run, that the session still exists: `findSessionUser(db, sid)` in ./session.ts.
 */
export function sessionIdOf(request: Request): Promise<string | null> {
  return sessionIdOfCookieHeader(request.headers.get("cookie"));
}
