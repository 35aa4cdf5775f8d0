import { Card, CardContent, CardHeader, buttonVariants } from "@skyhire/ui";
import { CircleQuestionMark, Lock, TriangleAlert } from "lucide-react";
import Link from "next/link";

const CONTENT = {
  "not-found": {
    icon: CircleQuestionMark,
    title: "Job not found",
    text: "The job you're looking for doesn't exist or has been removed.",
  },
  closed: {
    icon: Lock,
    title: "Job not available",
    text: "This job is no longer open and you did not send a proposal for it.",
  },
  error: {
    icon: TriangleAlert,
    title: "Job unavailable",
    text: "We couldn't load this job right now. Please try again in a moment.",
  },
} as const;

export type JobNotAvailableKind = keyof typeof CONTENT;

/** The operator's job page when there is nothing to show: unknown job, closed to them, or a fault. */
export function JobNotAvailable({ kind }: { kind: JobNotAvailableKind }) {
  const { icon: Icon, title, text } = CONTENT[kind];
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md" data-testid="job-unavailable" data-kind={kind} role={kind === "error" ? "alert" : undefined}>
        <CardHeader className="flex flex-row items-center gap-2">
          <Icon className="size-8 shrink-0 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">{title}</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <p className="text-sm text-muted-foreground">{text}</p>
          <div className="flex flex-wrap gap-2">
            <Link href="/jobs/board" className={buttonVariants()}>
              Go to Job Board
            </Link>
            <Link href="/dashboard/operator/proposals" className={buttonVariants({ variant: "outline" })}>
              My Proposals
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
