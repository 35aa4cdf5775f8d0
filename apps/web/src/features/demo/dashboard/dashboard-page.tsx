import { Badge, buttonVariants } from "@skyhire/ui";
import { CirclePlay, FlaskConical } from "lucide-react";
import Link from "next/link";
import { Suspense } from "react";
import { api } from "~/trpc/server";
import { ActivityFeed } from "./activity-feed";
import { FlowCard } from "./flow-card";
import { GrowthCard } from "./growth-card";
import { HealthCard } from "./health-card";
import { LiveCounts } from "./live-counts";
import { MetricsGrid } from "./metrics-grid";
import { RevenueCard } from "./revenue-card";
import { DemoTickProvider } from "./tick-context";

/**
 * The investor demo dashboard (docs/product.md#demo-dashboard), rendered on the server from `demo.overview`; the
 * ticking parts are client components that only count, they make no calls.
 */
export async function DemoDashboardPage() {
  const overview = await api.demo.overview();
  const firstStep = overview.flow[0]?.href ?? "/demo/post-job";
  return (
    <DemoTickProvider intervalMs={overview.tickIntervalMs}>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
        <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="flex flex-col gap-2">
            <Badge variant="secondary">
              <FlaskConical aria-hidden="true" />
              Simulated data · updates every {overview.tickIntervalMs / 1000} seconds
            </Badge>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Investor Demo Dashboard</h1>
            <p className="max-w-2xl text-muted-foreground">
              The global marketplace for drone services: customers post jobs, certified operators send
              proposals, payments are held in escrow until the job is done.
            </p>
            <Suspense fallback={null}>
              <LiveCounts />
            </Suspense>
          </div>
          <Link href={firstStep} className={buttonVariants({ size: "lg", className: "w-full sm:w-auto" })}>
            <CirclePlay aria-hidden="true" />
            Start the Demo
          </Link>
        </header>

        <MetricsGrid metrics={overview.metrics} />

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <FlowCard flow={overview.flow} />
          <ActivityFeed activity={overview.activity} />
        </div>

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <HealthCard health={overview.health} />
          <GrowthCard growth={overview.growth} />
          <RevenueCard revenue={overview.revenue} />
        </div>
      </div>
    </DemoTickProvider>
  );
}
