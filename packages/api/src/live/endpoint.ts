import { findSessionUser } from "@skyhire/auth/session";
import { sessionIdOf } from "@skyhire/auth/session-id";
import type { Database } from "@skyhire/db";
import { AUTH_MESSAGES } from "@skyhire/validators";
import { TRPCError } from "@trpc/server";
import { errorResponse } from "../rest/errors";
import type { LiveEventHub } from "./hub";
import { liveEventStreamResponse } from "./stream";

/**
 * GET /api/events for a request: the signed-in user's own stream (there is no way to ask for
 * anyone else's), 401 without a live session. The session is looked up again at each heartbeat,
 * so signing out, a password change or a suspension ends an open stream too.
 */
export async function handleLiveEventsRequest(
  request: Request,
  deps: { db: Database; hub: LiveEventHub },
): Promise<Response> {
  const sid = await sessionIdOf(request);
  const user = sid ? await findSessionUser(deps.db, sid) : null;
  if (!sid || !user) return errorResponse(new TRPCError({ code: "UNAUTHORIZED", message: AUTH_MESSAGES.unauthorized }));
  return liveEventStreamResponse({
    db: deps.db,
    hub: deps.hub,
    userId: user.id,
    lastEventId: request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("lastEventId"),
    signal: request.signal,
    stillSignedIn: async () => (await findSessionUser(deps.db, sid))?.id === user.id,
  });
}
