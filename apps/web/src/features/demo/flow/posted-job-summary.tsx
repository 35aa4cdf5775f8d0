"use client";

import { Briefcase, MapPin } from "lucide-react";
import { usePostedJob, type PostedDemoJob } from "./posted-job";

/** The job this step is about: the one posted in step 1, else the server's sample job. */
export function PostedJobSummary({ sample }: { sample: PostedDemoJob }) {
  const job = usePostedJob(sample);
  return (
    <div className="flex flex-col gap-1 rounded-lg border bg-muted/40 px-4 py-3 text-sm sm:flex-row sm:items-center sm:gap-4">
      <span className="flex min-w-0 items-center gap-2 font-medium">
        <Briefcase className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="truncate" data-testid="demo-job-title">
          {job.title}
        </span>
      </span>
      <span className="flex min-w-0 items-center gap-2 text-muted-foreground">
        <MapPin className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{job.location}</span>
      </span>
      <span className="text-muted-foreground">{job.category}</span>
    </div>
  );
}
