"use client";

import { Inbox } from "lucide-react";
import { ProposalCard } from "./proposal-card";
import type { JobPageData } from "./types";
import type { JobActionsApi } from "./use-job-actions";

/** The proposals side by side: one column on a phone, two on a tablet, three on a wide screen. */
export function ProposalsSection({ data, actions }: { data: JobPageData; actions: JobActionsApi }) {
  const count = data.proposals.length;
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
              <ProposalCard proposal={proposal} jobStatus={data.job.status} flags={data.actions} actions={actions} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
