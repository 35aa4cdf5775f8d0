import { afterEach, describe, expect, it, vi } from "vitest";
import { listingPhotoFileError, UploadError, uploadFile, uploadListingPhoto, uploadSizeError } from "./upload";

const MB = 1024 * 1024;

function fileOf(name: string, size: number, type = "image/png") {
  return new File([new Uint8Array(size)], name, { type });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("uploadSizeError", () => {
  it("uses the spec's messages at the spec's limits", () => {
    expect(uploadSizeError({ name: "logo.png", size: 5 * MB }, "logo")).toBeNull();
    expect(uploadSizeError({ name: "logo.png", size: 5 * MB + 1 }, "logo")).toBe(
      "Please select an image smaller than 5MB",
    );
    expect(uploadSizeError({ name: "site.mp4", size: 10 * MB + 1 }, "portfolio")).toBe(
      "site.mp4 is larger than 10MB. Please select a smaller file.",
    );
    expect(uploadSizeError({ name: "site.mp4", size: 10 * MB }, "portfolio")).toBeNull();
  });
});

describe("uploadFile", () => {
  it("refuses a too-large file without sending it", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const error = await uploadFile(fileOf("big.png", 5 * MB + 1), "logo").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).isTooLarge).toBe(true);
    expect((error as UploadError).message).toBe("Please select an image smaller than 5MB");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts multipart with the file and purpose and returns the stored file", async () => {
    const stored = { name: "a.png", size: 3, type: "image/png", url: "/api/uploads/x", uploadedAt: "2026-01-01T00:00:00.000Z" };
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const form = init.body as FormData;
      expect(form.get("purpose")).toBe("licence");
      expect((form.get("file") as File).name).toBe("a.png");
      return new Response(JSON.stringify(stored), { status: 201 });
    });
    vi.stubGlobal("fetch", fetchMock);
    await expect(uploadFile(fileOf("a.png", 3), "licence")).resolves.toEqual(stored);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/uploads?purpose=licence");
  });

  it("throws the server's message, or the status when there is none", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ message: "a.png is not an image." }), { status: 400 })));
    await expect(uploadFile(fileOf("a.png", 3), "logo")).rejects.toThrow("a.png is not an image.");
    vi.stubGlobal("fetch", vi.fn(async () => new Response("<html>", { status: 502 })));
    await expect(uploadFile(fileOf("a.png", 3), "logo")).rejects.toThrow("Upload failed (502)");
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("network"))));
    await expect(uploadFile(fileOf("a.png", 3), "logo")).rejects.toThrow("Upload failed. Please check your connection.");
  });
});

describe("uploadListingPhoto", () => {
  it("refuses a photo over 10MB or of another type before sending it, with the message to show", async () => {
    expect(listingPhotoFileError({ name: "roof.jpg", size: 10 * MB, type: "image/jpeg" })).toBeNull();
    expect(listingPhotoFileError({ name: "roof.jpg", size: 10 * MB + 1, type: "image/jpeg" })).toBe(
      "roof.jpg is larger than 10MB. Please select a smaller photo.",
    );
    expect(listingPhotoFileError({ name: "clip.gif", size: 3, type: "image/gif" })).toBe(
      "clip.gif is not a photo. Please select a JPG, PNG or WebP image.",
    );
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const error = await uploadListingPhoto(fileOf("big.jpg", 10 * MB + 1, "image/jpeg")).catch((e: unknown) => e);
    expect((error as UploadError).isTooLarge).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts purpose listing-photo and returns the photo with its variants", async () => {
    const photo = { id: "p", alt: "", width: 800, height: 600, variants: [{ width: 400, url: "/api/uploads/a" }] };
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      expect((init.body as FormData).get("purpose")).toBe("listing-photo");
      return new Response(JSON.stringify(photo), { status: 201 });
    });
    vi.stubGlobal("fetch", fetchMock);
    await expect(uploadListingPhoto(fileOf("roof.jpg", 3, "image/jpeg"))).resolves.toEqual(photo);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/uploads?purpose=listing-photo");
  });
});
