"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  editableMilestonePlans,
  proposalContentSchema,
  typedAmount,
  typedQuote,
  type MilestonePlanInput,
  type ProposalContentInput,
  type ProposalContentValues,
} from "@skyhire/validators";
import { Button, SubmitButton } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
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
import type { OwnProposal } from "./types";
import { useRefreshProposal } from "./use-proposal-cache";

/** Changing one's own pending proposal: what it says now, and how to leave the form. */
interface ProposalEdit {
  /** `quote` and the milestones' amounts as the operator typed them (nets when tax is added on top). */
  proposal: Pick<OwnProposal, "id" | "quote" | "timeline" | "message">;
  milestones: MilestonePlanInput[];
  onDone: () => void;
}

interface ProposalFormProps {
  jobId: string;
  currency: string;
  /** Absent: a new proposal for an open job (proposals.create). Present: an edit (proposals.update). */
  edit?: ProposalEdit;
}

/** The same fields either way; the two forms differ in their name, their toast and their buttons. */
const COPY = {
  create: {
    testId: "proposal-form",
    label: "Send a proposal",
    idPrefix: "new-proposal",
    toast: { title: "Proposal sent", description: "The customer has been notified of your proposal." },
  },
  edit: {
    testId: "edit-proposal-form",
    label: "Edit your proposal",
    idPrefix: "edit-proposal",
    toast: { title: "Proposal updated", description: "The customer sees your new quote, timeline, message and milestones." },
  },
} as const;

/** Send a proposal for an open job, or change one's own pending one (the lifecycle's proposalContentSchema). */
export function ProposalForm({ jobId, currency, edit }: ProposalFormProps) {
  const trpc = useTRPC();
  const refresh = useRefreshProposal(jobId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const copy = edit ? COPY.edit : COPY.create;
  const form = useForm<ProposalContentInput, unknown, ProposalContentValues>({
    resolver: zodResolver(proposalContentSchema),
    defaultValues: edit
      ? { quote: edit.proposal.quote, timeline: edit.proposal.timeline, message: edit.proposal.message, milestones: edit.milestones }
      : { quote: "", timeline: "", message: "" },
  });
  // The amounts typed are charged at the operator's tax details (the preview says how).
  const taxDetails = useQuery(trpc.profiles.operator.taxDetails.queryOptions());
  const create = useMutation(trpc.proposals.create.mutationOptions());
  const update = useMutation(trpc.proposals.update.mutationOptions());
  const { errors, isSubmitting } = form.formState;
  const message = form.watch("message");
  const quote = form.watch("quote");
  const milestones = form.watch("milestones") ?? [];

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      if (edit) await update.mutateAsync({ id: edit.proposal.id, ...values });
      else await create.mutateAsync({ jobId, ...values });
    } catch (error) {
      if (isUnauthorizedError(error)) redirectToLogin();
      else setRefusal(serverMessage(error));
      return;
    }
    toast(copy.toast);
    await refresh();
    edit?.onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-testid={copy.testId} aria-label={copy.label}>
      <ProposalFields
        idPrefix={copy.idPrefix}
        currency={currency}
        fields={{
          quote: form.register("quote"),
          timeline: form.register("timeline"),
          message: form.register("message"),
        }}
        errors={{ quote: errors.quote?.message, timeline: errors.timeline?.message, message: errors.message?.message }}
        messageLength={message.length}
        quote={typeof quote === "number" ? String(quote) : quote}
        milestoneAmounts={milestones.map((m) => String(m.amount))}
        seller={taxDetails.isPending ? undefined : (taxDetails.data ?? null)}
        onPickTimeline={(label) => form.setValue("timeline", label, { shouldDirty: true, shouldValidate: true })}
      />
      <MilestoneFields form={form} currency={currency} />
      <FormAlert message={refusal} />
      {edit ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <SubmitButton disabled={isSubmitting}>{isSubmitting ? "Saving…" : "Save Changes"}</SubmitButton>
          <Button type="button" variant="outline" onClick={edit.onDone} disabled={isSubmitting}>
            Cancel
          </Button>
        </div>
      ) : (
        <SubmitButton disabled={isSubmitting} className="w-full sm:w-auto sm:self-start">
          <Send aria-hidden="true" />
          {isSubmitting ? "Sending…" : "Send Proposal"}
        </SubmitButton>
      )}
    </form>
  );
}

/** The edit form opens with the proposal's current milestones, once they are loaded. */
export function EditProposalForm({
  jobId,
  currency,
  proposal,
  onDone,
}: { jobId: string; currency: string; proposal: Pick<OwnProposal, "id" | "quote" | "timeline" | "message" | "tax">; onDone: () => void }) {
  const trpc = useTRPC();
  const plan = useQuery(trpc.milestones.list.queryOptions({ id: jobId }));
  if (plan.isPending) {
    return (
      <p className="text-sm text-muted-foreground" role="status">
        Loading your proposal…
      </p>
    );
  }
  // The figures the operator typed: nets, when their tax was added on top.
  const quote = typedQuote(proposal);
  const own = (plan.data?.items ?? [])
    .filter((m) => m.proposalId === proposal.id)
    .map((m) => ({ ...m, amount: typedAmount(m.amount, proposal.tax) }));
  return (
    <ProposalForm
      jobId={jobId}
      currency={currency}
      edit={{ proposal: { ...proposal, quote }, milestones: editableMilestonePlans(quote, own), onDone }}
    />
  );
}
