/** Where a sign-in may send the browser afterwards: only paths on this site, never back into the auth flow. */

const PROBE_ORIGIN = "http://skyhire.invalid";

/** The page that signs the browser out by posting to /api/logout (where GET /api/logout leads). */
export const SIGN_OUT_PAGE = "/signout";

/** Paths that would bounce the user back into signing in (or out). */
const AUTH_FLOW_PATHS = ["/signin", SIGN_OUT_PAGE, "/api/login", "/api/logout", "/api/auth"];

/**
 * `value` when it is a same-site relative path (e.g. "/dashboard/customer?tab=jobs"), else `fallback`.
 * Rejects absolute and protocol-relative URLs ("//evil.com", "/\\evil.com") by resolving against a
 * probe origin and checking the origin did not change.
 */
export function safeCallbackPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || !value.startsWith("/") || hasControlCharacter(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  if (AUTH_FLOW_PATHS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Tabs and newlines are dropped by URL parsing ("/\t/evil.com" → "//evil.com"): refuse them outright. */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The path of `referer` when it points at this site (one of `origins`), else null. */
export function sameOriginPath(referer: string | null | undefined, origins: string | readonly string[]): string | null {
  if (!referer) return null;
  const allowed = typeof origins === "string" ? [origins] : origins;
  try {
    const url = new URL(referer);
    if (!allowed.includes(url.origin)) return null;
    const path = safeCallbackPath(`${url.pathname}${url.search}`, "");
    return path || null;
  } catch {
    return null;
  }
}
