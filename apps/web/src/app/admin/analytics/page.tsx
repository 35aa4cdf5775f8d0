import { ANALYTICS_BUCKET_HEADINGS, ANALYTICS_PERIOD_LABELS, bucketLabel } from "@skyhire/validators";
import type { Metadata } from "next";
import { adminGate } from "~/features/admin/admin-gate";
import { ChartFigure } from "~/features/analytics/chart-figure";
import { periodParam, PeriodSwitch } from "~/features/analytics/period-switch";
import { TimeChart } from "~/features/analytics/time-chart";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Analytics" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /admin/analytics (docs/product.md#admin-analytics): platform fees by month, new operators and
 * customers per week, jobs posted against hired, disputes opened and resolved; each a chart with its
 * table and a CSV download.
 */
export default async function AdminAnalyticsPage({ searchParams }: { searchParams: SearchParams }) {
  const gate = await adminGate();
  if (!gate.ok) return gate.render;
  const period = periodParam((await searchParams).period);
  const data = await api.analytics.admin({ period });
  const currencies = [...new Set(data.feesByMonth.map((m) => m.currency))].sort();
  const months = [...new Set(data.feesByMonth.map((m) => m.month))].sort();
  const bucketHeading = ANALYTICS_BUCKET_HEADINGS[data.range.bucket];

  return (
    <section aria-labelledby="analytics-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="analytics-heading" className="text-xl font-semibold">
            Marketplace Analytics
          </h2>
          <p className="text-sm text-muted-foreground">
            {ANALYTICS_PERIOD_LABELS[period]}: {data.range.from} to {data.range.to} (UTC)
          </p>
        </div>
        <PeriodSwitch current={period} path="/admin/analytics" />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {currencies.map((currency) => (
          <ChartFigure
            key={currency}
            id={`fees-${currency}`}
            title={`Platform fees by month in ${currency}`}
            description="Earned when a payment is released."
            kind="bar"
            rowHeading={ANALYTICS_BUCKET_HEADINGS.month}
            rows={months.map((month) => ({
              label: bucketLabel(month),
              values: { fees: Number(data.feesByMonth.find((m) => m.month === month && m.currency === currency)?.fees ?? 0) },
            }))}
            series={[{ key: "fees", label: "Platform fees" }]}
            format={{ money: currency }}
            csvName={`fees-by-month-${currency}-${period}.csv`}
          />
        ))}
        {currencies.length === 0 ? (
          <ChartFigure id="fees" title="Platform fees by month" kind="bar" rowHeading={ANALYTICS_BUCKET_HEADINGS.month} rows={[]} series={[]} format="count" />
        ) : null}
        <TimeChart
          id="signups"
          title="New operators and customers per week"
          kind="bar"
          rowHeading={ANALYTICS_BUCKET_HEADINGS.week}
          points={data.signups.map((w) => ({ ...w, bucket: w.week }))}
          series={[
            { key: "operators", label: "Operators" },
            { key: "customers", label: "Customers" },
          ]}
          format="count"
          csvName={`signups-${period}.csv`}
        />
        <TimeChart
          id="jobs"
          title="Jobs posted and hired"
          description="Hired: a proposal accepted."
          kind="line"
          rowHeading={bucketHeading}
          points={data.jobs}
          series={[
            { key: "posted", label: "Jobs posted" },
            { key: "hired", label: "Hired" },
          ]}
          format="count"
          csvName={`jobs-${period}.csv`}
        />
        <TimeChart
          id="disputes"
          title="Disputes opened and resolved"
          description="Resolved: a settlement accepted or an admin's decision."
          kind="bar"
          rowHeading={bucketHeading}
          points={data.disputes}
          series={[
            { key: "opened", label: "Opened" },
            { key: "resolved", label: "Resolved" },
            { key: "decided", label: "Decided by an admin" },
          ]}
          format="count"
          csvName={`disputes-${period}.csv`}
        />
      </div>
    </section>
  );
}
