import { formatMoney } from "@skyhire/validators";
import type { ReactNode } from "react";
import { QuoteTaxNote } from "~/features/jobs/quote-tax-note";
import { shortDate } from "./format";
import type { OwnProposal } from "./types";

/** The operator's own proposal as the customer sees it: quote, timeline, message, when it was sent. */
export function ProposalSummary({ proposal, currency }: { proposal: OwnProposal; currency: string }) {
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm" data-testid="own-proposal">
      <Item label="Quote">
        <span className="block text-lg font-semibold" data-testid="own-proposal-quote">
          {formatMoney(proposal.quote, currency)}
        </span>
        <QuoteTaxNote tax={proposal.tax} currency={currency} testId="own-proposal-quote-tax" />
      </Item>
      <Item label="Timeline" testId="own-proposal-timeline">
        {proposal.timeline}
      </Item>
      <Item label="Message" testId="own-proposal-message" wide>
        <span className="whitespace-pre-line">{proposal.message}</span>
      </Item>
      <Item label="Sent" wide>
        <span suppressHydrationWarning>{shortDate(proposal.createdAt)}</span>
      </Item>
    </dl>
  );
}

/** One term and its value; `wide` spans both columns. A definition list allows one wrapping div, no more. */
function Item({ label, testId, wide, children }: { label: string; testId?: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "col-span-2 min-w-0" : "min-w-0"}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
