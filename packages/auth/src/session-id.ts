import type { Executor } from "@skyhire/db";
import type { SessionUser } from "@skyhire/validators";
import { getToken } from "next-auth/jwt";
import { cookieNamesOf, isSessionCookieName } from "./cookies";
import { authEnv } from "./env";
import { findSessionUser } from "./session";

/**
 * The session id inside a Cookie header's session cookie, or null (no cookie, or one that does not
 * decrypt or has expired). Only the cookie is read — an Authorization header is not a session.
 */
export async function sessionIdOfCookieHeader(cookie: string | null, secret = authEnv().secret): Promise<string | null> {
  const sealed = sessionCookieParts(cookie);
  if (!cookie || !sealed) return null;
  const key = `${secret}\n${sealed}`;
  const opened = openedCookies.get(key);
  if (opened && opened.expiresAtMs > Date.now()) return opened.sid;
  const secureCookie = cookieNamesOf(cookie).some((name) => name.startsWith("__Secure-authjs.session-token"));
  const token = await getToken({ req: { headers: new Headers({ cookie }) }, secret, secureCookie });
  const sid = typeof token?.sid === "string" ? token.sid : null;
  if (sid && typeof token?.exp === "number") remember(key, { sid, expiresAtMs: token.exp * 1000 });
  return sid;
}

/**
 * Opened session cookies by their sealed value. The same value always opens to the same sid until it
 * expires, and opening it (key derivation and authenticated decryption) costs more than the rest of
 * reading a session; the registry row is still read on every request, so a session ended in the
 * database ends at once. Bounded: the oldest entry goes first.
 */
const openedCookies = new Map<string, { sid: string; expiresAtMs: number }>();
const OPENED_COOKIES_KEPT = 2_000;

function remember(key: string, opened: { sid: string; expiresAtMs: number }) {
  if (openedCookies.size >= OPENED_COOKIES_KEPT) openedCookies.delete(openedCookies.keys().next().value ?? "");
  openedCookies.set(key, opened);
}

/** The session cookie's name=value parts of a Cookie header (one, or several when split), or null. */
function sessionCookieParts(cookie: string | null): string | null {
  if (!cookie) return null;
  const parts = cookie
    .split(";")
    .map((part) => part.trim())
    .filter((part) => isSessionCookieName(part.slice(0, part.indexOf("="))))
    .sort();
  return parts.length > 0 ? parts.join(";") : null;
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
