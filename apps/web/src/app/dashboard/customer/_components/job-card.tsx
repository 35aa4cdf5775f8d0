import { LIMITS, requirementLabel, budgetText } from "@skyhire/validators";
import { Badge, Card, CardContent, CardHeader } from "@skyhire/ui";
import { Calendar, MapPin } from "lucide-react";
import Link from "next/link";
import { statusLabel } from "~/lib/format";
import { jobCardStatusVariant, postedOn } from "~/features/customer-jobs/job-format";

export interface JobCardJob {
  id: string;
  title: string;
  description: string;
  location: string;
  status: string;
  budget: string | null;
  budgetMin?: number | null;
  budgetMax?: number | null;
  currency?: string;
  requirements: string[];
  createdAt: Date | string;
}

/**
 * One job request as the customer dashboard shows it (docs/product.md#job-request-as-displayed "Job request as displayed"). The
 * whole card opens the job's page (/jobs/{id}) through its title link, stretched over the card.
 */
export function JobCard({ job }: { job: JobCardJob }) {
  const budget = budgetText(job);
  const shown = job.requirements.slice(0, LIMITS.jobCardRequirementBadges);
  const hidden = job.requirements.length - shown.length;
  return (
    <Card
      data-testid="job-card"
      className="relative flex h-full flex-col transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
    >
      <CardHeader className="gap-2 pb-3">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 text-base leading-tight font-semibold break-words">
            <Link href={`/jobs/${job.id}`} className="outline-none after:absolute after:inset-0 after:content-['']">
              {job.title}
            </Link>
          </h3>
          <Badge variant={jobCardStatusVariant(job.status)} data-status={job.status}>
            {statusLabel(job.status)}
          </Badge>
        </div>
        <p className="line-clamp-3 text-sm break-words text-muted-foreground">{job.description}</p>
      </CardHeader>
      <CardContent className="mt-auto flex flex-col gap-3">
        <div className="flex flex-wrap gap-1.5">
          {budget ? (
            <Badge variant="outline" data-testid="job-budget">
              {budget}
            </Badge>
          ) : null}
          {shown.map((requirement) => (
            <Badge key={requirement} variant="secondary">
              {requirementLabel(requirement)}
            </Badge>
          ))}
          {hidden > 0 ? <Badge variant="secondary">+{hidden} more</Badge> : null}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="flex min-w-0 items-center gap-1">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{job.location}</span>
          </span>
          {/* The date is the viewer's local day; the server may sit in another time zone. */}
          <span className="flex items-center gap-1" suppressHydrationWarning>
            <Calendar className="size-3.5 shrink-0" aria-hidden="true" />
            {postedOn(job.createdAt)}
          </span>
        </div>
      </CardContent>
    </Card>
  );
}
