import type { ListingPhoto } from "@skyhire/validators";
import { largestVariant } from "@skyhire/validators/plain";
import Image from "next/image";

/**
 * A listing photo through next/image: the widest stored WebP variant is the source, `sizes` tells
 * the browser how wide it is drawn so it fetches no more than it needs. Our uploads are local URLs
 * (/api/uploads/{id}, allowed in next.config.ts `images.localPatterns`).
 */
export function ListingPhotoImage({
  photo,
  sizes,
  className,
  priority = false,
  fallbackAlt,
}: {
  photo: ListingPhoto;
  sizes: string;
  className?: string;
  priority?: boolean;
  /** Said when the operator gave the photo no alt text (e.g. the listing's title). */
  fallbackAlt: string;
}) {
  const source = largestVariant(photo);
  if (!source) return null;
  return (
    <Image
      src={source.url}
      alt={photo.alt || fallbackAlt}
      width={photo.width}
      height={photo.height}
      sizes={sizes}
      className={className}
      priority={priority}
    />
  );
}
