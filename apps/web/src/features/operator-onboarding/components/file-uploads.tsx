"use client";

import { buttonVariants, cn } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { UPLOAD_MESSAGES, type UploadedFile, type UploadPurpose } from "@skyhire/validators";
import { FileText, Upload, X } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { formatSize } from "~/lib/format";
import { UploadError, uploadFile } from "~/lib/upload";
import { TOASTS } from "../copy";

function reportUploadFailure(error: unknown) {
  const title = error instanceof UploadError && error.isTooLarge ? UPLOAD_MESSAGES.fileTooLargeTitle : TOASTS.uploadFailed.title;
  const description = error instanceof Error ? error.message : "Upload failed. Please try again.";
  toast({ title, description, variant: "destructive" });
}

interface PickerProps {
  /** The button's text. */
  label: string;
  /** The file input's accessible name, unique on the page (e.g. "Licence 1 document"). */
  inputLabel: string;
  accept: string;
  multiple?: boolean;
  busy: boolean;
  onFiles: (files: File[]) => void;
}

/** A file input styled as a button; the real input stays focusable and named for keyboards and tests. */
function Picker({ label, inputLabel, accept, multiple, busy, onFiles }: PickerProps) {
  const id = useId();
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.currentTarget.files ?? []);
    // Cleared at once so choosing the same file again fires a change.
    event.currentTarget.value = "";
    if (files.length > 0) onFiles(files);
  }
  return (
    <div>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={busy}
        aria-label={inputLabel}
        onChange={onChange}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        aria-hidden="true"
        className={cn(
          buttonVariants({ variant: "outline", size: "sm" }),
          "w-fit cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        )}
      >
        <Upload aria-hidden="true" />
        {busy ? "Uploading…" : label}
      </label>
    </div>
  );
}

interface DocumentUploadProps {
  label: string;
  inputLabel: string;
  purpose: Extract<UploadPurpose, "licence" | "insurance">;
  value: UploadedFile | null | undefined;
  onChange: (file: UploadedFile | null) => void;
}

/** One document (licence or insurance certificate): PDF, JPG or PNG, stored through POST /api/uploads. */
export function DocumentUpload({ label, inputLabel, purpose, value, onChange }: DocumentUploadProps) {
  const [busy, setBusy] = useState(false);
  async function upload(files: File[]) {
    const [file] = files;
    if (!file) return;
    setBusy(true);
    try {
      onChange(await uploadFile(file, purpose));
    } catch (error) {
      reportUploadFailure(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col gap-2">
      {value ? (
        <div className="flex min-w-0 items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm">
          <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <a href={value.url} target="_blank" rel="noreferrer" className="min-w-0 truncate font-medium underline-offset-4 hover:underline">
            {value.name}
          </a>
          <span className="shrink-0 text-xs text-muted-foreground">{formatSize(value.size)}</span>
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label={`Remove ${value.name}`}
            className="ml-auto shrink-0 rounded p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
      <Picker
        label={value ? "Replace File" : label}
        inputLabel={inputLabel}
        accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
        busy={busy}
        onFiles={(files) => void upload(files)}
      />
      <p className="text-xs text-muted-foreground">PDF, JPG or PNG, up to 10MB.</p>
    </div>
  );
}

interface ImagesUploadProps {
  inputLabel: string;
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
}

/** A portfolio item's images, stored through POST /api/uploads (purpose portfolio). */
export function ImagesUpload({ inputLabel, value, onChange }: ImagesUploadProps) {
  const [busy, setBusy] = useState(false);
  async function upload(files: File[]) {
    setBusy(true);
    const added: UploadedFile[] = [];
    try {
      // One after the other: each file's failure is reported, the others still go through.
      for (const file of files) {
        try {
          added.push(await uploadFile(file, "portfolio"));
        } catch (error) {
          reportUploadFailure(error);
        }
      }
    } finally {
      if (added.length > 0) onChange([...value, ...added]);
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {value.map((file) => (
            <li key={file.url} className="relative overflow-hidden rounded-md border">
              {/* A plain <img>: our own upload, served by /api/uploads; no optimiser round trip. */}
              <img src={file.url} alt={file.name} className="aspect-square w-full object-cover" />
              <button
                type="button"
                onClick={() => onChange(value.filter((f) => f.url !== file.url))}
                aria-label={`Remove ${file.name}`}
                className="absolute top-1 right-1 rounded-full bg-background/90 p-1 shadow"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Picker
        label="Upload Images"
        inputLabel={inputLabel}
        accept="image/png,image/jpeg,image/webp,image/gif"
        multiple
        busy={busy}
        onFiles={(files) => void upload(files)}
      />
      <p className="text-xs text-muted-foreground">PNG, JPG, WebP or GIF, up to 10MB each.</p>
    </div>
  );
}
