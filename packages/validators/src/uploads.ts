import { LIMITS } from "./constants";

/** What each upload is for, what it may contain and who may read it back. */
export const UPLOAD_PURPOSES = {
  logo: { maxBytes: LIMITS.logoMaxBytes, types: ["image/png", "image/jpeg", "image/webp", "image/gif"], isPublic: true },
  portfolio: {
    maxBytes: LIMITS.mediaMaxBytes,
    types: ["image/png", "image/jpeg", "image/webp", "image/gif", "video/mp4", "video/quicktime", "video/webm"],
    isPublic: true,
  },
  licence: { maxBytes: LIMITS.documentMaxBytes, types: ["application/pdf", "image/png", "image/jpeg"], isPublic: false },
  insurance: { maxBytes: LIMITS.documentMaxBytes, types: ["application/pdf", "image/png", "image/jpeg"], isPublic: false },
} as const;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;
export const UPLOAD_PURPOSE_NAMES = Object.keys(UPLOAD_PURPOSES) as UploadPurpose[];

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
} as const;

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
