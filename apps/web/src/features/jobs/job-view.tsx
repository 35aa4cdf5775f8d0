"use client";

import { Button, Card, CardContent } from "@skyhire/ui";
import { useQuery } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { PageSpinner } from "~/features/shell/page-spinner";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";
import { useTRPC } from "~/trpc/react";
import type { JobViewData } from "./types";

interface JobViewProps {
  jobId: string;
  /** The role's own page around the job it read: the customer's panels or the operator's. */
  children: (data: JobViewData) => ReactNode;
}

/**
 * /jobs/{id} on the client, for every role: the server read the job first (hydrated here), this
 * reads it again after each action. Signed out → sign in; a failed read → a card to try again.
 */
export function JobView({ jobId, children }: JobViewProps) {
  const trpc = useTRPC();
  const job = useQuery(trpc.proposals.byJob.queryOptions({ jobId }));
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
  return children(job.data);
}

/** The page frame both roles' job pages share. */
export const JOB_PAGE_FRAME = "mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8";
