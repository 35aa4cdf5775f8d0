"use client";

import { Briefcase, MapPin, Tag, Wallet } from "lucide-react";
import { usePostedJob, type PostedDemoJob } from "./posted-job";

/** The job this step is about: the one posted in step 1, else the server's sample job. */
export function PostedJobSummary({ sample }: { sample: PostedDemoJob }) {
  const job = usePostedJob(sample);
  return (
    <div
      className="flex flex-col gap-1 rounded-lg border bg-muted/40 px-4 py-3 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4"
      data-testid="demo-posted-job"
    >
      <span className="flex min-w-0 items-center gap-2 font-medium">
        <Briefcase className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="truncate" data-testid="demo-job-title">
          {job.title}
        </span>
      </span>
      <span className="flex min-w-0 items-center gap-2 text-muted-foreground">
        <MapPin className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate" data-testid="demo-job-location">
          {job.location}
        </span>
      </span>
      <span className="flex min-w-0 items-center gap-2 text-muted-foreground">
        <Wallet className="size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">Budget: </span>
        <span data-testid="demo-job-budget">{job.budget}</span>
      </span>
      <span className="flex min-w-0 items-center gap-2 text-muted-foreground">
        <Tag className="size-4 shrink-0" aria-hidden="true" />
        <span data-testid="demo-job-category">{job.category}</span>
      </span>
    </div>
  );
}
