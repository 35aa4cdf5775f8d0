// No zod (the types are erased): client code imports this through "@skyhire/validators/plain".
import type { ListingPhoto, ListingPhotoVariant } from "./listing-photos";

/** The widest variant: what next/image is given as its source. */
export function largestVariant(
  photo: Pick<ListingPhoto, "variants">,
): ListingPhotoVariant | undefined {
  return photo.variants.reduce<ListingPhotoVariant | undefined>(
    (best, variant) => (best === undefined || variant.width > best.width ? variant : best),
    undefined,
  );
}
