/**
 * Notification settings (docs/notifications.md): every notification type is shown in the app, and
 * e-mailed unless its person turned that type's e-mail off, on /dashboard/account/notifications or
 * with the signed one-click link under each mail.
 */
import { z } from "zod";
import type { Role } from "./constants";
import { NOTIFICATION_TYPES, type NotificationType } from "./lifecycle";

/** What each type is called: the notifications list's tag and the settings page's switch. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
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
  message_received: "New message",
};

/** The types a person of each role can receive, in the order the settings page lists them. */
export const NOTIFICATION_TYPES_BY_ROLE: Record<Role, readonly NotificationType[]> = {
  customer: [
    "message_received",
    "proposal_received",
    "payment_held",
    "job_delivered",
    "auto_release_reminder",
    "payment_auto_released",
    "dispute_update",
    "search_alert",
    "favourite_price",
    "favourite_listing",
  ],
  operator: [
    "message_received",
    "quote_requested",
    "proposal_accepted",
    "payment_held",
    "milestone_confirmed",
    "job_completed",
    "payout_sent",
    "payment_auto_released",
    "payment_refunded",
    "dispute_update",
    "review_received",
    "operator_approved",
    "operator_rejected",
    "documents_expiring",
    "documents_expired",
    "search_alert",
  ],
  admin: ["message_received", "dispute_update", "payment_needs_attention"],
};

export const NOTIFICATION_SETTINGS_PATHS = {
  settings: "/dashboard/account/notifications",
  /** The page a mail's unsubscribe link opens: it asks, then turns the type's e-mail off. */
  unsubscribePage: "/notifications/unsubscribe",
  /** RFC 8058 one-click: a mail client POSTs `List-Unsubscribe=One-Click` here. */
  oneClick: "/api/notifications/unsubscribe",
} as const;

export const NOTIFICATION_SETTINGS_MESSAGES = {
  invalidLink: "This unsubscribe link is not valid or was changed. Manage your e-mails in your notification settings.",
} as const;

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES, { error: "Unknown notification type" });

/** One switch of the settings page: a type's e-mail on or off (in-app notifications always stay). */
export const updateNotificationEmailSchema = z.object({
  type: notificationTypeSchema,
  email: z.boolean({ error: "Say whether this e-mail is on or off" }),
});
export type UpdateNotificationEmailInput = z.infer<typeof updateNotificationEmailSchema>;

/** A mail's unsubscribe link: one signed token naming the person and the type. */
export const notificationUnsubscribeSchema = z.object({
  token: z.string({ error: NOTIFICATION_SETTINGS_MESSAGES.invalidLink }).trim().min(1, NOTIFICATION_SETTINGS_MESSAGES.invalidLink).max(512, NOTIFICATION_SETTINGS_MESSAGES.invalidLink),
});
export type NotificationUnsubscribeInput = z.infer<typeof notificationUnsubscribeSchema>;
