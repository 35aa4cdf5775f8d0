import "server-only";
import { createRequestContext, type Context } from "@skyhire/api";
import { cookieNamesOf, hasSessionCookie } from "@skyhire/auth/cookies";
import { findSessionUser } from "@skyhire/auth/session";
import { sessionIdOfCookieHeader } from "@skyhire/auth/session-id";
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
  // The session is read only for a request without a bearer token (createRequestContext).
  const session: { id: string | null } = { id: null };
  const context = await createRequestContext(request, getDb(), async () => (hasSession ? readUser(cookie, session) : null));
  const sessionId = context.user && !context.bearer && session.id ? { sessionId: session.id } : {};
  return { ...context, ...sessionId, gateway: paymentGateway() };
}

async function readUser(cookie: string | null, session: { id: string | null }) {
  try {
    session.id = await sessionIdOfCookieHeader(cookie);
    return session.id ? await findSessionUser(getDb(), session.id) : null;
  } catch (error) {
    // A session that cannot be read is no session (docs/product.md#sign-in); protected procedures answer 401.
    console.error("Reading the session failed; handling the request as signed out.", error);
    return null;
  }
}
