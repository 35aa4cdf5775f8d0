"use client";

import type { ListingPhoto } from "@skyhire/validators";
import { cn } from "@skyhire/ui";
import { useState } from "react";
import { ListingPhotoImage } from "~/features/listing-photos/listing-photo-image";

/**
 * The listing's photos: the chosen one large (the cover first), the others as buttons below it.
 * The large photo spans the main column (two thirds of the page from lg, the full width below).
 */
export function PhotoGallery({ photos, title }: { photos: ListingPhoto[]; title: string }) {
  const [shown, setShown] = useState(0);
  const current = photos[shown] ?? photos[0];
  if (!current) return null;
  return (
    <section aria-label="Photos" className="flex flex-col gap-3" data-testid="listing-gallery">
      <div className="relative aspect-[3/2] w-full overflow-hidden rounded-xl bg-muted">
        <ListingPhotoImage
          photo={current}
          fallbackAlt={`${title}, photo ${shown + 1} of ${photos.length}`}
          sizes="(min-width: 1280px) 830px, (min-width: 1024px) 66vw, 100vw"
          className="absolute inset-0 size-full object-cover"
          priority
        />
      </div>
      {photos.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="All photos">
          {photos.map((photo, index) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setShown(index)}
                aria-label={`Show photo ${index + 1} of ${photos.length}${photo.alt ? `: ${photo.alt}` : ""}`}
                aria-pressed={index === shown}
                className={cn(
                  "relative block h-16 w-24 overflow-hidden rounded-md border-2 bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  index === shown ? "border-primary" : "border-transparent opacity-80 hover:opacity-100",
                )}
              >
                <ListingPhotoImage
                  photo={photo}
                  fallbackAlt=""
                  sizes="96px"
                  className="absolute inset-0 size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
