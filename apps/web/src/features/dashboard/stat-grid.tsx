import { Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import type { LucideIcon } from "lucide-react";

/** One figure of a dashboard: `stat-{id}` and `stat-{id}-value` are its test ids. */
export interface Stat {
  id: string;
  title: string;
  value: string;
  caption: string;
  icon: LucideIcon;
}

/** The row of figure cards atop the signed-in home and the operator dashboard; `className` sets the columns. */
export function StatGrid({ stats, className }: { stats: Stat[]; className: string }) {
  return (
    <div className={className}>
      {stats.map(({ id, title, value, caption, icon: Icon }) => (
        <Card key={id} data-testid={`stat-${id}`} role="group" aria-labelledby={`stat-${id}-title`}>
          <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
            <CardTitle as="h2" id={`stat-${id}-title`} className="text-sm font-medium text-muted-foreground">
              {title}
            </CardTitle>
            <Icon className="size-5 text-primary" aria-hidden="true" />
          </CardHeader>
          <CardContent>
            <p className="text-3xl font-bold break-words" data-testid={`stat-${id}-value`}>
              {value}
            </p>
            <p className="mt-1 text-xs text-muted-foreground">{caption}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
