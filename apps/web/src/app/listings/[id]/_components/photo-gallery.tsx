import type { ListingPhoto } from "@skyhire/validators";
import { listingPhotoImgProps } from "~/features/listing-photos/listing-photo-image";
import { GalleryView, type GalleryPhoto } from "./gallery-view";

/**
 * The listing's photos: the chosen one large (the cover first), the others as buttons below it.
 * The large photo spans the main column (two thirds of the page from lg, the full width below).
 * The images' attributes are made here, on the server; the island only switches between them.
 * `unoptimized` for its owner or an admin, who may see it before it is public (listingPhotoImgProps).
 */
export function PhotoGallery({ photos, title, unoptimized = false }: { photos: ListingPhoto[]; title: string; unoptimized?: boolean }) {
  const shown: GalleryPhoto[] = photos.flatMap((photo, index) => {
    const large = listingPhotoImgProps(photo, {
      fallbackAlt: `${title}, photo ${index + 1} of ${photos.length}`,
      sizes: "(min-width: 1280px) 830px, (min-width: 1024px) 66vw, 100vw",
      className: "absolute inset-0 size-full object-cover",
      priority: true,
      unoptimized,
    });
    const thumbnail = listingPhotoImgProps(photo, {
      fallbackAlt: "",
      sizes: "96px",
      className: "absolute inset-0 size-full object-cover",
      unoptimized,
    });
    if (!large || !thumbnail) return [];
    const label = `Show photo ${index + 1} of ${photos.length}${photo.alt ? `: ${photo.alt}` : ""}`;
    return [{ id: photo.id, large, thumbnail, label }];
  });
  return shown.length > 0 ? <GalleryView photos={shown} /> : null;
}
