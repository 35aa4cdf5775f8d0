"use client";

import { Card, CardContent, CardHeader, CardTitle, buttonVariants } from "@skyhire/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ClipboardList, Plus } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { useTRPC } from "~/trpc/react";
import { Pager } from "~/features/pagination/pager";
import { JobCard } from "./job-card";
import { DASHBOARD_JOBS_PAGE_SIZE } from "~/features/customer-jobs/job-format";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";

/** The customer's job requests, newest first, one page at a time. */
export function RecentJobRequests({ userId }: { userId: string }) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const jobs = useQuery(
    trpc.jobs.byCustomer.queryOptions(
      { userId, page, pageSize: DASHBOARD_JOBS_PAGE_SIZE },
      { placeholderData: keepPreviousData },
    ),
  );
  useLoginRedirectOn401(jobs.error);

  const total = jobs.data?.total ?? 0;

  return (
    <Card data-testid="customer-jobs">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Recent Job Requests</CardTitle>
        {total > 0 ? (
          <span className="text-sm text-muted-foreground">
            {total.toLocaleString("en-US")} {total === 1 ? "request" : "requests"}
          </span>
        ) : null}
      </CardHeader>
      <CardContent>
        {jobs.isPending ? (
          <div aria-busy="true" className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {[0, 1].map((i) => (
              <div key={i} className="h-44 animate-pulse rounded-xl bg-muted" />
            ))}
          </div>
        ) : jobs.isError && !jobs.data ? (
          <p role="alert" className="text-sm text-muted-foreground">
            Your job requests could not be loaded right now.
          </p>
        ) : total === 0 ? (
          <EmptyState />
        ) : (
          <div className="flex flex-col gap-4">
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-busy={jobs.isPlaceholderData}>
              {jobs.data?.items.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
            <Pager
              label="Job request pages"
              page={page}
              pageSize={DASHBOARD_JOBS_PAGE_SIZE}
              total={total}
              busy={jobs.isFetching}
              onPage={setPage}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <ClipboardList className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="text-lg font-semibold">No job requests</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Get started by posting your first job request and let drone operators come to you.
      </p>
      <Link href="/post-job" className={buttonVariants()}>
        <Plus aria-hidden="true" />
        Post New Job
      </Link>
    </div>
  );
}
