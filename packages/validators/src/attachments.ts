/**
 * Files sent in a message (issue 16 §2): what may be attached, how much, the messages a refusal
 * shows, and where an attachment is read back. Checked by content on the server
 * (packages/api/src/services/lifecycle/attachments.ts); the browser's `accept` list is only a hint.
 */

export const ATTACHMENT_LIMITS = {
  /** Files one message may carry. */
  perMessage: 5,
  /** Bytes one file may have. */
  maxBytes: 200 * 1024 * 1024,
  /** Bytes one resumable-upload request (a tus PATCH) carries; the browser sends files in chunks of this size. */
  chunkBytes: 8 * 1024 * 1024,
  /** An unfinished upload, or a finished one never sent in a message, is removed after this long. */
  pendingTtlMs: 24 * 60 * 60 * 1000,
  /** Width (px) of the preview made of a picture. */
  previewWidth: 480,
} as const;

/**
 * The types a message may carry, by the type their bytes show (never the name or the browser's
 * claim). `preview`: a picture shown as a thumbnail in the thread — `true` for photos (one that
 * does not decode is refused), `"if-readable"` for TIFF (drone outputs such as multi-band GeoTIFFs
 * are kept as sent, with a preview only when they decode as an ordinary picture).
 * LAS/LAZ point clouds have no registered type; their bytes start with `LASF`.
 */
export const ATTACHMENT_TYPES = {
  "image/jpeg": { label: "JPEG", preview: true },
  "image/png": { label: "PNG", preview: true },
  "image/webp": { label: "WebP", preview: true },
  "image/heic": { label: "HEIC", preview: true },
  "image/tiff": { label: "TIFF", preview: "if-readable" },
  "application/pdf": { label: "PDF", preview: false },
  "application/vnd.las": { label: "LAS point cloud", preview: false },
  "application/vnd.laszip": { label: "LAZ point cloud", preview: false },
  "application/vnd.google-earth.kmz": { label: "KMZ", preview: false },
  "application/zip": { label: "ZIP", preview: false },
} as const;
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;
export const ATTACHMENT_TYPE_NAMES = Object.keys(ATTACHMENT_TYPES) as AttachmentType[];

export function isAttachmentType(mime: string): mime is AttachmentType {
  return Object.hasOwn(ATTACHMENT_TYPES, mime);
}

/** The file picker's hint (by extension and type); the server decides by content. */
export const ATTACHMENT_ACCEPT =
  ".jpg,.jpeg,.png,.webp,.heic,.pdf,.tif,.tiff,.las,.laz,.kmz,.zip,image/jpeg,image/png,image/webp,image/heic,image/tiff,application/pdf,application/zip";

/** Types detected from a file's bytes that are programs: refused with their own message. */
export const EXECUTABLE_TYPES: readonly string[] = [
  "application/x-msdownload",
  "application/x-elf",
  "application/x-mach-binary",
  "application/x-sharedlib",
  "application/x-executable",
  "application/vnd.microsoft.portable-executable",
  "application/x-dosexec",
  "application/java-vm",
  "application/x-apple-diskimage",
  "application/vnd.android.package-archive",
];

export const ATTACHMENT_MESSAGES = {
  tooMany: `A message can carry at most ${ATTACHMENT_LIMITS.perMessage} files.`,
  tooLarge: (fileName: string) =>
    `${fileName} is larger than ${ATTACHMENT_LIMITS.maxBytes / 1024 / 1024}MB. Please send a smaller file.`,
  wrongType: (fileName: string) =>
    `${fileName} is not a file you can send here. Please send a picture (JPG, PNG, WebP, HEIC), a PDF, a TIFF, a LAS/LAZ point cloud, a KMZ or a ZIP file.`,
  executable: (fileName: string) =>
    `${fileName} is a program, whatever its name says. Programs cannot be sent in messages.`,
  /** An id in a message that is not an unsent upload of the sender in this conversation. */
  unknown: "An attached file was not found. Please attach it again.",
  uploadFailed: (fileName: string) => `${fileName} could not be uploaded. Please try again.`,
  /** A resumable upload that names no conversation, or no file. */
  missingMetadata:
    "Say where the file is for — a conversation (conversationId) or the dispute of a milestone (milestoneId) — and its name (filename).",
  notFound: "File not found",
} as const;

/** Where an attachment is read back (authorized: the conversation's two parties and admins). */
export const ATTACHMENT_PATHS = {
  file: (id: string) => `/api/attachments/${id}`,
  preview: (id: string) => `/api/attachments/${id}/preview`,
  /** The resumable-upload (tus) endpoint. */
  uploads: "/api/attachments/uploads",
} as const;

/** A file of a message, as the thread and the API show it. */
export interface MessageAttachment {
  id: string;
  name: string;
  size: number;
  type: string;
  /** The file itself, as a download. */
  url: string;
  /** A small WebP picture of it, for pictures the server could decode; null otherwise. */
  previewUrl: string | null;
}
