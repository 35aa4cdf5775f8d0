import { getSessionUser, safeCallbackPath, sameOriginPath } from "@skyhire/auth";
import { siteOrigins } from "@skyhire/auth/forwarded";
import type { NextRequest } from "next/server";
import { relativeRedirect } from "~/app/_lib/relative-redirect";

/**
 * GET /api/login (docs/product.md#sign-in: sign-in is a full-page navigation here). Sends the visitor to the
 * sign-in page with where to come back to: `returnTo` when it is a safe relative path, else the
 * same-origin page they came from, else "/". Someone already signed in goes straight back.
 */
export async function GET(request: NextRequest) {
  const callbackUrl =
    safeCallbackPath(request.nextUrl.searchParams.get("returnTo"), "") ||
    sameOriginPath(request.headers.get("referer"), [...siteOrigins(request)]) ||
    "/";
  if (await signedIn()) return relativeRedirect(callbackUrl);
  return relativeRedirect(`/signin?${new URLSearchParams({ callbackUrl })}`);
}

async function signedIn(): Promise<boolean> {
  try {
    return (await getSessionUser()) !== null;
  } catch {
    return false; // a session that cannot be read is no session: show the sign-in page
  }
}
