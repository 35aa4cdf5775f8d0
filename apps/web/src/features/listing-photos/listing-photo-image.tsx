import type { ListingPhoto } from "@skyhire/validators";
import { largestVariant } from "@skyhire/validators/plain";
import { getImageProps } from "next/image";

/** The attributes of a listing photo's <img>: what next/image would render, as plain data. */
export type PhotoImgProps = ReturnType<typeof getImageProps>["props"];

interface PhotoOptions {
  sizes: string;
  className?: string;
  priority?: boolean;
  /** Said when the operator gave the photo no alt text (e.g. the listing's title). */
  fallbackAlt: string;
  /**
   * Fetched by the browser as stored, not through the optimiser: for a photo that may not be public
   * yet (the owner's picker, a listing its owner or an admin sees before it is public). The
   * optimiser fetches without the visitor's session, and a photo is served to others only while a
   * public listing shows it (packages/api/src/services/upload-visibility.ts).
   */
  unoptimized?: boolean;
}

/**
 * A listing photo's <img> attributes through next/image's optimiser (`getImageProps`): the widest
 * stored WebP variant is the source, `sizes` tells the browser how wide it is drawn so it fetches
 * no more than it needs. Our uploads are local URLs (/api/uploads/{id}, allowed in next.config.ts
 * `images.localPatterns`). Made on the server, the page ships no image component
 * (docs/performance.md#page-weight); null when the photo has no variant.
 */
export function listingPhotoImgProps(
  photo: ListingPhoto,
  { sizes, className, priority = false, fallbackAlt, unoptimized = false }: PhotoOptions,
): PhotoImgProps | null {
  const source = largestVariant(photo);
  if (!source) return null;
  return getImageProps({
    src: source.url,
    alt: photo.alt || fallbackAlt,
    width: photo.width,
    height: photo.height,
    sizes,
    className,
    priority,
    unoptimized,
  }).props;
}

/** A listing photo as a plain <img> (see `listingPhotoImgProps`). */
export function ListingPhotoImage({ photo, ...options }: PhotoOptions & { photo: ListingPhoto }) {
  const props = listingPhotoImgProps(photo, options);
  // The alt text is in the props (the operator's, or the fallback). getImageProps made the optimized
  // srcset, so a plain <img> loses nothing and keeps next/image's client code off the page.
  // eslint-disable-next-line @next/next/no-img-element -- see the comment above
  return props ? <img {...props} alt={props.alt} /> : null;
}
