import { signOut } from "@skyhire/auth";

/** Never prerendered or cached: every visit signs the browser out. */
export const dynamic = "force-dynamic";

/**
 * GET /api/logout (docs/product.md#sign-in): deletes this session's row, clears the cookie and lands on "/".
 * signOut ends with a redirect (it throws Next's redirect signal, which Next turns into the response).
 */
export async function GET() {
  await signOut({ redirectTo: "/" });
}
