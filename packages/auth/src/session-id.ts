import { getToken } from "next-auth/jwt";
import { cookieNamesOf } from "./cookies";
import { authEnv } from "./env";

/**
 * The session id inside a request's session cookie, or null (no cookie, or one that does not
 * decrypt). For long-lived responses (the live event stream) that check, while they run, that the
 * session still exists: `findSessionUser(db, sid)` in ./session.ts. Only the cookie is read — an
 * Authorization header is not a session.
 */
export async function sessionIdOf(request: Request): Promise<string | null> {
  const cookie = request.headers.get("cookie");
  if (!cookie) return null;
  const secureCookie = cookieNamesOf(cookie).some((name) => name.startsWith("__Secure-authjs.session-token"));
  const token = await getToken({ req: { headers: new Headers({ cookie }) }, secret: authEnv().secret, secureCookie });
  return typeof token?.sid === "string" ? token.sid : null;
}
