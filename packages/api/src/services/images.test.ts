import { crc32 } from "node:zlib";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { reencodeImage } from "./images";

const PAGE = "<html><body><script>alert(document.cookie)</script></body></html>";

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The bytes as a browser sniffing for HTML would read them. */
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1").toLowerCase();

describe("re-encoding uploaded pictures", () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await sharp({ create: { width: 12, height: 8, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
  });

  it("keeps only the pixels of a PNG with a web page after its last chunk", async () => {
    const polyglot = Buffer.concat([png, Buffer.from(PAGE, "latin1")]);
    const kept = await reencodeImage(polyglot, "roof.png", "image/png");
    expect(text(kept)).not.toContain("<script");
    expect(text(kept)).not.toContain("<html");
    const meta = await sharp(kept).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 12, 8]);
  });

  it("keeps only the pixels of a PNG with a web page in a text chunk", async () => {
    // IHDR ends at byte 33: the text chunk goes right after it.
    const polyglot = Buffer.concat([
      png.subarray(0, 33),
      pngChunk("tEXt", Buffer.from(`Comment\0${PAGE}`, "latin1")),
      png.subarray(33),
    ]);
    expect(text(polyglot)).toContain("<script");
    const kept = await reencodeImage(polyglot, "roof.png", "image/png");
    expect(text(kept)).not.toContain("<script");
    expect(text(kept)).not.toContain("<html");
  });

  it("drops a JPEG's metadata (a comment holding a web page, EXIF)", async () => {
    const jpeg = await sharp(png)
      .jpeg()
      .withExif({ IFD0: { ImageDescription: PAGE } })
      .toBuffer();
    expect(text(jpeg)).toContain("<script");
    const kept = await reencodeImage(jpeg, "site.jpg", "image/jpeg");
    expect(text(kept)).not.toContain("<script");
    expect((await sharp(kept).metadata()).exif).toBeUndefined();
  });

  it("refuses a file that starts like a PNG but is something else, with a clear message", async () => {
    const fake = Buffer.concat([png.subarray(0, 16), Buffer.from(PAGE, "latin1")]);
    await expect(reencodeImage(fake, "avatar.png", "image/png")).rejects.toThrow(
      "avatar.png is not a valid PNG image. Please select another file.",
    );
  });

  it("refuses a picture whose bytes are not the type it was taken for", async () => {
    const jpeg = await sharp(png).jpeg().toBuffer();
    await expect(reencodeImage(jpeg, "logo.png", "image/png")).rejects.toThrow(
      "logo.png is not a valid PNG image. Please select another file.",
    );
  });

  it("keeps every frame of an animated GIF", async () => {
    const frames = await Promise.all(
      ["#ff0000", "#00ff00", "#0000ff"].map((background) =>
        sharp({ create: { width: 4, height: 4, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const kept = await reencodeImage(gif, "spin.gif", "image/gif");
    const meta = await sharp(kept, { animated: true }).metadata();
    expect([meta.format, meta.pages, meta.width]).toEqual(["gif", 3, 4]);
  });
});
