"use client";

import { jobCategoryLabel } from "@skyhire/validators";
import { Badge, buttonVariants } from "@skyhire/ui";
import { ArrowLeft, MailOpen, MapPin, Tag } from "lucide-react";
import Link from "next/link";
import { statusLabel } from "~/lib/format";
import { DisputesCard } from "~/features/disputes/disputes-card";
import { JobDetailsCard } from "~/features/jobs/job-details-card";
import { JOB_PAGE_FRAME, JobView } from "~/features/jobs/job-view";
import type { JobViewData } from "~/features/jobs/types";
import { chosenProposalId } from "~/features/jobs/chosen-proposal";
import { MilestonesCard } from "~/features/milestones/milestones-card";
import { MessageCustomerButton } from "./message-customer-button";
import { ProposalPanel } from "./proposal-panel";
import { panelStage, showsInvitedBadge } from "./stage";
import type { ProposalEligibility } from "./types";

interface OperatorJobViewProps {
  jobId: string;
  viewerId: string;
  eligibility: ProposalEligibility;
}

/** /jobs/{id} for an operator: the job, their proposal (or the form), and a thread with the customer. */
export function OperatorJobView({ jobId, viewerId, eligibility }: OperatorJobViewProps) {
  return (
    <JobView jobId={jobId}>
      {(data) => <OperatorJobPage jobId={jobId} data={data} viewerId={viewerId} eligibility={eligibility} />}
    </JobView>
  );
}

/** The operator's panels around the job: status, invitation, their proposal, the thread. */
function OperatorJobPage({ jobId, data, viewerId, eligibility }: OperatorJobViewProps & { data: JobViewData }) {
  const stage = panelStage(data, eligibility.allowed);
  const invited = data.job.invitedOperatorId === viewerId;
  const showInvited = showsInvitedBadge(data.job, viewerId);
  // The thread exists once the operator proposed or was contacted about the job.
  const canMessage = data.proposals.length > 0 || invited;

  return (
    <div className={JOB_PAGE_FRAME} data-testid="operator-job-panel" data-job-id={jobId}>
      <Link href="/jobs/board" className={buttonVariants({ variant: "ghost", size: "sm", className: "self-start" })}>
        <ArrowLeft aria-hidden="true" />
        Back to Job Board
      </Link>
      <header className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={data.job.status === "open" ? "green" : "grey"} data-testid="job-status" data-status={data.job.status}>
            Job {statusLabel(data.job.status)}
          </Badge>
          {showInvited ? (
            <Badge data-testid="invited-badge">
              <MailOpen aria-hidden="true" />
              Invited
            </Badge>
          ) : null}
        </div>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{data.job.title}</h1>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="flex min-w-0 items-center gap-1">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="break-words">{data.job.location}</span>
          </span>
          <span className="flex items-center gap-1">
            <Tag className="size-4 shrink-0" aria-hidden="true" />
            {jobCategoryLabel(data.job.category)}
          </span>
        </p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-3">
          <JobDetailsCard job={data.job} testId="operator-job-details" />
          {data.proposals.length > 0 ? <MilestonesCard jobId={jobId} chosenProposalId={chosenProposalId(data.proposals)} /> : null}
          {data.proposals.length > 0 ? <DisputesCard jobId={jobId} /> : null}
        </div>
        <aside className="flex min-w-0 flex-col gap-4 lg:col-span-2" aria-label="Your proposal">
          <ProposalPanel data={data} stage={stage} eligibility={eligibility} />
          {canMessage ? <MessageCustomerButton jobId={jobId} /> : null}
        </aside>
      </div>
    </div>
  );
}
