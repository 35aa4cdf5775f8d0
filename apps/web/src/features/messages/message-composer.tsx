"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { LIFECYCLE_LIMITS, sendMessageSchema, type SendMessageInput } from "@skyhire/validators";
import { Label, Textarea, SubmitButton } from "@skyhire/ui";
import { Send } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { FieldError } from "~/features/forms/field-error";

interface ComposerProps {
  conversationId: string;
  sending: boolean;
  /** Resolves when the message was stored; rejects (and the text stays) when it was not. */
  onSend: (values: SendMessageInput) => Promise<unknown>;
}

/**
 * The reply box, checked with the procedure's own schema. The text is cleared only after the
 * server stored the message, so a failure never loses what was typed. Ctrl/⌘+Enter sends.
 */
export function MessageComposer({ conversationId, sending, onSend }: ComposerProps) {
  const form = useForm<SendMessageInput>({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: { conversationId, body: "" },
  });
  const body = useWatch({ control: form.control, name: "body" });
  const error = form.formState.errors.body?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSend(values);
      form.reset({ conversationId, body: "" });
    } catch {
      // The caller reported it; the typed text stays for another try.
    }
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate aria-label="Send a message">
      <Label htmlFor="message-body" className="sr-only">
        Message
      </Label>
      <Textarea
        id="message-body"
        rows={3}
        placeholder="Write a message…"
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
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id="message-body-hint" className="text-xs text-muted-foreground">
          {(body ?? "").length.toLocaleString("en-US")}/{LIFECYCLE_LIMITS.messageBodyMax.toLocaleString("en-US")} ·
          Ctrl+Enter to send
        </p>
        <SubmitButton disabled={sending}>
          <Send aria-hidden="true" />
          {sending ? "Sending…" : "Send"}
        </SubmitButton>
      </div>
    </form>
  );
}
