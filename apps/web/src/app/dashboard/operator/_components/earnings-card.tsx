import { Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import { Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { earningsCaptions } from "@skyhire/validators";
import { totalsText, type MoneyTotals } from "./earnings-format";
import { PayoutSetupButton } from "./payout-setup-button";

export interface OperatorEarnings {
  payoutsPending: MoneyTotals;
  payoutsPaid: MoneyTotals;
  platformFeesPaid: MoneyTotals;
  payoutsEnabled: boolean;
  payoutsSimulated: boolean;
}

/** Payouts held in escrow and paid out, the platform fees taken, and payout setup. */
export function EarningsCard({
  earnings,
  currency,
  failed,
}: {
  earnings: OperatorEarnings | undefined;
  currency: string;
  failed: boolean;
}) {
  const text = (totals: MoneyTotals | undefined) => (totals ? totalsText(totals, currency) : failed ? "—" : "…");
  const captions = earningsCaptions(earnings?.payoutsSimulated ?? false);
  return (
    <Card data-testid="operator-earnings">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Earnings</CardTitle>
        <Wallet className="size-5 text-primary" aria-hidden="true" />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {failed ? (
          <p role="alert" className="text-sm text-destructive">
            We couldn&apos;t load your earnings. Please reload the page.
          </p>
        ) : null}
        <dl className="flex flex-col gap-3 text-sm">
          <Row label="Payouts pending" caption={captions.pending} testId="earnings-pending">
            {text(earnings?.payoutsPending)}
          </Row>
          <Row label="Payouts paid" caption={captions.paid} testId="earnings-paid">
            {text(earnings?.payoutsPaid)}
          </Row>
          <Row label="Platform fees" caption={captions.fees} testId="earnings-fees">
            {text(earnings?.platformFeesPaid)}
          </Row>
        </dl>
        {earnings?.payoutsEnabled ? (
          <p role="status" data-testid="payouts-ready" className="rounded-md bg-green-50 px-3 py-2 text-xs text-green-900">
            Payouts are set up: released payments go to your bank account.
          </p>
        ) : null}
        <PayoutSetupButton ready={earnings?.payoutsEnabled ?? false} />
      </CardContent>
    </Card>
  );
}

function Row({ label, caption, testId, children }: { label: string; caption: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
      <dt className="min-w-0">
        <span className="font-medium">{label}</span>
        <span className="block text-xs text-muted-foreground">{caption}</span>
      </dt>
      <dd className="text-right font-semibold break-all" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
