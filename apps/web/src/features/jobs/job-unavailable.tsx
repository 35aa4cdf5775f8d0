import { Card, CardContent, CardHeader, buttonVariants } from "@skyhire/ui";
import { CircleQuestionMark, Lock, TriangleAlert } from "lucide-react";
import Link from "next/link";

const CONTENT = {
  // An unknown job and someone else's look the same (app/jobs/[id]/not-found.tsx).
  "not-found": {
    icon: CircleQuestionMark,
    title: "Job not found",
    text: "The job you're looking for doesn't exist, has been removed, or isn't yours to see.",
  },
  // The operator's: a job no longer open that they did not propose on.
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

/** Where each viewer goes from here: their main place first. */
const WAYS_ON = {
  customer: [
    { href: "/dashboard/customer", label: "Go to Dashboard" },
    { href: "/", label: "Go Home" },
  ],
  operator: [
    { href: "/jobs/board", label: "Go to Job Board" },
    { href: "/dashboard/operator/proposals", label: "My Proposals" },
  ],
} as const;

export type JobUnavailableKind = keyof typeof CONTENT;
export type JobViewer = keyof typeof WAYS_ON;

/** The job page when there is nothing this viewer may see: unknown or not theirs, closed to an operator, or a fault. */
export function JobUnavailable({ kind, viewer }: { kind: JobUnavailableKind; viewer: JobViewer }) {
  const { icon: Icon, title, text } = CONTENT[kind];
  const [primary, secondary] = WAYS_ON[viewer];
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
            <Link href={primary.href} className={buttonVariants()}>
              {primary.label}
            </Link>
            <Link href={secondary.href} className={buttonVariants({ variant: "outline" })}>
              {secondary.label}
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
