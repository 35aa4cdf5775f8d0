import {
  contactOperatorSchema,
  conversationIdInputSchema,
  listMessagesSchema,
  openConversationSchema,
  pageInputSchema,
  sendMessageSchema,
} from "@skyhire/validators";
import {
  contactOperator,
  listConversations,
  listMessages,
  markConversationRead,
  openConversation,
  sendMessage,
  unreadMessageCount,
} from "../services/lifecycle/messages";
import { protectedProcedure, router } from "../trpc";

export const messagesRouter = router({
  /** The caller's conversations, latest first, each with its unread count. */
  conversations: protectedProcedure
    .input(pageInputSchema)
    .query(({ ctx, input }) => listConversations(ctx.db, { viewer: ctx.user, ...input })),

  /** Open (or find) the thread of a job with an operator who proposed or was contacted. */
  open: protectedProcedure
    .input(openConversationSchema)
    .mutation(({ ctx, input }) => openConversation(ctx.db, { actor: ctx.user, ...input })),

  /** Contact Operator on a listing: a message in the caller's direct thread with its operator. */
  contact: protectedProcedure
    .input(contactOperatorSchema)
    .mutation(({ ctx, input }) => contactOperator(ctx.db, { actor: ctx.user, ...input })),

  /** A page of one conversation's messages (page 1 = latest), oldest first. */
  list: protectedProcedure
    .input(listMessagesSchema)
    .query(({ ctx, input }) => listMessages(ctx.db, { viewer: ctx.user, ...input })),

  create: protectedProcedure
    .input(sendMessageSchema)
    .mutation(({ ctx, input }) => sendMessage(ctx.db, { viewer: ctx.user, ...input })),

  markRead: protectedProcedure
    .input(conversationIdInputSchema)
    .mutation(({ ctx, input }) => markConversationRead(ctx.db, { viewer: ctx.user, ...input })),

  /** Unread messages across all the caller's conversations (navigation badge). */
  unreadCount: protectedProcedure.query(async ({ ctx }) => ({ count: await unreadMessageCount(ctx.db, ctx.user) })),
});
