import { Badge, buttonVariants } from "@skyhire/ui";
import { ArrowLeft, FlaskConical } from "lucide-react";
import Link from "next/link";
import { JOB_COPY } from "./copy";
import { JobStatusBadge, PaymentStatusBadge } from "./status-badges";
import type { JobPageData } from "./types";

/** Back link, title, the job and payment status, and the test-mode marker on the offline gateway. */
export function JobHeader({ data, testMode }: { data: JobPageData; testMode: boolean }) {
  return (
    <header className="flex flex-col gap-4">
      <Link
        href="/dashboard/customer"
        className={buttonVariants({ variant: "ghost", size: "sm", className: "self-start" })}
      >
        <ArrowLeft aria-hidden="true" />
        Back to dashboard
      </Link>
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{data.job.title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <JobStatusBadge status={data.job.status} />
          <PaymentStatusBadge status={data.deal?.ended ? "settled" : (data.payment?.status ?? null)} />
          {testMode ? (
            <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-900" data-testid="test-mode">
              <FlaskConical aria-hidden="true" />
              {JOB_COPY.testMode}
            </Badge>
          ) : null}
        </div>
      </div>
    </header>
  );
}
