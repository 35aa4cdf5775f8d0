import { NOTIFICATION_TYPE_LABELS } from "@skyhire/validators";

export const NOTIFICATIONS_PAGE_SIZE = 20;

export type NotificationFilter = "all" | "unread";

export function filterParam(value: string | string[] | undefined): NotificationFilter {
  return (Array.isArray(value) ? value[0] : value) === "unread" ? "unread" : "all";
}

export function notificationsHref(filter: NotificationFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter === "unread") params.set("filter", "unread");
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/notifications?${query}` : "/notifications";
}

/** Where a notification leads: its own link, else its job's page, else nowhere. */
export function notificationTarget(item: { link: string | null; jobRequestId: string | null }): string | null {
  // Only paths of this site: a stored link is never followed off-site.
  if (item.link && /^\/(?!\/)/.test(item.link)) return item.link;
  if (item.jobRequestId) return `/jobs/${item.jobRequestId}`;
  return null;
}

export function typeLabel(type: string): string {
  return (NOTIFICATION_TYPE_LABELS as Record<string, string>)[type] ?? type.replace(/_/g, " ");
}
