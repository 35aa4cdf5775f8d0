import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LISTING_PHOTO_MESSAGES, type ListingPhoto, type SessionUser } from "@skyhire/validators";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpegWithGps } from "../services/listing-photos.fixtures";
import { createLocalStorage } from "../storage";
import { createTestContext, type TestContext } from "../testing";
import { startRestTestServer, type RestTestServer } from "./test-server";
import { handleUploadGet, handleUploadPost } from "./uploads";

let t: TestContext;
let server: RestTestServer;
const storage = createLocalStorage(mkdtempSync(join(tmpdir(), "skyhire-photo-contract-")));
beforeAll(async () => {
  t = await createTestContext();
  server = await startRestTestServer(t);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

const form = {
  title: "Orthomosaic mapping with photos",
  description: "Survey-grade orthomosaic and DSM of sites up to 50 hectares.",
  category: "Mapping",
  price: 980,
  requirements: [],
};

function send(path: string, method: "POST" | "PUT", body: unknown, asUserId?: string) {
  return server.request(path, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    asUserId,
  });
}

/** POST /api/uploads with purpose=listing-photo, as the picker sends it. */
async function uploadPhoto(user: SessionUser, bytes: Uint8Array<ArrayBuffer>, name = "site.jpg") {
  const body = new FormData();
  body.set("purpose", "listing-photo");
  body.set("file", new File([bytes], name, { type: "image/jpeg" }));
  const request = new Request("http://localhost/api/uploads?purpose=listing-photo", { method: "POST", body });
  return handleUploadPost(request, t.contextFor(user), storage);
}

describe("POST /api/uploads (purpose listing-photo)", () => {
  it("201 answers the photo with its WebP variants, each served as image/webp", async () => {
    const operator = await t.makeOperator();
    const response = await uploadPhoto(operator.user, await jpegWithGps(1000, 750));
    expect(response.status).toBe(201);
    const photo = (await response.json()) as ListingPhoto;
    expect(photo).toMatchObject({ id: expect.any(String), alt: "", width: 1000, height: 750 });
    expect(photo.variants.map((v) => v.width)).toEqual([400, 800, 1000]);
    expect(response.headers.get("location")).toBe(`/api/uploads/${photo.id}`);
    // Its owner sees it at once; anyone else once a public listing shows it (rest/uploads.test.ts).
    const served = await handleUploadGet(t.contextFor(operator.user), photo.id, storage);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).exif).toBeUndefined();
  });

  it("400 for a file that is not a photo, 401 signed out", async () => {
    const operator = await t.makeOperator();
    const text = new TextEncoder().encode("just words, not a picture");
    const refused = await uploadPhoto(operator.user, text, "notes.jpg");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: LISTING_PHOTO_MESSAGES.wrongType("notes.jpg") });
    const body = new FormData();
    body.set("purpose", "listing-photo");
    body.set("file", new File([await jpegWithGps(400, 300)], "a.jpg"));
    const anonymous = await handleUploadPost(
      new Request("http://localhost/api/uploads", { method: "POST", body }),
      t.contextFor(null),
      storage,
    );
    expect(anonymous.status).toBe(401);
  });

  it("413 for a photo over 10MB, refused before it is read to the end", async () => {
    const operator = await t.makeOperator();
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(await jpegWithGps(400, 300));
    const response = await uploadPhoto(operator.user, big, "huge.jpg");
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: "The photo is larger than 10MB. Please select a smaller photo." });
  });
});

describe("POST and PUT /api/listings with photos", () => {
  it("201 stores the photos in order; PUT reorders, sets alt text, and keeps them when left out", async () => {
    const operator = await t.makeOperator();
    const a = (await (await uploadPhoto(operator.user, await jpegWithGps(900, 600))).json()) as ListingPhoto;
    const b = (await (await uploadPhoto(operator.user, await jpegWithGps(900, 600, "#ef4444"))).json()) as ListingPhoto;

    const created = await send("/api/listings", "POST", { ...form, photos: [{ id: a.id }, { id: b.id, alt: "Site" }] }, operator.user.id);
    expect(created.status).toBe(201);
    const listing = (await created.json()) as { id: string; photos: ListingPhoto[] };
    expect(listing.photos).toEqual([a, { ...b, alt: "Site" }]);

    const path = `/api/listings/${listing.id}`;
    const reordered = await send(path, "PUT", { ...form, photos: [{ id: b.id, alt: "Cover" }, { id: a.id }] }, operator.user.id);
    expect(reordered.status).toBe(200);
    expect(((await reordered.json()) as { photos: ListingPhoto[] }).photos.map((p) => [p.id, p.alt])).toEqual([
      [b.id, "Cover"],
      [a.id, ""],
    ]);
    const kept = await send(path, "PUT", form, operator.user.id);
    expect(((await kept.json()) as { photos: ListingPhoto[] }).photos.map((p) => p.id)).toEqual([b.id, a.id]);

    const card = await server.request(`/api/listings?q=${encodeURIComponent("Orthomosaic photos")}`, { method: "GET" });
    const page = (await card.json()) as { id: string; coverPhoto: ListingPhoto | null }[];
    expect(page.find((item) => item.id === listing.id)?.coverPhoto?.id).toBe(b.id);
    const detail = await server.request(path, { method: "GET" });
    expect(((await detail.json()) as { photos: ListingPhoto[] }).photos.map((p) => p.id)).toEqual([b.id, a.id]);
  });

  it("400 with a message for someone else's photo, a 9th photo and a bad id", async () => {
    const operator = await t.makeOperator();
    const other = await t.makeOperator();
    const theirs = (await (await uploadPhoto(other.user, await jpegWithGps(500, 400))).json()) as ListingPhoto;
    const foreign = await send("/api/listings", "POST", { ...form, photos: [{ id: theirs.id }] }, operator.user.id);
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ message: LISTING_PHOTO_MESSAGES.notYours });

    const mine = (await (await uploadPhoto(operator.user, await jpegWithGps(500, 400))).json()) as ListingPhoto;
    const nine = await send(
      "/api/listings",
      "POST",
      { ...form, photos: Array.from({ length: 9 }, () => ({ id: mine.id })) },
      operator.user.id,
    );
    expect(nine.status).toBe(400);
    expect(await nine.json()).toMatchObject({ message: LISTING_PHOTO_MESSAGES.tooMany });

    const bad = await send("/api/listings", "POST", { ...form, photos: [{ id: "nope" }] }, operator.user.id);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: LISTING_PHOTO_MESSAGES.idInvalid });
  });
});
