/**
 * Listing photos: an uploaded picture is re-encoded with sharp into WebP at a few widths (never
 * upscaled; EXIF, GPS and other metadata are not carried over), each width stored and recorded as an
 * upload of the caller. The photo's id is the upload id of its widest variant; the listing keeps
 * { id, alt, width, height, variants }, built here from the recorded uploads, never from the client.
 */
import { randomUUID } from "node:crypto";
import { uploads, type Executor } from "@skyhire/db";
import {
  LISTING_PHOTO_LIMITS,
  LISTING_PHOTO_MESSAGES,
  LISTING_PHOTO_PURPOSE,
  LISTING_PHOTO_TYPES,
  photoVariantWidths,
  uploadUrl,
  type ListingPhoto,
  type ListingPhotoValues,
} from "@skyhire/validators";
import { and, eq, inArray, sql } from "drizzle-orm";
import { DomainError } from "../errors";
import type { FileStorage } from "../storage";
import { openImage } from "./images";
import { admitUpload, assertOwnUploads } from "./uploads";

const P = LISTING_PHOTO_LIMITS;

export interface EncodedVariant {
  width: number;
  height: number;
  bytes: Uint8Array;
}

/**
 * The WebP variants of a picture: turned upright, resized to each width it can fill, re-encoded.
 * Nothing of the file's metadata (EXIF, GPS, XMP, comments) is written to the variants.
 */
export async function encodePhotoVariants(bytes: Uint8Array, fileName: string, mime: string): Promise<EncodedVariant[]> {
  const { image: upright, width } = await openImage(bytes, {
    fileName,
    mime,
    animated: false,
    unreadable: LISTING_PHOTO_MESSAGES.unreadable,
  });
  try {
    const encoded: EncodedVariant[] = [];
    // One at a time: a 1600 px encode already keeps a core busy.
    for (const target of photoVariantWidths(width)) {
      const { data, info } = await upright
        .clone()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: P.webpQuality })
        .toBuffer({ resolveWithObject: true });
      encoded.push({ width: info.width, height: info.height, bytes: new Uint8Array(data) });
    }
    return encoded;
  } catch {
    throw new DomainError("BAD_REQUEST", LISTING_PHOTO_MESSAGES.unreadable(fileName));
  }
}

/** `listing-photo/{year}/{photoId}/{width}x{height}.webp`: the photo a stored variant belongs to, and its size. */
function variantKey(photoId: string, variant: { width: number; height: number }, year: number): string {
  return `${LISTING_PHOTO_PURPOSE}/${year}/${photoId}/${variant.width}x${variant.height}.webp`;
}

const VARIANT_KEY = /^listing-photo\/\d{4}\/([0-9a-f-]{36})\/(\d+)x(\d+)\.webp$/;

/**
 * POST /api/uploads with purpose=listing-photo: check the file as every upload is checked, encode its
 * variants, store and record them (nothing is kept of the original file), and answer the photo.
 */
export async function storeListingPhoto(
  db: Executor,
  storage: FileStorage,
  input: { ownerId: string; fileName: string; bytes: Uint8Array },
): Promise<ListingPhoto> {
  const { fileName, mime } = await admitUpload(db, input, {
    maxBytes: P.maxBytes,
    types: LISTING_PHOTO_TYPES,
    tooLarge: LISTING_PHOTO_MESSAGES.tooLarge,
    wrongType: LISTING_PHOTO_MESSAGES.wrongType,
  });
  const variants = await encodePhotoVariants(input.bytes, fileName, mime);
  const widest = variants[variants.length - 1];
  if (!widest) throw new DomainError("BAD_REQUEST", LISTING_PHOTO_MESSAGES.unreadable(fileName));
  const photoId = randomUUID();
  const year = new Date().getUTCFullYear();
  const rows = variants.map((variant) => ({
    id: variant === widest ? photoId : randomUUID(),
    ownerId: input.ownerId,
    storageKey: variantKey(photoId, variant, year),
    originalName: `${fileName.replace(/\.[^.]*$/, "").slice(0, 230) || "photo"}-${variant.width}w.webp`,
    contentType: "image/webp",
    size: variant.bytes.byteLength,
    purpose: LISTING_PHOTO_PURPOSE,
    isPublic: 1,
  }));
  try {
    for (const [index, variant] of variants.entries()) {
      const row = rows[index];
      if (row) await storage.put(row.storageKey, variant.bytes, "image/webp");
    }
    await db.insert(uploads).values(rows);
  } catch (error) {
    // No bytes without a record: an unrecorded file could never be served or cleaned up.
    await Promise.all(rows.map((row) => storage.remove(row.storageKey).catch(() => undefined)));
    throw error;
  }
  return {
    id: photoId,
    alt: "",
    width: widest.width,
    height: widest.height,
    variants: rows.map((row, index) => ({ width: variants[index]?.width ?? 0, url: uploadUrl(row.id, LISTING_PHOTO_PURPOSE) })),
  };
}

/** The photos recorded for these photo ids, owned by `ownerId`, keyed by photo id. */
async function recordedPhotos(db: Executor, ownerId: string, photoIds: string[]) {
  const rows = await db
    .select({ id: uploads.id, storageKey: uploads.storageKey })
    .from(uploads)
    .where(
      and(
        eq(uploads.ownerId, ownerId),
        eq(uploads.purpose, LISTING_PHOTO_PURPOSE),
        inArray(sql<string>`split_part(${uploads.storageKey}, '/', 3)`, photoIds),
      ),
    );
  const found = new Map<string, Omit<ListingPhoto, "alt">>();
  for (const row of rows) {
    const match = VARIANT_KEY.exec(row.storageKey);
    if (!match) continue;
    const [, photoId = "", width = "0", height = "0"] = match;
    const photo = found.get(photoId) ?? { id: photoId, width: 0, height: 0, variants: [] };
    photo.variants.push({ width: Number(width), url: uploadUrl(row.id, LISTING_PHOTO_PURPOSE) });
    if (Number(width) > photo.width) {
      photo.width = Number(width);
      photo.height = Number(height);
    }
    found.set(photoId, photo);
  }
  for (const photo of found.values()) photo.variants.sort((a, b) => a.width - b.width);
  return found;
}

/**
 * The listing's photos from the form's [{ id, alt }], in its order. A photo already on the listing
 * stays as it is stored (seeded photos are shared by many listings); any other must be one of the
 * caller's own photo uploads.
 */
export async function resolveListingPhotos(
  db: Executor,
  input: { ownerId: string; photos: ListingPhotoValues[]; current: ListingPhoto[] },
): Promise<ListingPhoto[]> {
  if (input.photos.length > P.max) throw new DomainError("BAD_REQUEST", LISTING_PHOTO_MESSAGES.tooMany);
  const current = new Map(input.current.map((photo) => [photo.id, photo]));
  const added = input.photos.map((photo) => photo.id).filter((id) => !current.has(id));
  await assertOwnUploads(db, input.ownerId, added, LISTING_PHOTO_MESSAGES.notYours);
  const recorded = added.length > 0 ? await recordedPhotos(db, input.ownerId, added) : new Map<string, Omit<ListingPhoto, "alt">>();
  return input.photos.map(({ id, alt }) => {
    const photo = current.get(id) ?? recorded.get(id);
    if (!photo) throw new DomainError("BAD_REQUEST", LISTING_PHOTO_MESSAGES.notAPhoto);
    return { id: photo.id, alt, width: photo.width, height: photo.height, variants: photo.variants };
  });
}
