import { describe, expect, it } from "vitest";
import {
  MAX_IMAGE_PIXELS,
  OWN_UPLOAD_URL,
  UPLOAD_MESSAGES,
  UPLOAD_PURPOSE_NAMES,
  UPLOAD_PURPOSES,
  uploadTooLargeMessage,
  uploadUrl,
} from "./uploads";

const ID = "0b7e9c8a-4f1e-4b7a-9d2c-5e6f7a8b9c0d";
const MB = 1024 * 1024;

describe("upload purposes", () => {
  it("are the logo, portfolio media, licence and insurance", () => {
    expect(UPLOAD_PURPOSE_NAMES).toEqual(["logo", "portfolio", "licence", "insurance"]);
  });

  it("limit a logo to 5 MB of pictures, shown to anyone", () => {
    expect(UPLOAD_PURPOSES.logo).toEqual({
      maxBytes: 5 * MB,
      types: ["image/png", "image/jpeg", "image/webp", "image/gif"],
      isPublic: true,
      isDocument: false,
    });
  });

  it("limit portfolio media to 10 MB of pictures or videos, shown to anyone", () => {
    expect(UPLOAD_PURPOSES.portfolio).toEqual({
      maxBytes: 10 * MB,
      types: ["image/png", "image/jpeg", "image/webp", "image/gif", "video/mp4", "video/quicktime", "video/webm"],
      isPublic: true,
      isDocument: false,
    });
  });

  it("keep licences and insurance private documents of 10 MB: PDF, PNG or JPEG", () => {
    const document = { maxBytes: 10 * MB, types: ["application/pdf", "image/png", "image/jpeg"], isPublic: false, isDocument: true };
    expect(UPLOAD_PURPOSES.licence).toEqual(document);
    expect(UPLOAD_PURPOSES.insurance).toEqual(document);
  });
});

describe("where an upload is served", () => {
  it("serves documents under /api/documents and everything else under /api/uploads", () => {
    expect(uploadUrl(ID, "licence")).toBe(`/api/documents/${ID}`);
    expect(uploadUrl(ID, "insurance")).toBe(`/api/documents/${ID}`);
    expect(uploadUrl(ID, "logo")).toBe(`/api/uploads/${ID}`);
    expect(uploadUrl(ID, "portfolio")).toBe(`/api/uploads/${ID}`);
  });

  it("treats an unknown purpose, even an inherited property name, as media", () => {
    expect(uploadUrl(ID, "avatar")).toBe(`/api/uploads/${ID}`);
    expect(uploadUrl(ID, "toString")).toBe(`/api/uploads/${ID}`);
  });

  it("recognises only a whole address of ours, capturing the id", () => {
    expect(OWN_UPLOAD_URL.exec(`/api/uploads/${ID}`)?.[1]).toBe(ID);
    expect(OWN_UPLOAD_URL.exec(`/api/documents/${ID.toUpperCase()}`)?.[1]).toBe(ID.toUpperCase());
    for (const url of [`/api/files/${ID}`, `https://evil.test/api/uploads/${ID}`, `/api/uploads/${ID}/x`, `/api/uploads/${ID.slice(1)}`]) {
      expect(OWN_UPLOAD_URL.test(url), url).toBe(false);
    }
  });
});

describe("upload messages", () => {
  it("say a file is too large in the words of its purpose", () => {
    expect(uploadTooLargeMessage("logo", "big.png")).toBe("Please select an image smaller than 5MB");
    expect(uploadTooLargeMessage("portfolio", "film.mp4")).toBe("film.mp4 is larger than 10MB. Please select a smaller file.");
    expect(uploadTooLargeMessage("licence", "scan.pdf")).toBe("scan.pdf is larger than 10MB. Please select a smaller file.");
    expect(UPLOAD_MESSAGES.fileTooLargeTitle).toBe("File too large");
  });

  it("name the types each purpose takes when a file is of the wrong type", () => {
    expect(UPLOAD_MESSAGES.wrongType("a.txt", "logo")).toBe("a.txt is not an image. Please select a PNG, JPG, WebP or GIF file.");
    expect(UPLOAD_MESSAGES.wrongType("a.txt", "portfolio")).toBe(
      "a.txt is not an image or video. Please select an image or a video file.",
    );
    expect(UPLOAD_MESSAGES.wrongType("a.txt", "licence")).toBe("a.txt is not a PDF, JPG or PNG file.");
    expect(UPLOAD_MESSAGES.wrongType("a.txt", "insurance")).toBe("a.txt is not a PDF, JPG or PNG file.");
  });

  it("explain a picture or PDF that cannot be used", () => {
    expect(MAX_IMAGE_PIXELS).toBe(50_000_000);
    expect(UPLOAD_MESSAGES.notThatImage("a.png", "PNG")).toBe("a.png is not a valid PNG image. Please select another file.");
    expect(UPLOAD_MESSAGES.tooManyPixels("a.png")).toBe("a.png is too large an image (over 50 megapixels).");
    expect(UPLOAD_MESSAGES.pdfUnreadable("a.pdf")).toBe("a.pdf could not be read as a PDF. Please select another file.");
    expect(UPLOAD_MESSAGES.pdfEncrypted("a.pdf")).toBe("a.pdf is password-protected. Please upload a copy without a password.");
    expect(UPLOAD_MESSAGES.pdfActive("a.pdf")).toBe(
      "a.pdf contains scripts or actions (JavaScript, embedded files or links that run on opening). Please upload a plain PDF, for example by printing the document to PDF.",
    );
  });
});
