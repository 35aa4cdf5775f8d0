import { getSessionUser, safeCallbackPath, sameOriginPath } from "@skyhire/auth";
import { siteOrigins } from "@skyhire/auth/forwarded";
import type { NextRequest } from "next/server";

/**
 * GET /api/login (spec 000 §2: sign-in is a full-page navigation here). Sends the visitor to the
 * sign-in page with where to come back to: `returnTo` when it is a safe relative path, else the
 * same-origin page they came from, else "/". Someone already signed in goes straight back.
 */
export async function GET(request: NextRequest) {
  const callbackUrl =
    safeCallbackPath(request.nextUrl.searchParams.get("returnTo"), "") ||
    sameOriginPath(request.headers.get("referer"), [...siteOrigins(request)]) ||
    "/";
  if (await signedIn()) return redirectTo(callbackUrl);
  return redirectTo(`/signin?${new URLSearchParams({ callbackUrl })}`);
}

/** A relative Location: right behind any proxy, whatever host name the server itself sees. */
function redirectTo(path: string) {
  return new Response(null, { status: 307, headers: { Location: path, "Cache-Control": "no-store" } });
}

async function signedIn(): Promise<boolean> {
  try {
    return (await getSessionUser()) !== null;
  } catch {
    return false; // a session that cannot be read is no session: show the sign-in page
  }
}
