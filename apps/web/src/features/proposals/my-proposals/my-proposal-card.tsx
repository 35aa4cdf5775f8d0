import { formatMoney } from "@skyhire/validators";
import { Badge, Card, CardContent, CardHeader } from "@skyhire/ui";
import { ArrowRight, MapPin } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { QuoteTaxNote } from "~/features/jobs/quote-tax-note";
import { statusLabel } from "~/lib/format";
import { paymentStatusLabel, paymentStatusVariant, proposalStatusLabel, proposalStatusVariant, shortDate } from "../format";
import type { MyProposal } from "../types";

/** One of the operator's proposals: the job, the quote, its state, the escrow payment and the payout. */
export function MyProposalCard({ item }: { item: MyProposal }) {
  const money = (amount: string) => formatMoney(amount, item.currency);
  return (
    <Card data-testid="my-proposal" data-proposal-id={item.id} data-status={item.status}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={proposalStatusVariant(item.status)} data-testid="my-proposal-status">
            {proposalStatusLabel(item.status, item.rejectionReason)}
          </Badge>
          <Badge variant="grey">Job {statusLabel(item.job.status)}</Badge>
          {item.paymentStatus ? (
            <Badge variant={paymentStatusVariant(item.paymentStatus)} data-testid="my-proposal-payment">
              {paymentStatusLabel(item.paymentStatus)}
            </Badge>
          ) : null}
        </div>
        <h2 className="text-base leading-tight font-semibold break-words">
          <Link href={`/jobs/${item.job.id}`} className="hover:underline" data-testid="my-proposal-job">
            {item.job.title}
          </Link>
        </h2>
        <p className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span className="break-words">{item.job.location}</span>
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <Item label="Your quote">
            <span data-testid="my-proposal-quote">{money(item.quote)}</span>
            <QuoteTaxNote tax={item.tax} currency={item.currency} testId="my-proposal-quote-tax" />
          </Item>
          <Item label="Sent">
            {shortDate(item.createdAt)}
          </Item>
          <Item label="Payout" testId="my-proposal-payout">
            {item.operatorPayout ? money(item.operatorPayout) : "—"}
          </Item>
          <Item label="Payout date" testId="my-proposal-payout-date">
            {item.payoutAt ? shortDate(item.payoutAt) : "—"}
          </Item>
        </dl>
        <Link
          href={`/jobs/${item.job.id}`}
          aria-label={`View job: ${item.job.title}`}
          className="flex items-center gap-1 self-start text-sm font-medium text-primary hover:underline">
          View job
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}

function Item({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
