"use client";

import {
  LISTING_PHOTO_LIMITS,
  LISTING_PHOTO_MESSAGES,
  LISTING_PHOTO_TYPES,
  type ListingPhoto,
  type ListingPhotoInput,
} from "@skyhire/validators";
import { Badge, Button, Input, Label } from "@skyhire/ui";
import { ArrowLeft, ArrowRight, ImagePlus, Loader2, Trash2 } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import { ListingPhotoImage } from "~/features/listing-photos/listing-photo-image";
import { uploadListingPhoto } from "~/lib/upload";

interface PhotoPickerProps {
  /** The form's photos in order: the first is the cover. */
  value: readonly ListingPhotoInput[];
  onChange: (next: ListingPhotoInput[]) => void;
  /** The form's photos right now (uploads finishing one after another each add to the latest list). */
  current: () => readonly ListingPhotoInput[];
  /** The photos the listing already has (to show them before any upload). */
  initial: readonly ListingPhoto[];
  onUploadingChange: (uploading: boolean) => void;
  disabled?: boolean;
  describedBy?: string;
}

const MAX = LISTING_PHOTO_LIMITS.max;

/**
 * Photos of a listing: add (each file is uploaded at once and re-encoded by the server), remove,
 * move earlier or later (the first is the cover shown on the browse card), and alt text for each.
 */
export function PhotoPicker({ value, onChange, current, initial, onUploadingChange, disabled, describedBy }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [known, setKnown] = useState<ReadonlyMap<string, ListingPhoto>>(() => new Map(initial.map((p) => [p.id, p])));
  const [uploading, setUploading] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const change = onChange;

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    const room = MAX - current().length;
    const refused: string[] = files.length > room ? [LISTING_PHOTO_MESSAGES.tooMany] : [];
    const chosen = files.slice(0, Math.max(room, 0));
    setProblems(refused);
    if (chosen.length === 0) return;
    setUploading(chosen.length);
    onUploadingChange(true);
    for (const [index, file] of chosen.entries()) {
      try {
        const photo = await uploadListingPhoto(file);
        setKnown((map) => new Map(map).set(photo.id, photo));
        const now = current();
        if (now.length < MAX) change([...now, { id: photo.id, alt: "" }]);
      } catch (error) {
        refused.push(error instanceof Error ? error.message : "Upload failed. Please try again.");
        setProblems([...refused]);
      }
      setUploading(chosen.length - index - 1);
    }
    onUploadingChange(false);
  }

  function move(from: number, to: number) {
    const next = [...value];
    const [photo] = next.splice(from, 1);
    if (!photo) return;
    next.splice(to, 0, photo);
    change(next);
  }

  const full = value.length >= MAX;
  const canAdd = !disabled && !full && uploading === 0;
  return (
    <div className="flex flex-col gap-3" aria-describedby={describedBy}>
      {value.length > 0 ? (
        <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="photo-picker-list">
          {value.map((item, index) => {
            const photo = known.get(item.id);
            const n = index + 1;
            return (
              <li key={item.id} className="flex flex-col gap-2 rounded-lg border p-2" data-testid="picked-photo">
                <div className="relative aspect-[3/2] overflow-hidden rounded-md bg-muted">
                  {photo ? (
                    <ListingPhotoImage
                      photo={photo}
                      fallbackAlt={`Photo ${n}`}
                      sizes="(min-width: 640px) 320px, 100vw"
                      unoptimized
                      className="absolute inset-0 size-full object-cover"
                    />
                  ) : null}
                  {index === 0 ? (
                    <Badge className="absolute top-2 left-2" data-testid="cover-badge">
                      Cover
                    </Badge>
                  ) : null}
                </div>
                <Label htmlFor={`photo-alt-${index}`} className="text-xs">
                  Alt text for photo {n}
                </Label>
                <Input
                  id={`photo-alt-${index}`}
                  value={item.alt ?? ""}
                  maxLength={LISTING_PHOTO_LIMITS.altMax}
                  placeholder="What the photo shows"
                  disabled={disabled}
                  onChange={(event) =>
                    change(value.map((p, k) => (k === index ? { ...p, alt: event.target.value } : p)))
                  }
                />
                <div className="flex gap-1">
                  {([
                    { to: index - 1, label: "earlier", Icon: ArrowLeft },
                    { to: index + 1, label: "later", Icon: ArrowRight },
                  ] as const).map(({ to, label, Icon }) => (
                    <Button
                      key={label}
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={disabled || to < 0 || to >= value.length}
                      onClick={() => move(index, to)}
                      aria-label={`Move photo ${n} ${label}`}
                    >
                      <Icon aria-hidden="true" />
                    </Button>
                  ))}
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="ml-auto"
                    disabled={disabled}
                    onClick={() => change(value.filter((_, k) => k !== index))}
                    aria-label={`Remove photo ${n}`}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id="listing-photos-input"
          aria-label="Listing photos"
          type="file"
          accept={LISTING_PHOTO_TYPES.join(",")}
          multiple
          className="sr-only"
          disabled={!canAdd}
          onChange={(event) => void onFiles(event)}
          data-testid="photo-input"
        />
        <Button type="button" variant="outline" disabled={!canAdd} onClick={() => input.current?.click()}>
          {uploading > 0 ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ImagePlus aria-hidden="true" />}
          {uploading > 0 ? `Uploading ${uploading}…` : "Add photos"}
        </Button>
        <p className="text-xs text-muted-foreground" id="photos-hint">
          {value.length} of {MAX} photos · JPG, PNG or WebP up to 10MB · the first is the cover
        </p>
      </div>
      {problems.length > 0 ? (
        <ul role="alert" className="text-sm text-destructive" data-testid="photo-picker-errors">
          {problems.map((problem, index) => (
            <li key={index}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
