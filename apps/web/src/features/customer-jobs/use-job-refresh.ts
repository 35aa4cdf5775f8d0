"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTRPC } from "~/trpc/react";

/**
 * After an action the job page reads the job again (statuses, flags, payment); the dashboard's
 * figures and job list, notifications and invoices are marked stale for their next visit.
 */
export function useJobRefresh(jobId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.escrow.customerStats.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.jobs.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.invoices.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.reviews.pathKey() }),
      // The Milestones card: after Accept it shows the chosen proposal's plan and its Fund buttons.
      queryClient.invalidateQueries({ queryKey: trpc.milestones.pathKey() }),
    ]);
    await queryClient.invalidateQueries({ queryKey: trpc.proposals.byJob.queryKey({ jobId }) });
  }, [jobId, queryClient, trpc]);
}
