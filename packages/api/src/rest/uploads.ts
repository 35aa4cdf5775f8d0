/**
 * HTTP side of file uploads, for the web app's thin route files:
 *   POST /api/uploads       multipart/form-data with `file` and `purpose` → 201 { name, size, type, url, uploadedAt }
 *   POST /api/uploads       with purpose=listing-photo → 201 the photo { id, alt, width, height, variants }
 *                           (re-encoded as WebP variants, see services/listing-photos.ts)
 *   GET  /api/uploads/{id}    a picture or video itself, inline (public purposes for anyone)
 *   GET  /api/documents/{id}  a licence or insurance document, as a download (owner and admins)
 * The rules (sizes, content by magic bytes, re-encoding, who may read) live in services/uploads.ts;
 * this file reads the request safely (bounded before buffering) and shapes the answers.
 */
import {
  LISTING_PHOTO_LIMITS,
  LISTING_PHOTO_MESSAGES,
  LISTING_PHOTO_PURPOSE,
  largestVariant,
  UPLOAD_PURPOSES,
  uploadTooLargeMessage,
  type UploadedFile,
  type UploadPath,
  type UploadPurpose,
} from "@skyhire/validators";
import { enforceBearer } from "../services/api-tokens";
import { storeListingPhoto } from "../services/listing-photos";
import { isPurpose, openUpload, storeUpload } from "../services/uploads";
import { getStorage, type FileStorage } from "../storage";
import type { Context } from "../trpc";
import { errorResponse, messageResponse } from "./errors";
import { bodyCapFor, MULTIPART_OVERHEAD_BYTES } from "./http-limits";
import { csrfCheck } from "./request-guards";


/** The body's bytes, or null as soon as it passes `limit` (nothing more is read). */
async function readBounded(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function isMultipart(contentType: string | null): boolean {
  return contentType?.split(";")[0]?.trim().toLowerCase() === "multipart/form-data";
}

/**
 * POST /api/uploads. A `?purpose=` hint lets an oversized body be refused with that purpose's
 * message before it is read; the `purpose` form field is what counts.
 */
export async function handleUploadPost(
  request: Request,
  ctx: Context,
  storage: FileStorage = getStorage(),
): Promise<Response> {
  try {
    const refusal = csrfCheck(request);
    if (refusal) return refusal;
    await enforceBearer(ctx.db, ctx.bearer, "write");
    if (!ctx.user) return messageResponse(401, "Unauthorized");

    const contentType = request.headers.get("content-type");
    if (!isMultipart(contentType)) {
      return messageResponse(415, "Content-Type must be multipart/form-data");
    }

    const hint = new URL(request.url).searchParams.get("purpose");
    const hinted: UploadPurpose | null = hint && isPurpose(hint) ? hint : null;
    const photo = hint === LISTING_PHOTO_PURPOSE;
    // A hinted purpose narrows the route's cap to that purpose's own.
    const limit = photo
      ? LISTING_PHOTO_LIMITS.maxBytes + MULTIPART_OVERHEAD_BYTES
      : hinted
        ? UPLOAD_PURPOSES[hinted].maxBytes + MULTIPART_OVERHEAD_BYTES
        : bodyCapFor(new URL(request.url).pathname);
    const tooLarge = () =>
      messageResponse(
        413,
        photo ? LISTING_PHOTO_MESSAGES.tooLarge("The photo") : uploadTooLargeMessage(hinted ?? "portfolio", "The file"),
      );

    const declared = request.headers.get("content-length");
    if (declared !== null && Number(declared) > limit) return tooLarge();
    const body = await readBounded(request, limit);
    if (!body) return tooLarge();

    let form: FormData;
    try {
      form = await new Response(body, { headers: { "content-type": contentType ?? "" } }).formData();
    } catch {
      return messageResponse(400, "Send the file as multipart/form-data with the fields file and purpose");
    }
    const file = form.get("file");
    const purpose = form.get("purpose");
    if (!(file instanceof Blob)) return messageResponse(400, "Please select a file to upload");
    if (typeof purpose !== "string") return messageResponse(400, "Unknown upload purpose");

    if (purpose === LISTING_PHOTO_PURPOSE) {
      const stored = await storeListingPhoto(ctx.db, storage, {
        ownerId: ctx.user.id,
        fileName: file instanceof File ? file.name : "photo",
        bytes: new Uint8Array(await file.arrayBuffer()),
      });
      return new Response(JSON.stringify(stored), {
        status: 201,
        headers: {
          "content-type": "application/json; charset=utf-8",
          "cache-control": "no-store",
          location: largestVariant(stored)?.url ?? "",
        },
      });
    }

    const stored = await storeUpload(ctx.db, storage, {
      ownerId: ctx.user.id,
      purpose,
      fileName: file instanceof File ? file.name : "file",
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    const answer: UploadedFile = {
      name: stored.name,
      size: stored.size,
      type: stored.type,
      url: stored.url,
      uploadedAt: stored.uploadedAt,
    };
    return new Response(JSON.stringify(answer), {
      status: 201,
      headers: {
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
        location: stored.url,
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}

/**
 * `attachment` unless the browser can only show it as a picture or a video; always `attachment` for
 * documents.
 */
export function contentDisposition(contentType: string, fileName: string, download = false): string {
  const inline = !download && (contentType.startsWith("image/") || contentType.startsWith("video/"));
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "file";
  return `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Opened directly, an uploaded file is a document of its own: no scripts, no plugins, no same
 * origin. The site-wide CSP is not sent on the upload paths (it would replace this one):
 * apps/web/src/server/security-headers.ts.
 */
export const UPLOADED_FILE_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; sandbox";

async function serveUpload(
  ctx: Context,
  id: string,
  path: UploadPath,
  storage: FileStorage,
): Promise<Response> {
  try {
    await enforceBearer(ctx.db, ctx.bearer, "read");
    const file = await openUpload(ctx.db, storage, { id, viewer: ctx.user, path });
    if (file.movedTo !== undefined) {
      return new Response(null, { status: 308, headers: { location: file.movedTo } });
    }
    return new Response(file.stream, {
      status: 200,
      headers: {
        "content-type": file.contentType,
        "content-length": String(file.size),
        "content-disposition": contentDisposition(file.contentType, file.name, path === "document"),
        "x-content-type-options": "nosniff",
        "content-security-policy": UPLOADED_FILE_CSP,
        // Ids are never reused and files never change; documents are never kept by shared caches.
        "cache-control": file.isPublic ? "public, max-age=31536000, immutable" : "private, no-store",
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}

/** GET /api/uploads/{id}: a picture or video, inline; a document's old address answers 308 to its new one. */
export function handleUploadGet(ctx: Context, id: string, storage: FileStorage = getStorage()): Promise<Response> {
  return serveUpload(ctx, id, "media", storage);
}

/** GET /api/documents/{id}: a licence or insurance document, as a download, for its owner and admins. */
export function handleDocumentGet(ctx: Context, id: string, storage: FileStorage = getStorage()): Promise<Response> {
  return serveUpload(ctx, id, "document", storage);
}
