import type { NotificationType } from "@skyhire/validators";

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

const TYPE_LABELS: Record<NotificationType, string> = {
  proposal_received: "Proposal received",
  proposal_accepted: "Proposal accepted",
  payment_held: "Payment held",
  job_delivered: "Job delivered",
  job_completed: "Job completed",
  payout_sent: "Payout sent",
  review_received: "Review received",
  documents_expiring: "Documents expiring",
  documents_expired: "Documents expired",
  search_alert: "Saved search",
  favourite_price: "Favourite price change",
  favourite_listing: "Favourite operator",
  auto_release_reminder: "Auto-release reminder",
  payment_auto_released: "Released automatically",
  dispute_update: "Dispute",
  payment_needs_attention: "Payment needs attention",
  payment_refunded: "Payment refunded",
  milestone_confirmed: "Milestone confirmed",
  operator_approved: "Profile approved",
  operator_rejected: "Profile not approved",
  quote_requested: "Quote requested",
};

export function typeLabel(type: string): string {
  return (TYPE_LABELS as Record<string, string>)[type] ?? type.replace(/_/g, " ");
}
