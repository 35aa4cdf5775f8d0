"use client";

import { ScrollRegion } from "~/features/shell/scroll-region";
import { DISPUTE_OUTCOME_LABELS, DISPUTE_STATUS_LABELS, formatMoney } from "@skyhire/validators";
import Link from "next/link";

import { Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import { useQuery } from "@tanstack/react-query";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";
import { useTRPC } from "~/trpc/react";
import { monthLabel } from "../format";
import { EmptyList, ListError, ListSkeleton } from "../list-states";
import { StuckOperations } from "./stuck-operations";

function Figure({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: string;
  detail: string;
  testId: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-lg border p-3" data-testid={testId}>
      <span className="text-xs text-muted-foreground">{label}</span>
      <span className="text-lg font-semibold break-all">{value}</span>
      <span className="text-xs text-muted-foreground">{detail}</span>
    </div>
  );
}

/** Held in escrow, released, refunded and fees earned, per currency; fees by month (issue 6). */
export function MoneyOverview() {
  const trpc = useTRPC();
  const overview = useQuery(trpc.adminMoney.overview.queryOptions());
  useLoginRedirectOn401(overview.error);

  if (overview.isPending) return <ListSkeleton rows={2} />;
  if (!overview.data) return <ListError>The money overview could not be loaded. Please reload the page.</ListError>;
  const { totals, feesByMonth, frozen, openDisputes, disputeOutcomes, stuckOperations } = overview.data;
  return (
    <div className="flex flex-col gap-4">
      <StuckOperations operations={stuckOperations} />
      {totals.length === 0 ? (
        <EmptyList>No payments yet.</EmptyList>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {totals.map((row) => (
            <Card key={row.currency} data-testid={`money-${row.currency}`} className="min-w-0">
              <CardHeader>
                <CardTitle className="text-lg">{row.currency}</CardTitle>
              </CardHeader>
              <CardContent className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
                <Figure
                  label="Held in escrow"
                  value={formatMoney(row.held, row.currency)}
                  detail={`${row.heldCount} payments`}
                  testId="money-held"
                />
                <Figure
                  label="Released to operators"
                  value={formatMoney(row.released, row.currency)}
                  detail={`${row.releasedCount} payments · ${formatMoney(row.paidOut, row.currency)} paid out`}
                  testId="money-released"
                />
                <Figure
                  label="Refunded"
                  value={formatMoney(row.refunded, row.currency)}
                  detail={`${row.refundedCount} payments`}
                  testId="money-refunded"
                />
                <Figure
                  label="Platform fees earned"
                  value={formatMoney(row.feesEarned, row.currency)}
                  detail={`${row.awaitingCount} awaiting payment · ${row.failedCount} failed`}
                  testId="money-fees"
                />
              </CardContent>
            </Card>
          ))}
        </div>
      )}
      <Card data-testid="money-disputes">
        <CardHeader>
          <CardTitle className="text-lg">Disputes</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm">
          <p data-testid="money-frozen">
            Frozen by disputes:{" "}
            {frozen.length === 0
              ? "nothing"
              : frozen.map((row) => `${formatMoney(row.amount, row.currency)} (${row.count})`).join(" · ")}
          </p>
          <p>
            Outcomes:{" "}
            {disputeOutcomes.map((row) => `${DISPUTE_OUTCOME_LABELS[row.outcome]} ${row.settled} settled, ${row.decided} decided`).join(" · ")}
          </p>
          {openDisputes.length === 0 ? (
            <p className="text-muted-foreground">No open disputes.</p>
          ) : (
            <ul className="flex flex-col gap-1" aria-label="Open disputes">
              {openDisputes.map((row) => (
                <li key={row.id}>
                  <Link href="/admin/disputes" className="underline-offset-4 hover:underline">
                    {row.jobTitle}
                  </Link>{" "}
                  · {formatMoney(row.amount, row.currency)} · {row.ageDays} {row.ageDays === 1 ? "day" : "days"} old ·{" "}
                  {DISPUTE_STATUS_LABELS[row.status]}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Platform Fees by Month</CardTitle>
        </CardHeader>
        <CardContent>
          {feesByMonth.length === 0 ? (
            <p className="text-sm text-muted-foreground">No fees earned in the last 12 months.</p>
          ) : (
            <ScrollRegion label="Platform fees by month">
              <table className="w-full text-sm" data-testid="fees-by-month">
                <thead>
                  <tr className="border-b text-left text-muted-foreground">
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Month
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Currency
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right font-medium">
                      Payments
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      Fees
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {feesByMonth.map((row) => (
                    <tr key={`${row.month}-${row.currency}`} className="border-b last:border-0">
                      <td className="py-2 pr-4 whitespace-nowrap">{monthLabel(row.month)}</td>
                      <td className="py-2 pr-4">{row.currency}</td>
                      <td className="py-2 pr-4 text-right">{row.payments}</td>
                      <td className="py-2 text-right whitespace-nowrap">
                        {formatMoney(row.fees, row.currency)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
