import { formatMoney } from "@skyhire/validators";
import { Badge } from "@skyhire/ui";
import type { ReactNode } from "react";
import { paymentStatusLabel, paymentStatusVariant, shortDate } from "./format";
import type { OwnPayment } from "./types";

/** The escrow payment from the operator's side: what the customer paid, the fee, the payout and when. */
export function PayoutBreakdown({ payment, title = "Payment" }: { payment: OwnPayment; title?: string }) {
  const money = (amount: string) => formatMoney(amount, payment.currency);
  return (
    <section aria-label="Payment and payout" className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-4 text-sm" data-testid="payout-breakdown">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium break-words" data-testid="payout-title">
          {title}
        </p>
        <Badge variant={paymentStatusVariant(payment.status)} data-testid="payment-status" data-status={payment.status}>
          {paymentStatusLabel(payment.status)}
        </Badge>
      </div>
      <dl className="flex flex-col gap-1.5">
        <Row label="Customer pays" value={money(payment.amount)} testId="payout-amount" />
        <Row label="Platform fee" value={`− ${money(payment.platformFee)}`} testId="payout-fee" />
        <Row label="Your payout" value={<strong>{money(payment.operatorPayout)}</strong>} testId="payout-net" />
        {payment.paidAt ? <Row label="Paid into escrow" value={<Day value={payment.paidAt} />} /> : null}
        {payment.payoutAt ? <Row label="Paid out" value={<Day value={payment.payoutAt} />} testId="payout-date" /> : null}
      </dl>
    </section>
  );
}

function Row({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium break-words" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The viewer's local day; the server may sit in another time zone. */
function Day({ value }: { value: Date | string }) {
  return <span suppressHydrationWarning>{shortDate(value)}</span>;
}
