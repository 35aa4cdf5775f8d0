"use client";

import { formatTotals } from "@skyhire/validators";

import { Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import { useQuery } from "@tanstack/react-query";
import { Briefcase, CheckCircle2, DollarSign, MessageSquare, type LucideIcon } from "lucide-react";
import { useTRPC } from "~/trpc/react";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";

interface Stat {
  id: string;
  title: string;
  /** One line per currency for money; one line otherwise. */
  value: string[];
  icon: LucideIcon;
}

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
  const spent = stats.data ? formatTotals(stats.data.totalSpent) : [placeholder];
  const cards: Stat[] = [
    { id: "active-jobs", title: "Active Jobs", value: figure(stats.data?.activeJobs), icon: Briefcase },
    { id: "proposals", title: "Proposals Received", value: figure(stats.data?.proposalsReceived), icon: MessageSquare },
    {
      id: "completed",
      title: "Completed Projects",
      value: figure(stats.data?.completedProjects),
      icon: CheckCircle2,
    },
    { id: "total-spent", title: "Total Spent", value: spent, icon: DollarSign },
  ];

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ id, title, value, icon: Icon }) => (
        <Card key={id} data-testid={`stat-${id}`} role="group" aria-labelledby={`stat-${id}-title`}>
          <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
            <CardTitle as="h2" id={`stat-${id}-title`} className="text-sm font-medium text-muted-foreground">
              {title}
            </CardTitle>
            <Icon className="size-5 text-primary" aria-hidden="true" />
          </CardHeader>
          <CardContent>
            <p
              className={value.length > 1 ? "flex flex-col text-2xl font-bold" : "text-3xl font-bold break-words"}
              data-testid={`stat-${id}-value`}
            >
              {value.length > 1 ? value.map((line) => <span key={line}>{line}</span>) : value[0]}
            </p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
