"use client";

import { LIFECYCLE_MESSAGES, formatMoney } from "@skyhire/validators";
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, ConfirmAction, buttonVariants } from "@skyhire/ui";
import { Pencil, Undo2 } from "lucide-react";
import Link from "next/link";
import { useState, type ReactNode } from "react";
import { proposalStatusLabel, proposalStatusVariant, rejectionText, shortDate } from "./format";
import { NotApprovedNotice } from "./not-approved-notice";
import { PayoutBreakdown } from "./payout-breakdown";
import { EditProposalForm, ProposalForm } from "./proposal-form";
import { ProposalSummary } from "./proposal-summary";
import { chosenProposalId } from "~/features/jobs/chosen-proposal";
import { operatorProgressNote } from "~/features/jobs/guidance";
import { useMilestoneProgress } from "~/features/milestones/use-deal-milestones";
import type { PanelStage } from "./stage";
import type { OperatorJobData, OwnProposal, ProposalEligibility } from "./types";
import { useProposalActions } from "./use-proposal-actions";

interface ProposalPanelProps {
  data: OperatorJobData;
  stage: PanelStage;
  eligibility: ProposalEligibility;
}

/** "Your proposal": the form, the pending proposal with Edit/Withdraw, the hire, delivery and payout. */
export function ProposalPanel({ data, stage, eligibility }: ProposalPanelProps) {
  // One currency per deal: the job's, for the form, the quote, the payment and the payout.
  const currency = data.job.currency;
  const proposal = "proposal" in stage ? stage.proposal : null;

  return (
    <Card data-testid="proposal-panel" data-stage={stage.kind}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{proposal ? "Your proposal" : "Send a proposal"}</CardTitle>
          {proposal ? (
            <Badge variant={proposalStatusVariant(proposal.status)} data-testid="own-proposal-status" data-status={proposal.status}>
              {proposalStatusLabel(proposal.status, proposal.rejectionReason)}
            </Badge>
          ) : null}
        </div>
        {stage.kind === "propose" ? (
          <CardDescription>Quote for the whole job. You can edit or withdraw it until the customer decides.</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <StageBody data={data} stage={stage} eligibility={eligibility} currency={currency} />
      </CardContent>
    </Card>
  );
}

function StageBody({ data, stage, eligibility, currency }: ProposalPanelProps & { currency: string }) {
  const jobId = data.job.id;
  const payment = data.payment;
  // Every plan, one part or several, is delivered and confirmed on the milestones card.
  const progress = useMilestoneProgress(jobId, chosenProposalId(data.proposals) !== null);
  const part = payment && progress?.isDeal ? progress.byPayment.get(payment.id) : undefined;
  const breakdown = payment ? (
    <PayoutBreakdown
      payment={payment}
      title={part && progress ? `Milestone ${part.position} of ${progress.total}: ${part.title}` : undefined}
    />
  ) : null;
  switch (stage.kind) {
    case "propose":
      return <ProposalForm jobId={jobId} currency={currency} />;
    case "not-approved":
      return eligibility.allowed ? null : <NotApprovedNotice eligibility={eligibility} />;
    case "closed":
      return (
        <>
          <Note testId="job-closed">{LIFECYCLE_MESSAGES.jobNotOpen}.</Note>
          <Link href="/jobs/board" className={buttonVariants({ variant: "outline" })}>
            Find another job
          </Link>
        </>
      );
    case "pending":
      return <PendingProposal jobId={jobId} proposal={stage.proposal} currency={currency} />;
    case "accepted":
    case "hired":
    case "delivered":
      return (
        <>
          <Note testId="stage-note">
            {operatorProgressNote(stage.kind, progress, shortDate(stage.proposal.deliveredAt ?? new Date()))}
          </Note>
          {breakdown}
          {stage.kind === "delivered" ? null : <ProposalSummary proposal={stage.proposal} currency={currency} />}
        </>
      );
    case "completed":
      return (
        <>
          <Note testId="stage-note">Job completed. {completedPayoutText(data)}</Note>
          {breakdown}
        </>
      );
    case "rejected":
      return (
        <>
          <Note testId="stage-note">{rejectionText(stage.proposal.rejectionReason)}</Note>
          <ProposalSummary proposal={stage.proposal} currency={currency} />
        </>
      );
  }
}

function PendingProposal({ jobId, proposal, currency }: { jobId: string; proposal: OwnProposal; currency: string }) {
  const [editing, setEditing] = useState(false);
  const actions = useProposalActions(jobId);
  if (editing) {
    return <EditProposalForm jobId={jobId} proposal={proposal} currency={currency} onDone={() => setEditing(false)} />;
  }
  return (
    <>
      <Note testId="stage-note">Waiting for the customer&apos;s decision. You can change or withdraw your proposal until then.</Note>
      <ProposalSummary proposal={proposal} currency={currency} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          Edit Proposal
        </Button>
        <ConfirmAction
          label={
            <>
              <Undo2 aria-hidden="true" />
              Withdraw
            </>
          }
          title="Withdraw this proposal?"
          description="The customer will no longer see it, and you cannot send another proposal for this job."
          variant="outline"
          confirmLabel="Withdraw Proposal"
          pendingLabel="Withdrawing…"
          confirmVariant="destructive"
          onConfirm={() => actions.withdraw(proposal.id)}
        />
      </div>
    </>
  );
}

function Note({ testId, children }: { testId?: string; children: ReactNode }) {
  // A delivered job's note carries a day, which the browser may format in another time zone.
  return (
    <p className="text-sm break-words text-muted-foreground" data-testid={testId} suppressHydrationWarning>
      {children}
    </p>
  );
}

/** What a completed job paid the operator: the whole deal once its milestones have all ended. */
function completedPayoutText({ payment, deal }: ProposalPanelProps["data"]): string {
  if (deal?.ended) {
    return Number(deal.operatorPayout) > 0
      ? `Your payouts of ${formatMoney(deal.operatorPayout, deal.currency)} over ${deal.milestones} milestones have been sent.`
      : "Every milestone was refunded to the customer: there was no payout.";
  }
  return payment?.payoutAt
    ? `Your payout of ${formatMoney(payment.operatorPayout, payment.currency)} has been sent.`
    : "Your payout is on its way.";
}
