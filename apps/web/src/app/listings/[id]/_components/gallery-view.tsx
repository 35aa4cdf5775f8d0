"use client";

import { cx } from "@skyhire/ui";
import { useState } from "react";
import type { PhotoImgProps } from "~/features/listing-photos/listing-photo-image";

export interface GalleryPhoto {
  id: string;
  /** The <img> attributes of the large view and of the thumbnail (photo-gallery.tsx). */
  large: PhotoImgProps;
  thumbnail: PhotoImgProps;
  /** The thumbnail button's name. */
  label: string;
}

/** The gallery's switching: which photo is shown large. */
export function GalleryView({ photos }: { photos: GalleryPhoto[] }) {
  const [shown, setShown] = useState(0);
  const current = photos[shown] ?? photos[0];
  if (!current) return null;
  return (
    <section aria-label="Photos" className="flex flex-col gap-3" data-testid="listing-gallery">
      <div className="relative aspect-[3/2] w-full overflow-hidden rounded-xl bg-muted">
        {/* eslint-disable-next-line @next/next/no-img-element -- getImageProps already made the optimized srcset; <img> keeps next/image's client code off the page */}
        <img {...current.large} alt={current.large.alt} />
      </div>
      {photos.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="All photos">
          {photos.map((photo, index) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setShown(index)}
                aria-label={photo.label}
                aria-pressed={index === shown}
                className={cx(
                  "relative block h-16 w-24 overflow-hidden rounded-md border-2 bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  index === shown ? "border-primary" : "border-transparent opacity-80 hover:opacity-100",
                )}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- as above: optimized by getImageProps */}
                <img {...photo.thumbnail} alt={photo.thumbnail.alt} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
