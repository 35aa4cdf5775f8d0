import "server-only";
import type { Context } from "@skyhire/api";
import { getSessionUser } from "@skyhire/auth";
import { cookieNamesOf, hasSessionCookie } from "@skyhire/auth/cookies";
import { getDb } from "@skyhire/db/runtime";
import { paymentGateway } from "@skyhire/payments";

/** The tRPC context for an HTTP request (the /api/trpc handler and the REST adapter). */
export async function createContext(request: Request): Promise<Context> {
  return {
    db: getDb(),
    // Without a session cookie there is no one to look up: an anonymous read costs no auth work.
    user: hasSessionCookie(cookieNamesOf(request.headers.get("cookie"))) ? await readUser() : null,
    headers: request.headers,
    gateway: paymentGateway(),
  };
}

async function readUser() {
  try {
    return await getSessionUser();
  } catch (error) {
    // A session that cannot be read is no session (docs/product.md#sign-in); protected procedures answer 401.
    console.error("Reading the session failed; handling the request as signed out.", error);
    return null;
  }
}
