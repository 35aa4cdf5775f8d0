import { analyticsQuerySchema, ANALYTICS_PERIOD_LABELS, ANALYTICS_PERIODS, type AnalyticsPeriod } from "@skyhire/validators";
import { buttonVariants } from "@skyhire/ui";
import Link from "next/link";

/** The period links of an analytics page (`?period=`); the current one is marked for screen readers. */
export function PeriodSwitch({ current, path }: { current: AnalyticsPeriod; path: string }) {
  return (
    <nav aria-label="Period" className="flex flex-wrap gap-2">
      {ANALYTICS_PERIODS.map((period) => (
        <Link
          key={period}
          href={`${path}?period=${period}`}
          aria-current={period === current ? "page" : undefined}
          className={buttonVariants({ variant: period === current ? "default" : "outline", size: "sm" })}
        >
          {ANALYTICS_PERIOD_LABELS[period]}
        </Link>
      ))}
    </nav>
  );
}

/** The period a page's `?period=` names, 30 days when it names none we know. */
export function periodParam(value: string | string[] | undefined): AnalyticsPeriod {
  const parsed = analyticsQuerySchema.safeParse({ period: Array.isArray(value) ? value[0] : value });
  return parsed.success ? parsed.data.period : analyticsQuerySchema.parse({}).period;
}
