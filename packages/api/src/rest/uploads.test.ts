import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { conversations, operatorProfiles, serviceListings, uploads } from "@skyhire/db";
import { eq } from "drizzle-orm";
import { API_TOKEN_MESSAGES, UPLOAD_MESSAGES, type SessionUser } from "@skyhire/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "../storage";
import { createTestContext, type TestContext } from "../testing";
import { contentDisposition, handleDocumentGet, handleUploadGet, handleUploadPost, UPLOADED_FILE_CSP } from "./uploads";

const PNG = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"),
);
const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n" +
    "trailer << /Root 1 0 R >>\n%%EOF\n",
);
const HTML = new TextEncoder().encode("<html><script>alert(1)</script></html>");
const MB = 1024 * 1024;

function padded(header: Uint8Array, size: number) {
  const bytes = new Uint8Array(size);
  bytes.set(header);
  return bytes;
}

function uploadRequest(
  parts: { bytes?: Uint8Array<ArrayBuffer>; name?: string; purpose?: string },
  init: { query?: string; headers?: Record<string, string> } = {},
) {
  const form = new FormData();
  if (parts.bytes) form.set("file", new File([parts.bytes], parts.name ?? "file.bin"));
  if (parts.purpose !== undefined) form.set("purpose", parts.purpose);
  return new Request(`http://localhost/api/uploads${init.query ?? ""}`, {
    method: "POST",
    body: form,
    headers: init.headers,
  });
}

describe("upload route handlers", () => {
  let t: TestContext;
  const root = mkdtempSync(join(tmpdir(), "skyhire-upload-routes-"));
  const storage = createLocalStorage(root);
  const storedFiles = () => readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  let owner: SessionUser;
  let other: SessionUser;
  let admin: SessionUser;

  const post = (request: Request, user: SessionUser | null) =>
    handleUploadPost(request, t.contextFor(user), storage);
  /** GET of an address the upload answered (/api/uploads/{id} or /api/documents/{id}). */
  const get = (url: string, user: SessionUser | null) => {
    const [, , path, id = ""] = url.split("/");
    return (path === "documents" ? handleDocumentGet : handleUploadGet)(t.contextFor(user), id, storage);
  };

  beforeAll(async () => {
    t = await createTestContext();
    owner = await t.makeUser({ role: "operator" });
    other = await t.makeUser();
    admin = await t.makeUser({ role: "admin" });
  });
  afterAll(async () => t?.close());

  it("stores a logo (201 with the file as profiles keep it) and serves it to anyone once its operator page is public", async () => {
    const { user: operator } = await t.makeOperator();
    const response = await post(uploadRequest({ bytes: PNG, name: "logo.png", purpose: "logo" }), operator);
    expect(response.status).toBe(201);
    const file = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(file).sort()).toEqual(["name", "size", "type", "uploadedAt", "url"]);
    expect(file).toMatchObject({ name: "logo.png", type: "image/png" });
    expect(file.url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    await t.db.update(operatorProfiles).set({ logoUrl: String(file.url) }).where(eq(operatorProfiles.userId, operator.id));

    const served = await get(String(file.url), null);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe(UPLOADED_FILE_CSP);
    expect(served.headers.get("content-disposition")).toMatch(/^inline; filename="logo.png"/);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await served.arrayBuffer()).byteLength).toBe(file.size);
  });

  it("serves a picture by id to others only while what it belongs to is public: 404 for a pending operator's logo, a customer's picture, an unpublished listing's photo (security finding 9)", async () => {
    const upload = async (user: SessionUser, purpose: string) => {
      const response = await post(uploadRequest({ bytes: PNG, name: "p.png", purpose }, { query: `?purpose=${purpose}` }), user);
      expect(response.status).toBe(201);
      const body = (await response.json()) as { url?: string; variants?: { url: string }[] };
      return body.url ?? body.variants?.at(-1)?.url ?? "";
    };
    const expectOnlyFor = async (url: string, allowed: SessionUser[], refused: (SessionUser | null)[]) => {
      for (const viewer of allowed) {
        const served = await get(url, viewer);
        expect(served.status, `${url} for ${viewer.id}`).toBe(200);
        expect(served.headers.get("cache-control")).toBe("private, no-store");
      }
      for (const viewer of refused) expect((await get(url, viewer)).status, `${url} for ${viewer?.id ?? "anyone"}`).toBe(404);
    };

    // A pending operator's logo and portfolio picture: the operator and admins only.
    const { user: pending } = await t.makeOperator({ approvalStatus: "pending" });
    const logo = await upload(pending, "logo");
    const portfolio = await upload(pending, "portfolio");
    await t.db
      .update(operatorProfiles)
      .set({ logoUrl: logo, portfolioItems: [{ title: "Roof", description: "Survey", imageUrl: portfolio, mediaUrls: [portfolio], media: [] }] })
      .where(eq(operatorProfiles.userId, pending.id));
    // Someone the operator deals with (a conversation about a job) sees it too.
    const client = await t.makeUser();
    const job = await t.makeJob({ customerId: client.id });
    await t.db.insert(conversations).values({ jobRequestId: job.id, customerId: client.id, operatorId: pending.id });
    await expectOnlyFor(logo, [pending, admin, client], [null, other]);
    await expectOnlyFor(portfolio, [pending, admin, client], [null, other]);
    // Approved, the page is public: anyone sees both.
    await t.db.update(operatorProfiles).set({ approvalStatus: "approved" }).where(eq(operatorProfiles.userId, pending.id));
    expect((await get(logo, null)).status).toBe(200);
    expect((await get(portfolio, null)).status).toBe(200);

    // A customer's own picture, in nothing public.
    const customer = await t.makeUser();
    await expectOnlyFor(await upload(customer, "portfolio"), [customer, admin], [null, other]);

    // A listing photo: public once on a listing of a public operator page, paused by its owner too
    // (favourites still show it), not once an admin takes the listing down.
    const { user: seller } = await t.makeOperator();
    const photo = await upload(seller, "listing-photo");
    await expectOnlyFor(photo, [seller, admin], [null, other]);
    const listing = await t.makeListing({ operatorId: seller.id });
    const photoId = photo.split("/").at(-1) ?? "";
    await t.db
      .update(serviceListings)
      .set({ photos: [{ id: photoId, alt: "", width: 1, height: 1, variants: [{ width: 1, url: photo }] }] })
      .where(eq(serviceListings.id, listing.id));
    expect((await get(photo, null)).status).toBe(200);
    await t.db.update(serviceListings).set({ isActive: false }).where(eq(serviceListings.id, listing.id));
    expect((await get(photo, null)).status).toBe(200);
    await t.db
      .update(serviceListings)
      .set({ moderationReason: "The photos show another company's logo." })
      .where(eq(serviceListings.id, listing.id));
    await expectOnlyFor(photo, [seller, admin], [null, other]);
  });

  it("is 401 signed out and 403 from another site, storing nothing", async () => {
    const before = storedFiles().length;
    const signedOut = await post(uploadRequest({ bytes: PNG, name: "a.png", purpose: "logo" }), null);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ message: "Unauthorized" });
    const crossSite = await post(
      uploadRequest({ bytes: PNG, name: "a.png", purpose: "logo" }, { headers: { origin: "https://evil.example" } }),
      owner,
    );
    expect(crossSite.status).toBe(403);
    expect(storedFiles().length).toBe(before);
  });

  it("with a token (docs/product.md#api-tokens): a read token may not upload, a refused token is 401", async () => {
    const before = storedFiles().length;
    const request = () => uploadRequest({ bytes: PNG, name: "a.png", purpose: "logo" });
    const readOnly = await handleUploadPost(
      request(),
      { ...t.contextFor(owner), bearer: { ok: true, tokenId: "token-1", scopes: ["read"] } },
      storage,
    );
    expect(readOnly.status).toBe(403);
    expect(await readOnly.json()).toMatchObject({ message: API_TOKEN_MESSAGES.readOnly });
    const revoked = await handleUploadPost(
      request(),
      { ...t.contextFor(null), bearer: { ok: false, message: API_TOKEN_MESSAGES.revoked } },
      storage,
    );
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toMatchObject({ message: API_TOKEN_MESSAGES.revoked });
    expect(storedFiles().length).toBe(before);
  });

  it("refuses too-large files with the spec's messages (413) and stores nothing", async () => {
    const rows = (await t.db.select().from(uploads)).length;
    const before = storedFiles().length;
    const logo = await post(uploadRequest({ bytes: padded(PNG, 5 * MB + 1), name: "big.png", purpose: "logo" }), owner);
    expect(logo.status).toBe(413);
    expect(await logo.json()).toMatchObject({ message: "Please select an image smaller than 5MB" });
    const media = await post(
      uploadRequest({ bytes: padded(PNG, 10 * MB + 1), name: "site.png", purpose: "portfolio" }),
      owner,
    );
    expect(media.status).toBe(413);
    expect(await media.json()).toMatchObject({
      message: "site.png is larger than 10MB. Please select a smaller file.",
    });
    expect((await t.db.select().from(uploads)).length).toBe(rows);
    expect(storedFiles().length).toBe(before);
  });

  it("refuses an oversized body from its Content-Length before reading it", async () => {
    let pulled = false;
    const body = new ReadableStream<Uint8Array>({
      pull() {
        pulled = true;
        throw new Error("the body must not be read");
      },
    }, { highWaterMark: 0 });
    const request = new Request("http://localhost/api/uploads?purpose=logo", {
      method: "POST",
      body,
      duplex: "half",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(6 * MB) },
    } as RequestInit);
    const response = await post(request, owner);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: "Please select an image smaller than 5MB" });
    expect(pulled).toBe(false);
  });

  it("stops reading a body without a length once it passes the limit", async () => {
    const chunk = new Uint8Array(MB);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
        if (sent > 40 * MB) controller.close();
      },
    });
    const request = new Request("http://localhost/api/uploads", {
      method: "POST",
      body,
      duplex: "half",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    } as RequestInit);
    const response = await post(request, owner);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(13 * MB);
  });

  it("judges the bytes, not the name (400 with the wrong-type message)", async () => {
    const before = storedFiles().length;
    const response = await post(uploadRequest({ bytes: HTML, name: "logo.png", purpose: "logo" }), owner);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: "logo.png is not an image. Please select a PNG, JPG, WebP or GIF file.",
    });
    expect(storedFiles().length).toBe(before);
  });

  it("needs multipart with a file and a known purpose", async () => {
    const json = await post(
      new Request("http://localhost/api/uploads", {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      }),
      owner,
    );
    expect(json.status).toBe(415);
    expect((await post(uploadRequest({ purpose: "logo" }), owner)).status).toBe(400);
    const unknown = await post(uploadRequest({ bytes: PNG, name: "a.png", purpose: "avatar" }), owner);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: "Unknown upload purpose" });
  });

  it("serves licences only to their owner and admins, as downloads from /api/documents", async () => {
    const response = await post(uploadRequest({ bytes: PDF, name: "licence «A».pdf", purpose: "licence" }), owner);
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^\/api\/documents\/[0-9a-f-]{36}$/);

    expect((await get(url, null)).status).toBe(401);
    expect((await get(url, other)).status).toBe(403);
    const own = await get(url, owner);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(own.headers.get("content-disposition")).toBe(
      `attachment; filename="licence _A_.pdf"; filename*=UTF-8''${encodeURIComponent("licence «A».pdf")}`,
    );
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(own.headers.get("content-security-policy")).toBe(UPLOADED_FILE_CSP);
    expect((await get(url, admin)).status).toBe(200);
    expect((await get("/api/uploads/not-an-id", admin)).status).toBe(404);

    // Its address from before documents moved answers where it is now.
    const old = await get(url.replace("/api/documents/", "/api/uploads/"), null);
    expect(old.status).toBe(308);
    expect(old.headers.get("location")).toBe(url);
  });

  it("answers 400 with the reason for a PDF with JavaScript", async () => {
    const withScript = new TextEncoder().encode(
      new TextDecoder().decode(PDF).replace("/Pages 2 0 R", "/Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >>"),
    );
    const response = await post(uploadRequest({ bytes: withScript, name: "policy.pdf", purpose: "insurance" }), owner);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/^policy\.pdf contains scripts or actions/);
  });

  it.each(["logo", "portfolio", "licence", "insurance", "listing-photo"])(
    "answers 400 with the reason for a file name with a NUL byte or a line break (%s; security finding 4), storing nothing",
    async (purpose) => {
      const before = storedFiles().length;
      for (const name of ["a\u0000.png", "a\u0000", "a\u0001.png"]) {
        const boundary = "----skyhire-nul-test";
        // Written by hand: the raw header as a client may send it, with the NUL byte in it.
        const body = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
          Buffer.from(PNG),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const request = new Request(`http://localhost/api/uploads?purpose=${purpose}`, {
          method: "POST",
          body,
          headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        });
        const response = await post(request, owner);
        expect(response.status, JSON.stringify(name)).toBe(400);
        expect(await response.json()).toMatchObject({ message: UPLOAD_MESSAGES.badFileName });
      }
      expect(storedFiles().length).toBe(before);
    },
  );

  it("never lets a file name break out of the Content-Disposition header", () => {
    expect(contentDisposition("image/png", 'a"\r\nSet-Cookie: x=1.png')).toBe(
      `inline; filename="a___Set-Cookie: x=1.png"; filename*=UTF-8''${encodeURIComponent('a"\r\nSet-Cookie: x=1.png')}`,
    );
  });
});
