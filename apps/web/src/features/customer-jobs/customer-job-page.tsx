"use client";

import { Button, Card, CardContent } from "@skyhire/ui";
import { useQuery } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { PageSpinner } from "~/features/shell/page-spinner";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";
import { useTRPC } from "~/trpc/react";
import { DisputesCard } from "~/features/disputes/disputes-card";
import { MilestonesCard } from "~/features/milestones/milestones-card";
import { JobDetailsCard } from "./job-details-card";
import { JobHeader } from "./job-header";
import { NextStepsCard } from "./next-steps-card";
import { PaymentPanel } from "./payment-panel";
import { ProposalsSection } from "./proposals-section";
import { useJobActions } from "./use-job-actions";

/**
 * /jobs/{id} for the customer who owns the job: details, status, the escrow payment, next steps,
 * and the proposals side by side. The server read the job first (hydrated here); every action
 * reads it again, so the buttons always follow the server's `actions` flags.
 */
export function CustomerJobPage({ jobId }: { jobId: string }) {
  const trpc = useTRPC();
  const job = useQuery(trpc.proposals.byJob.queryOptions({ jobId }));
  const mode = useQuery(trpc.escrow.mode.queryOptions());
  const actions = useJobActions(jobId);
  useLoginRedirectOn401(job.error);

  if (job.isPending) return <PageSpinner label="Loading job" />;
  if (!job.data) {
    return (
      <div className="mx-auto w-full max-w-md px-4 py-16">
        <Card role="alert">
          <CardContent className="flex flex-col gap-4 pt-6">
            <p className="text-sm text-muted-foreground">This job could not be loaded right now.</p>
            <Button variant="outline" className="self-start" onClick={() => void job.refetch()}>
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  const data = job.data;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8" data-testid="customer-job-page">
      <JobHeader data={data} testMode={mode.data?.testMode ?? false} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <JobDetailsCard job={data.job} />
          <MilestonesCard jobId={jobId} />
          <DisputesCard jobId={jobId} />
        </div>
        <aside className="flex min-w-0 flex-col gap-6" aria-label="Payment and next steps">
          <NextStepsCard data={data} actions={actions} />
          {data.payment ? (
            <PaymentPanel jobId={jobId} payment={data.payment} flags={data.actions} pay={actions.pay} />
          ) : null}
        </aside>
      </div>
      <ProposalsSection data={data} actions={actions} />
    </div>
  );
}
