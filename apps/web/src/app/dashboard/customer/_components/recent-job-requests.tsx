"use client";

import { Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ClipboardList } from "lucide-react";
import { useState } from "react";
import { useTRPC } from "~/trpc/react";
import { EmptyState } from "~/features/dashboard/empty-state";
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
          <EmptyState
            icon={ClipboardList}
            title="No job requests"
            text="Get started by posting your first job request and let drone operators come to you."
            action={{ href: "/post-job", label: "Post New Job" }}
          />
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
