"use client";

import { useQuery } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { chosenProposalId } from "~/features/jobs/chosen-proposal";
import type { PlannedMilestone } from "~/features/milestones/milestone-plan";
import { useTRPC } from "~/trpc/react";
import { ProposalCard } from "./proposal-card";
import type { JobPageData } from "./types";
import type { JobActionsApi } from "./use-job-actions";

/** The proposals side by side: one column on a phone, two on a tablet, three on a wide screen. */
export function ProposalsSection({ data, actions }: { data: JobPageData; actions: JobActionsApi }) {
  const count = data.proposals.length;
  const plans = usePlansWhileChoosing(data);
  return (
    <section aria-labelledby="proposals-heading" className="flex flex-col gap-4" data-testid="proposals">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="proposals-heading" className="text-xl font-semibold">
          Proposals
        </h2>
        <span className="text-sm text-muted-foreground" data-testid="proposal-count">
          {count.toLocaleString("en-US")} {count === 1 ? "proposal" : "proposals"}
        </span>
      </div>
      {count === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed py-10 text-center">
          <Inbox className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold">No proposals yet</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Operators usually respond within 24 to 48 hours. You&apos;ll be notified when a proposal arrives.
          </p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {data.proposals.map((proposal) => (
            <li key={proposal.id} className="min-w-0">
              <ProposalCard
                proposal={proposal}
                jobStatus={data.job.status}
                flags={data.actions}
                actions={actions}
                plan={plans.get(proposal.id) ?? []}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Each proposal's milestones while the customer has not chosen yet (after that, the milestones card shows the deal). */
function usePlansWhileChoosing(data: JobPageData): ReadonlyMap<string, PlannedMilestone[]> {
  const trpc = useTRPC();
  const choosing = chosenProposalId(data.proposals) === null && data.proposals.length > 0;
  const list = useQuery({ ...trpc.milestones.list.queryOptions({ id: data.job.id }), enabled: choosing });
  const plans = new Map<string, PlannedMilestone[]>();
  if (!choosing) return plans;
  for (const m of list.data?.items ?? []) plans.set(m.proposalId, [...(plans.get(m.proposalId) ?? []), m]);
  return plans;
}
