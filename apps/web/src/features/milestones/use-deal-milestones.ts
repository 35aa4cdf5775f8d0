"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "~/trpc/react";

/** Where a deal of several milestones stands, for the job page's cards around the milestones card. */
export interface DealMilestones {
  total: number;
  delivered: number;
  /** Funded and not yet delivered (or being charged). */
  inWork: number;
  /** The first milestone still to fund, if any. */
  nextToFund: { position: number; title: string } | null;
  /** The position and title of each milestone's payment, by payment id. */
  byPayment: ReadonlyMap<string, { position: number; title: string }>;
}

/**
 * The job's milestones (the same query as the milestones card, so no second request), summed up for
 * a deal; null for a single payment or while loading.
 */
export function useDealMilestones(jobId: string, isDeal: boolean): DealMilestones | null {
  const trpc = useTRPC();
  const list = useQuery({ ...trpc.milestones.list.queryOptions({ id: jobId }), enabled: isDeal });
  if (!isDeal || !list.data) return null;
  const items = list.data.items;
  return {
    total: items.length,
    delivered: items.filter((m) => m.state === "delivered").length,
    inWork: items.filter((m) => m.state === "funded" || m.state === "funding").length,
    nextToFund: items.find((m) => m.state === "unfunded") ?? null,
    byPayment: new Map(items.flatMap((m) => (m.paymentId ? [[m.paymentId, { position: m.position, title: m.title }] as const] : []))),
  };
}
