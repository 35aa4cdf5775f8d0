import { Avatar, AvatarFallback, Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import { formatCents } from "../format";
import type { DemoPayment } from "../types";

/** The accepted proposal and what is charged: quote, 2.9% fee (rounded), total. */
export function PaymentSummary({ payment }: { payment: DemoPayment }) {
  const { proposal, breakdown } = payment;
  const rows = [
    { id: "quote", label: "Operator quote", value: breakdown.quoteCents },
    { id: "fee", label: `Processing fee (${breakdown.feeLabel})`, value: breakdown.feeCents },
  ];
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle as="h2">Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <Avatar className="size-10">
            <AvatarFallback className="bg-primary/10 font-semibold text-primary">{proposal.avatar}</AvatarFallback>
          </Avatar>
          <div className="min-w-0">
            <p className="font-medium" data-testid="demo-payment-operator">
              {proposal.operatorName}
            </p>
            <p className="truncate text-sm text-muted-foreground">
              {proposal.companyName} · {proposal.timeline}
            </p>
          </div>
        </div>
        <dl className="flex flex-col gap-2 border-t pt-4 text-sm">
          {rows.map((row) => (
            <div key={row.id} className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="font-medium tabular-nums" data-testid={`demo-payment-${row.id}`}>
                {formatCents(row.value)}
              </dd>
            </div>
          ))}
          <div className="flex justify-between gap-2 border-t pt-3 text-base">
            <dt className="font-semibold">Total</dt>
            <dd className="font-bold tabular-nums" data-testid="demo-payment-total">
              {formatCents(breakdown.totalCents)}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
