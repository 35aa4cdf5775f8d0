"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "~/trpc/react";
import { DisputesCard } from "~/features/disputes/disputes-card";
import { JobDetailsCard } from "~/features/jobs/job-details-card";
import { JOB_PAGE_FRAME, JobView } from "~/features/jobs/job-view";
import { DealSummary } from "~/features/milestones/deal-summary";
import { chosenProposalId } from "~/features/jobs/chosen-proposal";
import { MilestonesCard } from "~/features/milestones/milestones-card";
import { JobHeader } from "./job-header";
import { NextStepsCard } from "./next-steps-card";
import { PaymentPanel } from "./payment-panel";
import { ProposalsSection } from "./proposals-section";
import { useMilestoneProgress } from "~/features/milestones/use-deal-milestones";
import type { JobPageData } from "./types";
import { useJobActions, type JobActionsApi } from "./use-job-actions";

/**
 * /jobs/{id} for the customer who owns the job: details, status, the escrow payment, next steps,
 * and the proposals side by side. Every action reads the job again, so the buttons always follow
 * the server's `actions` flags.
 */
export function CustomerJobPage({ jobId }: { jobId: string }) {
  const trpc = useTRPC();
  const mode = useQuery(trpc.escrow.mode.queryOptions());
  const actions = useJobActions(jobId);

  return (
    <JobView jobId={jobId}>
      {(data) => (
        <div className={JOB_PAGE_FRAME} data-testid="customer-job-page">
          <JobHeader data={data} testMode={mode.data?.testMode ?? false} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
              <JobDetailsCard job={data.job} testId="job-details" />
              <MilestonesCard jobId={jobId} chosenProposalId={chosenProposalId(data.proposals)} />
              <DisputesCard jobId={jobId} />
            </div>
            <aside className="flex min-w-0 flex-col gap-6" aria-label="Payment and next steps">
              <NextStepsCard data={data} actions={actions} />
              <EscrowCard data={data} actions={actions} />
            </aside>
          </div>
          <ProposalsSection data={data} actions={actions} />
        </div>
      )}
    </JobView>
  );
}

/** The payment in play (titled by its milestone in a deal of several), or the ended deal's sums. */
function EscrowCard({ data, actions }: { data: JobPageData; actions: JobActionsApi }) {
  const progress = useMilestoneProgress(data.job.id, chosenProposalId(data.proposals) !== null);
  if (data.payment) {
    const part = progress?.isDeal ? progress.byPayment.get(data.payment.id) : undefined;
    return (
      <PaymentPanel
        jobId={data.job.id}
        payment={data.payment}
        flags={data.actions}
        pay={actions.pay}
        milestone={part && progress ? { ...part, total: progress.total } : null}
        disputed={progress?.disputedPayments.has(data.payment.id) ?? false}
      />
    );
  }
  return data.deal?.ended ? <DealSummary deal={data.deal} /> : null;
}
