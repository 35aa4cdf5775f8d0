/**
 * The one place uploaded pictures are decoded and encoded again (sharp): only the pixels are written
 * back. Metadata (EXIF, GPS, XMP, comments, text chunks) and anything hidden around the image data,
 * such as a web page after a PNG's last chunk, do not survive, so a served picture is only a picture.
 */
import { MAX_IMAGE_PIXELS, UPLOAD_MESSAGES } from "@skyhire/validators";
import sharp, { type Metadata, type Sharp } from "sharp";
import { DomainError } from "../errors";
import { decodeHeic } from "./heic-decode";

/** The picture types uploads may hold (by their bytes, see admitUpload), as sharp names them. */
const FORMATS = {
  "image/png": { format: "png", label: "PNG" },
  "image/jpeg": { format: "jpeg", label: "JPEG" },
  "image/webp": { format: "webp", label: "WebP" },
  "image/gif": { format: "gif", label: "GIF" },
} as const;
type ImageMime = keyof typeof FORMATS;

export function isImageMime(mime: string): mime is ImageMime {
  return Object.hasOwn(FORMATS, mime);
}

export interface OpenedImage {
  /** Turned upright (EXIF orientation applied, since the orientation tag is not written back). */
  image: Sharp;
  width: number;
  height: number;
}

/** Width and height as the picture is meant to be seen (EXIF orientations 5–8 are turned a quarter). */
function orientedSize(meta: Metadata): { width: number; height: number } {
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * Open a picture whose bytes were detected as `mime`. Refused with `unreadable` when sharp does not
 * read it as that type (a PNG signature in front of something else), and when it is over
 * MAX_IMAGE_PIXELS. `animated` keeps every frame of a GIF or WebP; otherwise the first is read.
 */
export async function openImage(
  bytes: Uint8Array,
  input: {
    fileName: string;
    mime: string;
    animated: boolean;
    unreadable: (fileName: string) => string;
  },
): Promise<OpenedImage> {
  const { fileName } = input;
  const source = sharp(bytes, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    failOn: "error",
    animated: input.animated,
  });
  let meta: Metadata;
  try {
    meta = await source.metadata();
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    throw new DomainError(
      "BAD_REQUEST",
      /pixel limit/i.test(message)
        ? UPLOAD_MESSAGES.tooManyPixels(fileName)
        : input.unreadable(fileName),
    );
  }
  if (!isImageMime(input.mime) || meta.format !== FORMATS[input.mime].format)
    throw new DomainError("BAD_REQUEST", input.unreadable(fileName));
  const { width, height } = orientedSize(meta);
  if (width * height > MAX_IMAGE_PIXELS)
    throw new DomainError("BAD_REQUEST", UPLOAD_MESSAGES.tooManyPixels(fileName));
  if (width === 0 || height === 0) throw new DomainError("BAD_REQUEST", input.unreadable(fileName));
  return { image: source.rotate(), width, height };
}

/**
 * An uploaded picture decoded and encoded again in its own type (every frame of an animation kept).
 * A file that does not decode as the type its bytes announce is refused with a clear message.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  fileName: string,
  mime: ImageMime,
): Promise<Uint8Array> {
  const { format, label } = FORMATS[mime];
  const unreadable = (name: string) => UPLOAD_MESSAGES.notThatImage(name, label);
  const { image } = await openImage(bytes, {
    fileName,
    mime,
    animated: mime === "image/gif" || mime === "image/webp",
    unreadable,
  });
  try {
    return new Uint8Array(await image.toFormat(format).toBuffer());
  } catch {
    // The header read, the pixels did not (a truncated or corrupt file).
    throw new DomainError("BAD_REQUEST", unreadable(fileName));
  }
}

/**
 * A small WebP picture of an uploaded image (the first frame, upright, `width` px wide at most, no
 * metadata): the preview a message thread shows. Refused like any picture that does not decode.
 */
export async function encodePreview(bytes: Uint8Array, fileName: string, mime: string, width: number): Promise<Uint8Array> {
  if (mime === "image/heic") return encodeHeicPreview(bytes, fileName, width);
  const label = isImageMime(mime) ? FORMATS[mime].label : mime;
  const unreadable = (name: string) => UPLOAD_MESSAGES.notThatImage(name, label);
  const { image } = await openImage(bytes, { fileName, mime, animated: false, unreadable });
  try {
    return new Uint8Array(await image.resize({ width, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer());
  } catch {
    throw new DomainError("BAD_REQUEST", unreadable(fileName));
  }
}

/**
 * The same preview of a file that may or may not be an ordinary picture (a TIFF: a scan, or a
 * multi-band elevation model), read from memory or from its file on disk; undefined when it does not
 * decode or is over MAX_IMAGE_PIXELS. The file itself is kept as sent.
 */
export async function previewIfReadable(source: Uint8Array | string, width: number): Promise<Uint8Array | undefined> {
  try {
    const image = sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).rotate();
    return new Uint8Array(await image.resize({ width, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer());
  } catch {
    return undefined;
  }
}

/** The same preview of a HEIC photo: libheif decodes it upright (heic-decode.ts), sharp encodes the pixels. */
async function encodeHeicPreview(bytes: Uint8Array, fileName: string, width: number): Promise<Uint8Array> {
  const decoded = await decodeHeic(bytes, MAX_IMAGE_PIXELS);
  if ("tooManyPixels" in decoded) throw new DomainError("BAD_REQUEST", UPLOAD_MESSAGES.tooManyPixels(fileName));
  if ("unreadable" in decoded) throw new DomainError("BAD_REQUEST", UPLOAD_MESSAGES.notThatImage(fileName, "HEIC"));
  const raw = { width: decoded.width, height: decoded.height, channels: 4 as const };
  const preview = sharp(decoded.data, { raw }).resize({ width, withoutEnlargement: true }).webp({ quality: 75 });
  return new Uint8Array(await preview.toBuffer());
}
