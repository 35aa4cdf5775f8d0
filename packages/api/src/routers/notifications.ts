import {
  listNotificationsSchema,
  markNotificationsReadSchema,
  notificationUnsubscribeSchema,
  updateNotificationEmailSchema,
} from "@skyhire/validators";
import { documented } from "../documented-output";
import { notificationsListResponse, notificationsMarkReadResponse } from "@skyhire/validators/responses";
import {
  listNotifications,
  markNotificationsRead,
  unreadNotificationCount,
} from "../services/lifecycle/notifications";
import { unreadCounts } from "../services/lifecycle/unread-counts";
import {
  describeUnsubscribeLink,
  notificationEmailSettingsOf,
  unsubscribeByLink,
  updateNotificationEmail,
} from "../services/notification-settings";
import { protectedProcedure, publicProcedure, router } from "../trpc";

export const notificationsRouter = router({
  list: protectedProcedure
    .meta({ rest: { method: "GET", path: "/api/notifications", summary: "The caller's notifications" } })
    .output(documented(notificationsListResponse))
    .input(listNotificationsSchema)
    .query(({ ctx, input }) => listNotifications(ctx.db, { userId: ctx.user.id, ...input })),

  unreadCount: protectedProcedure
    .meta({ internal: "the navigation bar's badge" })
    .query(async ({ ctx }) => ({
    count: await unreadNotificationCount(ctx.db, ctx.user.id),
  })),

  /** Unread messages and notifications together, in one statement (every signed-in page shows both). */
  badges: protectedProcedure
    .meta({ internal: "the navigation bar's two badges" })
    .query(({ ctx }) => unreadCounts(ctx.db, ctx.user)),

  /** Mark the given notifications read, or all of them without `ids`. */
  markRead: protectedProcedure
    .meta({ rest: { method: "POST", path: "/api/notifications/read", summary: "Mark notifications as read" } })
    .output(documented(notificationsMarkReadResponse))
    .input(markNotificationsReadSchema)
    .mutation(({ ctx, input }) => markNotificationsRead(ctx.db, { userId: ctx.user.id, ids: input.ids })),

  /** Each type the caller can receive, with whether its e-mail is on (in-app always is). */
  emailSettings: protectedProcedure
    .meta({ internal: "the notification settings page" })
    .query(({ ctx }) => notificationEmailSettingsOf(ctx.db, ctx.user)),

  updateEmailSetting: protectedProcedure
    .meta({ internal: "the notification settings page's switches" })
    .input(updateNotificationEmailSchema)
    .mutation(({ ctx, input }) => updateNotificationEmail(ctx.db, { userId: ctx.user.id, ...input })),

  /** What a mail's signed unsubscribe link turns off (no sign-in: the link carries its signature). */
  unsubscribeLink: publicProcedure
    .meta({ internal: "the notification e-mail's unsubscribe page" })
    .input(notificationUnsubscribeSchema)
    .query(({ ctx, input }) => describeUnsubscribeLink(ctx.db, input)),

  unsubscribe: publicProcedure
    .meta({ internal: "the notification e-mail's unsubscribe page and one-click POST" })
    .input(notificationUnsubscribeSchema)
    .mutation(({ ctx, input }) => unsubscribeByLink(ctx.db, input)),
});
