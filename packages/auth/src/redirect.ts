/** Where a sign-in may send the browser afterwards: only paths on this site, never back into the auth flow. */

const PROBE_ORIGIN = "http://skyhire.invalid";

/** The page that signs the browser out by posting to /api/logout (where GET /api/logout leads). */
export const SIGN_OUT_PAGE = "/signout";

/** Paths that would bounce the user back into signing in (or out). */
const AUTH_FLOW_PATHS = ["/signin", SIGN_OUT_PAGE, "/api/login", "/api/logout", "/api/auth"];

/** How many layers of percent-encoding are peeled off and checked ("%252F" is "/" twice over). */
const DECODE_ROUNDS = 4;

/**
 * `value` when it is a same-site relative path (e.g. "/dashboard/customer?tab=jobs"), else `fallback`.
 * The path is resolved against a probe origin (dot segments, backslashes and "%2e" resolved as a
 * browser does) and refused when the origin changed or the result would start with "//" or "/\\" —
 * a protocol-relative address once it is the Location ("/.//evil.com" resolves to "//evil.com").
 * The same check is made on every percent-decoded form of the path, so a layer that decodes it
 * again cannot turn it into another site either.
 */
export function safeCallbackPath(value: string | null | undefined, fallback = "/"): string {
  const url = resolveSameSite(value);
  if (!url) return fallback;
  let path = url.pathname;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    const decoded = decodeOnce(path);
    const again = decoded === null ? null : resolveSameSite(decoded);
    if (!again) return fallback;
    if (again.pathname === path) return `${url.pathname}${url.search}${url.hash}`;
    path = again.pathname;
  }
  return fallback; // still changing after every round: nothing a visitor needs
}

/** `value` resolved on this site when it is a path that stays here and is not part of the auth flow. */
function resolveSameSite(value: string | null | undefined): URL | null {
  if (!value || !value.startsWith("/") || startsLikeAnotherSite(value) || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || startsLikeAnotherSite(url.pathname)) return null;
  if (AUTH_FLOW_PATHS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return null;
  return url;
}

/** "//host" and "/\\host" are addresses of another site wherever a browser reads them. */
function startsLikeAnotherSite(path: string): boolean {
  return /^[/\\][/\\]/.test(path);
}

/** One layer of percent-decoding, or null when the encoding is malformed. */
function decodeOnce(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
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
