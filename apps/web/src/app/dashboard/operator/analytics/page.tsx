import { buttonVariants } from "@skyhire/ui";
import { ANALYTICS_BUCKET_HEADINGS, ANALYTICS_PERIOD_LABELS, formatHours, formatShare } from "@skyhire/validators";
import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { forbidden } from "next/navigation";
import { LoggedOutRedirect } from "~/features/shell/logged-out";
import { ChartFigure } from "~/features/analytics/chart-figure";
import { ChartSection } from "~/features/analytics/chart-section";
import { AnalyticsCsvButton, StatementDownload } from "~/features/analytics/operator-csv";
import { earningsByCurrency, winRateRows } from "~/features/analytics/operator-figures";
import { periodParam, PeriodSwitch } from "~/features/analytics/period-switch";
import { RankedListings } from "~/features/analytics/ranked-listings";
import { StatTiles } from "~/features/analytics/stat-tiles";
import { TimeChart } from "~/features/analytics/time-chart";
import { getCurrentUser } from "~/server/session";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Analytics" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const PATH = "/dashboard/operator/analytics";

/**
 * /dashboard/operator/analytics (docs/product.md#operator-analytics): the operator's views,
 * quote requests, proposals and win rate, response time, earnings and rating for a period, each a
 * chart with its table. Anyone but an operator gets a 403 (the procedure refuses them as well).
 */
export default async function OperatorAnalyticsPage({ searchParams }: { searchParams: SearchParams }) {
  const [user, query] = await Promise.all([getCurrentUser(), searchParams]);
  if (!user) return <LoggedOutRedirect />;
  if (user.role !== "operator") forbidden();
  const period = periodParam(query.period);
  const data = await api.analytics.operator({ period });
  const bucketHeading = ANALYTICS_BUCKET_HEADINGS[data.range.bucket];

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <Link href="/dashboard/operator" className={buttonVariants({ variant: "ghost", size: "sm", className: "self-start" })}>
        <ArrowLeft aria-hidden="true" />
        Back to Dashboard
      </Link>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Analytics</h1>
          <p className="mt-1 text-muted-foreground">
            {ANALYTICS_PERIOD_LABELS[period]}: {data.range.from} to {data.range.to} (UTC)
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <PeriodSwitch current={period} path={PATH} />
          <AnalyticsCsvButton period={period} />
        </div>
      </div>

      <StatTiles
        stats={[
          { id: "views", label: "Listing views", value: data.totals.views.toLocaleString("en-US") },
          { id: "quote-requests", label: "Quote requests", value: String(data.totals.quoteRequests) },
          { id: "proposals-sent", label: "Proposals sent", value: String(data.totals.proposalsSent) },
          { id: "win-rate", label: "Win rate", value: formatShare(data.totals.winRate) },
          { id: "response-time", label: "Average response time", value: formatHours(data.totals.averageResponseHours) },
        ]}
      />

      <ChartSection id="visibility" title="Visibility">
        <TimeChart
          id="views"
          title="Listing views"
          description="One view per visitor per listing per day; bots and your own visits are not counted."
          kind="line"
          rowHeading={bucketHeading}
          points={data.views}
          series={[{ key: "views", label: "Views" }]}
          format="count"
        />
        <ChartFigure
          id="listing-views"
          title="Views per listing"
          kind="bar"
          rowHeading="Listing"
          rows={data.listings.map((l) => ({ label: l.title, values: { views: l.views, quoteRequests: l.quoteRequests } }))}
          series={[
            { key: "views", label: "Views" },
            { key: "quoteRequests", label: "Quote requests" },
          ]}
          format="count"
        />
      </ChartSection>

      <ChartSection id="proposals" title="Proposals">
        <TimeChart
          id="activity"
          title="Quote requests and proposals"
          kind="bar"
          rowHeading={bucketHeading}
          points={data.activity}
          series={[
            { key: "quoteRequests", label: "Quote requests" },
            { key: "proposalsSent", label: "Proposals sent" },
            { key: "proposalsWon", label: "Proposals accepted" },
          ]}
          format="count"
        />
        <ChartFigure
          id="win-rate"
          title="Win rate"
          description="Proposals accepted ÷ proposals sent, by when they were sent."
          kind="line"
          rowHeading={bucketHeading}
          rows={winRateRows(data.activity)}
          series={[{ key: "winRate", label: "Win rate" }]}
          format="share"
        />
        <TimeChart
          id="response-time"
          title="Response time to a new job"
          description="From the job being posted to your proposal, on average."
          kind="line"
          rowHeading={bucketHeading}
          points={data.responseTime}
          series={[{ key: "averageHours", label: "Average response time" }]}
          format="hours"
        />
      </ChartSection>

      <ChartSection id="reputation" title="Rating and earnings">
        <TimeChart
          id="rating"
          title="Rating over time"
          kind="line"
          rowHeading={ANALYTICS_BUCKET_HEADINGS.month}
          points={data.rating.map((m) => ({ ...m, bucket: m.month }))}
          series={[
            { key: "average", label: "The month's reviews" },
            { key: "overall", label: "Overall rating" },
          ]}
          format="rating"
        />
        {earningsByCurrency(data.earnings).map(({ currency, rows }) => (
          <ChartFigure
            key={currency}
            id={`earnings-${currency}`}
            title={`Earnings in ${currency}`}
            description="Released to you by month of release; held in escrow by month of payment."
            kind="bar"
            rowHeading={ANALYTICS_BUCKET_HEADINGS.month}
            rows={rows}
            series={[
              { key: "released", label: "Released" },
              { key: "inEscrow", label: "In escrow" },
            ]}
            format={{ money: currency }}
          />
        ))}
        {data.earnings.length === 0 ? (
          <ChartFigure id="earnings" title="Earnings" kind="bar" rowHeading={ANALYTICS_BUCKET_HEADINGS.month} rows={[]} series={[]} format="count" />
        ) : null}
      </ChartSection>

      <ChartSection id="conversion" title="Listings by conversion" description="Quote requests ÷ views in the period.">
        <RankedListings id="top" title="Converting best" listings={data.top} />
        <RankedListings id="bottom" title="Converting least" listings={data.bottom} />
      </ChartSection>

      <section aria-labelledby="statement-heading" className="flex flex-col gap-4">
        <h2 id="statement-heading" className="text-xl font-semibold">
          Statement
        </h2>
        <StatementDownload />
      </section>
    </div>
  );
}
