/**
 * HTTP side of message attachments (issue 16 §2), for the web app's thin route files:
 *   POST/HEAD/PATCH/DELETE/OPTIONS /api/attachments/uploads[/{upload}]
 *        a resumable upload (tus 1.0, @tus/server + @tus/file-store): the browser (tus-js-client)
 *        creates it with the metadata `filename` and its place — `conversationId` for a message,
 *        or `milestoneId` for evidence in that milestone's dispute — sends chunks of
 *        ATTACHMENT_LIMITS.chunkBytes, and the last chunk's answer is the checked, stored attachment
 *        { id, name, size, type, url, previewUrl } (200) — or the refusal (problem details).
 *   GET  /api/attachments/{id}           the file, as a download
 *   GET  /api/attachments/{id}/preview   a picture's WebP preview, inline
 * Only a party of the place creates an upload into it; only its creator continues, reads the
 * offset of or deletes one (anyone else: 404). Unfinished uploads expire after
 * ATTACHMENT_LIMITS.pendingTtlMs (removed by the nightly housekeeping). The rules live in
 * services/lifecycle/attachments.ts; the bytes are checked there once complete.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { FileStore } from "@tus/file-store";
import { Server, type ServerOptions } from "@tus/server";
import { ATTACHMENT_LIMITS, ATTACHMENT_MESSAGES, ATTACHMENT_PATHS, isUsableFileName, UPLOAD_MESSAGES } from "@skyhire/validators";
import { DomainError } from "../errors";
import { enforceBearer } from "../services/api-tokens";
import { assertCanAttach, openAttachment, storeAttachment, type AttachmentPlace } from "../services/lifecycle/attachments";
import { getStorage, incomingUploadDir, type FileStorage } from "../storage";
import type { Context } from "../trpc";
import { errorResponse, messageResponse } from "./errors";
import { csrfCheck } from "./request-guards";
import { contentDisposition, UPLOADED_FILE_CSP } from "./uploads";

type TusUpload = Parameters<NonNullable<ServerOptions["onUploadCreate"]>>[1];
type SignedIn = Context & { user: NonNullable<Context["user"]> };

/** The caller and the storage of each request the tus server is handling (its hooks get only the request). */
const requests = new WeakMap<Request, { ctx: SignedIn; storage: FileStorage }>();

function callerOf(request: Request): { ctx: SignedIn; storage: FileStorage } {
  const known = requests.get(request);
  if (!known) throw new Error("Attachment upload without its request context");
  return known;
}

/** A refusal as tus hooks throw it: the same status and problem details as every other answer. */
/** tus answers a thrown error that carries `status_code` and `body` with them. */
async function asTusError(error: unknown): Promise<Error & { status_code: number; body: string }> {
  const response = errorResponse(error);
  const body = await response.text();
  return Object.assign(new Error(body), { status_code: response.status, body });
}

export interface AttachmentUploads {
  server: Server;
  store: FileStore;
}

/** A tus server collecting unfinished uploads in `directory` (the default: storage/incomingUploadDir). */
export function createAttachmentUploads(directory: string = incomingUploadDir()): AttachmentUploads {
  mkdirSync(directory, { recursive: true });
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: ATTACHMENT_LIMITS.pendingTtlMs });
  const server = new Server({
    path: ATTACHMENT_PATHS.uploads,
    datastore: store,
    relativeLocation: true,
    // No maxSize: onUploadCreate refuses an upload over the limit with the attachment's own message,
    // and an upload's length is always declared (handleAttachmentUpload refuses a deferred one), so
    // tus refuses any chunk past it.
    // Same origin only (CSRF is checked before tus sees the request).
    allowedOrigins: [],
    async onUploadCreate(request, upload) {
      const { ctx } = callerOf(request);
      const place = placeOf(upload.metadata);
      const fileName = upload.metadata?.filename?.trim();
      try {
        if (!place || !fileName) throw new DomainError("BAD_REQUEST", ATTACHMENT_MESSAGES.missingMetadata);
        if (!isUsableFileName(fileName)) throw new DomainError("BAD_REQUEST", UPLOAD_MESSAGES.badFileName);
        if (upload.size === undefined || upload.size > ATTACHMENT_LIMITS.maxBytes) {
          throw new DomainError("PAYLOAD_TOO_LARGE", ATTACHMENT_MESSAGES.tooLarge(fileName));
        }
        await assertCanAttach(ctx.db, ctx.user, place);
        // Who may continue it is recorded by the server, never taken from the client.
        const where: Record<string, string> =
          place.conversationId !== undefined ? { conversationId: place.conversationId } : { milestoneId: place.milestoneId };
        return { metadata: { ...where, filename: fileName, uploaderId: ctx.user.id } };
      } catch (error) {
        throw await asTusError(error);
      }
    },
    async onUploadFinish(request, upload) {
      const { ctx, storage } = callerOf(request);
      try {
        const stored = await storeAttachment(ctx.db, storage, {
          viewer: ctx.user,
          ...(placeOf(upload.metadata) ?? { conversationId: "" }),
          fileName: upload.metadata?.filename ?? "file",
          source: { path: upload.storage?.path ?? join(store.directory, upload.id) },
        });
        return {
          status_code: 200,
          headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
          body: JSON.stringify(stored),
        };
      } catch (error) {
        throw await asTusError(error);
      } finally {
        // Checked and stored (or refused): the collected bytes are not needed any more.
        await store.remove(upload.id).catch(() => undefined);
      }
    },
  });
  return { server, store };
}

/** The upload's place from its metadata: exactly one of `conversationId` and `milestoneId`, else null. */
function placeOf(metadata: TusUpload["metadata"]): AttachmentPlace | null {
  const conversationId = metadata?.conversationId?.trim();
  const milestoneId = metadata?.milestoneId?.trim();
  if (conversationId && !milestoneId) return { conversationId };
  if (milestoneId && !conversationId) return { milestoneId };
  return null;
}

let shared: AttachmentUploads | undefined;
function sharedUploads(): AttachmentUploads {
  shared ??= createAttachmentUploads();
  return shared;
}

/** Removes unfinished uploads older than ATTACHMENT_LIMITS.pendingTtlMs; says how many. */
export function pruneExpiredAttachmentUploads(uploads: AttachmentUploads = sharedUploads()): Promise<number> {
  return uploads.server.cleanUpExpiredUploads();
}

/** The upload id a tus request names (/api/attachments/uploads/{id}), or null for the creation path. */
function uploadIdOf(request: Request): string | null {
  const path = new URL(request.url).pathname;
  if (path === ATTACHMENT_PATHS.uploads) return null;
  return path.slice(ATTACHMENT_PATHS.uploads.length + 1) || null;
}

async function uploadOwnedBy(store: FileStore, id: string, userId: string): Promise<TusUpload | null> {
  try {
    const upload = await store.getUpload(id);
    return upload.metadata?.uploaderId === userId ? upload : null;
  } catch {
    return null;
  }
}

/** Any request to /api/attachments/uploads[/{id}]: signed in, same site, one's own uploads only. */
export async function handleAttachmentUpload(
  request: Request,
  ctx: Context,
  storage: FileStorage = getStorage(),
  uploads: AttachmentUploads = sharedUploads(),
): Promise<Response> {
  try {
    // Never a way to read bytes back: files are read through GET /api/attachments/{id} only.
    if (request.method === "GET") return messageResponse(405, "Method not allowed", { allow: "POST, HEAD, PATCH, DELETE, OPTIONS" });
    if (request.method === "OPTIONS") return uploads.server.handleWeb(request);
    const refusal = csrfCheck(request);
    if (refusal) return refusal;
    await enforceBearer(ctx.db, ctx.bearer, request.method === "HEAD" ? "read" : "write");
    if (!ctx.user) return messageResponse(401, "Unauthorized");
    const id = uploadIdOf(request);
    if (request.method === "POST" && !request.headers.has("upload-length")) {
      return messageResponse(400, "Upload-Length is required: say how large the file is when the upload starts.");
    }
    if (request.method === "POST" ? id !== null : id === null || !(await uploadOwnedBy(uploads.store, id, ctx.user.id))) {
      return messageResponse(404, ATTACHMENT_MESSAGES.notFound);
    }
    requests.set(request, { ctx: { ...ctx, user: ctx.user }, storage });
    return await uploads.server.handleWeb(request);
  } catch (error) {
    return errorResponse(error);
  }
}

/** GET /api/attachments/{id}[/preview]: the conversation's parties and admins (canReadAttachment); 404 for anyone else. */
export async function handleAttachmentGet(
  ctx: Context,
  id: string,
  preview: boolean,
  storage: FileStorage = getStorage(),
): Promise<Response> {
  try {
    await enforceBearer(ctx.db, ctx.bearer, "read");
    const file = await openAttachment(ctx.db, storage, { id, viewer: ctx.user, preview });
    return new Response(file.stream, {
      status: 200,
      headers: {
        "content-type": file.contentType,
        ...(file.size !== null && { "content-length": String(file.size) }),
        "content-disposition": contentDisposition(file.contentType, file.name, !preview),
        "x-content-type-options": "nosniff",
        "content-security-policy": UPLOADED_FILE_CSP,
        // Private to the parties: never kept by shared caches.
        "cache-control": "private, no-store",
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
