import { LIMITS } from "@skyhire/validators";
import { Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import { MapPin } from "lucide-react";
import { load } from "~/server/safe-call";
import { api } from "~/trpc/server";
import { JobStatusBadge } from "./job-status-badge";

/** The first 4 job requests: title, location and a status badge (docs/product.md#signed-in-home). */
export async function RecentJobs() {
  const result = await load("recent job requests", () => api.jobs.list({ page: 1, pageSize: LIMITS.homeRecentItems }));
  const jobs = result.ok ? result.data.items.slice(0, LIMITS.homeRecentItems) : [];
  return (
    <Card className="h-full" data-testid="recent-jobs">
      <CardHeader>
        <CardTitle>Recent Job Requests</CardTitle>
      </CardHeader>
      <CardContent>
        {!result.ok ? (
          <p className="text-sm text-muted-foreground">Job requests could not be loaded right now.</p>
        ) : jobs.length === 0 ? (
          <p className="text-sm text-muted-foreground">No job requests yet</p>
        ) : (
          <ul className="divide-y">
            {jobs.map((job) => (
              <li key={job.id} data-testid="recent-job" className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="line-clamp-2 font-medium break-words">{job.title}</p>
                  <p className="flex items-center gap-1 text-sm text-muted-foreground">
                    <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                    <span className="truncate">{job.location}</span>
                  </p>
                </div>
                <JobStatusBadge status={job.status} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
