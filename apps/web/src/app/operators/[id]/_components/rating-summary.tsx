import { Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import type { PublicOperatorPage } from "../_lib/find-operator";

/** How many reviews gave each number of stars, as bars. */
export function RatingSummary({ summary }: { summary: PublicOperatorPage["reviewSummary"] }) {
  if (summary.count === 0) return null;
  return (
    <Card data-testid="rating-summary">
      <CardHeader>
        <CardTitle as="h2">Rating breakdown</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-1.5">
          {summary.byStars.map(({ stars, count }) => (
            <div key={stars} className="grid grid-cols-[4rem_1fr_2.5rem] items-center gap-2 text-sm">
              <dt>{stars} {stars === 1 ? "star" : "stars"}</dt>
              <dd className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div className="h-full rounded-full bg-amber-400" style={{ width: `${(count / summary.count) * 100}%` }} />
              </dd>
              <dd className="text-right text-muted-foreground">{count.toLocaleString("en-US")}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
