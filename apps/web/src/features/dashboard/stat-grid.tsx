import { Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import type { LucideIcon } from "lucide-react";

/** One figure of a dashboard: `stat-{id}` and `stat-{id}-value` are its test ids. */
export interface Stat {
  id: string;
  title: string;
  /** Money is one line per currency; anything else one line. */
  value: string | string[];
  caption?: string;
  icon: LucideIcon;
}

/** The row of figure cards atop the signed-in home and the dashboards; `className` sets the columns. */
export function StatGrid({ stats, className }: { stats: Stat[]; className: string }) {
  return (
    <div className={className}>
      {stats.map(({ id, title, value, caption, icon: Icon }) => {
        const lines = typeof value === "string" ? [value] : value;
        return (
          <Card
            key={id}
            data-testid={`stat-${id}`}
            role="group"
            aria-labelledby={`stat-${id}-title`}
          >
            <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
              <CardTitle
                as="h2"
                id={`stat-${id}-title`}
                className="text-sm font-medium text-muted-foreground"
              >
                {title}
              </CardTitle>
              <Icon className="size-5 text-primary" aria-hidden="true" />
            </CardHeader>
            <CardContent>
              <p
                className={
                  lines.length > 1
                    ? "flex flex-col text-2xl font-bold"
                    : "text-3xl font-bold break-words"
                }
                data-testid={`stat-${id}-value`}
              >
                {lines.length > 1 ? lines.map((line) => <span key={line}>{line}</span>) : lines[0]}
              </p>
              {caption ? <p className="mt-1 text-xs text-muted-foreground">{caption}</p> : null}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
