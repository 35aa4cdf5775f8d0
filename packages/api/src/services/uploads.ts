import { randomUUID } from "node:crypto";
import { uploads, type Executor } from "@skyhire/db";
import {
  UPLOAD_MESSAGES,
  UPLOAD_PURPOSES,
  uploadTooLargeMessage,
  type SessionUser,
  type UploadedFile,
  type UploadPurpose,
} from "@skyhire/validators";
import { eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { DomainError, forbidden, notFound } from "../errors";
import type { FileStorage } from "../storage";
import { enforceRateLimit, type RateLimitRule } from "./rate-limit";

/** Uploads one account may start in a window (shared by every app instance through the database). */
export const UPLOAD_RATE_LIMIT: RateLimitRule = { limit: 60, windowMs: 10 * 60 * 1000 };
export const UPLOAD_RATE_LIMIT_MESSAGE = "Too many uploads. Please try again in a few minutes.";

/** Upload ids are UUIDs (the `url` is /api/uploads/{id}); anything else is simply not found. */
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isPurpose(value: string): value is UploadPurpose {
  return Object.hasOwn(UPLOAD_PURPOSES, value);
}

/**
 * Check a file by its size and its content (magic bytes, not the name or the browser's claim),
 * store it, record it, and return it as profiles keep files.
 */
export async function storeUpload(
  db: Executor,
  storage: FileStorage,
  input: { ownerId: string; purpose: string; fileName: string; bytes: Uint8Array },
): Promise<UploadedFile & { id: string }> {
  if (!isPurpose(input.purpose)) throw new DomainError("BAD_REQUEST", "Unknown upload purpose");
  await enforceRateLimit(db, `upload:${input.ownerId}`, UPLOAD_RATE_LIMIT, UPLOAD_RATE_LIMIT_MESSAGE);
  const rule = UPLOAD_PURPOSES[input.purpose];
  const fileName = input.fileName.trim() || "file";
  if (input.bytes.byteLength === 0) throw new DomainError("BAD_REQUEST", `${fileName} is empty.`);
  if (input.bytes.byteLength > rule.maxBytes) {
    throw new DomainError("PAYLOAD_TOO_LARGE", uploadTooLargeMessage(input.purpose, fileName));
  }
  const detected = await fileTypeFromBuffer(input.bytes);
  const allowed: readonly string[] = rule.types;
  if (!detected || !allowed.includes(detected.mime)) {
    throw new DomainError("BAD_REQUEST", UPLOAD_MESSAGES.wrongType(fileName, input.purpose));
  }
  const id = randomUUID();
  const storageKey = `${input.purpose}/${new Date().getUTCFullYear()}/${id}.${detected.ext}`;
  await storage.put(storageKey, input.bytes, detected.mime);
  const row = await db
    .insert(uploads)
    .values({
      id,
      ownerId: input.ownerId,
      storageKey,
      originalName: fileName.slice(0, 255),
      contentType: detected.mime,
      size: input.bytes.byteLength,
      purpose: input.purpose,
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
    url: `/api/uploads/${id}`,
    uploadedAt: row.createdAt.toISOString(),
  };
}

/** Public files (logos, portfolio media) for everyone; licences and insurance for the owner and admins. */
export async function openUpload(
  db: Executor,
  storage: FileStorage,
  input: { id: string; viewer: SessionUser | null },
) {
  if (!UPLOAD_ID.test(input.id)) throw notFound("File not found");
  const [row] = await db.select().from(uploads).where(eq(uploads.id, input.id)).limit(1);
  if (!row) throw notFound("File not found");
  if (!row.isPublic) {
    const viewer = input.viewer;
    if (!viewer) throw new DomainError("UNAUTHORIZED", "Unauthorized");
    if (viewer.id !== row.ownerId && viewer.role !== "admin") throw forbidden();
  }
  const stream = await storage.get(row.storageKey);
  if (!stream) throw notFound("File not found");
  return {
    stream,
    contentType: row.contentType,
    name: row.originalName,
    size: row.size,
    isPublic: !!row.isPublic,
  };
}
