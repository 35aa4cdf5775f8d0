"use client";

import { ATTACHMENT_ACCEPT, ATTACHMENT_LIMITS, ATTACHMENT_MESSAGES, type MessageAttachment } from "@skyhire/validators";
import { Button } from "@skyhire/ui";
import { Paperclip, X } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import { FieldError } from "~/features/forms/field";
import { formatSize } from "~/lib/format";
import { uploadAttachment, type UploadPlace } from "./attachment-upload";

/** A file picked for the next message: uploading (with its progress), uploaded, or refused. */
interface PendingFile {
  key: string;
  name: string;
  size: number;
  progress: number;
  attachment: MessageAttachment | null;
  error: string | null;
}

export interface AttachmentPicker {
  files: PendingFile[];
  error: string | null;
  /** Some picked file is still on its way. */
  uploading: boolean;
  /** The ids of the uploaded files, for the message that carries them. */
  ids: () => string[];
  pick: (event: ChangeEvent<HTMLInputElement>) => void;
  remove: (key: string) => void;
  /** After the message was stored: the files went with it. */
  reset: () => void;
}

/**
 * The files of a message being written — a conversation's message or a dispute's opening or thread
 * message (its evidence). Each file uploads into `place` as soon as it is picked (resumable,
 * ./attachment-upload.ts), at most ATTACHMENT_LIMITS.perMessage of them.
 */
export function useAttachmentPicker(place: UploadPlace): AttachmentPicker {
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [error, setError] = useState<string | null>(null);

  const update = (key: string, change: Partial<PendingFile>) =>
    setFiles((current) => current.map((f) => (f.key === key ? { ...f, ...change } : f)));

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = "";
    const room = ATTACHMENT_LIMITS.perMessage - files.filter((f) => !f.error).length;
    setError(picked.length > room ? ATTACHMENT_MESSAGES.tooMany : null);
    const added = picked.slice(0, Math.max(room, 0)).map((file) => ({
      file,
      pending: {
        key: `${file.name}:${file.size}:${file.lastModified}:${Math.random()}`,
        name: file.name,
        size: file.size,
        progress: 0,
        attachment: null,
        error: null,
      } satisfies PendingFile,
    }));
    setFiles((current) => [...current, ...added.map((a) => a.pending)]);
    for (const { file, pending } of added) {
      uploadAttachment(file, place, (sent, total) => update(pending.key, { progress: total ? sent / total : 0 }))
        .then((attachment) => update(pending.key, { attachment, progress: 1 }))
        .catch((failure: unknown) =>
          update(pending.key, { error: failure instanceof Error ? failure.message : ATTACHMENT_MESSAGES.uploadFailed(file.name) }),
        );
    }
  };

  return {
    files,
    error,
    uploading: files.some((f) => !f.attachment && !f.error),
    ids: () => files.flatMap((f) => (f.attachment ? [f.attachment.id] : [])),
    pick,
    remove: (key) => setFiles((current) => current.filter((other) => other.key !== key)),
    reset: () => {
      setFiles([]);
      setError(null);
    },
  };
}

/** The picked files with their progress, size or refusal, each removable; and the too-many message. */
export function PendingAttachments({ picker, errorId }: { picker: AttachmentPicker; errorId: string }) {
  return (
    <>
      {picker.files.length > 0 ? (
        <ul aria-label="Attached files" className="flex flex-col gap-1">
          {picker.files.map((f) => (
            <li key={f.key} data-testid="pending-attachment" className="flex items-center gap-2 rounded-md border px-2 py-1 text-sm">
              <Paperclip className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{f.name}</span>
              <span className="shrink-0 text-xs text-muted-foreground">
                {f.error ? (
                  <span role="alert" className="text-destructive">
                    {f.error}
                  </span>
                ) : f.attachment ? (
                  formatSize(f.attachment.size)
                ) : (
                  `Uploading ${Math.round(f.progress * 100)}%`
                )}
              </span>
              <Button type="button" variant="ghost" size="sm" aria-label={`Remove ${f.name}`} onClick={() => picker.remove(f.key)}>
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={errorId} message={picker.error ?? undefined} />
    </>
  );
}

/** "Attach": a hidden file input (ATTACHMENT_ACCEPT) opened by a button. */
export function AttachButton({ picker, size }: { picker: AttachmentPicker; size?: "sm" }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        className="sr-only"
        aria-label="Attach files"
        data-testid="attach-files"
        onChange={picker.pick}
        tabIndex={-1}
      />
      <Button type="button" variant="outline" size={size} onClick={() => input.current?.click()}>
        <Paperclip aria-hidden="true" />
        Attach
      </Button>
    </>
  );
}
