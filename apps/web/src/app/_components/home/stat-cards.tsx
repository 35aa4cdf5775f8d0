import { FIXED_FIGURES } from "@skyhire/validators";
import { Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import { Briefcase, Package, TrendingUp, type LucideIcon } from "lucide-react";
import { load } from "~/server/safe-call";
import { api } from "~/trpc/server";

interface Stat {
  id: string;
  title: string;
  value: string;
  caption: string;
  icon: LucideIcon;
}

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
  return <StatGrid stats={stats} />;
}

function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {stats.map(({ id, title, value, caption, icon: Icon }) => (
        <Card key={id} data-testid={`stat-${id}`} role="group" aria-labelledby={`stat-${id}-title`}>
          <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
            <CardTitle as="h2" id={`stat-${id}-title`} className="text-sm font-medium text-muted-foreground">
              {title}
            </CardTitle>
            <Icon className="size-5 text-primary" aria-hidden="true" />
          </CardHeader>
          <CardContent>
            <p className="text-3xl font-bold" data-testid={`stat-${id}-value`}>
              {value}
            </p>
            <p className="mt-1 text-xs text-muted-foreground">{caption}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
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
