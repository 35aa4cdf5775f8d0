import { expect, test, type APIRequestContext } from "../fixtures";
import { DEMO, pdfFile, pngFile, signInThroughApi } from "../admin/helpers";

/**
 * Uploaded files never act as pages of the site: each answer keeps its own sandboxing CSP (the
 * site-wide header does not replace it), pictures are re-encoded so only pixels are served, and
 * documents are downloads from a path of their own. Production build.
 */

interface Uploaded {
  url: string;
}

async function upload(
  request: APIRequestContext,
  purpose: string,
  file: ReturnType<typeof pngFile>,
) {
  return request.post("/api/uploads", { multipart: { purpose, file } });
}

async function uploaded(
  request: APIRequestContext,
  purpose: string,
  file: ReturnType<typeof pngFile>,
): Promise<string> {
  const response = await upload(request, purpose, file);
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as Uploaded).url;
}

/** A real PNG with a web page after its last chunk: a browser sniffing it would find HTML. */
function polyglotPng(name: string) {
  const png = pngFile(name);
  const page = Buffer.from(
    "<html><body><script>alert(document.cookie)</script></body></html>",
    "latin1",
  );
  return { ...png, buffer: Buffer.concat([png.buffer, page]) };
}

test.beforeEach(async ({ request }) => {
  await signInThroughApi(request, DEMO.operator);
});

test("pages and other API answers keep the site-wide CSP", async ({ request }) => {
  for (const path of ["/", "/api/listings?pageSize=1", "/api/uploadsx"]) {
    const response = await request.get(path);
    expect(response.headers()["content-security-policy"], path).toBe(
      "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    );
  }
});

test("an uploaded picture keeps its own sandbox, whatever the site-wide headers say", async ({
  request,
}) => {
  const url = await uploaded(request, "logo", pngFile("logo.png"));
  const served = await request.get(url);
  expect(served.status()).toBe(200);
  const headers = served.headers();
  expect(headers["content-type"]).toBe("image/png");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-security-policy"]).toContain("default-src 'none'");
  expect(headers["content-security-policy"]).toContain("sandbox");
});

test("a PNG with a web page appended is served as pixels only", async ({ request }) => {
  const url = await uploaded(request, "portfolio", polyglotPng("roof.png"));
  const served = await request.get(url);
  expect(served.status()).toBe(200);
  const bytes = (await served.body()).toString("latin1").toLowerCase();
  expect(bytes.startsWith("\x89png")).toBe(true);
  expect(bytes).not.toContain("<script");
  expect(bytes).not.toContain("<html");
});

test("a file that starts like a PNG but is not one is refused with a clear message", async ({
  request,
}) => {
  const bytes = Buffer.concat([
    pngFile("x").buffer.subarray(0, 16),
    Buffer.from("<html><script>alert(1)</script></html>"),
  ]);
  const fake = { name: "avatar.png", mimeType: "image/png", buffer: bytes };
  const response = await upload(request, "logo", fake);
  expect(response.status()).toBe(400);
  expect(((await response.json()) as { message: string }).message).toBe(
    "avatar.png is not a valid PNG image. Please select another file.",
  );
});

test("a document is a download from its own path, with the same sandbox", async ({ request }) => {
  const url = await uploaded(request, "insurance", pdfFile("insurance-certificate.pdf"));
  expect(url).toMatch(/^\/api\/documents\/[0-9a-f-]{36}$/);
  const served = await request.get(url);
  expect(served.status()).toBe(200);
  const headers = served.headers();
  expect(headers["content-type"]).toBe("application/pdf");
  expect(headers["content-disposition"]).toMatch(/^attachment;/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-security-policy"]).toContain("default-src 'none'");
  expect(headers["content-security-policy"]).toContain("sandbox");

  // An address stored before documents moved still leads to the file.
  const id = url.split("/").pop() ?? "";
  const old = await request.get(`/api/uploads/${id}`, { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers()["location"]).toBe(url);
});

test("a picture is not served from the documents path", async ({ request }) => {
  const url = await uploaded(request, "portfolio", pngFile("roof.png"));
  const id = url.split("/").pop() ?? "";
  expect((await request.get(`/api/documents/${id}`)).status()).toBe(404);
});

test("a PDF with JavaScript is refused with a clear message", async ({ request }) => {
  const body = [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj",
    "4 0 obj << /S /JavaScript /JS (app.alert('hi')) >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
  ].join("\n");
  const file = {
    name: "licence.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(body, "latin1"),
  };
  const response = await upload(request, "licence", file);
  expect(response.status()).toBe(400);
  expect(((await response.json()) as { message: string }).message).toContain(
    "licence.pdf contains scripts or actions",
  );
});
