"use client";

import { UPLOAD_PURPOSES, type UploadedFile } from "@skyhire/validators";
import { Button } from "@skyhire/ui";
import { FileText, X } from "lucide-react";
import { FilePicker } from "./file-picker";
import { useUploads } from "./use-uploads";

const DOCUMENT_ACCEPT = [".pdf", ".jpg", ".jpeg", ".png", ...UPLOAD_PURPOSES.licence.types].join(",");

interface DocumentUploadProps {
  purpose: "licence" | "insurance";
  /** Accessible name of the picker, e.g. "Upload Licence Document". */
  label: string;
  document: UploadedFile | undefined;
  onChange: (document: UploadedFile | undefined) => void;
}

/** One private document (licence or insurance): uploaded for real, readable by its owner and admins. */
export function DocumentUpload({ purpose, label, document, onChange }: DocumentUploadProps) {
  const { upload } = useUploads();

  async function onFiles(files: File[]) {
    const file = files[0];
    if (!file) return;
    const stored = await upload(file, purpose);
    if (stored) onChange(stored);
  }

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium">Document</span>
      {document ? (
        <div className="flex min-w-0 flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-sm">
          <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <a
            href={document.url}
            target="_blank"
            rel="noopener noreferrer"
            className="min-w-0 flex-1 truncate font-medium text-primary underline-offset-4 hover:underline"
          >
            {document.name}
          </a>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Remove ${document.name}`}
            onClick={() => onChange(undefined)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <FilePicker
        label={document ? `Replace ${label.replace(/^Upload /, "")}` : label}
        accept={DOCUMENT_ACCEPT}
        onFiles={onFiles}
        hint="PDF, JPG or PNG, up to 10MB"
      />
    </div>
  );
}
