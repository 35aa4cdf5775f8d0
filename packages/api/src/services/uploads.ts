import { randomUUID } from "node:crypto";
import { uploads, type Executor } from "@skyhire/db";
import {
  isUsableFileName,
  UPLOAD_MESSAGES,
  UPLOAD_PURPOSES,
  uploadTooLargeMessage,
  type SessionUser,
  type UploadedFile,
  type UploadPath,
  type UploadPurpose,
  OWN_UPLOAD_URL,
  UPLOAD_PATHS,
  uploadUrl,
} from "@skyhire/validators";
import { and, eq, inArray } from "drizzle-orm";
import { fileTypeFromBuffer, type FileTypeResult } from "file-type";
import { DomainError, forbidden, notFound } from "../errors";
import type { FileStorage } from "../storage";
import { isImageMime, reencodeImage } from "./images";
import { assertPlainPdf } from "./pdf-safety";
import { enforceRateLimit, type RateLimitRule } from "./rate-limit";
import { pictureAccess } from "./upload-visibility";

/** Uploads one account may start in a window (shared by every app instance through the database). */
export const UPLOAD_RATE_LIMIT: RateLimitRule = { limit: 60, windowMs: 10 * 60 * 1000 };
export const UPLOAD_RATE_LIMIT_MESSAGE = "Too many uploads. Please try again in a few minutes.";

/** Upload ids are UUIDs (the `url` is /api/uploads/{id} or /api/documents/{id}); anything else is simply not found. */
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isPurpose(value: string): value is UploadPurpose {
  return Object.hasOwn(UPLOAD_PURPOSES, value);
}

/** What one kind of upload may be, and what to say when a file is not that. */
export interface UploadRule {
  maxBytes: number;
  types: readonly string[];
  tooLarge: (fileName: string) => string;
  /** `detected`: the type the bytes showed, when they showed one (a program may get its own message). */
  wrongType: (fileName: string, detected?: string) => string;
}

/**
 * The checks every upload passes before anything is stored: the account's upload quota, not empty,
 * within the size, and of an allowed type by its content (magic bytes, not the name or the browser's
 * claim). `detect` reads the type from the content: from bytes in memory, or from a file on disk.
 */
export async function admitFile(
  db: Executor,
  input: { ownerId: string; fileName: string; size: number; detect: () => Promise<FileTypeResult | undefined> },
  rule: UploadRule,
): Promise<{ fileName: string; mime: string; ext: string }> {
  if (!isUsableFileName(input.fileName)) throw new DomainError("BAD_REQUEST", UPLOAD_MESSAGES.badFileName);
  await enforceRateLimit(db, `upload:${input.ownerId}`, UPLOAD_RATE_LIMIT, UPLOAD_RATE_LIMIT_MESSAGE);
  const fileName = input.fileName.trim() || "file";
  if (input.size === 0) throw new DomainError("BAD_REQUEST", `${fileName} is empty.`);
  if (input.size > rule.maxBytes) {
    throw new DomainError("PAYLOAD_TOO_LARGE", rule.tooLarge(fileName));
  }
  const detected = await input.detect();
  if (!detected || !rule.types.includes(detected.mime)) {
    throw new DomainError("BAD_REQUEST", rule.wrongType(fileName, detected?.mime));
  }
  return { fileName, mime: detected.mime, ext: detected.ext };
}

/** admitFile for bytes in memory. */
export function admitUpload(
  db: Executor,
  input: { ownerId: string; fileName: string; bytes: Uint8Array },
  rule: UploadRule,
): Promise<{ fileName: string; mime: string; ext: string }> {
  return admitFile(
    db,
    { ownerId: input.ownerId, fileName: input.fileName, size: input.bytes.byteLength, detect: () => fileTypeFromBuffer(input.bytes) },
    rule,
  );
}

/** The ids of our own uploads among these addresses; outside addresses are left out. */
export function uploadIdsIn(urls: readonly (string | null | undefined)[]): string[] {
  const ids = urls.flatMap((url) => {
    const id = url ? OWN_UPLOAD_URL.exec(url.trim())?.[1] : undefined;
    return id ? [id.toLowerCase()] : [];
  });
  return [...new Set(ids)];
}

/**
 * Uploads the caller points at must be their own: a payload naming someone else's upload (a private
 * licence, another operator's photo) is refused with `message`.
 */
export async function assertOwnUploads(
  db: Executor,
  ownerId: string,
  ids: readonly string[],
  message: string,
): Promise<void> {
  if (ids.length === 0) return;
  if (ids.some((id) => !UPLOAD_ID.test(id))) throw new DomainError("BAD_REQUEST", message);
  const owned = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, [...ids]), eq(uploads.ownerId, ownerId)));
  if (owned.length !== new Set(ids).size) throw new DomainError("BAD_REQUEST", message);
}

/**
 * What is kept of an admitted file: a picture decoded and encoded again (only its pixels), a PDF only
 * when it is a plain document, a video as it came.
 */
export async function contentToKeep(bytes: Uint8Array, fileName: string, mime: string): Promise<Uint8Array> {
  if (isImageMime(mime)) return reencodeImage(bytes, fileName, mime);
  if (mime === "application/pdf") await assertPlainPdf(bytes, fileName);
  return bytes;
}

/**
 * Check a file by its size and its content, store what is kept of it, record it, and return it as
 * profiles keep files.
 */
export async function storeUpload(
  db: Executor,
  storage: FileStorage,
  input: { ownerId: string; purpose: string; fileName: string; bytes: Uint8Array },
): Promise<UploadedFile & { id: string }> {
  const purpose = input.purpose;
  if (!isPurpose(purpose)) throw new DomainError("BAD_REQUEST", "Unknown upload purpose");
  const { fileName, mime, ext } = await admitUpload(db, input, {
    maxBytes: UPLOAD_PURPOSES[purpose].maxBytes,
    types: UPLOAD_PURPOSES[purpose].types,
    tooLarge: (name) => uploadTooLargeMessage(purpose, name),
    wrongType: (name) => UPLOAD_MESSAGES.wrongType(name, purpose),
  });
  const rule = UPLOAD_PURPOSES[purpose];
  const bytes = await contentToKeep(input.bytes, fileName, mime);
  const id = randomUUID();
  const storageKey = `${purpose}/${new Date().getUTCFullYear()}/${id}.${ext}`;
  await storage.put(storageKey, bytes, mime);
  const row = await db
    .insert(uploads)
    .values({
      id,
      ownerId: input.ownerId,
      storageKey,
      originalName: fileName.slice(0, 255),
      contentType: mime,
      size: bytes.byteLength,
      purpose,
      isPublic: rule.isPublic ? 1 : 0,
    })
    .returning()
    .then(([inserted]) => {
      if (!inserted) throw new Error("Upload was not recorded");
      return inserted;
    })
    .catch(async (error: unknown) => {
      // No bytes without a record: an unrecorded file could never be served or cleaned up.
      await storage.remove(storageKey).catch(() => undefined);
      throw error;
    });
  return {
    id,
    name: row.originalName,
    size: row.size,
    type: row.contentType,
    url: uploadUrl(id, purpose),
    uploadedAt: row.createdAt.toISOString(),
  };
}

/** The stored file as served, or the address it moved to. */
export type OpenedUpload =
  | { movedTo: string }
  | { movedTo?: undefined; stream: ReadableStream<Uint8Array>; contentType: string; name: string; size: number; isPublic: boolean };

/**
 * GET /api/uploads/{id} (`media`) or /api/documents/{id} (`document`). Pictures (logos, portfolio
 * media, listing photos) for everyone while what they belong to is public, else for their owner,
 * admins and the people the owner deals with (404 to anyone else); licences and insurance for the owner and admins, and only from the documents
 * path: asked for at /api/uploads (addresses stored before documents moved) they answer where they
 * are now; a picture is not served from the documents path.
 */
export async function openUpload(
  db: Executor,
  storage: FileStorage,
  input: { id: string; viewer: SessionUser | null; path: UploadPath },
): Promise<OpenedUpload> {
  if (!UPLOAD_ID.test(input.id)) throw notFound("File not found");
  const [row] = await db.select().from(uploads).where(eq(uploads.id, input.id)).limit(1);
  if (!row) throw notFound("File not found");
  const url = uploadUrl(row.id, row.purpose);
  if (!url.startsWith(UPLOAD_PATHS[input.path])) {
    if (input.path === "media") return { movedTo: url };
    throw notFound("File not found");
  }
  let isPublic = false;
  if (!row.isPublic) {
    const viewer = input.viewer;
    if (!viewer) throw new DomainError("UNAUTHORIZED", "Unauthorized");
    if (viewer.id !== row.ownerId && viewer.role !== "admin") throw forbidden();
  } else {
    // A picture is public only while what it belongs to is (services/upload-visibility.ts).
    const access = await pictureAccess(db, row, input.viewer);
    if (!access) throw notFound("File not found");
    isPublic = access === "public";
  }
  const stream = await storage.get(row.storageKey);
  if (!stream) throw notFound("File not found");
  return {
    stream,
    contentType: row.contentType,
    name: row.originalName,
    size: row.size,
    isPublic,
  };
}
