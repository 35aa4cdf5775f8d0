"use client";

import { formatTotals } from "@skyhire/validators";

import { useQuery } from "@tanstack/react-query";
import { Briefcase, CheckCircle2, MessageSquare, Wallet } from "lucide-react";
import { StatGrid, type Stat } from "~/features/dashboard/stat-grid";
import { useTRPC } from "~/trpc/react";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";

/**
 * The four figures from the data (the job-lifecycle issue makes the spec's fixed Proposals 0 and
 * Total Spent $0 real): Active Jobs (open + in_progress), Proposals Received, Completed Projects,
 * and Total Spent per currency (money held in escrow or released; refunds excluded).
 */
export function CustomerStatCards() {
  const trpc = useTRPC();
  const stats = useQuery(trpc.escrow.customerStats.queryOptions());
  useLoginRedirectOn401(stats.error);

  const placeholder = stats.isPending ? "…" : "—";
  const figure = (n: number | undefined) => [n !== undefined ? n.toLocaleString("en-US") : placeholder];
  // Per currency; nothing spent yet reads zero in the customer's own currency, not in dollars.
  const spent = stats.data ? formatTotals(stats.data.totalSpent, stats.data.currency) : [placeholder];
  const cards: Stat[] = [
    { id: "active-jobs", title: "Active Jobs", value: figure(stats.data?.activeJobs), icon: Briefcase },
    { id: "proposals", title: "Proposals Received", value: figure(stats.data?.proposalsReceived), icon: MessageSquare },
    {
      id: "completed",
      title: "Completed Projects",
      value: figure(stats.data?.completedProjects),
      icon: CheckCircle2,
    },
    { id: "total-spent", title: "Total Spent", value: spent, icon: Wallet },
  ];

  return <StatGrid stats={cards} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" />;
}
