"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { supportRequestSchema, type SupportRequestInput } from "@skyhire/validators";
import { Input, SubmitButton, Textarea } from "@skyhire/ui";
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { FormAlert } from "~/features/forms/alert";
import { describedBy, FormField } from "~/features/forms/field";
import { errorText } from "~/lib/http-error";
import { useTRPC } from "~/trpc/react";

interface SupportFormProps {
  /** The signed-in account's address; null asks for one. */
  accountEmail: string | null;
  /** The job the request is about (from a job page's link). */
  jobId: string | null;
}

/**
 * The support form. Signed in, the request opens (or continues) the user's support thread with the
 * admins, answered in Messages; signed out, it goes to every admin by e-mail, with a receipt.
 */
export function SupportForm({ accountEmail, jobId }: SupportFormProps) {
  const trpc = useTRPC();
  const send = useMutation(trpc.support.request.mutationOptions());
  const form = useForm<SupportRequestInput>({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: { email: "", subject: "", message: "", jobId: jobId ?? "" },
  });
  const { errors, isSubmitting } = form.formState;
  const error = (name: keyof SupportRequestInput) => errors[name]?.message;

  if (send.isSuccess) {
    const receipt = send.data;
    return (
      <div role="status" className="flex flex-col gap-2 rounded-md border border-green-200 bg-green-50 p-4 text-green-900">
        <p className="font-semibold">Your message was sent to the Skyhire team.</p>
        {receipt.channel === "thread" ? (
          <p className="text-sm">
            An admin will answer in your messages.{" "}
            <Link href={`/messages/${receipt.conversationId}`} className="font-medium underline underline-offset-4">
              Open the conversation
            </Link>
          </p>
        ) : (
          <p className="text-sm">
            An admin will answer by e-mail to <span className="font-medium break-all">{receipt.replyTo}</span>. A copy of your
            message is on its way there.
          </p>
        )}
      </div>
    );
  }

  const onSubmit = form.handleSubmit(async (values) => {
    await send.mutateAsync(values).catch(() => undefined);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Contact support">
      {send.isError ? (
        <FormAlert>
          {errorText(send.error)}
        </FormAlert>
      ) : null}
      {accountEmail ? (
        <p className="text-sm text-muted-foreground">
          Signed in as <span className="font-medium break-all text-foreground">{accountEmail}</span>: we answer in your{" "}
          <Link href="/messages" className="font-medium text-primary underline-offset-4 hover:underline">
            messages
          </Link>
          .
        </p>
      ) : (
        <FormField id="support-email" label="Your email" error={error("email")} hint="We answer by e-mail.">
          <Input {...describedBy("support-email", error("email"), true)} type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
      )}
      {jobId ? (
        <p className="text-sm text-muted-foreground">
          About{" "}
          <Link href={`/jobs/${jobId}`} className="font-medium text-primary underline-offset-4 hover:underline">
            this job
          </Link>
          : the admins see it with your message.
        </p>
      ) : null}
      <FormField id="support-subject" label="Subject" error={error("subject")}>
        <Input {...describedBy("support-subject", error("subject"))} {...form.register("subject")} />
      </FormField>
      <FormField id="support-message" label="Message" error={error("message")} hint="What happened, and what you would like us to do.">
        <Textarea {...describedBy("support-message", error("message"), true)} rows={7} {...form.register("message")} />
      </FormField>
      <SubmitButton disabled={isSubmitting} className="w-full sm:w-auto sm:self-end">
        {isSubmitting ? "Sending…" : "Send to Support"}
      </SubmitButton>
    </form>
  );
}
