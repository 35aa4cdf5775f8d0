import type { RouterOutputs } from "@skyhire/api";
import { jobCategoryLabel, budgetText } from "@skyhire/validators";
import { Badge, Card, CardContent, CardHeader, buttonVariants } from "@skyhire/ui";
import { ArrowRight, CalendarDays, MailOpen, MapPin, Tag } from "lucide-react";
import Link from "next/link";
import { descriptionPreview, distanceText } from "../../../listings/_lib/text";
import { postedText, requirementBadges } from "../_lib/job-text";

type BoardJob = RouterOutputs["jobs"]["board"]["items"][number];

/** One open job request on the board (docs/product.md#job-request-as-displayed "Job request as displayed"). */
/** `near`: the place searched near, whose distance the card gives. */
export function JobCard({ job, near }: { job: BoardJob; near?: string | null }) {
  const budget = budgetText(job);
  const { labels, more } = requirementBadges(job.requirements);
  return (
    <Card
      data-testid="job-card"
      data-invited={job.invited ? "true" : undefined}
      className={job.invited ? "border-primary ring-1 ring-primary/30" : undefined}
    >
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {job.invited ? (
            <Badge data-testid="invited-badge">
              <MailOpen aria-hidden="true" />
              Invited
            </Badge>
          ) : null}
          {budget ? (
            <Badge variant="green" data-testid="job-budget">
              {budget}
            </Badge>
          ) : null}
        </div>
        <h2 className="text-base leading-tight font-semibold break-words">{job.title}</h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm break-words text-muted-foreground">
          {descriptionPreview(job.description)}
        </p>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="flex min-w-0 items-center gap-1" data-testid="job-location">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="break-words">{job.location}</span>
            {job.distanceKm !== null ? (
              <span className="shrink-0" data-testid="job-distance">
                · {distanceText(job.distanceKm, near)}
              </span>
            ) : null}
          </span>
          <span className="flex items-center gap-1" data-testid="job-category">
            <Tag className="size-4 shrink-0" aria-hidden="true" />
            {jobCategoryLabel(job.category)}
          </span>
          <span className="flex items-center gap-1" data-testid="job-posted">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            {postedText(job.createdAt)}
          </span>
        </div>
        {labels.length > 0 ? (
          <ul
            className="flex flex-wrap gap-2"
            aria-label="Requirements"
            data-testid="job-requirements"
          >
            {labels.map((label) => (
              <li key={label}>
                <Badge variant="outline">{label}</Badge>
              </li>
            ))}
            {more > 0 ? (
              <li>
                <Badge variant="secondary">+{more} more</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        {/* The job page holds the proposal form (or the operator's own proposal). */}
        <Link
          href={`/jobs/${job.id}`}
          className={buttonVariants({ className: "w-full sm:w-auto sm:self-start" })}
          aria-label={`View & Propose: ${job.title}`}
          data-testid="job-view-link"
        >
          View &amp; Propose
          <ArrowRight aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}
