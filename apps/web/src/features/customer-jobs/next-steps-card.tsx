"use client";

import { possessive, supportUrl, formatMoney } from "@skyhire/validators";
import { Card, CardContent, CardHeader, CardTitle, ConfirmAction, buttonVariants } from "@skyhire/ui";
import { CheckCircle2, PenLine, Undo2, XCircle } from "lucide-react";
import Link from "next/link";
import { chosenProposal } from "~/features/jobs/chosen-proposal";
import { useDealMilestones, type DealMilestones } from "~/features/milestones/use-deal-milestones";
import type { JobPageData } from "./types";
import type { JobActionsApi } from "./use-job-actions";

const REVIEWS_PATH = "/dashboard/customer/reviews";

/** Where the job stands and what the customer can do next; the buttons follow the server's flags. */
export function NextStepsCard({ data, actions }: { data: JobPageData; actions: JobActionsApi }) {
  const { job, payment, actions: flags } = data;
  const milestones = useDealMilestones(job.id, data.deal !== null);
  const chosen = chosenProposal(data.proposals);
  const company = chosen?.operator.companyName ?? "the operator";
  const held = payment ? formatMoney(payment.amount, payment.currency) : null;
  const busy = actions.release.pending || actions.cancel.pending || actions.refund.pending;
  const anyButton = flags.canConfirmCompletion || flags.canCancel || flags.canRefund || flags.canReview;

  return (
    <Card data-testid="next-steps">
      <CardHeader>
        <CardTitle>Next steps</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground" data-testid="next-steps-text">
          {describe(data, company, milestones)}
        </p>
        {/* Delivered, the refund button is gone (the server refuses it): a dispute goes to support. */}
        {/* Under dispute (or paid in milestones), the dispute lives on the milestones card. */}
        {job.status === "in_progress" && chosen?.deliveredAt && flags.canConfirmCompletion ? (
          <p className="text-sm text-muted-foreground" data-testid="dispute-delivery">
            Not what was agreed?{" "}
            <Link href={supportUrl(job.id)} className="font-medium text-primary underline-offset-4 hover:underline">
              Contact support to dispute it
            </Link>
          </p>
        ) : null}
        {anyButton ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {flags.canConfirmCompletion ? (
              <ConfirmAction
                label={
                  <>
                    <CheckCircle2 aria-hidden="true" />
                    Confirm completion
                  </>
                }
                title="Confirm the job is complete?"
                description={`${held ?? "The payment"} is released from escrow to ${company}. This cannot be undone.`}
                confirmLabel="Confirm and release payment"
                pendingLabel="Releasing…"
                pending={busy}
                onConfirm={() => actions.release.run()}
              />
            ) : null}
            {flags.canRefund ? (
              <ConfirmAction
                label={
                  <>
                    <Undo2 aria-hidden="true" />
                    Cancel with refund
                  </>
                }
                title={data.deal ? "End this job with a refund?" : "Cancel this job with a refund?"}
                description={
                  data.deal
                    ? "Every milestone still held in escrow is refunded to your card and the job ends; milestones already released stay paid."
                    : `The job is cancelled and ${held ?? "the payment"} held in escrow is refunded to your card.`
                }
                confirmLabel="Cancel and refund"
                pendingLabel="Refunding…"
                pending={busy}
                onConfirm={() => actions.refund.run()}
                variant="outline"
                confirmVariant="destructive"
              />
            ) : null}
            {flags.canCancel ? (
              <ConfirmAction
                label={
                  <>
                    <XCircle aria-hidden="true" />
                    Cancel job
                  </>
                }
                title="Cancel this job?"
                description="Operators can no longer send proposals, and every open proposal is closed. No money has been taken."
                confirmLabel="Cancel job"
                pendingLabel="Cancelling…"
                pending={busy}
                onConfirm={() => actions.cancel.run()}
                variant="outline"
                confirmVariant="destructive"
              />
            ) : null}
            {flags.canReview ? (
              <Link href={REVIEWS_PATH} className={buttonVariants()}>
                <PenLine aria-hidden="true" />
                Write a review
              </Link>
            ) : null}
          </div>
        ) : null}
        {job.status === "completed" && job.hasReview ? (
          <Link href={REVIEWS_PATH} className="self-start text-sm text-primary underline-offset-4 hover:underline">
            See your review
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}

function describe(data: JobPageData, company: string, milestones: DealMilestones | null): string {
  const { job, payment, proposals } = data;
  const chosen = chosenProposal(proposals);
  switch (job.status) {
    case "open":
      if (chosen && payment?.status === "processing") return "Your payment is being processed.";
      if (chosen && milestones) {
        return `You accepted ${possessive(company)} proposal of ${milestones.total} milestones. Fund the first one to hire them: each milestone's money is held in escrow until you confirm that milestone.`;
      }
      if (chosen) return `You accepted ${possessive(company)} proposal. Pay to hire them: the money is held in escrow until you confirm the job is complete.`;
      if (proposals.some((p) => p.status === "pending")) {
        return "Compare the proposals below, then accept the one that suits you best.";
      }
      return "No proposals yet. Operators usually respond within 24 to 48 hours.";
    case "in_progress":
      if (milestones) {
        if (milestones.delivered > 0) {
          return `${company} has delivered a milestone. Confirm it in the Milestones card to release its payment, or dispute it.`;
        }
        if (milestones.inWork === 0 && milestones.nextToFund) {
          return `Milestone ${milestones.nextToFund.position}, ${milestones.nextToFund.title}, is not funded yet: fund it in the Milestones card when you want ${company} to start it.`;
        }
        return `${company} is working on the milestones. Each one's payment is released when you confirm it in the Milestones card.`;
      }
      return chosen?.deliveredAt
        ? `${company} has marked the job as delivered. Confirm completion to release the payment.`
        : `${company} is working on the job. Once they mark it as delivered, confirm completion to release the payment.`;
    case "completed":
      if (data.deal && Number(data.deal.refunded) > 0) {
        const ended = `The job has ended: ${formatMoney(data.deal.released, data.deal.currency)} went to ${company} and ${formatMoney(data.deal.refunded, data.deal.currency)} came back to you.`;
        return data.actions.canReview ? `${ended} Tell others how it went.` : ended;
      }
      return data.actions.canReview
        ? `The job is complete and ${company} has been paid. Tell others how it went.`
        : `The job is complete and ${company} has been paid.`;
    case "cancelled":
      return payment?.status === "refunded" ? "This job was cancelled and your payment refunded." : "This job was cancelled.";
    default:
      return "";
  }
}
