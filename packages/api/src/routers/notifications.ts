import { listNotificationsSchema, markNotificationsReadSchema } from "@skyhire/validators";
import {
  listNotifications,
  markNotificationsRead,
  unreadNotificationCount,
} from "../services/lifecycle/notifications";
import { protectedProcedure, router } from "../trpc";

export const notificationsRouter = router({
  list: protectedProcedure
    .input(listNotificationsSchema)
    .query(({ ctx, input }) => listNotifications(ctx.db, { userId: ctx.user.id, ...input })),

  unreadCount: protectedProcedure.query(async ({ ctx }) => ({
    count: await unreadNotificationCount(ctx.db, ctx.user.id),
  })),

  /** Mark the given notifications read, or all of them without `ids`. */
  markRead: protectedProcedure
    .input(markNotificationsReadSchema)
    .mutation(({ ctx, input }) => markNotificationsRead(ctx.db, { userId: ctx.user.id, ids: input.ids })),
});
