"use client";

import { LIFECYCLE_MESSAGES, formatMoney } from "@skyhire/validators";
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, ConfirmAction, buttonVariants } from "@skyhire/ui";
import { PackageCheck, Pencil, Undo2 } from "lucide-react";
import Link from "next/link";
import { useState, type ReactNode } from "react";
import { proposalStatusLabel, proposalStatusVariant, rejectionText, shortDate } from "./format";
import { NotApprovedNotice } from "./not-approved-notice";
import { PayoutBreakdown } from "./payout-breakdown";
import { EditProposalForm, ProposalForm } from "./proposal-form";
import { ProposalSummary } from "./proposal-summary";
import { useDealMilestones } from "~/features/milestones/use-deal-milestones";
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
  // A deal of several milestones: each is delivered and confirmed on the milestones card.
  const milestones = useDealMilestones(jobId, data.deal !== null);
  const part = payment && milestones ? milestones.byPayment.get(payment.id) : undefined;
  const breakdown = payment ? (
    <PayoutBreakdown
      payment={payment}
      title={part && milestones ? `Milestone ${part.position} of ${milestones.total}: ${part.title}` : undefined}
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
      return (
        <>
          <Note testId="stage-note">
            {milestones
              ? `The customer accepted your proposal of ${milestones.total} milestones. The job starts as soon as they fund the first one.`
              : "The customer accepted your proposal. The job starts as soon as they pay into escrow."}
          </Note>
          {breakdown}
          <ProposalSummary proposal={stage.proposal} currency={currency} />
        </>
      );
    case "hired":
      return milestones ? (
        <>
          <Note testId="stage-note">
            You are hired. Deliver each funded milestone with a note in the Milestones card; its payout is released
            when the customer confirms that milestone.
          </Note>
          {breakdown}
          <ProposalSummary proposal={stage.proposal} currency={currency} />
        </>
      ) : (
        <HiredProposal jobId={jobId} proposal={stage.proposal} currency={currency} payment={payment} />
      );
    case "delivered":
      return (
        <>
          <Note testId="stage-note">
            {milestones ? (
              "Every milestone is delivered. Each payout is released when the customer confirms that milestone."
            ) : (
              <>
                You marked this job as delivered on{" "}
                <span suppressHydrationWarning>{shortDate(stage.proposal.deliveredAt ?? new Date())}</span>. Your payout
                is released when the customer confirms completion.
              </>
            )}
          </Note>
          {breakdown}
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

function HiredProposal({
  jobId,
  proposal,
  currency,
  payment,
}: {
  jobId: string;
  proposal: OwnProposal;
  currency: string;
  payment: OperatorJobData["payment"];
}) {
  const actions = useProposalActions(jobId);
  return (
    <>
      <Note testId="stage-note">
        You are hired. The customer&apos;s payment is held in escrow; mark the job as delivered when the work is done.
      </Note>
      {payment ? <PayoutBreakdown payment={payment} /> : null}
      <ConfirmAction
        label={
          <>
            <PackageCheck aria-hidden="true" />
            Mark as delivered
          </>
        }
        variant="default"
        title="Mark this job as delivered?"
        description="The customer is asked to confirm completion; your payout is released when they do."
        confirmLabel="Mark as delivered"
        pendingLabel="Marking…"
        onConfirm={() => actions.markDelivered(proposal.id)}
      />
      <ProposalSummary proposal={proposal} currency={currency} />
    </>
  );
}

function Note({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <p className="text-sm break-words text-muted-foreground" data-testid={testId}>
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
