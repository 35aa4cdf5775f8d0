/**
 * Photos of the seeded listings: a few category scenes drawn as SVG and rendered here with sharp to
 * the same WebP widths uploads get, once per process, and shared by every listing of the category.
 * Nothing is fetched from the internet. The files go wherever the caller's `SeedFiles` writes
 * (the uploads folder); the rows make them servable by GET /api/uploads/{id}.
 */
import {
  LISTING_CATEGORIES,
  LISTING_PHOTO_LIMITS,
  LISTING_PHOTO_PURPOSE,
  photoVariantWidths,
  type ListingCategory,
  type ListingPhoto,
} from "@skyhire/validators";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import sharp from "sharp";
import { type uploads } from "../schema";
import { seedId } from "./ids";
import { type NewListing } from "./listings";
import { sceneSvg, SCENE_WIDTH } from "./photo-scenes";

/** Where the seed writes files: the uploads storage (a local folder for the embedded database). */
export interface SeedFiles {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
}

/** Files under a local folder, as the app's local storage keeps them (key = path under the folder). */
export function folderFiles(root: string): SeedFiles {
  const base = resolve(root);
  return {
    async put(key, bytes) {
      const path = resolve(join(base, key));
      if (!path.startsWith(base + "/")) throw new Error("Invalid storage key");
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
  };
}

export interface SeedPhotos {
  byCategory: Record<ListingCategory, ListingPhoto[]>;
  uploads: (typeof uploads.$inferInsert)[];
  files: { key: string; bytes: Uint8Array }[];
}

const ALT: Record<ListingCategory, string> = {
  Photography: "Illustration: a drone over a city skyline",
  Surveying: "Illustration: a drone surveying terrain with contour lines and ground markers",
  Inspection: "Illustration: a drone inspecting a wind turbine blade",
  Mapping: "Illustration: a drone flying a mapping path over a patchwork of fields",
  "Real Estate": "Illustration: a drone above a house with a pool",
  Agriculture: "Illustration: a drone over rows of crops",
};

async function renderScene(category: ListingCategory, variant: 0 | 1, seed: SeedPhotos) {
  const base = sharp(Buffer.from(sceneSvg(category, variant)));
  const widths = photoVariantWidths(SCENE_WIDTH);
  const widestWidth = Math.max(...widths);
  const photoId = seedId(`listing-photo:${category}:${variant}:${widestWidth}`);
  const photo: ListingPhoto = { id: photoId, alt: ALT[category], width: 0, height: 0, variants: [] };
  for (const width of widths) {
    const { data, info } = await base
      .clone()
      .resize({ width })
      .webp({ quality: LISTING_PHOTO_LIMITS.webpQuality })
      .toBuffer({ resolveWithObject: true });
    const id = width === widestWidth ? photoId : seedId(`listing-photo:${category}:${variant}:${width}`);
    const key = `${LISTING_PHOTO_PURPOSE}/seed/${photoId}/${info.width}x${info.height}.webp`;
    seed.files.push({ key, bytes: new Uint8Array(data) });
    seed.uploads.push({
      id,
      ownerId: null,
      storageKey: key,
      originalName: `${category.toLowerCase().replace(/\s+/g, "-")}-${variant + 1}-${info.width}w.webp`,
      contentType: "image/webp",
      size: data.byteLength,
      purpose: LISTING_PHOTO_PURPOSE,
      isPublic: 1,
    });
    photo.variants.push({ width: info.width, url: `/api/uploads/${id}` });
    if (width === widestWidth) {
      photo.width = info.width;
      photo.height = info.height;
    }
  }
  return photo;
}

async function render(): Promise<SeedPhotos> {
  const seed: SeedPhotos = {
    byCategory: {} as Record<ListingCategory, ListingPhoto[]>,
    uploads: [],
    files: [],
  };
  // All scenes at once (libvips spreads them over the cores); rows and files then sorted by key.
  const scenes = await Promise.all(
    LISTING_CATEGORIES.map(async (category) => {
      const pair = await Promise.all([renderScene(category, 0, seed), renderScene(category, 1, seed)]);
      return [category, pair] as const;
    }),
  );
  for (const [category, pair] of scenes) seed.byCategory[category] = pair;
  seed.uploads.sort((a, b) => a.storageKey.localeCompare(b.storageKey));
  seed.files.sort((a, b) => a.key.localeCompare(b.key));
  return seed;
}

let rendered: Promise<SeedPhotos> | undefined;

/** The seeded photos, rendered on first use in this process. */
export function seedPhotos(): Promise<SeedPhotos> {
  rendered ??= render().catch((error: unknown) => {
    rendered = undefined;
    throw error;
  });
  return rendered;
}

function isBrowseCategory(category: string): category is ListingCategory {
  return (LISTING_CATEGORIES as readonly string[]).includes(category);
}

/** Each listing gets its category's two scenes; which one is the cover follows its id (so about half each). */
export function withSeedPhotos(listings: NewListing[], photos: SeedPhotos): NewListing[] {
  return listings.map((listing) => {
    // Seeded listings are of the browse categories, the ones with scenes.
    const [a, b] = isBrowseCategory(listing.category) ? photos.byCategory[listing.category] : [];
    const flip = parseInt((listing.id ?? "0").slice(-1), 16) % 2 === 1;
    const pair = a && b ? (flip ? [b, a] : [a, b]) : [];
    return { ...listing, photos: pair };
  });
}
