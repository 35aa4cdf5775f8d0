"use client";

import { Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import { Briefcase, DollarSign, TrendingUp, UserCheck, Users, type LucideIcon } from "lucide-react";
import { formatCents, formatCount } from "../format";
import type { DemoOverview } from "../types";
import { useDemoTick } from "./tick-context";
import { figureAt } from "./ticker";

const ICONS: Record<string, LucideIcon> = {
  operators: UserCheck,
  customers: Users,
  jobs: Briefcase,
  gmv: DollarSign,
};

/** Marketplace metrics that tick up every 15 seconds. */
export function MetricsGrid({ metrics }: { metrics: DemoOverview["metrics"] }) {
  const { tick } = useDemoTick();
  return (
    <section aria-labelledby="demo-metrics-heading">
      <h2 id="demo-metrics-heading" className="sr-only">
        Marketplace metrics
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {metrics.map((metric) => {
          const Icon = ICONS[metric.id] ?? TrendingUp;
          const value = figureAt(metric, tick);
          return (
            <Card key={metric.id} role="group" aria-labelledby={`metric-${metric.id}`} data-testid={`demo-metric-${metric.id}`}>
              <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
                <CardTitle id={`metric-${metric.id}`} className="text-sm font-medium text-muted-foreground">
                  {metric.label}
                </CardTitle>
                <Icon className="size-5 text-primary" aria-hidden="true" />
              </CardHeader>
              <CardContent>
                <p className="text-2xl font-bold tabular-nums sm:text-3xl" data-testid={`demo-metric-${metric.id}-value`}>
                  {metric.format === "currency" ? formatCents(value) : formatCount(value)}
                </p>
                <p className="mt-1 flex items-center gap-1 text-xs text-green-700">
                  <TrendingUp className="size-3" aria-hidden="true" />
                  {metric.change}
                </p>
              </CardContent>
            </Card>
          );
        })}
      </div>
    </section>
  );
}
