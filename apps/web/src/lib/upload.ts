/**
 * Client upload helper — the one way the browser stores a file.
 *
 * Contract:
 *   const file = await uploadFile(file: File, purpose: "logo" | "portfolio" | "licence" | "insurance");
 *   → UploadedFile { name, size, type, url, uploadedAt }; keep it as is in the profile (url is
 *     "/api/uploads/{id}", or "/api/documents/{id}" for licences and insurance, usable directly as
 *     <img src> / <a href>).
 *   Throws UploadError (an Error) whose `message` is the text to show:
 *     - too large (checked here first, before anything is sent; the server checks again): status 413,
 *       logo "Please select an image smaller than 5MB", others "{file} is larger than 10MB. Please
 *       select a smaller file." — show under the toast title UPLOAD_MESSAGES.fileTooLargeTitle
 *       ('File too large'); `isTooLarge` says when.
 *     - wrong content (the server reads the bytes, not the extension): 400 with
 *       UPLOAD_MESSAGES.wrongType(name, purpose); a picture that does not decode, or a PDF with
 *       scripts or actions, 400 with its own UPLOAD_MESSAGES text.
 *     - signed out 401 "Unauthorized", too many uploads 429, anything else the server's message, or
 *       "Upload failed ({status})" when it sent none, or "Upload failed. Please check your connection."
 *   Server side: POST /api/uploads (multipart: `file`, `purpose`) → 201; GET /api/uploads/{id} serves
 *   logos and portfolio media to anyone, GET /api/documents/{id} licence and insurance documents (as
 *   downloads) only to their owner and admins.
 */
import {
  LISTING_PHOTO_LIMITS,
  LISTING_PHOTO_MESSAGES,
  LISTING_PHOTO_PURPOSE,
  LISTING_PHOTO_TYPES,
  UPLOAD_PURPOSES,
  type ListingPhoto,
  uploadTooLargeMessage,
  type UploadedFile,
  type UploadPurpose,
} from "@skyhire/validators";

export type { UploadedFile, UploadPurpose };

export class UploadError extends Error {
  /** The HTTP status (413 also for the size check made here); 0 when the request never got an answer. */
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = "UploadError";
    this.status = status;
  }

  get isTooLarge(): boolean {
    return this.status === 413;
  }
}

/** The spec's too-large message when `file` passes the purpose's limit, else null. */
export function uploadSizeError(file: Pick<File, "name" | "size">, purpose: UploadPurpose): string | null {
  return file.size > UPLOAD_PURPOSES[purpose].maxBytes ? uploadTooLargeMessage(purpose, file.name) : null;
}

function isUploadedFile(value: unknown): value is UploadedFile {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.name === "string" &&
    typeof v.size === "number" &&
    typeof v.type === "string" &&
    typeof v.url === "string" &&
    typeof v.uploadedAt === "string"
  );
}

async function serverMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as unknown;
    if (body && typeof body === "object" && typeof (body as { message?: unknown }).message === "string") {
      return (body as { message: string }).message;
    }
  } catch {
    // Not JSON (e.g. a proxy's error page): fall back to the status.
  }
  return null;
}

/** POST /api/uploads; the answer's body, or an UploadError with the text to show. */
async function postUpload(file: File, purpose: string): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  form.set("purpose", purpose);
  form.set("file", file, file.name);

  let response: Response;
  try {
    // The purpose also rides in the query so the server can refuse an oversized body unread.
    response = await fetch(`/api/uploads?purpose=${encodeURIComponent(purpose)}`, {
      method: "POST",
      body: form,
      credentials: "include",
    });
  } catch {
    throw new UploadError("Upload failed. Please check your connection.", 0);
  }
  if (!response.ok) {
    const message = await serverMessage(response);
    throw new UploadError(message ?? `Upload failed (${response.status})`, response.status);
  }
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}

export async function uploadFile(file: File, purpose: UploadPurpose): Promise<UploadedFile> {
  const tooLarge = uploadSizeError(file, purpose);
  if (tooLarge) throw new UploadError(tooLarge, 413);
  const { status, body } = await postUpload(file, purpose);
  if (!isUploadedFile(body)) throw new UploadError(`Upload failed (${status})`, status);
  return body;
}

/** Why `file` cannot be a listing photo before it is sent (size, type by its claimed type), or null. */
export function listingPhotoFileError(file: Pick<File, "name" | "size" | "type">): string | null {
  if (file.size > LISTING_PHOTO_LIMITS.maxBytes) return LISTING_PHOTO_MESSAGES.tooLarge(file.name);
  const types: readonly string[] = LISTING_PHOTO_TYPES;
  if (file.type && !types.includes(file.type)) return LISTING_PHOTO_MESSAGES.wrongType(file.name);
  return null;
}

function isListingPhoto(value: unknown): value is ListingPhoto {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === "string" && typeof v.width === "number" && typeof v.height === "number" && Array.isArray(v.variants);
}

/**
 * A listing photo: POST /api/uploads with purpose listing-photo → the photo re-encoded as WebP
 * variants { id, alt, width, height, variants }. Throws UploadError as uploadFile does.
 */
export async function uploadListingPhoto(file: File): Promise<ListingPhoto> {
  const refused = listingPhotoFileError(file);
  if (refused) throw new UploadError(refused, file.size > LISTING_PHOTO_LIMITS.maxBytes ? 413 : 400);
  const { status, body } = await postUpload(file, LISTING_PHOTO_PURPOSE);
  if (!isListingPhoto(body)) throw new UploadError(`Upload failed (${status})`, status);
  return body;
}
