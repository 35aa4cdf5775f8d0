import { handleLiveEventsRequest } from "@skyhire/api/live";
import { getDb } from "~/server/db";
import { liveEventHub } from "~/server/live-events";

export const dynamic = "force-dynamic";

/** GET /api/events: the signed-in user's live event stream (packages/api/src/live/endpoint.ts). */
export async function GET(request: Request): Promise<Response> {
  return handleLiveEventsRequest(request, { db: getDb(), hub: liveEventHub() });
}
