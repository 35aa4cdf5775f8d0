import { FIXED_FIGURES } from "@skyhire/validators";
import { Briefcase, Package, TrendingUp } from "lucide-react";
import { StatGrid, type Stat } from "~/features/dashboard/stat-grid";
import { load } from "~/server/safe-call";
import { api } from "~/trpc/server";

/** Total Services, Active Jobs (from the database) and the fixed Growth figure (docs/product.md#signed-in-home). */
export async function StatCards() {
  const result = await load("marketplace stats", () => api.listings.stats());
  const figure = (n: number | undefined) => (n === undefined ? "—" : n.toLocaleString("en-US"));
  const stats: Stat[] = [
    {
      id: "total-services",
      title: "Total Services",
      value: figure(result.ok ? result.data.totalServices : undefined),
      caption: "Available in marketplace",
      icon: Package,
    },
    {
      id: "active-jobs",
      title: "Active Jobs",
      value: figure(result.ok ? result.data.activeJobs : undefined),
      caption: "Posted by customers",
      icon: Briefcase,
    },
    { id: "growth", title: "Growth", value: FIXED_FIGURES.growth, caption: "From last month", icon: TrendingUp },
  ];
  return <StatGrid stats={stats} className="grid grid-cols-1 gap-4 sm:grid-cols-3" />;
}

export function StatCardsSkeleton() {
  return (
    <div aria-busy="true" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-[126px] animate-pulse rounded-xl bg-muted" />
      ))}
    </div>
  );
}
