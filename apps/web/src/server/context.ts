import "server-only";
import { createRequestContext, type Context } from "@skyhire/api";
import { cookieNamesOf, hasSessionCookie } from "@skyhire/auth/cookies";
import { sessionUserOfCookieHeader } from "@skyhire/auth/session-id";
import { getDb } from "@skyhire/db/runtime";
import { paymentGateway } from "@skyhire/payments";

/**
 * The tRPC context for an HTTP request (the /api/trpc handler and the REST adapter): a bearer
 * token's owner, or the session's user (packages/api/src/request-context.ts).
 */
export async function createContext(request: Request): Promise<Context> {
  // Without a session cookie there is no one to look up: an anonymous read costs no auth work.
  const cookie = request.headers.get("cookie");
  const hasSession = hasSessionCookie(cookieNamesOf(cookie));
  const context = await createRequestContext(request, getDb(), async () => (hasSession ? readUser(cookie) : null));
  return { ...context, gateway: paymentGateway() };
}

async function readUser(cookie: string | null) {
  try {
    return await sessionUserOfCookieHeader(getDb(), cookie);
  } catch (error) {
    // A session that cannot be read is no session (docs/product.md#sign-in); protected procedures answer 401.
    console.error("Reading the session failed; handling the request as signed out.", error);
    return null;
  }
}
