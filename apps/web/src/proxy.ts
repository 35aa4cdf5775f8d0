import { hasSessionCookie } from "@skyhire/auth/cookies";
import { NextResponse, type NextRequest } from "next/server";

/** Signed-in-only pages that explain themselves to a signed-out visitor instead of redirecting. */
const SHOWS_SIGN_IN_CARD = new Set(["/dashboard/customer/profile"]);

/**
 * Signed-in-only pages: a visitor without a session cookie goes to /api/login and comes back after
 * signing in. Only the cookie's presence is checked here (no database); pages and procedures check
 * the session itself, so an old or forged cookie gets no further than this.
 */
export function proxy(request: NextRequest) {
  if (hasSessionCookie(request.cookies.getAll().map((c) => c.name))) return NextResponse.next();
  // docs/product.md#customer-profile: signed out, the profile answers with its own 'Sign in Required' card.
  if (SHOWS_SIGN_IN_CARD.has(request.nextUrl.pathname)) return NextResponse.next();
  const login = request.nextUrl.clone();
  login.pathname = "/api/login";
  login.search = `?${new URLSearchParams({ returnTo: `${request.nextUrl.pathname}${request.nextUrl.search}` })}`;
  // Next makes a same-host Location relative, so this holds behind a proxy too.
  return NextResponse.redirect(login);
}

export const config = {
  matcher: ["/dashboard/:path*", "/post-job", "/create-listing", "/admin", "/admin/:path*", "/messages", "/messages/:path*", "/notifications", "/saved-searches", "/saved-searches/new", "/favourites"],
};
