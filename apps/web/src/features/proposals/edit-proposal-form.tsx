"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  editableMilestonePlans,
  updateProposalSchema,
  type MilestonePlanInput,
  type UpdateProposalInput,
  type UpdateProposalValues,
} from "@skyhire/validators";
import { Button, SubmitButton } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { redirectToLogin } from "~/features/shell/logged-out";
import { isUnauthorizedError } from "~/lib/http-error";
import { useTRPC } from "~/trpc/react";
import { serverMessage } from "./errors";
import { FormAlert } from "./form-alert";
import { MilestoneFields } from "./milestone-fields";
import { ProposalFields } from "./proposal-fields";
import type { OwnProposal } from "./types";
import { useRefreshProposal } from "./use-proposal-cache";

interface EditProposalFormProps {
  jobId: string;
  proposal: Pick<OwnProposal, "id" | "quote" | "timeline" | "message">;
  currency: string;
  onDone: () => void;
}

/**
 * Change one's own pending proposal (proposals.update, the lifecycle's updateProposalSchema),
 * milestones included: the form opens with the proposal's current milestones, once they are loaded.
 */
export function EditProposalForm(props: EditProposalFormProps) {
  const trpc = useTRPC();
  const plan = useQuery(trpc.milestones.list.queryOptions({ id: props.jobId }));
  if (plan.isPending) {
    return (
      <p className="text-sm text-muted-foreground" role="status">
        Loading your proposal…
      </p>
    );
  }
  const own = (plan.data?.items ?? []).filter((m) => m.proposalId === props.proposal.id);
  return <EditProposalFields {...props} milestones={editableMilestonePlans(props.proposal.quote, own)} />;
}

function EditProposalFields({
  jobId,
  proposal,
  currency,
  onDone,
  milestones,
}: EditProposalFormProps & { milestones: MilestonePlanInput[] }) {
  const trpc = useTRPC();
  const refresh = useRefreshProposal(jobId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<UpdateProposalInput, unknown, UpdateProposalValues>({
    resolver: zodResolver(updateProposalSchema),
    defaultValues: { id: proposal.id, quote: proposal.quote, timeline: proposal.timeline, message: proposal.message, milestones },
  });
  const update = useMutation(trpc.proposals.update.mutationOptions());
  const { errors, isSubmitting } = form.formState;
  const message = form.watch("message");

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await update.mutateAsync(values);
    } catch (error) {
      if (isUnauthorizedError(error)) redirectToLogin();
      else setRefusal(serverMessage(error));
      return;
    }
    toast({ title: "Proposal updated", description: "The customer sees your new quote, timeline, message and milestones." });
    await refresh();
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-testid="edit-proposal-form" aria-label="Edit your proposal">
      <ProposalFields
        idPrefix="edit-proposal"
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
      <div className="flex flex-col gap-2 sm:flex-row">
        <SubmitButton disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Save Changes"}
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
