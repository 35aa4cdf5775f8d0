import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serviceListings, uploads } from "@skyhire/db";
import { LISTING_PHOTO_MESSAGES, photoVariantWidths, type ListingFormInput, type ListingPhoto } from "@skyhire/validators";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "../storage";
import { createTestContext, failureOf, type TestContext } from "../testing";
import { EXIF_MAKE, jpegWithGps } from "./listing-photos.fixtures";
import { storeListingPhoto } from "./listing-photos";

let t: TestContext;
const root = mkdtempSync(join(tmpdir(), "skyhire-photos-"));
const storage = createLocalStorage(root);
/** Every stored file, path under the storage folder → bytes. */
const storedFiles = () =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const form: ListingFormInput = {
  title: "Roof survey with photos",
  description: "Close inspection of roofs and gutters with an annotated photo report.",
  category: "Inspection",
  price: 450,
  requirements: [],
};

/** The GPS IFD pointer (tag 0x8825) in either byte order. */
function hasGpsTag(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

async function upload(ownerId: string, bytes?: Uint8Array, fileName = "site.jpg") {
  return storeListingPhoto(t.db, storage, { ownerId, fileName, bytes: bytes ?? (await jpegWithGps(1200, 800)) });
}

describe("listing photo upload", () => {
  it("stores WebP variants at 400, 800 and 1600 px with no EXIF or GPS, and not the original", async () => {
    const operator = await t.makeOperator();
    const jpeg = await jpegWithGps(2400, 1600);
    const source = await sharp(jpeg).metadata();
    expect(source.exif && hasGpsTag(source.exif)).toBe(true);
    expect(source.exif?.toString("latin1")).toContain(EXIF_MAKE);

    const before = storedFiles().length;
    const photo = await upload(operator.user.id, jpeg, "roof.jpg");
    expect(photo).toMatchObject({ alt: "", width: 1600, height: 1067 });
    expect(photo.variants.map((v) => v.width)).toEqual([400, 800, 1600]);
    expect(photo.variants.at(-1)?.url).toBe(`/api/uploads/${photo.id}`);

    const files = storedFiles().slice(before);
    expect(files).toHaveLength(3);
    for (const file of files) {
      const bytes = readFileSync(file);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from(EXIF_MAKE))).toBe(false);
      expect(bytes.includes(Buffer.from("Exif"))).toBe(false);
    }
    const rows = await t.db.select().from(uploads).where(eq(uploads.ownerId, operator.user.id));
    expect(rows.map((row) => row.contentType)).toEqual(["image/webp", "image/webp", "image/webp"]);
    expect(rows.every((row) => row.purpose === "listing-photo" && row.isPublic === 1)).toBe(true);
  });

  it("never upscales: a 600 px picture gets 400 and 600, a 300 px one only 300", async () => {
    const operator = await t.makeOperator();
    const medium = await upload(operator.user.id, await jpegWithGps(600, 450));
    expect(medium.variants.map((v) => v.width)).toEqual([400, 600]);
    expect(medium).toMatchObject({ width: 600, height: 450 });
    const small = await upload(operator.user.id, await jpegWithGps(300, 200));
    expect(small.variants.map((v) => v.width)).toEqual([300]);
    expect(photoVariantWidths(5000)).toEqual([400, 800, 1600]);
    expect(photoVariantWidths(1600)).toEqual([400, 800, 1600]);
  });

  it("turns a picture upright by its EXIF orientation before dropping the EXIF", async () => {
    const operator = await t.makeOperator();
    const sideways = await sharp({ create: { width: 900, height: 500, channels: 3, background: "#222" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const photo = await upload(operator.user.id, new Uint8Array(sideways));
    expect(photo).toMatchObject({ width: 500, height: 900 });
  });

  it("refuses a non-image, a GIF, a broken JPEG and an oversized file with clear messages, storing nothing", async () => {
    const operator = await t.makeOperator();
    const before = storedFiles().length;
    const text = new TextEncoder().encode("not a picture at all, just words");
    await expect(upload(operator.user.id, text, "notes.jpg")).rejects.toThrow(LISTING_PHOTO_MESSAGES.wrongType("notes.jpg"));
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } }).gif().toBuffer();
    await expect(upload(operator.user.id, new Uint8Array(gif), "a.gif")).rejects.toThrow(
      "a.gif is not a photo. Please select a JPG, PNG or WebP image.",
    );
    const jpeg = await jpegWithGps(400, 300);
    await expect(upload(operator.user.id, jpeg.slice(0, 400), "cut.jpg")).rejects.toThrow(
      LISTING_PHOTO_MESSAGES.unreadable("cut.jpg"),
    );
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(jpeg.slice(0, 64));
    await expect(upload(operator.user.id, big, "huge.jpg")).rejects.toThrow(
      "huge.jpg is larger than 10MB. Please select a smaller photo.",
    );
    expect(storedFiles().length).toBe(before);
  });
});

describe("photos on a listing", () => {
  it("attaches the operator's photos in order with alt text, and the card's cover is the first", async () => {
    const operator = await t.makeOperator();
    const first = await upload(operator.user.id);
    const second = await upload(operator.user.id);
    const created = await t.callerFor(operator.user).listings.create({
      ...form,
      photos: [
        { id: second.id, alt: " Roof from the north " },
        { id: first.id, alt: "" },
      ],
    });
    expect(created.photos).toEqual<ListingPhoto[]>([
      { ...second, alt: "Roof from the north" },
      { ...first, alt: "" },
    ]);
    const [row] = await t.db.select({ photos: serviceListings.photos }).from(serviceListings).where(eq(serviceListings.id, created.id));
    expect(row?.photos.map((p) => p.id)).toEqual([second.id, first.id]);

    const page = await t.callerFor(null).listings.list({ q: "Roof survey with photos", pageSize: 48 });
    const card = page.items.find((item) => item.id === created.id);
    expect(card?.coverPhoto).toEqual({ ...second, alt: "Roof from the north" });
    const detail = await t.callerFor(null).listings.byId({ id: created.id });
    expect(detail.photos.map((p) => p.id)).toEqual([second.id, first.id]);
  });

  it("reorders and removes on edit, keeps photos when the field is left out, and clears with []", async () => {
    const operator = await t.makeOperator();
    const [a, b, c] = [await upload(operator.user.id), await upload(operator.user.id), await upload(operator.user.id)];
    const caller = t.callerFor(operator.user);
    const created = await caller.listings.create({ ...form, photos: [a, b, c].map((p) => ({ id: p.id })) });
    const reordered = await caller.listings.update({
      ...form,
      id: created.id,
      photos: [
        { id: c.id, alt: "Cover now" },
        { id: a.id, alt: "" },
      ],
    });
    expect(reordered.photos.map((p) => [p.id, p.alt])).toEqual([
      [c.id, "Cover now"],
      [a.id, ""],
    ]);
    const kept = await caller.listings.update({ ...form, id: created.id, title: "Roof survey, new title" });
    expect(kept.photos.map((p) => p.id)).toEqual([c.id, a.id]);
    const cleared = await caller.listings.update({ ...form, id: created.id, photos: [] });
    expect(cleared.photos).toEqual([]);
  });

  it("refuses another operator's photo, an upload that is not a photo, a 9th photo and a repeated one", async () => {
    const operator = await t.makeOperator();
    const other = await t.makeOperator();
    const theirs = await upload(other.user.id);
    const caller = t.callerFor(operator.user);
    expect(await failureOf(caller.listings.create({ ...form, photos: [{ id: theirs.id }] }))).toEqual({
      code: "BAD_REQUEST",
      message: LISTING_PHOTO_MESSAGES.notYours,
    });
    // Someone else's variant url id is refused the same way.
    const variantId = theirs.variants[0]?.url.split("/").at(-1) ?? "";
    expect(await failureOf(caller.listings.create({ ...form, photos: [{ id: variantId }] }))).toEqual({
      code: "BAD_REQUEST",
      message: LISTING_PHOTO_MESSAGES.notYours,
    });
    // The operator's own non-photo upload (a smaller variant is not a photo id either).
    const mine = await upload(operator.user.id);
    const smaller = mine.variants[0]?.url.split("/").at(-1) ?? "";
    expect(await failureOf(caller.listings.create({ ...form, photos: [{ id: smaller }] }))).toEqual({
      code: "BAD_REQUEST",
      message: LISTING_PHOTO_MESSAGES.notAPhoto,
    });
    const nine = Array.from({ length: 9 }, () => ({ id: mine.id }));
    expect(await failureOf(caller.listings.create({ ...form, photos: nine }))).toEqual({
      code: "BAD_REQUEST",
      message: LISTING_PHOTO_MESSAGES.tooMany,
    });
    expect(
      await failureOf(caller.listings.create({ ...form, photos: [{ id: mine.id }, { id: mine.id.toUpperCase() }] })),
    ).toEqual({ code: "BAD_REQUEST", message: LISTING_PHOTO_MESSAGES.duplicate });
    expect(await failureOf(caller.listings.create({ ...form, photos: [{ id: "../../etc/passwd" }] }))).toEqual({
      code: "BAD_REQUEST",
      message: LISTING_PHOTO_MESSAGES.idInvalid,
    });
    expect(await failureOf(caller.listings.create({ ...form, photos: [{ id: mine.id, alt: "x".repeat(201) }] }))).toEqual({
      code: "BAD_REQUEST",
      message: LISTING_PHOTO_MESSAGES.altMax,
    });
  });

  it("lets photos already on the listing stay on edit (seeded photos are shared), but not onto another listing", async () => {
    const operator = await t.makeOperator();
    const other = await t.makeOperator();
    const shared = await upload(other.user.id);
    const listing = await t.makeListing({ operatorId: operator.user.id, photos: [shared] });
    const caller = t.callerFor(operator.user);
    const edited = await caller.listings.update({ ...form, id: listing.id, photos: [{ id: shared.id, alt: "Kept" }] });
    expect(edited.photos).toEqual([{ ...shared, alt: "Kept" }]);
    expect(await failureOf(caller.listings.create({ ...form, photos: [{ id: shared.id }] }))).toEqual({
      code: "BAD_REQUEST",
      message: LISTING_PHOTO_MESSAGES.notYours,
    });
    // Nor may someone else edit the photos of this listing.
    expect(
      await failureOf(t.callerFor(other.user).listings.update({ ...form, id: listing.id, photos: [] })),
    ).toMatchObject({ code: "FORBIDDEN" });
  });
});
