"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "~/trpc/react";
import { milestoneProgress, type MilestoneProgress } from "./progress";

/**
 * The chosen proposal's milestones (the same query as the milestones card, so no second request),
 * summed up for the cards around it; null before a proposal is chosen or while loading.
 */
export function useMilestoneProgress(jobId: string, chosen: boolean): MilestoneProgress | null {
  const trpc = useTRPC();
  const list = useQuery({ ...trpc.milestones.list.queryOptions({ id: jobId }), enabled: chosen });
  if (!chosen || !list.data) return null;
  return milestoneProgress(list.data.items);
}
