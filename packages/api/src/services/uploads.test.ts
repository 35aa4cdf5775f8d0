import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { uploads, users } from "@skyhire/db";
import { createTestDatabase, type TestDatabase } from "@skyhire/db/testing";
import type { SessionUser } from "@skyhire/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "../storage";
import { openUpload, storeUpload, UPLOAD_RATE_LIMIT, UPLOAD_RATE_LIMIT_MESSAGE } from "./uploads";

// A real 1×1 PNG and a one-page PDF (pictures are decoded, PDFs parsed).
const PNG = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"),
);
const pdf = (catalog = "", extra = "") =>
  new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${catalog} >> endobj\n` +
      "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n" +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n${extra}trailer << /Root 1 0 R >>\n%%EOF\n`,
  );
const PDF = pdf();
const TEXT = new TextEncoder().encode("just some text pretending to be an image");

function padded(header: Uint8Array, size: number) {
  const bytes = new Uint8Array(size);
  bytes.set(header);
  return bytes;
}

describe("upload service", () => {
  let t: TestDatabase;
  const root = mkdtempSync(join(tmpdir(), "skyhire-uploads-"));
  const storage = createLocalStorage(root);
  /** Every stored file's path under the storage folder. */
  const storedFiles = () => readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  let owner: SessionUser;
  let stranger: SessionUser;
  let admin: SessionUser;

  beforeAll(async () => {
    t = await createTestDatabase();
    const rows = await t.db
      .insert(users)
      .values([
        { email: "owner@example.com", role: "operator" },
        { email: "stranger@example.com", role: "customer" },
        { email: "admin@example.com", role: "admin" },
      ])
      .returning();
    const asSession = (u: (typeof rows)[number]): SessionUser => ({
      id: u.id,
      email: u.email,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      role: u.role,
    });
    [owner, stranger, admin] = rows.map(asSession) as [SessionUser, SessionUser, SessionUser];
  });
  afterAll(async () => t?.close());

  it("stores a logo and serves it to its owner; to others only once something public shows it (rest/uploads.test.ts)", async () => {
    const file = await storeUpload(t.db, storage, {
      ownerId: owner.id,
      purpose: "logo",
      fileName: "logo.png",
      bytes: PNG,
    });
    expect(file).toMatchObject({ name: "logo.png", type: "image/png" });
    expect(file.url).toBe(`/api/uploads/${file.id}`);
    const opened = await openUpload(t.db, storage, { id: file.id, viewer: owner, path: "media" });
    expect(opened).toMatchObject({ contentType: "image/png", size: file.size, isPublic: false });
    await expect(openUpload(t.db, storage, { id: file.id, viewer: null, path: "media" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(openUpload(t.db, storage, { id: file.id, viewer: stranger, path: "media" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("stores a PNG with a web page appended as its pixels only", async () => {
    const polyglot = new Uint8Array([...PNG, ...new TextEncoder().encode("<html><script>alert(1)</script></html>")]);
    const file = await storeUpload(t.db, storage, { ownerId: owner.id, purpose: "portfolio", fileName: "roof.png", bytes: polyglot });
    const opened = await openUpload(t.db, storage, { id: file.id, viewer: owner, path: "media" });
    if (opened.movedTo !== undefined) throw new Error("a picture is served where it was asked for");
    const kept = Buffer.from(await new Response(opened.stream).arrayBuffer()).toString("latin1");
    expect(kept.startsWith("\x89PNG")).toBe(true);
    expect(kept).not.toContain("<script");
    expect(kept).not.toContain("<html");
    expect(file.size).toBe(kept.length);
  });

  it("refuses a PDF with JavaScript, storing nothing", async () => {
    const before = (await t.db.select().from(uploads)).length;
    const filesBefore = storedFiles().length;
    const bytes = pdf("/OpenAction 4 0 R", "4 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n");
    await expect(
      storeUpload(t.db, storage, { ownerId: owner.id, purpose: "insurance", fileName: "policy.pdf", bytes }),
    ).rejects.toThrow("policy.pdf contains scripts or actions");
    expect((await t.db.select().from(uploads)).length).toBe(before);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it("refuses a logo over 5MB with the spec's message and stores nothing", async () => {
    const before = (await t.db.select().from(uploads)).length;
    const filesBefore = storedFiles().length;
    await expect(
      storeUpload(t.db, storage, {
        ownerId: owner.id,
        purpose: "logo",
        fileName: "big.png",
        bytes: padded(PNG, 5 * 1024 * 1024 + 1),
      }),
    ).rejects.toThrow("Please select an image smaller than 5MB");
    expect((await t.db.select().from(uploads)).length).toBe(before);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it("accepts a logo of exactly 5MB and portfolio media of exactly 10MB, keeping only their pixels", async () => {
    const logo = await storeUpload(t.db, storage, {
      ownerId: owner.id,
      purpose: "logo",
      fileName: "edge.png",
      bytes: padded(PNG, 5 * 1024 * 1024),
    });
    expect(logo.size).toBeLessThan(1024);
    const media = await storeUpload(t.db, storage, {
      ownerId: owner.id,
      purpose: "portfolio",
      fileName: "edge.png",
      bytes: padded(PNG, 10 * 1024 * 1024),
    });
    expect(media.size).toBeLessThan(1024);
  });

  it("refuses a PDF as a logo and text named .pdf as a licence, storing nothing", async () => {
    const before = (await t.db.select().from(uploads)).length;
    const filesBefore = storedFiles().length;
    await expect(
      storeUpload(t.db, storage, { ownerId: owner.id, purpose: "logo", fileName: "logo.png", bytes: PDF }),
    ).rejects.toThrow("logo.png is not an image. Please select a PNG, JPG, WebP or GIF file.");
    await expect(
      storeUpload(t.db, storage, { ownerId: owner.id, purpose: "licence", fileName: "licence.pdf", bytes: TEXT }),
    ).rejects.toThrow("licence.pdf is not a PDF, JPG or PNG file.");
    await expect(
      storeUpload(t.db, storage, { ownerId: owner.id, purpose: "avatar", fileName: "a.png", bytes: PNG }),
    ).rejects.toThrow("Unknown upload purpose");
    await expect(
      storeUpload(t.db, storage, { ownerId: owner.id, purpose: "logo", fileName: "empty.png", bytes: new Uint8Array() }),
    ).rejects.toThrow("empty.png is empty.");
    expect((await t.db.select().from(uploads)).length).toBe(before);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it("removes the stored bytes when the record cannot be written", async () => {
    const filesBefore = storedFiles().length;
    await expect(
      storeUpload(t.db, storage, {
        ownerId: "00000000-0000-4000-8000-000000000000",
        purpose: "logo",
        fileName: "orphan.png",
        bytes: PNG,
      }),
    ).rejects.toThrow();
    expect(storedFiles().length).toBe(filesBefore);
  });

  it("answers not found for an unknown or malformed id", async () => {
    await expect(
      openUpload(t.db, storage, { id: "00000000-0000-4000-8000-000000000000", viewer: owner, path: "media" }),
    ).rejects.toThrow("File not found");
    await expect(openUpload(t.db, storage, { id: "../../etc/passwd", viewer: admin, path: "document" })).rejects.toThrow(
      "File not found",
    );
  });

  it("refuses portfolio media over 10MB naming the file", async () => {
    await expect(
      storeUpload(t.db, storage, {
        ownerId: owner.id,
        purpose: "portfolio",
        fileName: "site.png",
        bytes: padded(PNG, 10 * 1024 * 1024 + 1),
      }),
    ).rejects.toThrow("site.png is larger than 10MB. Please select a smaller file.");
  });

  it("judges the content, not the name", async () => {
    await expect(
      storeUpload(t.db, storage, {
        ownerId: owner.id,
        purpose: "logo",
        fileName: "fake.png",
        bytes: TEXT,
      }),
    ).rejects.toThrow("fake.png is not an image");
  });

  it("keeps licence documents private to the owner and admins, under the documents path", async () => {
    const file = await storeUpload(t.db, storage, {
      ownerId: owner.id,
      purpose: "licence",
      fileName: "licence.pdf",
      bytes: PDF,
    });
    expect(file.type).toBe("application/pdf");
    expect(file.url).toBe(`/api/documents/${file.id}`);
    const open = (viewer: SessionUser | null) => openUpload(t.db, storage, { id: file.id, viewer, path: "document" });
    await expect(open(null)).rejects.toThrow("Unauthorized");
    await expect(open(stranger)).rejects.toThrow("permission");
    await expect(open(owner)).resolves.toMatchObject({ isPublic: false });
    await expect(open(admin)).resolves.toMatchObject({ name: "licence.pdf" });
  });

  it("sends a document's old /api/uploads address on, and serves no picture from the documents path", async () => {
    const licence = await storeUpload(t.db, storage, { ownerId: owner.id, purpose: "licence", fileName: "l.pdf", bytes: PDF });
    await expect(openUpload(t.db, storage, { id: licence.id, viewer: null, path: "media" })).resolves.toEqual({
      movedTo: `/api/documents/${licence.id}`,
    });
    const logo = await storeUpload(t.db, storage, { ownerId: owner.id, purpose: "logo", fileName: "logo.png", bytes: PNG });
    await expect(openUpload(t.db, storage, { id: logo.id, viewer: owner, path: "document" })).rejects.toThrow(
      "File not found",
    );
  });

  it("limits how many uploads one account starts in a window", async () => {
    const busy = await t.db.insert(users).values({ email: "busy@example.com", role: "operator" }).returning();
    const ownerId = busy[0]?.id ?? "";
    for (let i = 0; i < UPLOAD_RATE_LIMIT.limit; i++) {
      await storeUpload(t.db, storage, { ownerId, purpose: "logo", fileName: "x.txt", bytes: TEXT }).catch(
        () => undefined,
      );
    }
    await expect(
      storeUpload(t.db, storage, { ownerId, purpose: "logo", fileName: "logo.png", bytes: PNG }),
    ).rejects.toThrow(UPLOAD_RATE_LIMIT_MESSAGE);
  });
});
