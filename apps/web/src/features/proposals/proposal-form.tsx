"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { createProposalSchema, type CreateProposalInput, type CreateProposalValues } from "@skyhire/validators";
import { SubmitButton } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { redirectToLogin } from "~/features/shell/logged-out";
import { isUnauthorizedError } from "~/lib/http-error";
import { useTRPC } from "~/trpc/react";
import { serverMessage } from "./errors";
import { FormAlert } from "./form-alert";
import { MilestoneFields } from "./milestone-fields";
import { ProposalFields } from "./proposal-fields";
import { useRefreshProposal } from "./use-proposal-cache";

/** Send a proposal for an open job (proposals.create, the lifecycle's createProposalSchema). */
export function ProposalForm({ jobId, currency }: { jobId: string; currency: string }) {
  const trpc = useTRPC();
  const refresh = useRefreshProposal(jobId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<CreateProposalInput, unknown, CreateProposalValues>({
    resolver: zodResolver(createProposalSchema),
    defaultValues: { jobId, quote: "", timeline: "", message: "" },
  });
  const create = useMutation(trpc.proposals.create.mutationOptions());
  const { errors, isSubmitting } = form.formState;
  const message = form.watch("message");

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await create.mutateAsync(values);
    } catch (error) {
      if (isUnauthorizedError(error)) redirectToLogin();
      else setRefusal(serverMessage(error));
      return;
    }
    toast({ title: "Proposal sent", description: "The customer has been notified of your proposal." });
    await refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-testid="proposal-form" aria-label="Send a proposal">
      <ProposalFields
        idPrefix="new-proposal"
        currency={currency}
        fields={{
          quote: form.register("quote"),
          timeline: form.register("timeline"),
          message: form.register("message"),
        }}
        errors={{ quote: errors.quote?.message, timeline: errors.timeline?.message, message: errors.message?.message }}
        messageLength={message.length}
        onPickTimeline={(label) => form.setValue("timeline", label, { shouldDirty: true, shouldValidate: true })}
      />
      <MilestoneFields form={form} currency={currency} />
      <FormAlert message={refusal} />
      <SubmitButton disabled={isSubmitting} className="w-full sm:w-auto sm:self-start">
        <Send aria-hidden="true" />
        {isSubmitting ? "Sending…" : "Send Proposal"}
      </SubmitButton>
    </form>
  );
}
