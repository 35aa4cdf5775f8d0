import {
  ATTACHMENT_LIMITS,
  ATTACHMENT_PATHS,
  ATTACHMENT_TYPE_NAMES,
  ATTACHMENT_TYPES,
  contactOperatorSchema,
  conversationIdInputSchema,
  listMessagesSchema,
  openConversationSchema,
  pageInputSchema,
  sendMessageSchema,
} from "@skyhire/validators";
import { documented } from "../documented-output";
import { conversationResponse, messagesConversationsResponse, messagesCreateResponse, messagesListResponse, messagesMarkReadResponse, messagesUnreadCountResponse } from "@skyhire/validators/responses";
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

const MB = 1024 * 1024;
const A = ATTACHMENT_LIMITS;
/** The REST reference's text for sending files (the limits from ATTACHMENT_LIMITS). */
const SEND_WITH_ATTACHMENTS =
  `To attach files, upload each one first into this conversation with the resumable upload protocol tus 1.0 at ` +
  `\`POST ${ATTACHMENT_PATHS.uploads}\` (metadata \`conversationId\` and \`filename\`, \`Upload-Length\` required), then ` +
  `\`PATCH\` the returned \`Location\` in chunks of up to ${A.chunkBytes / MB} MB. The last chunk's answer is the checked ` +
  `attachment \`{ id, name, size, type, url, previewUrl }\`; send its \`id\` in \`attachmentIds\`. Up to ${A.perMessage} files ` +
  `per message, ${A.maxBytes / MB} MB each: ${ATTACHMENT_TYPE_NAMES.map((type) => ATTACHMENT_TYPES[type].label).join(", ")}, ` +
  `checked by content (a renamed program is refused). Unsent uploads are removed after ${A.pendingTtlMs / 3_600_000} hours. ` +
  `Each message lists its \`attachments\`: \`url\` (\`GET /api/attachments/{id}\`, a download) and \`previewUrl\` ` +
  `(\`GET /api/attachments/{id}/preview\`, pictures only) answer the conversation's two parties and admins, anyone else 404.`;

export const messagesRouter = router({
  /** The caller's conversations, latest first, each with its unread count. */
  conversations: protectedProcedure
    .meta({ rest: { method: "GET", path: "/api/conversations", summary: "The caller's conversations" } })
    .output(documented(messagesConversationsResponse))
    .input(pageInputSchema)
    .query(({ ctx, input }) => listConversations(ctx.db, { viewer: ctx.user, ...input })),

  /** Open (or find) the thread of a job with an operator who proposed or was contacted. */
  open: protectedProcedure
    .meta({ rest: { method: "POST", path: "/api/conversations", summary: "Open (or find) a conversation about a job" } })
    .output(documented(conversationResponse))
    .input(openConversationSchema)
    .mutation(({ ctx, input }) => openConversation(ctx.db, { actor: ctx.user, ...input })),

  /** Contact Operator on a listing: a message in the caller's direct thread with its operator. */
  contact: protectedProcedure
    .meta({ internal: "the listing page's contact button" })
    .input(contactOperatorSchema)
    .mutation(({ ctx, input }) => contactOperator(ctx.db, { actor: ctx.user, ...input })),

  /** A page of one conversation's messages (page 1 = latest), oldest first. */
  list: protectedProcedure
    .meta({ rest: { method: "GET", path: "/api/conversations/{conversationId}/messages", summary: "The messages of a conversation" } })
    .output(documented(messagesListResponse))
    .input(listMessagesSchema)
    .query(({ ctx, input }) => listMessages(ctx.db, { viewer: ctx.user, ...input })),

  /** A message, with the files the sender uploaded into the conversation beforehand (services/lifecycle/attachments.ts). */
  create: protectedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/conversations/{conversationId}/messages",
        summary: "Send a message, with attachments",
        status: 201,
        description: SEND_WITH_ATTACHMENTS,
      },
    })
    .output(documented(messagesCreateResponse))
    .input(sendMessageSchema)
    .mutation(({ ctx, input }) => sendMessage(ctx.db, { viewer: ctx.user, ...input })),

  markRead: protectedProcedure
    .meta({ rest: { method: "POST", path: "/api/conversations/{conversationId}/read", summary: "Mark a conversation as read" } })
    .output(documented(messagesMarkReadResponse))
    .input(conversationIdInputSchema)
    .mutation(({ ctx, input }) => markConversationRead(ctx.db, { viewer: ctx.user, ...input })),

  /** Unread messages across all the caller's conversations (navigation badge). */
  unreadCount: protectedProcedure
    .meta({ rest: { method: "GET", path: "/api/messages/unread-count", summary: "How many messages the caller has not read" } })
    .output(documented(messagesUnreadCountResponse))
    .query(async ({ ctx }) => ({ count: await unreadMessageCount(ctx.db, ctx.user) })),
});
