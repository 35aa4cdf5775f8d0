import "server-only";
import { load } from "~/server/safe-call";
import { api } from "~/trpc/server";

export interface UnreadCounts {
  messages: number;
  notifications: number;
}

/**
 * The navigation's two badges, read on the server with the page (one statement for both).
 * A failed read shows no badge rather than breaking every page. Pages that change a count call
 * router.refresh() to re-read it.
 */
export async function getUnreadCounts(): Promise<UnreadCounts> {
  const badges = await load("the unread counts", () => api.notifications.badges());
  return badges.ok ? badges.data : { messages: 0, notifications: 0 };
}
