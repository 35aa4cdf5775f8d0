"use client";

import { Badge, Button, Card, CardContent, CardFooter, CardHeader, ConfirmAction, UserAvatar } from "@skyhire/ui";
import { displayName, possessive, formatMoney } from "@skyhire/validators";
import { BadgeCheck, Clock, MapPin, MessageSquare, Star } from "lucide-react";
import Link from "next/link";
import { QuoteTaxNote } from "~/features/jobs/quote-tax-note";
import { isDeal } from "~/features/milestones/deal";
import { MilestonePlan, type PlannedMilestone } from "~/features/milestones/milestone-plan";
import { ratingOutOfFive } from "~/features/reviews/rating";
import { rejectionText, shortDate } from "./format";
import { ProposalStatusBadge } from "./status-badges";
import type { JobActions, JobProposal } from "./types";
import type { JobActionsApi } from "./use-job-actions";

interface ProposalCardProps {
  proposal: JobProposal;
  jobStatus: string;
  flags: JobActions;
  actions: JobActionsApi;
  /** Its milestones, while the customer compares proposals. */
  plan: readonly PlannedMilestone[];
}

function companyOf(operator: JobProposal["operator"]): string {
  return operator.companyName ?? displayName(operator, "Operator");
}

/** One operator's proposal, shown beside the others: who, how much, how soon, what they said. */
export function ProposalCard({ proposal, jobStatus, flags, actions, plan }: ProposalCardProps) {
  const { operator } = proposal;
  const company = companyOf(operator);
  const quote = formatMoney(proposal.quote, proposal.currency);
  const pending = proposal.status === "pending";
  const canAccept = flags.canAccept && pending;
  // Declining needs no flag of its own: any pending proposal of an open job (the server re-checks).
  const canDecline = jobStatus === "open" && pending;
  const why = rejectionText(proposal.status, proposal.rejectionReason);
  const busy = actions.accept.pending || actions.decline.pending;
  // A plan of several milestones is funded part by part: Accept says what comes first.
  const firstPart = isDeal(plan.length) ? plan[0] : undefined;
  const messaging = actions.message.pendingFor === operator.id;

  return (
    <Card data-testid="proposal-card" data-status={proposal.status} className="flex h-full min-w-0 flex-col">
      <CardHeader className="gap-3 pb-3">
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <UserAvatar
              className="size-10 shrink-0"
              imageUrl={operator.logoUrl ?? operator.profileImageUrl}
              firstName={operator.firstName}
              lastName={operator.lastName}
            />
            <div className="min-w-0">
              <h3 className="font-semibold break-words" data-testid="proposal-company">
                {/* Who they are before hiring them: their public page, reviews and services (issue 34 §9). */}
                <Link href={`/operators/${operator.id}`} className="underline-offset-4 hover:underline">
                  {company}
                </Link>
              </h3>
              {operator.isVerified ? (
                <p className="flex items-center gap-1 text-xs text-green-700" data-testid="proposal-verified">
                  <BadgeCheck className="size-3.5" aria-hidden="true" />
                  Verified operator
                </p>
              ) : null}
            </div>
          </div>
          <ProposalStatusBadge status={proposal.status} />
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="flex items-center gap-1" data-testid="proposal-rating">
            <Star className="size-3.5 fill-yellow-400 text-yellow-400" aria-hidden="true" />
            {ratingOutOfFive(operator.rating)}
            {operator.completedJobs ? (
              <span>
                · {operator.completedJobs.toLocaleString("en-US")} {operator.completedJobs === 1 ? "job" : "jobs"}
              </span>
            ) : null}
          </span>
          {operator.location ? (
            <span className="flex min-w-0 items-center gap-1">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{operator.location}</span>
            </span>
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <dl className="grid grid-cols-2 gap-2">
          <div className="rounded-lg bg-muted/60 px-3 py-2">
            <dt className="text-xs text-muted-foreground">Quote</dt>
            <dd className="break-words">
              <span className="block text-lg font-semibold" data-testid="proposal-quote">
                {quote}
              </span>
              <QuoteTaxNote tax={proposal.tax} currency={proposal.currency} testId="proposal-quote-tax" />
            </dd>
          </div>
          <div className="rounded-lg bg-muted/60 px-3 py-2">
            <dt className="flex items-center gap-1 text-xs text-muted-foreground">
              <Clock className="size-3" aria-hidden="true" />
              Timeline
            </dt>
            <dd className="font-semibold break-words" data-testid="proposal-timeline">
              {proposal.timeline}
            </dd>
          </div>
        </dl>
        <p className="text-sm break-words whitespace-pre-line" data-testid="proposal-message">
          {proposal.message}
        </p>
        <MilestonePlan items={plan} />
        <div>
          <p className="mb-2 text-xs font-medium text-muted-foreground">Qualifications</p>
          {operator.qualifications && operator.qualifications.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" data-testid="proposal-qualifications">
              {operator.qualifications.map((q) => (
                <li key={q}>
                  <Badge variant="outline" className="whitespace-normal">
                    {q}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No qualifications listed.</p>
          )}
        </div>
        <p className="mt-auto text-xs text-muted-foreground" suppressHydrationWarning>
          Sent {shortDate(proposal.createdAt)}
          {proposal.deliveredAt ? <> · Delivered {shortDate(proposal.deliveredAt)}</> : null}
        </p>
        {why ? (
          <p className="text-sm text-muted-foreground" data-testid="proposal-rejection">
            {why}
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {canAccept ? (
          <ConfirmAction
            label="Accept"
            title={`Accept ${possessive(company)} proposal?`}
            description={
              firstPart ? (
                <>
                  The quote of {quote} is paid in {plan.length} milestones: you fund the first,{" "}
                  {formatMoney(firstPart.amount, firstPart.currency)}, next. Each is held in escrow and only released
                  to {company} when you confirm that milestone.
                </>
              ) : (
                <>
                  You will pay {quote} next. The money is held in escrow and only released to {company} when
                  you confirm the job is complete.
                </>
              )
            }
            confirmLabel="Accept proposal"
            pendingLabel="Accepting…"
            pending={busy}
            onConfirm={() => actions.accept.run(proposal.id)}
            className="flex-1"
          />
        ) : null}
        {canDecline ? (
          <ConfirmAction
            label="Decline"
            title={`Decline ${possessive(company)} proposal?`}
            description="The operator is told that you chose not to go ahead with this proposal. This cannot be undone."
            confirmLabel="Decline proposal"
            pendingLabel="Declining…"
            pending={busy}
            onConfirm={() => actions.decline.run(proposal.id)}
            variant="outline"
            confirmVariant="destructive"
            className="flex-1"
          />
        ) : null}
        <Button
          variant="outline"
          className="flex-1"
          disabled={actions.message.pending}
          onClick={() => void actions.message.run(operator.id)}
        >
          <MessageSquare aria-hidden="true" />
          {messaging ? "Opening…" : "Message"}
        </Button>
      </CardFooter>
    </Card>
  );
}
