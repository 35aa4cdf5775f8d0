import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LISTING_CATEGORIES, type ListingPhoto } from "@skyhire/validators";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing";
import { seedDatabase } from "./index";
import { folderFiles, seedPhotos } from "./photos";

describe("seeded listing photos", () => {
  let t: TestDatabase;
  const root = mkdtempSync(join(tmpdir(), "skyhire-seed-photos-"));
  beforeAll(async () => {
    t = await createTestDatabase();
    await seedDatabase(t.db, { demoAccounts: true, files: folderFiles(root) });
  });
  afterAll(async () => t?.close());

  it("gives every listing two photos of its category, covers alternating", async () => {
    const listings = [
      ...(await t.db.execute<{ category: string; photos: ListingPhoto[] }>(
        sql`select category, photos from service_listings order by created_at, id`,
      )),
    ];
    expect(listings.length).toBeGreaterThan(100);
    const seeded = await seedPhotos();
    for (const listing of listings) {
      expect(listing.photos).toHaveLength(2);
      const ids = seeded.byCategory[listing.category as (typeof LISTING_CATEGORIES)[number]].map((p) => p.id);
      expect(listing.photos.map((p) => p.id).sort()).toEqual([...ids].sort());
      expect(listing.photos[0]?.alt).toMatch(/^Illustration: a drone/);
    }
    expect(new Set(listings.map((l) => l.photos[0]?.id)).size).toBe(LISTING_CATEGORIES.length * 2);
  });

  it("records each variant as a public upload whose file is a WebP of the stated width, with no metadata", async () => {
    const seeded = await seedPhotos();
    const photo = seeded.byCategory.Inspection[0];
    expect(photo).toMatchObject({ width: 800, height: 532 });
    expect(photo?.variants.map((v) => v.width)).toEqual([400, 800]);
    for (const variant of photo?.variants ?? []) {
      const id = variant.url.replace("/api/uploads/", "");
      const [row] = [
        ...(await t.db.execute<{ storage_key: string; size: number; is_public: number; content_type: string }>(
          sql`select storage_key, size, is_public, content_type from uploads where id = ${id}`,
        )),
      ];
      expect(row).toMatchObject({ is_public: 1, content_type: "image/webp" });
      const bytes = readFileSync(join(root, row?.storage_key ?? "missing"));
      expect(Number(row?.size)).toBe(bytes.byteLength);
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: "webp", width: variant.width });
      expect(meta.exif).toBeUndefined();
    }
  });
});
