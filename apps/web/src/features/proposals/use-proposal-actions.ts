"use client";

import { toast } from "@skyhire/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "~/trpc/react";
import { reportActionError } from "./errors";
import { useRefreshProposal } from "./use-proposal-cache";

/** Withdraw: reports the outcome in a toast and reads the job again (delivery is on the milestones card). */
export function useProposalActions(jobId: string) {
  const trpc = useTRPC();
  const refresh = useRefreshProposal(jobId);
  const withdraw = useMutation(trpc.proposals.withdraw.mutationOptions());

  return {
    withdraw: async (id: string) => {
      try {
        await withdraw.mutateAsync({ id });
        toast({ title: "Proposal withdrawn", description: "The customer no longer sees your proposal." });
      } catch (error) {
        reportActionError(error, "Could not withdraw the proposal");
      }
      await refresh();
    },
  };
}
