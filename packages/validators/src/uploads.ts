import { LIMITS } from "./constants";

/**
 * What each upload is for, what it may contain and who may read it back. A document is served as a
 * download from /api/documents/{id}; everything else (pictures, videos) inline from /api/uploads/{id}.
 */
export const UPLOAD_PURPOSES = {
  logo: {
    maxBytes: LIMITS.logoMaxBytes,
    types: ["image/png", "image/jpeg", "image/webp", "image/gif"],
    isPublic: true,
    isDocument: false,
  },
  portfolio: {
    maxBytes: LIMITS.mediaMaxBytes,
    types: ["image/png", "image/jpeg", "image/webp", "image/gif", "video/mp4", "video/quicktime", "video/webm"],
    isPublic: true,
    isDocument: false,
  },
  licence: {
    maxBytes: LIMITS.documentMaxBytes,
    types: ["application/pdf", "image/png", "image/jpeg"],
    isPublic: false,
    isDocument: true,
  },
  insurance: {
    maxBytes: LIMITS.documentMaxBytes,
    types: ["application/pdf", "image/png", "image/jpeg"],
    isPublic: false,
    isDocument: true,
  },
} as const;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;
export const UPLOAD_PURPOSE_NAMES = Object.keys(UPLOAD_PURPOSES) as UploadPurpose[];

/** Pixels accepted from one uploaded picture (a larger one is refused, not decoded). */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** docs/product.md#operator-profile-editor texts. */
export const UPLOAD_MESSAGES = {
  fileTooLargeTitle: "File too large",
  logoTooLarge: "Please select an image smaller than 5MB",
  mediaTooLarge: (fileName: string) => `${fileName} is larger than 10MB. Please select a smaller file.`,
  documentTooLarge: (fileName: string) => `${fileName} is larger than 10MB. Please select a smaller file.`,
  wrongType: (fileName: string, purpose: UploadPurpose) =>
    purpose === "logo"
      ? `${fileName} is not an image. Please select a PNG, JPG, WebP or GIF file.`
      : purpose === "portfolio"
        ? `${fileName} is not an image or video. Please select an image or a video file.`
        : `${fileName} is not a PDF, JPG or PNG file.`,
  /** The bytes start like `format` (PNG, JPEG, …) but do not decode as one. */
  notThatImage: (fileName: string, format: string) =>
    `${fileName} is not a valid ${format} image. Please select another file.`,
  tooManyPixels: (fileName: string) => `${fileName} is too large an image (over ${MAX_IMAGE_PIXELS / 1_000_000} megapixels).`,
  pdfUnreadable: (fileName: string) => `${fileName} could not be read as a PDF. Please select another file.`,
  pdfEncrypted: (fileName: string) =>
    `${fileName} is password-protected. Please upload a copy without a password.`,
  pdfActive: (fileName: string) =>
    `${fileName} contains scripts or actions (JavaScript, embedded files or links that run on opening). Please upload a plain PDF, for example by printing the document to PDF.`,
  /** A name with a NUL byte, a line break or another control character: never stored, never in a header. */
  badFileName: "The file name contains a character that is not allowed (such as a NUL byte or a line break). Please rename the file and upload it again.",
} as const;

/** False for a file name holding a control character (PostgreSQL text cannot hold a NUL; headers cannot hold a line break). */
export function isUsableFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  return !/[\u0000-\u001f\u007f]/.test(name);
}

/** Where uploaded files are served: pictures and videos inline, documents as downloads. */
export const UPLOAD_PATHS = { media: "/api/uploads/", document: "/api/documents/" } as const;
export type UploadPath = keyof typeof UPLOAD_PATHS;

/** The address of an upload: documents (licence, insurance) under /api/documents, the rest under /api/uploads. */
export function uploadUrl(id: string, purpose: string): string {
  const document = Object.hasOwn(UPLOAD_PURPOSES, purpose) && UPLOAD_PURPOSES[purpose as UploadPurpose].isDocument;
  return `${document ? UPLOAD_PATHS.document : UPLOAD_PATHS.media}${id}`;
}

/** An address of one of our uploads (either path; old documents still name /api/uploads), capturing the id. */
export const OWN_UPLOAD_URL = /^\/api\/(?:uploads|documents)\/([0-9a-f-]{36})$/i;

export function uploadTooLargeMessage(purpose: UploadPurpose, fileName: string): string {
  if (purpose === "logo") return UPLOAD_MESSAGES.logoTooLarge;
  if (purpose === "portfolio") return UPLOAD_MESSAGES.mediaTooLarge(fileName);
  return UPLOAD_MESSAGES.documentTooLarge(fileName);
}

/** A file as stored in a profile (docs/product.md#data: name, size, type, url, uploadedAt). */
export interface UploadedFile {
  name: string;
  size: number;
  type: string;
  url: string;
  uploadedAt: string;
}
