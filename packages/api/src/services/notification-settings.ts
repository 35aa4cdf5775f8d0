/**
 * Which notification e-mails a person gets (docs/notifications.md): one row per turned-off (or
 * turned on again) type in `notification_email_settings`; no row means on. In-app notifications are
 * always written. Every notification mail carries a signed link that turns its type off without
 * signing in: an HMAC of the person and the type under the app's secret (AUTH_SECRET), so a link
 * cannot be changed to another person or type, and nothing needs storing per mail.
 */
import { authEnv } from "@skyhire/auth/env";
import { notificationEmailSettings, users, type Executor } from "@skyhire/db";
import {
  NOTIFICATION_SETTINGS_MESSAGES,
  NOTIFICATION_SETTINGS_PATHS,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPES_BY_ROLE,
  type NotificationType,
  type Role,
} from "@skyhire/validators";
import { and, eq, sql } from "drizzle-orm";
import { createHmac } from "node:crypto";
import { DomainError } from "../errors";
import { isRowId, sameSecret } from "./link-secrets";

const TOKEN_VERSION = "n1";

function signature(secret: string, userId: string, type: NotificationType): string {
  return createHmac("sha256", secret).update(`notification-unsubscribe\n${userId}\n${type}`).digest("base64url");
}

/** The token of a mail's unsubscribe link: version, person, type and their signature. */
export function unsubscribeToken(userId: string, type: NotificationType, secret = authEnv().secret): string {
  return [TOKEN_VERSION, userId, type, signature(secret, userId, type)].join(".");
}

/** The person and type a token names, or null when it is malformed or its signature does not match. */
export function readUnsubscribeToken(token: string, secret = authEnv().secret): { userId: string; type: NotificationType } | null {
  const [version, userId, type, given, ...rest] = token.split(".");
  if (version !== TOKEN_VERSION || !userId || !type || !given || rest.length > 0) return null;
  if (!isRowId(userId) || !(NOTIFICATION_TYPES as readonly string[]).includes(type)) return null;
  const named = type as NotificationType;
  return sameSecret(given, signature(secret, userId, named)) ? { userId, type: named } : null;
}

/** The links a notification mail carries: the page that asks (in the text) and the RFC 8058 one-click target (header). */
export function unsubscribeLinks(userId: string, type: NotificationType): { page: string; oneClick: string } {
  const query = `?${new URLSearchParams({ token: unsubscribeToken(userId, type) })}`;
  return {
    page: `${NOTIFICATION_SETTINGS_PATHS.unsubscribePage}${query}`,
    oneClick: `${NOTIFICATION_SETTINGS_PATHS.oneClick}${query}`,
  };
}

/** Whether `userId` wants the e-mail of notifications of `type` (on unless turned off). */
export async function emailWanted(db: Executor, userId: string, type: NotificationType): Promise<boolean> {
  const [row] = await db
    .select({ email: notificationEmailSettings.email })
    .from(notificationEmailSettings)
    .where(and(eq(notificationEmailSettings.userId, userId), eq(notificationEmailSettings.type, type)))
    .limit(1);
  return row?.email ?? true;
}

export interface NotificationEmailSetting {
  type: NotificationType;
  label: string;
  email: boolean;
}

/** The settings page: each type a person of this role can receive, with whether its e-mail is on. */
export async function notificationEmailSettingsOf(db: Executor, user: { id: string; role: Role }): Promise<NotificationEmailSetting[]> {
  const rows = await db
    .select({ type: notificationEmailSettings.type, email: notificationEmailSettings.email })
    .from(notificationEmailSettings)
    .where(eq(notificationEmailSettings.userId, user.id));
  const chosen = new Map(rows.map((row) => [row.type, row.email]));
  return NOTIFICATION_TYPES_BY_ROLE[user.role].map((type) => ({
    type,
    label: NOTIFICATION_TYPE_LABELS[type],
    email: chosen.get(type) ?? true,
  }));
}

/**
 * Turns one type's e-mail on or off for an existing person. Written from a select of the user, so
 * a signed link of a deleted account changes nothing (false) instead of failing on the foreign key.
 */
async function storeSetting(db: Executor, input: { userId: string; type: NotificationType; email: boolean }): Promise<boolean> {
  const stored = await db
    .insert(notificationEmailSettings)
    .select(
      db
        .select({
          userId: users.id,
          type: sql<NotificationType>`${input.type}`.as("type"),
          email: sql<boolean>`${input.email}`.as("email"),
          updatedAt: sql<Date>`now()`.as("updated_at"),
        })
        .from(users)
        .where(eq(users.id, input.userId)),
    )
    .onConflictDoUpdate({
      target: [notificationEmailSettings.userId, notificationEmailSettings.type],
      set: { email: input.email, updatedAt: sql`now()` },
    })
    .returning({ type: notificationEmailSettings.type });
  return stored.length > 0;
}

/** The settings page's switch: the caller's own setting for one type. */
export async function updateNotificationEmail(
  db: Executor,
  input: { userId: string; type: NotificationType; email: boolean },
): Promise<NotificationEmailSetting> {
  await storeSetting(db, input);
  return { type: input.type, label: NOTIFICATION_TYPE_LABELS[input.type], email: input.email };
}

function invalidLink(): DomainError {
  return new DomainError("BAD_REQUEST", NOTIFICATION_SETTINGS_MESSAGES.invalidLink);
}

/** What an unsubscribe link turns off, shown before the click; 400 for a changed or unknown link. */
export async function describeUnsubscribeLink(db: Executor, input: { token: string }): Promise<NotificationEmailSetting> {
  const named = readUnsubscribeToken(input.token);
  if (!named) throw invalidLink();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, named.userId)).limit(1);
  if (!user) throw invalidLink();
  return { type: named.type, label: NOTIFICATION_TYPE_LABELS[named.type], email: await emailWanted(db, named.userId, named.type) };
}

/** The link's click (or a mail client's one-click POST): that type's e-mail is off; no sign-in needed. */
export async function unsubscribeByLink(db: Executor, input: { token: string }): Promise<NotificationEmailSetting> {
  const named = readUnsubscribeToken(input.token);
  if (!named || !(await storeSetting(db, { ...named, email: false }))) throw invalidLink();
  return { type: named.type, label: NOTIFICATION_TYPE_LABELS[named.type], email: false };
}
