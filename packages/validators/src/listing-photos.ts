import { z } from "zod";
import { MAX_IMAGE_PIXELS, UPLOAD_MESSAGES } from "./uploads";

export { largestVariant } from "./listing-photo-variant";

/**
 * Listing photos: the picker in the listing form, the photos of create/update, the upload's
 * re-encoding (WebP at a few widths, never upscaled) and the card and gallery that show them.
 */

export const LISTING_PHOTO_LIMITS = {
  /** Photos on one listing; the first is the cover. */
  max: 8,
  altMax: 200,
  /** Bytes of the file as chosen (before re-encoding). */
  maxBytes: 10 * 1024 * 1024,
  /** Widths of the stored WebP variants; a smaller original gets its own width instead of the larger ones. */
  widths: [400, 800, 1600],
  /** Pixels accepted from one file (a larger picture is refused, not decoded). */
  maxSourcePixels: MAX_IMAGE_PIXELS,
  webpQuality: 80,
} as const;

/** The upload purpose of a listing photo (POST /api/uploads with purpose=listing-photo). */
export const LISTING_PHOTO_PURPOSE = "listing-photo";

const P = LISTING_PHOTO_LIMITS;

export const LISTING_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export const LISTING_PHOTO_MESSAGES = {
  tooMany: `A listing can have up to ${P.max} photos`,
  tooLarge: (fileName: string) => `${fileName} is larger than 10MB. Please select a smaller photo.`,
  wrongType: (fileName: string) => `${fileName} is not a photo. Please select a JPG, PNG or WebP image.`,
  unreadable: (fileName: string) => `${fileName} could not be read as an image. Please select another photo.`,
  tooManyPixels: UPLOAD_MESSAGES.tooManyPixels,
  altMax: `Alt text cannot exceed ${P.altMax} characters`,
  altInvalid: "Alt text contains an invalid character",
  idInvalid: "Photo id is not valid",
  duplicate: "This photo is already on the listing",
  notYours: "Photos must be your own uploads. Please upload the photo again.",
  notAPhoto: "This upload is not a listing photo. Please upload it as a photo again.",
} as const;

/** Widths to store for a picture `sourceWidth` pixels wide (after rotation): never wider than the source. */
export function photoVariantWidths(sourceWidth: number): number[] {
  const widths: readonly number[] = P.widths;
  const fits = widths.filter((width) => width <= sourceWidth);
  const largest = widths[widths.length - 1] ?? sourceWidth;
  if (sourceWidth < largest && !fits.includes(sourceWidth)) fits.push(sourceWidth);
  return fits;
}

export interface ListingPhotoVariant {
  width: number;
  url: string;
}

/** A photo as a listing keeps it: the widest variant's size, and every stored width. */
export interface ListingPhoto {
  id: string;
  alt: string;
  width: number;
  height: number;
  variants: ListingPhotoVariant[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One photo of the form: which upload (the id the upload answered) and its alt text. */
export const listingPhotoInputSchema = z.object({
  id: z
    .string({ error: LISTING_PHOTO_MESSAGES.idInvalid })
    .trim()
    .regex(UUID, LISTING_PHOTO_MESSAGES.idInvalid)
    .transform((id) => id.toLowerCase()),
  alt: z
    .string({ error: LISTING_PHOTO_MESSAGES.altInvalid })
    .trim()
    .max(P.altMax, LISTING_PHOTO_MESSAGES.altMax)
    // PostgreSQL text cannot hold a NUL (listing-management imports this file, so no import back).
    .refine((alt) => !alt.includes("\u0000"), LISTING_PHOTO_MESSAGES.altInvalid)
    .default(""),
}).meta({ id: "ListingPhotoInput" });
export type ListingPhotoInput = z.input<typeof listingPhotoInputSchema>;
export type ListingPhotoValues = z.output<typeof listingPhotoInputSchema>;

/** The photos of a listing, in order (first = cover): at most 8, each once. */
export const listingPhotosSchema = z
  .array(listingPhotoInputSchema, { error: LISTING_PHOTO_MESSAGES.idInvalid })
  .max(P.max, LISTING_PHOTO_MESSAGES.tooMany)
  .refine((photos) => new Set(photos.map((p) => p.id)).size === photos.length, LISTING_PHOTO_MESSAGES.duplicate);

