"use client";

import { formatMoney } from "@skyhire/validators";
import { Card, CardContent, CardHeader, CardTitle, ConfirmAction, buttonVariants } from "@skyhire/ui";
import { PenLine, Undo2, XCircle } from "lucide-react";
import Link from "next/link";
import { chosenProposal } from "~/features/jobs/chosen-proposal";
import { customerNextSteps } from "~/features/jobs/guidance";
import { useMilestoneProgress } from "~/features/milestones/use-deal-milestones";
import type { JobPageData } from "./types";
import type { JobActionsApi } from "./use-job-actions";

const REVIEWS_PATH = "/dashboard/customer/reviews";

/**
 * Where the job stands and what the customer can do next; the buttons follow the server's flags.
 * Confirming or disputing a delivery is done on the milestones card, for one part as for several.
 */
export function NextStepsCard({ data, actions }: { data: JobPageData; actions: JobActionsApi }) {
  const { job, payment, actions: flags } = data;
  const chosen = chosenProposal(data.proposals);
  const progress = useMilestoneProgress(job.id, chosen !== undefined);
  const held = payment ? formatMoney(payment.amount, payment.currency) : null;
  const busy = actions.cancel.pending || actions.refund.pending;
  const anyButton = flags.canCancel || flags.canRefund || flags.canReview;

  return (
    <Card data-testid="next-steps">
      <CardHeader>
        <CardTitle>Next steps</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground" data-testid="next-steps-text">
          {customerNextSteps(data, progress)}
        </p>
        {anyButton ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
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
