"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_LIMITS,
  ATTACHMENT_MESSAGES,
  LIFECYCLE_LIMITS,
  sendMessageSchema,
  type MessageAttachment,
  type SendMessageInput,
} from "@skyhire/validators";
import { Button, Label, Textarea, SubmitButton } from "@skyhire/ui";
import { Paperclip, Send, X } from "lucide-react";
import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FieldError } from "~/features/forms/field";
import { formatSize } from "~/lib/format";
import { uploadAttachment } from "./attachment-upload";

/** A file picked for the next message: uploading (with its progress), uploaded, or refused. */
interface PendingFile {
  key: string;
  name: string;
  size: number;
  progress: number;
  attachment: MessageAttachment | null;
  error: string | null;
}

interface ComposerProps {
  conversationId: string;
  sending: boolean;
  /** Resolves when the message was stored; rejects (and the text stays) when it was not. */
  onSend: (values: SendMessageInput) => Promise<unknown>;
}

/**
 * The reply box, checked with the procedure's own schema. The text is cleared only after the
 * server stored the message, so a failure never loses what was typed. Ctrl/⌘+Enter sends.
 * Attached files upload as soon as they are picked (resumable, features/messages/attachment-upload.ts);
 * the message waits until they are all uploaded and carries their ids.
 */
export function MessageComposer({ conversationId, sending, onSend }: ComposerProps) {
  const form = useForm<SendMessageInput>({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: { conversationId, body: "" },
  });
  const body = useWatch({ control: form.control, name: "body" });
  const error = form.formState.errors.body?.message;
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const uploading = files.some((f) => !f.attachment && !f.error);

  const update = (key: string, change: Partial<PendingFile>) =>
    setFiles((current) => current.map((f) => (f.key === key ? { ...f, ...change } : f)));

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = "";
    const room = ATTACHMENT_LIMITS.perMessage - files.filter((f) => !f.error).length;
    setFilesError(picked.length > room ? ATTACHMENT_MESSAGES.tooMany : null);
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
      uploadAttachment(file, conversationId, (sent, total) => update(pending.key, { progress: total ? sent / total : 0 }))
        .then((attachment) => update(pending.key, { attachment, progress: 1 }))
        .catch((failure: unknown) =>
          update(pending.key, { error: failure instanceof Error ? failure.message : ATTACHMENT_MESSAGES.uploadFailed(file.name) }),
        );
    }
  };

  const send = form.handleSubmit(async (values) => {
    if (uploading) return;
    try {
      await onSend(values);
      form.reset({ conversationId, body: "" });
      setFiles([]);
      setFilesError(null);
    } catch {
      // The caller reported it; the typed text and the files stay for another try.
    }
  });

  // The files travel with the form's values, so its schema sees them: text is optional beside a file.
  const submit = (event?: FormEvent) => {
    form.setValue("attachmentIds", files.flatMap((f) => (f.attachment ? [f.attachment.id] : [])));
    return send(event);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate aria-label="Send a message">
      <Label htmlFor="message-body" className="sr-only">
        Message
      </Label>
      <Textarea
        id="message-body"
        rows={3}
        placeholder="Write a message, or attach a file…"
        maxLength={LIFECYCLE_LIMITS.messageBodyMax}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "message-body-error" : "message-body-hint"}
        {...form.register("body")}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      <FieldError id="message-body-error" message={error} />
      {files.length > 0 ? (
        <ul aria-label="Attached files" className="flex flex-col gap-1">
          {files.map((f) => (
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
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove ${f.name}`}
                onClick={() => setFiles((current) => current.filter((other) => other.key !== f.key))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id="message-files-error" message={filesError ?? undefined} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id="message-body-hint" className="text-xs text-muted-foreground">
          {(body ?? "").length.toLocaleString("en-US")}/{LIFECYCLE_LIMITS.messageBodyMax.toLocaleString("en-US")} ·
          Ctrl+Enter to send
        </p>
        <div className="flex items-center gap-2">
          <input
            ref={picker}
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            className="sr-only"
            aria-label="Attach files"
            data-testid="attach-files"
            onChange={pick}
            tabIndex={-1}
          />
          <Button type="button" variant="outline" onClick={() => picker.current?.click()}>
            <Paperclip aria-hidden="true" />
            Attach
          </Button>
          <SubmitButton disabled={sending || uploading}>
            <Send aria-hidden="true" />
            {sending ? "Sending…" : uploading ? "Uploading…" : "Send"}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
