import "server-only";
import { load } from "~/server/safe-call";
import { api } from "~/trpc/server";

export interface UnreadCounts {
  messages: number;
  notifications: number;
}

/**
 * The navigation's two badges, read on the server with the page (one count query each, at once).
 * A failed read shows no badge
 * rather than breaking every page. Pages that change a count call router.refresh() to re-read it.
 */
export async function getUnreadCounts(): Promise<UnreadCounts> {
  const [messages, notifications] = await Promise.all([
    load("the unread message count", () => api.messages.unreadCount()),
    load("the unread notification count", () => api.notifications.unreadCount()),
  ]);
  return {
    messages: messages.ok ? messages.data.count : 0,
    notifications: notifications.ok ? notifications.data.count : 0,
  };
}
