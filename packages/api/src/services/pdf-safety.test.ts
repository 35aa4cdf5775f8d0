import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { assertPlainPdf } from "./pdf-safety";

const ACTIVE = "licence.pdf contains scripts or actions";

/** A one-page PDF written by hand; `catalog` and `extra` objects add what a test needs. */
function handWritten({ catalog = "", page = "", extra = [] as string[] } = {}): Uint8Array {
  return new TextEncoder().encode(
    [
      "%PDF-1.4",
      `1 0 obj << /Type /Catalog /Pages 2 0 R ${catalog} >> endobj`,
      "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] ${page} >> endobj`,
      ...extra,
      "trailer << /Root 1 0 R >>",
      "%%EOF",
    ].join("\n"),
  );
}

/** A PDF as a real producer writes it: compressed object streams and a cross-reference stream. */
async function produced(build?: (doc: PDFDocument) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText("Remote pilot licence GBR-RP-0042");
  build?.(doc);
  return doc.save({ useObjectStreams: true });
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("uploaded PDFs", () => {
  it("accepts a plain document, hand-written or from a producer", async () => {
    await expect(assertPlainPdf(handWritten(), "licence.pdf")).resolves.toBeUndefined();
    await expect(assertPlainPdf(await produced(), "licence.pdf")).resolves.toBeUndefined();
  });

  it("accepts an /OpenAction that only says which page to show", async () => {
    await expect(
      assertPlainPdf(handWritten({ catalog: "/OpenAction [3 0 R /Fit]" }), "licence.pdf"),
    ).resolves.toBeUndefined();
    await expect(
      assertPlainPdf(
        handWritten({ catalog: "/OpenAction << /S /GoTo /D [3 0 R /Fit] >>" }),
        "licence.pdf",
      ),
    ).resolves.toBeUndefined();
  });

  it("refuses JavaScript run on opening, with a clear message", async () => {
    const bytes = handWritten({
      catalog: "/OpenAction 4 0 R",
      extra: ["4 0 obj << /S /JavaScript /JS (app.alert('hi')) >> endobj"],
    });
    await expect(assertPlainPdf(bytes, "licence.pdf")).rejects.toThrow(
      "licence.pdf contains scripts or actions (JavaScript, embedded files or links that run on opening). Please upload a plain PDF, for example by printing the document to PDF.",
    );
  });

  it("refuses JavaScript hidden in a compressed object stream", async () => {
    const bytes = await produced((doc) => {
      doc.catalog.set(
        PDFName.of("OpenAction"),
        doc.context.obj({ S: "JavaScript", JS: PDFString.of("app.alert(1)") }),
      );
    });
    // Nothing of it is readable in the file's bytes: only parsing the object stream finds it.
    expect(latin1(bytes)).not.toContain("JavaScript");
    await expect(assertPlainPdf(bytes, "licence.pdf")).rejects.toThrow(ACTIVE);
  });

  it("refuses an /OpenAction that opens an address on its own", async () => {
    const bytes = handWritten({
      catalog: "/OpenAction << /S /URI /URI (https://evil.example/) >>",
    });
    await expect(assertPlainPdf(bytes, "licence.pdf")).rejects.toThrow(ACTIVE);
  });

  it("refuses document JavaScript, page actions, launch actions and embedded files", async () => {
    const cases = [
      handWritten({
        catalog: "/Names << /JavaScript 4 0 R >>",
        extra: ["4 0 obj << /Names [(a) 5 0 R] >> endobj"],
      }),
      handWritten({ page: "/AA << /O << /S /URI /URI (https://evil.example/) >> >>" }),
      handWritten({
        page: "/Annots [4 0 R]",
        extra: [
          "4 0 obj << /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /Launch /F (calc.exe) >> >> endobj",
        ],
      }),
      handWritten({
        catalog: "/Names << /EmbeddedFiles 4 0 R >>",
        extra: ["4 0 obj << /Names [] >> endobj"],
      }),
    ];
    for (const bytes of cases)
      await expect(assertPlainPdf(bytes, "licence.pdf")).rejects.toThrow(ACTIVE);
  });

  it("reads names as the viewer does (#xx escapes decoded)", async () => {
    const bytes = handWritten({
      catalog: "/OpenAction 4 0 R",
      extra: ["4 0 obj << /S /J#61vaScript /J#53 (app.alert(1)) >> endobj"],
    });
    await expect(assertPlainPdf(bytes, "licence.pdf")).rejects.toThrow(ACTIVE);
  });

  it("refuses an action in an object too broken for the parser (a viewer may still repair it)", async () => {
    const bytes = handWritten({
      page: "/Annots [4 0 R]",
      extra: [
        "4 0 obj << /Type /Annot /Subtype /Link /A << /S /JavaScript /JS (app.alert(1) >> >> endobj",
      ],
    });
    await expect(assertPlainPdf(bytes, "licence.pdf")).rejects.toThrow(ACTIVE);
  });

  it("refuses a password-protected PDF and one that is not a PDF past its header", async () => {
    const encrypted = new TextEncoder().encode(
      latin1(handWritten()).replace(
        "trailer << /Root 1 0 R >>",
        "4 0 obj << /Filter /Standard /V 1 /R 2 >> endobj\ntrailer << /Root 1 0 R /Encrypt 4 0 R >>",
      ),
    );
    await expect(assertPlainPdf(encrypted, "licence.pdf")).rejects.toThrow(
      "licence.pdf is password-protected. Please upload a copy without a password.",
    );
    // An update whose cross-reference stream leaves /Encrypt out does not make the file readable.
    const update =
      "5 0 obj << /Type /XRef /Size 6 /W [1 1 1] /Index [0 0] /Root 1 0 R /Length 0 >>\nstream\n\nendstream\nendobj\n";
    const updated = new TextEncoder().encode(`${latin1(encrypted)}\n${update}%%EOF\n`);
    await expect(assertPlainPdf(updated, "licence.pdf")).rejects.toThrow(
      "licence.pdf is password-protected.",
    );
    await expect(
      assertPlainPdf(
        new TextEncoder().encode("%PDF-1.7\n<html><script>alert(1)</script></html>"),
        "licence.pdf",
      ),
    ).rejects.toThrow("licence.pdf could not be read as a PDF. Please select another file.");
  });
});
