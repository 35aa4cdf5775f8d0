import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@skyhire/ui";
import { formatCount } from "../format";
import type { DemoOverview } from "../types";

/** Network growth: operators and customers over the last six months, as a bar chart. */
export function GrowthCard({ growth }: { growth: DemoOverview["growth"] }) {
  const summary = [
    { label: "Month over month", value: `+${growth.monthOverMonthPercent}%` },
    { label: "Last 6 months", value: `+${growth.sixMonthPercent}%` },
    { label: "Cities", value: formatCount(growth.cities) },
    { label: "Countries", value: formatCount(growth.countries) },
  ];
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>Network Growth</CardTitle>
        <CardDescription>Operators and customers on the platform at each month&apos;s end.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid grid-cols-2 gap-3">
          {summary.map((item) => (
            <div key={item.label} className="rounded-lg bg-muted/50 p-3">
              <dt className="text-xs text-muted-foreground">{item.label}</dt>
              <dd className="text-lg font-bold tabular-nums">{item.value}</dd>
            </div>
          ))}
        </dl>
        <figure>
          <div className="flex h-40 items-end gap-2 sm:gap-4" role="img" aria-label="Operators and customers by month">
            {growth.months.map((month) => (
              <div key={month.month} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
                <div className="flex h-full w-full items-end justify-center gap-0.5 sm:gap-1">
                  <span
                    className="w-1/2 max-w-5 rounded-t bg-primary"
                    style={{ height: `${(month.operators / growth.peak) * 100}%` }}
                    title={`${month.month}: ${formatCount(month.operators)} operators`}
                  />
                  <span
                    className="w-1/2 max-w-5 rounded-t bg-primary/40"
                    style={{ height: `${(month.customers / growth.peak) * 100}%` }}
                    title={`${month.month}: ${formatCount(month.customers)} customers`}
                  />
                </div>
                <span className="text-xs text-muted-foreground">{month.month}</span>
              </div>
            ))}
          </div>
          <figcaption className="mt-3 flex flex-wrap gap-4 text-xs text-muted-foreground">
            <span className="flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm bg-primary" aria-hidden="true" /> Operators
            </span>
            <span className="flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm bg-primary/40" aria-hidden="true" /> Customers
            </span>
          </figcaption>
        </figure>
      </CardContent>
    </Card>
  );
}
