"use client";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@skyhire/ui";
import { formatCents } from "../format";
import type { DemoOverview } from "../types";
import { useDemoTick } from "./tick-context";
import { figureAt } from "./ticker";

/** Revenue streams, led by the 10% platform fee (docs/product.md#demo-dashboard); they tick with the volume. */
export function RevenueCard({ revenue }: { revenue: DemoOverview["revenue"] }) {
  const { tick } = useDemoTick();
  const total = figureAt({ value: revenue.totalCents, perTick: revenue.totalPerTickCents }, tick);
  return (
    <Card className="h-full" data-testid="demo-revenue">
      <CardHeader>
        <CardTitle>Revenue Streams</CardTitle>
        <CardDescription>
          <span data-testid="demo-platform-fee">{revenue.platformFeePercent}% platform fee</span> on every
          job paid through Skyhire.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-col gap-3">
          {revenue.streams.map((stream) => {
            const amount = figureAt({ value: stream.amountCents, perTick: stream.perTickCents }, tick);
            return (
              <li key={stream.id} className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium">{stream.label}</p>
                  <p className="text-xs text-muted-foreground">{stream.description}</p>
                </div>
                <p className="shrink-0 text-sm font-semibold tabular-nums">{formatCents(amount)}</p>
              </li>
            );
          })}
        </ul>
        <div className="flex items-center justify-between border-t pt-3">
          <p className="text-sm font-semibold">Total revenue</p>
          <p className="text-lg font-bold tabular-nums" data-testid="demo-revenue-total">
            {formatCents(total)}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
