"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTRPC } from "~/trpc/react";

/** After a change to a proposal: read the job again, and the lists and figures that show it. */
export function useRefreshProposal(jobId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.proposals.byJob.queryKey({ jobId }) }),
        queryClient.invalidateQueries({ queryKey: trpc.proposals.mine.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.escrow.operatorEarnings.pathKey() }),
      ]),
    [queryClient, trpc, jobId],
  );
}
