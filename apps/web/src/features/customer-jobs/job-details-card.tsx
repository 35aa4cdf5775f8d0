import type { ReactNode } from "react";
import { jobCategoryLabel, requirementLabel, TIMELINES, budgetText } from "@skyhire/validators";
import { Badge, Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import { shortDate } from "./format";
import type { JobPageJob } from "./types";

/** What the customer asked for: description, category, location, budget, timeline, requirements. */
export function JobDetailsCard({ job }: { job: JobPageJob }) {
  const budget = budgetText(job);
  const timeline = job.timeline ? (TIMELINES.find((t) => t.value === job.timeline)?.label ?? job.timeline) : null;
  return (
    <Card data-testid="job-details">
      <CardHeader>
        <CardTitle>Job details</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm break-words whitespace-pre-line">{job.description}</p>
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          <Detail label="Category" value={jobCategoryLabel(job.category)} />
          <Detail label="Location" value={job.location} />
          <Detail label="Budget" value={budget ?? "Not specified"} />
          <Detail label="Timeline" value={timeline ?? "Not specified"} />
          {/* The viewer's local day; the server may sit in another time zone. */}
          <Detail label="Posted" value={<span suppressHydrationWarning>{shortDate(job.createdAt)}</span>} />
        </dl>
        {job.requirements.length > 0 ? (
          <div>
            <p className="mb-2 text-sm font-medium">Requirements</p>
            <ul className="flex flex-wrap gap-1.5">
              {job.requirements.map((requirement) => (
                <li key={requirement}>
                  <Badge variant="secondary">{requirementLabel(requirement)}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}
