import { csrfCheck } from "@skyhire/api/rest";
import { signOut, SIGN_OUT_PAGE } from "@skyhire/auth";
import { relativeRedirect } from "~/app/_lib/relative-redirect";

/** Never prerendered or cached. */
export const dynamic = "force-dynamic";

/**
 * GET /api/logout (docs/product.md#sign-in, the "Log out" link): a GET changes nothing — any site can make a
 * browser send one — so it leads to /signout, the page that posts here.
 */
export function GET(): Response {
  return relativeRedirect(SIGN_OUT_PAGE);
}

/**
 * POST /api/logout: from this site only (the same cross-site check as every mutation), deletes this
 * session's row, clears the cookie and lands on "/".
 */
export async function POST(request: Request): Promise<Response> {
  const refusal = csrfCheck(request);
  if (refusal) return refusal;
  await signOut({ redirect: false });
  return relativeRedirect("/", 303);
}
