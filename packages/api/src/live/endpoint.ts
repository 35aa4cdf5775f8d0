import { clientAddress } from "@skyhire/auth/forwarded";
import { findSessionUser } from "@skyhire/auth/session";
import { sessionIdOf } from "@skyhire/auth/session-id";
import type { Database } from "@skyhire/db";
import { AUTH_MESSAGES, bearerTokenOf } from "@skyhire/validators";
import { DomainError } from "../errors";
import { createRequestContext } from "../request-context";
import { errorResponse, requestIdOf } from "../rest/errors";
import { authenticateApiToken, enforceBearer } from "../services/api-tokens";
import type { LiveEventHub } from "./hub";
import { liveEventStreamResponse } from "./stream";

/**
 * GET /api/events for a request: the caller's own stream (there is no way to ask for anyone
 * else's), as the session's user or, with `Authorization: Bearer …`, the token's owner (read scope,
 * counted against the token's rate limit like any call). 401 without either; every refusal is
 * problem details; past the open streams allowed per user or per client address (LIVE_LIMITS), 429
 * with the reason. The session or token is checked again at each heartbeat, so signing out, a
 * password change, a revoked token or a suspension ends an open stream too. Documented in
 * /api/openapi.json (packages/api/src/rest/openapi.ts).
 */
export async function handleLiveEventsRequest(
  request: Request,
  deps: { db: Database; hub: LiveEventHub },
): Promise<Response> {
  try {
    // The session is read only for a request without a bearer token (createRequestContext).
    const session: { id: string | null } = { id: null };
    const ctx = await createRequestContext(request, deps.db, async () => {
      session.id = await sessionIdOf(request);
      return session.id ? findSessionUser(deps.db, session.id) : null;
    });
    await enforceBearer(deps.db, ctx.bearer, "read");
    const user = ctx.user;
    if (!user) throw new DomainError("UNAUTHORIZED", AUTH_MESSAGES.unauthorized);
    const token = ctx.bearer ? bearerTokenOf(request.headers.get("authorization")) : undefined;
    const stillSignedIn = token
      ? async () => {
          const auth = await authenticateApiToken(deps.db, token);
          return auth.ok && auth.user.id === user.id;
        }
      : async () => session.id !== null && (await findSessionUser(deps.db, session.id))?.id === user.id;
    return liveEventStreamResponse({
      db: deps.db,
      hub: deps.hub,
      userId: user.id,
      address: clientAddress(request.headers),
      lastEventId: request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("lastEventId"),
      signal: request.signal,
      stillSignedIn,
    });
  } catch (error) {
    return errorResponse(error, requestIdOf(request.headers));
  }
}
