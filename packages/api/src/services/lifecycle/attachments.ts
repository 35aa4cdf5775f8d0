/**
 * Files in messages (issue 16 §2), and evidence in disputes (issue 15 §3). A file is uploaded into a
 * place — a conversation, or the dispute of a milestone (before or after it is opened) — by one of
 * its parties
 * (resumable, rest/attachments.ts; or in one request), checked like every upload (services/uploads.ts:
 * size, type by its bytes, pictures decoded and encoded again, PDFs only when plain) and stored
 * without a public address; pictures get a WebP preview. Sending a message binds the sender's unsent
 * uploads of that conversation to it, in the message's own transaction (so the live event of the
 * message finds them); opening a dispute or writing in its thread binds the sender's unsent uploads
 * of that milestone's dispute the same way. They are read back only through openAttachment, which
 * asks canReadAttachment.
 */
import { randomUUID } from "node:crypto";
import { openAsBlob } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { conversations, disputes, jobRequests, messageAttachments, milestones, proposals, type Executor } from "@skyhire/db";
import {
  ATTACHMENT_LIMITS,
  ATTACHMENT_MESSAGES,
  ATTACHMENT_PATHS,
  ATTACHMENT_TYPE_NAMES,
  ATTACHMENT_TYPES,
  DISPUTE_MESSAGES,
  EXECUTABLE_TYPES,
  isAttachmentType,
  type MessageAttachment,
} from "@skyhire/validators";
import { and, eq, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { FileTypeParser, type Detector, type FileTypeResult } from "file-type";
import { DomainError, forbidden, notFound } from "../../errors";
import type { FileStorage } from "../../storage";
import { encodePreview, previewIfReadable } from "../images";
import { admitFile, contentToKeep, type UploadRule } from "../uploads";
import { disputeParties } from "./dispute-freeze";
import { partyConversation, type Viewer } from "./messages";

/** LAS point clouds (ASPRS) start with `LASF`; a LAZ file is the same header with the compressed bit (0x80) of the point format at byte 104. */
const lasDetector: Detector = {
  id: "skyhire:las",
  async detect(tokenizer) {
    const header = new Uint8Array(105);
    const read = await tokenizer.peekBuffer(header, { length: header.length, mayBeLess: true });
    if (read < 4 || String.fromCharCode(...header.subarray(0, 4)) !== "LASF") return undefined;
    const compressed = read >= 105 && ((header[104] ?? 0) & 0x80) !== 0;
    return compressed
      ? { ext: "laz", mime: "application/vnd.laszip" }
      : { ext: "las", mime: "application/vnd.las" };
  },
};

const detector = new FileTypeParser({ customDetectors: [lasDetector] });

/** A KMZ is a ZIP by its bytes; its name says which. */
function named(detected: FileTypeResult | undefined, fileName: string): FileTypeResult | undefined {
  if (detected?.mime === "application/zip" && /\.kmz$/i.test(fileName.trim())) {
    return { ext: "kmz", mime: "application/vnd.google-earth.kmz" };
  }
  return detected;
}

/** What a message attachment may be: ATTACHMENT_TYPES up to 200 MB; a program gets its own refusal. */
const ATTACHMENT_RULE: UploadRule = {
  maxBytes: ATTACHMENT_LIMITS.maxBytes,
  types: ATTACHMENT_TYPE_NAMES,
  tooLarge: ATTACHMENT_MESSAGES.tooLarge,
  wrongType: (fileName, detected) =>
    detected && EXECUTABLE_TYPES.includes(detected)
      ? ATTACHMENT_MESSAGES.executable(fileName)
      : ATTACHMENT_MESSAGES.wrongType(fileName),
};

/** The bytes of an upload: in memory (a direct upload) or a finished resumable upload on disk. */
export type AttachmentSource = { bytes: Uint8Array } | { path: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type AttachmentRow = typeof messageAttachments.$inferSelect;

function view(row: AttachmentRow): MessageAttachment {
  return {
    id: row.id,
    name: row.originalName,
    size: row.size,
    type: row.contentType,
    url: ATTACHMENT_PATHS.file(row.id),
    previewUrl: row.previewKey ? ATTACHMENT_PATHS.preview(row.id) : null,
  };
}

/**
 * Where a file is uploaded: a conversation (sent with one of its messages), or the dispute of a
 * milestone (its evidence: sent when the dispute is opened or with a message of its thread).
 */
export type AttachmentPlace = { conversationId: string; milestoneId?: undefined } | { milestoneId: string; conversationId?: undefined };

/** Not sent yet: neither with a message nor as a dispute's evidence. */
const unsent: SQL = and(isNull(messageAttachments.messageId), isNull(messageAttachments.disputeId)) ?? sql`false`;

/**
 * Only a party of the place may upload into it: of a conversation its customer or operator (the
 * support desk for a support thread), of a milestone's dispute its customer or operator. 404 for an
 * unknown place, 403 for someone else's.
 */
export async function assertCanAttach(db: Executor, viewer: Viewer, place: AttachmentPlace): Promise<void> {
  if (place.conversationId !== undefined) {
    await partyConversation(db, viewer, place.conversationId);
    return;
  }
  const parties = await disputeParties(db, place.milestoneId);
  if (viewer.id !== parties.customerId && viewer.id !== parties.operatorId) throw forbidden(DISPUTE_MESSAGES.notAParty);
}

/**
 * Checks a file for a message and stores it, unsent, in the conversation: the uploader is a party,
 * the size and the type (by content) are allowed, a picture is encoded again (only its pixels are
 * kept) with a preview, a PDF is plain. Nothing is stored or recorded when a check refuses.
 */
export async function storeAttachment(
  db: Executor,
  storage: FileStorage,
  input: { viewer: Viewer; fileName: string; source: AttachmentSource } & AttachmentPlace,
): Promise<MessageAttachment> {
  const { source } = input;
  const place: AttachmentPlace =
    input.conversationId !== undefined ? { conversationId: input.conversationId } : { milestoneId: input.milestoneId };
  await assertCanAttach(db, input.viewer, place);
  const size = "bytes" in source ? source.bytes.byteLength : (await stat(source.path)).size;
  const { fileName, mime, ext } = await admitFile(
    db,
    {
      ownerId: input.viewer.id,
      fileName: input.fileName,
      size,
      detect: async () =>
        named(
          "bytes" in source
            ? await detector.fromBuffer(source.bytes)
            : await detector.fromBlob(await openAsBlob(source.path)),
          input.fileName,
        ),
    },
    ATTACHMENT_RULE,
  );
  if (!isAttachmentType(mime)) throw new DomainError("BAD_REQUEST", ATTACHMENT_MESSAGES.wrongType(fileName));

  const id = randomUUID();
  const storageKey = `attachments/${new Date().getUTCFullYear()}/${id}.${ext}`;
  const previewRule = ATTACHMENT_TYPES[mime].preview;
  const previewKeyOf = `attachments/${new Date().getUTCFullYear()}/${id}.preview.webp`;
  const stored: string[] = [];
  try {
    let keptSize = size;
    let preview: Uint8Array | undefined;
    if (previewRule === true || mime === "application/pdf") {
      // Pictures and PDFs are read whole: a picture is encoded again, a PDF is parsed.
      const bytes = "bytes" in source ? source.bytes : new Uint8Array(await readFile(source.path));
      const kept = await contentToKeep(bytes, fileName, mime);
      if (previewRule === true) preview = await encodePreview(kept, fileName, mime, ATTACHMENT_LIMITS.previewWidth);
      await storage.put(storageKey, kept, mime);
      keptSize = kept.byteLength;
    } else {
      // Kept as sent; a TIFF gets a preview when it decodes as an ordinary picture (read before
      // the stored file may be moved away from its upload path).
      if (previewRule === "if-readable") {
        preview = await previewIfReadable("bytes" in source ? source.bytes : source.path, ATTACHMENT_LIMITS.previewWidth);
      }
      if ("bytes" in source) await storage.put(storageKey, source.bytes, mime);
      else await storage.putFile(storageKey, source.path, mime);
    }
    stored.push(storageKey);
    const previewKey = preview ? previewKeyOf : null;
    if (previewKey && preview) {
      await storage.put(previewKey, preview, "image/webp");
      stored.push(previewKey);
    }
    const [row] = await db
      .insert(messageAttachments)
      .values({
        id,
        conversationId: place.conversationId ?? null,
        milestoneId: place.milestoneId ?? null,
        uploaderId: input.viewer.id,
        storageKey,
        previewKey,
        originalName: fileName.slice(0, 255),
        contentType: mime,
        size: keptSize,
      })
      .returning();
    if (!row) throw new Error("Attachment was not recorded");
    return view(row);
  } catch (error) {
    // No bytes without a record: an unrecorded file could never be served or cleaned up.
    await Promise.all(stored.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  }
}

/** What uploads are sent with: a conversation's message, or a dispute (its opening, or a thread message). */
export type AttachmentTarget =
  | { conversationId: string; messageId: string }
  | { milestoneId: string; disputeId: string; disputeMessageId: string | null };

/**
 * Binds the sender's unsent uploads of the target's place to it (inside the transaction that writes
 * the message or dispute). Any id that is not one of them (someone else's, another place's, already
 * sent, expired) refuses the whole message, 400.
 */
export async function bindAttachments(
  tx: Executor,
  input: { senderId: string; ids: readonly string[]; to: AttachmentTarget },
): Promise<MessageAttachment[]> {
  const { to } = input;
  if (input.ids.length === 0) return [];
  if (input.ids.length > ATTACHMENT_LIMITS.perMessage) throw new DomainError("BAD_REQUEST", ATTACHMENT_MESSAGES.tooMany);
  const ids = [...new Set(input.ids.map((id) => id.toLowerCase()))];
  if (ids.length !== input.ids.length || ids.some((id) => !UUID.test(id))) {
    throw new DomainError("BAD_REQUEST", ATTACHMENT_MESSAGES.unknown);
  }
  const bound = await tx
    .update(messageAttachments)
    .set("messageId" in to ? { messageId: to.messageId } : { disputeId: to.disputeId, disputeMessageId: to.disputeMessageId })
    .where(
      and(
        inArray(messageAttachments.id, ids),
        "messageId" in to
          ? eq(messageAttachments.conversationId, to.conversationId)
          : eq(messageAttachments.milestoneId, to.milestoneId),
        eq(messageAttachments.uploaderId, input.senderId),
        unsent,
        sql`${messageAttachments.createdAt} > now() - make_interval(secs => ${ATTACHMENT_LIMITS.pendingTtlMs / 1000})`,
      ),
    )
    .returning();
  if (bound.length !== ids.length) throw new DomainError("BAD_REQUEST", ATTACHMENT_MESSAGES.unknown);
  const order = new Map(ids.map((id, index) => [id, index]));
  return bound.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)).map(view);
}

/** The attachments of these messages, by message id, in the order they were uploaded. */
export async function attachmentsOfMessages(
  db: Executor,
  messageIds: readonly string[],
): Promise<Map<string, MessageAttachment[]>> {
  const byMessage = new Map<string, MessageAttachment[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, [...messageIds]))
    .orderBy(messageAttachments.createdAt, messageAttachments.id);
  for (const row of rows) {
    if (!row.messageId) continue;
    byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), view(row)]);
  }
  return byMessage;
}

/** A dispute's evidence files: those sent when it was opened, and those of each thread message. */
export async function evidenceOfDispute(
  db: Executor,
  disputeId: string,
): Promise<{ opening: MessageAttachment[]; byMessage: Map<string, MessageAttachment[]> }> {
  const rows = await db
    .select()
    .from(messageAttachments)
    .where(eq(messageAttachments.disputeId, disputeId))
    .orderBy(messageAttachments.createdAt, messageAttachments.id);
  const opening: MessageAttachment[] = [];
  const byMessage = new Map<string, MessageAttachment[]>();
  for (const row of rows) {
    if (row.disputeMessageId) byMessage.set(row.disputeMessageId, [...(byMessage.get(row.disputeMessageId) ?? []), view(row)]);
    else opening.push(view(row));
  }
  return { opening, byMessage };
}

/**
 * Who may read an attachment: its place's customer and operator (an unsent upload only its
 * uploader), and admins only where they have a part — a support thread (they are the other side),
 * a conversation whose job is or was in a dispute, or a dispute's evidence (they may have to decide
 * it). A dispute's evidence is read as a place of kind "dispute", disputed. The one place the rule
 * lives.
 */
export function canReadAttachment(
  viewer: Viewer | null,
  attachment: { uploaderId: string; messageId: string | null; disputeId?: string | null },
  conversation: { customerId: string; operatorId: string | null; kind: string; disputed: boolean },
): boolean {
  if (!viewer) return false;
  if (attachment.messageId === null && (attachment.disputeId ?? null) === null) return viewer.id === attachment.uploaderId;
  if (viewer.id === conversation.customerId || viewer.id === conversation.operatorId) return true;
  return viewer.role === "admin" && (conversation.kind === "support" || conversation.disputed);
}

export interface OpenedAttachment {
  stream: ReadableStream<Uint8Array>;
  contentType: string;
  name: string;
  /** Null for a preview (its size is not recorded). */
  size: number | null;
}

/**
 * GET /api/attachments/{id} (the file) or /api/attachments/{id}/preview (its WebP preview): for
 * whoever canReadAttachment allows; anyone else, signed in or not, gets 404 as for an unknown id.
 */
export async function openAttachment(
  db: Executor,
  storage: FileStorage,
  input: { id: string; viewer: Viewer | null; preview: boolean },
): Promise<OpenedAttachment> {
  const missing = () => notFound(ATTACHMENT_MESSAGES.notFound);
  if (!UUID.test(input.id)) throw missing();
  // The place's parties: a conversation's, or for a dispute's evidence the milestone's customer and operator.
  const [found] = await db
    .select({
      attachment: messageAttachments,
      customerId: sql<string>`coalesce(${conversations.customerId}, ${jobRequests.customerId})`,
      operatorId: sql<string | null>`coalesce(${conversations.operatorId}, ${proposals.operatorId})`,
      kind: sql<string>`coalesce(${conversations.kind}, 'dispute')`,
      disputed: sql<boolean>`(${messageAttachments.milestoneId} is not null or exists (select 1 from ${disputes} where ${disputes.jobRequestId} = ${conversations.jobRequestId}))`.mapWith(Boolean),
    })
    .from(messageAttachments)
    .leftJoin(conversations, eq(conversations.id, messageAttachments.conversationId))
    .leftJoin(milestones, eq(milestones.id, messageAttachments.milestoneId))
    .leftJoin(jobRequests, eq(jobRequests.id, milestones.jobRequestId))
    .leftJoin(proposals, eq(proposals.id, milestones.proposalId))
    .where(eq(messageAttachments.id, input.id.toLowerCase()))
    .limit(1);
  if (!found || !canReadAttachment(input.viewer, found.attachment, found)) throw missing();
  const { attachment } = found;
  const key = input.preview ? attachment.previewKey : attachment.storageKey;
  if (!key) throw missing();
  const stream = await storage.get(key);
  if (!stream) throw missing();
  return input.preview
    ? { stream, contentType: "image/webp", name: `${attachment.originalName}.preview.webp`, size: null }
    : { stream, contentType: attachment.contentType, name: attachment.originalName, size: attachment.size };
}

/** Removes uploads never sent (in a message or as a dispute's evidence) within ATTACHMENT_LIMITS.pendingTtlMs, bytes and all; says how many. */
export async function pruneUnsentAttachments(db: Executor, storage: FileStorage, now = new Date()): Promise<number> {
  const removed = await db
    .delete(messageAttachments)
    .where(and(unsent, lt(messageAttachments.createdAt, new Date(now.getTime() - ATTACHMENT_LIMITS.pendingTtlMs))))
    .returning({ storageKey: messageAttachments.storageKey, previewKey: messageAttachments.previewKey });
  for (const row of removed) {
    for (const key of [row.storageKey, row.previewKey]) if (key) await storage.remove(key).catch(() => undefined);
  }
  return removed.length;
}
