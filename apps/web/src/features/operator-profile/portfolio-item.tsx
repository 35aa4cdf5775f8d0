"use client";

import { UPLOAD_PURPOSES, type UploadedFile } from "@skyhire/validators";
import { Button, Input, Label, Textarea } from "@skyhire/ui";
import { FileIcon, Trash2, X } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { useEditorForm } from "./editor-form";
import { FilePicker } from "./file-picker";
import { useUploads } from "./use-uploads";

const MEDIA_ACCEPT = UPLOAD_PURPOSES.portfolio.types.join(",");

/** One portfolio item: title, description and its media list (each file ≤ 10MB, uploaded for real). */
export function PortfolioItemEditor({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { register, control } = useEditorForm();
  const { upload } = useUploads();
  const media = useFieldArray({ control, name: `portfolioItems.${index}.media`, keyName: "key" });
  const id = (field: string) => `portfolio-${index}-${field}`;

  async function onFiles(files: File[]) {
    // One after another: each refusal gets its own toast, and the order on screen is the order chosen.
    for (const file of files) {
      const stored = await upload(file, "portfolio");
      if (stored) media.append(stored);
    }
  }

  return (
    <div className="flex flex-col gap-4 rounded-lg border p-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={id("title")}>Project Title</Label>
        <Input id={id("title")} maxLength={200} {...register(`portfolioItems.${index}.title`)} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={id("description")}>Project Description</Label>
        <Textarea id={id("description")} rows={3} maxLength={2000} {...register(`portfolioItems.${index}.description`)} />
      </div>

      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">Media</span>
        {media.fields.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Media">
            {media.fields.map((file, mediaIndex) => (
              <li key={file.key} className="relative overflow-hidden rounded-md border bg-muted">
                <MediaPreview file={file} />
                <p className="truncate px-2 py-1 text-xs" title={file.name}>
                  {file.name}
                </p>
                <Button
                  type="button"
                  variant="secondary"
                  size="icon"
                  aria-label={`Remove ${file.name}`}
                  className="absolute top-1 right-1 size-7"
                  onClick={() => media.remove(mediaIndex)}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <FilePicker
          label="Add Media"
          accept={MEDIA_ACCEPT}
          multiple
          onFiles={onFiles}
          hint="Images or videos, up to 10MB each"
        />
      </div>

      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={onRemove}>
        <Trash2 aria-hidden="true" />
        Remove Item
      </Button>
    </div>
  );
}

function MediaPreview({ file }: { file: UploadedFile }) {
  if (file.type.startsWith("image/")) {
    // Not the bare file name: that is the caption right below, and would be read twice.
    return <img src={file.url} alt={`Portfolio image ${file.name}`} className="aspect-video w-full object-cover" />;
  }
  if (file.type.startsWith("video/")) {
    return <video src={file.url} controls muted preload="metadata" className="aspect-video w-full bg-black" />;
  }
  return (
    <div className="flex aspect-video items-center justify-center">
      <FileIcon className="size-8 text-muted-foreground" aria-hidden="true" />
    </div>
  );
}
