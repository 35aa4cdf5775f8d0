"use client";

import { buttonVariants, cn } from "@skyhire/ui";
import { Upload } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { useHydrated } from "@skyhire/ui";

interface FilePickerProps {
  /** The button's text, also the input's accessible name. */
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Called with the chosen files; the picker shows "Uploading…" until it settles. */
  onFiles: (files: File[]) => Promise<void>;
  hint?: string;
}

/**
 * A file input styled as a button; the real input stays focusable and labelled for keyboards. It is
 * disabled until the page's script runs: a file chosen before that would have nowhere to go.
 */
export function FilePicker({ label, accept, multiple, disabled, onFiles, hint }: FilePickerProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    // Cleared at once so choosing the same file again fires a change.
    input.value = "";
    if (files.length === 0) return;
    setBusy(true);
    try {
      await onFiles(files);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled || busy || !hydrated}
        onChange={(event) => void onChange(event)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        aria-busy={busy}
        className={cn(
          buttonVariants({ variant: "outline", size: "sm" }),
          "w-fit cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        )}
      >
        <Upload aria-hidden="true" />
        {busy ? "Uploading…" : label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
