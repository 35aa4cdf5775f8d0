import { formatMoney } from "@skyhire/validators";
import type { ReactNode } from "react";
import { shortDate } from "./format";
import type { OwnProposal } from "./types";

/** The operator's own proposal as the customer sees it: quote, timeline, message, when it was sent. */
export function ProposalSummary({ proposal, currency }: { proposal: OwnProposal; currency: string }) {
  return (
    <dl className="flex flex-col gap-3 text-sm" data-testid="own-proposal">
      <div className="grid grid-cols-2 gap-3">
        <Item label="Quote" testId="own-proposal-quote">
          <span className="text-lg font-semibold">{formatMoney(proposal.quote, currency)}</span>
        </Item>
        <Item label="Timeline" testId="own-proposal-timeline">
          {proposal.timeline}
        </Item>
      </div>
      <Item label="Message" testId="own-proposal-message">
        <span className="whitespace-pre-line">{proposal.message}</span>
      </Item>
      <Item label="Sent">
        <span suppressHydrationWarning>{shortDate(proposal.createdAt)}</span>
      </Item>
    </dl>
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
