import { LIFECYCLE_LIMITS, LIFECYCLE_MESSAGES } from "@skyhire/validators";
import { Badge, Card, CardContent } from "@skyhire/ui";
import { CalendarCheck, Lock } from "lucide-react";
import Link from "next/link";
import { LocalDate } from "~/features/messages/local-time";
import { ReviewDialog } from "./review-dialog";
import { Stars } from "./stars";
import type { ReviewProject } from "./types";

/**
 * One ended project (completed, or refunded by a dispute): Write Review while the review period is open and no review exists, Edit
 * Review for an existing one, and 'review period passed' once the window has closed.
 */
export function ProjectCard({ project }: { project: ReviewProject }) {
  return (
    <Card data-testid="review-project" data-job-id={project.id}>
      <CardContent className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="min-w-0 font-semibold break-words" data-testid="review-project-title">
              <Link href={`/jobs/${project.id}`} className="hover:underline">
                {project.title}
              </Link>
            </h3>
            <Badge variant="grey">{project.status}</Badge>
          </div>
          <p className="text-sm break-words text-muted-foreground">
            {project.operatorName ?? "Operator"}
            {project.completedDate ? (
              <>
                {" · "}
                <span className="inline-flex items-center gap-1">
                  <CalendarCheck className="size-3.5" aria-hidden="true" />
                  {project.status === "refunded" ? "Refunded" : "Completed"} <LocalDate value={project.completedDate} />
                </span>
              </>
            ) : null}
          </p>
          {project.hasReview && project.rating !== null ? (
            <div className="flex flex-col gap-1 rounded-lg bg-muted/60 p-3" data-testid="review-existing">
              <Stars rating={project.rating} testId="review-stars" />
              <p className="text-sm break-words whitespace-pre-wrap" data-testid="review-text">
                {project.reviewText ?? <span className="text-muted-foreground">No comment</span>}
              </p>
            </div>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end">
          {project.canReview || project.canEdit ? (
            <>
              <ReviewDialog project={project} />
              {project.reviewPeriodEndsAt ? (
                <p className="text-xs text-muted-foreground">
                  Open until <LocalDate value={project.reviewPeriodEndsAt} />
                </p>
              ) : null}
            </>
          ) : project.reviewPeriodPassed ? (
            <p
              className="inline-flex items-center gap-1 text-sm text-muted-foreground"
              data-testid="review-period-passed"
              title={`Reviews can be written or edited for ${LIFECYCLE_LIMITS.reviewWindowDays} days after completion.`}
            >
              <Lock className="size-3.5" aria-hidden="true" />
              {LIFECYCLE_MESSAGES.reviewPeriodPassed}
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
