import type { ReactNode } from "react";
import { jobCategoryLabel, requirementLabel, TIMELINES, budgetText } from "@skyhire/validators";
import { Badge, Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import { shortDate } from "~/features/customer-jobs/format";
import type { JobViewJob } from "./types";

/**
 * What the customer asked for: description, category, location, budget, timeline, requirements.
 * The same card on the customer's and the operator's job page; `testId` tells the two apart.
 */
export function JobDetailsCard({ job, testId }: { job: JobViewJob; testId: "job-details" | "operator-job-details" }) {
  const budget = budgetText(job);
  const timeline = job.timeline ? (TIMELINES.find((t) => t.value === job.timeline)?.label ?? job.timeline) : null;
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle as="h2">Job details</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm break-words whitespace-pre-line">{job.description}</p>
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          <Detail label="Category" value={jobCategoryLabel(job.category)} />
          <Detail label="Location" value={job.location} />
          <Detail label="Budget" value={budget ?? "Not specified"} testId="job-detail-budget" />
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

function Detail({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
