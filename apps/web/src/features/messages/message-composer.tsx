"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { LIFECYCLE_LIMITS, sendMessageSchema, type SendMessageInput } from "@skyhire/validators";
import { Label, Textarea, SubmitButton } from "@skyhire/ui";
import { Send } from "lucide-react";
import { type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FieldError } from "~/features/forms/field";
import { useSubmitOnce } from "~/features/forms/submit-once";
import { AttachButton, PendingAttachments, useAttachmentPicker } from "./attachment-picker";

interface ComposerProps {
  conversationId: string;
  sending: boolean;
  /** Resolves when the message was stored; rejects (and the text stays) when it was not. */
  onSend: (values: SendMessageInput) => Promise<unknown>;
}

/**
 * The reply box, checked with the procedure's own schema. The text is cleared only after the
 * server stored the message, so a failure never loses what was typed. Ctrl/⌘+Enter sends.
 * Attached files upload as soon as they are picked (./attachment-picker.tsx);
 * the message waits until they are all uploaded and carries their ids.
 */
export function MessageComposer({ conversationId, sending, onSend }: ComposerProps) {
  const form = useForm<SendMessageInput>({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: { conversationId, body: "" },
  });
  const body = useWatch({ control: form.control, name: "body" });
  const error = form.formState.errors.body?.message;
  const picker = useAttachmentPicker({ conversationId });
  const { uploading } = picker;

  const send = form.handleSubmit(async (values) => {
    if (uploading) return;
    try {
      await onSend(values);
      form.reset({ conversationId, body: "" });
      picker.reset();
    } catch {
      // The caller reported it; the typed text and the files stay for another try.
    }
  });

  // The files travel with the form's values, so its schema sees them: text is optional beside a file.
  const submit = useSubmitOnce((event?: FormEvent) => {
    form.setValue("attachmentIds", picker.ids());
    return send(event);
  });

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
      <PendingAttachments picker={picker} errorId="message-files-error" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id="message-body-hint" className="text-xs text-muted-foreground">
          {(body ?? "").length.toLocaleString("en-US")}/{LIFECYCLE_LIMITS.messageBodyMax.toLocaleString("en-US")} ·
          Ctrl+Enter to send
        </p>
        <div className="flex items-center gap-2">
          <AttachButton picker={picker} />
          <SubmitButton disabled={sending || uploading}>
            <Send aria-hidden="true" />
            {sending ? "Sending…" : uploading ? "Uploading…" : "Send"}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
