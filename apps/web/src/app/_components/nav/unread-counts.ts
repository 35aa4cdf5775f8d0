import "server-only";
import { load } from "~/server/safe-call";
import { api } from "~/trpc/server";

export interface UnreadCounts {
  messages: number;
  notifications: number;
}

/**
 * The navigation's two badges, read on the server with the page (one count query each, one after
 * the other: the embedded database serves one statement at a time). A failed read shows no badge
 * rather than breaking every page. Pages that change a count call router.refresh() to re-read it.
 */
export async function getUnreadCounts(): Promise<UnreadCounts> {
  const messages = await load("the unread message count", () => api.messages.unreadCount());
  const notifications = await load("the unread notification count", () => api.notifications.unreadCount());
  return {
    messages: messages.ok ? messages.data.count : 0,
    notifications: notifications.ok ? notifications.data.count : 0,
  };
}
