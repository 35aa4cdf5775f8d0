/**
 * Auth.js session cookie names: `authjs.session-token`, `__Secure-` prefixed over HTTPS, and `.0`, `.1`…
 * when a large token is split. Importing this pulls in nothing else, so the proxy stays light.
 */
const SESSION_COOKIE = /^(?:__Secure-)?authjs\.session-token(?:\.\d+)?$/;

/** Cheap presence test (not validity: pages and procedures check the session for real). */
export function hasSessionCookie(cookieNames: Iterable<string>): boolean {
  for (const name of cookieNames) if (isSessionCookieName(name)) return true;
  return false;
}

/** Whether a cookie name is (a part of) the session cookie. */
export function isSessionCookieName(name: string): boolean {
  return SESSION_COOKIE.test(name);
}

/** The cookie names of a Cookie header (values are not needed to test for a session). */
export function cookieNamesOf(cookieHeader: string | null | undefined): string[] {
  if (!cookieHeader) return [];
  return cookieHeader.split(";").map((part) => part.split("=")[0]?.trim() ?? "");
}
