"use client";

import { Avatar, AvatarFallback, Card, CardContent, CardHeader, CardTitle, buttonVariants } from "@skyhire/ui";
import { CheckCircle2, FileText, Star } from "lucide-react";
import Link from "next/link";
import { usePostedJob } from "../flow/posted-job";
import { PostedJobSummary } from "../flow/posted-job-summary";
import { formatCents } from "../format";
import type { DemoCompletion } from "../types";

/** Step 4: the job is delivered and escrow releases the payout (quote less the 10% platform fee). */
export function CompletionView({ completion }: { completion: DemoCompletion }) {
  const { proposal, release, deliverables } = completion;
  const job = usePostedJob(completion.sampleJob);
  const milestones = [
    `Job posted: ${job.title}`,
    `Proposal accepted from ${proposal.companyName}`,
    "Payment secured in escrow",
    "Flight completed on site",
    "Deliverables uploaded and approved",
  ];
  const releaseRows = [
    { id: "quote", label: "Job amount held in escrow", value: formatCents(release.quoteCents) },
    { id: "fee", label: `Platform fee (${release.platformFeePercent}%)`, value: `−${formatCents(release.platformFeeCents)}` },
  ];
  return (
    <div className="flex flex-col gap-6">
      <PostedJobSummary sample={completion.sampleJob} />
      <Card className="border-green-300 bg-green-50" data-testid="demo-job-completed">
        <CardContent className="flex flex-col items-center gap-3 p-6 text-center text-green-900 sm:flex-row sm:text-left">
          <CheckCircle2 className="size-12 shrink-0 text-green-600" aria-hidden="true" />
          <div>
            <p className="text-xl font-semibold">Job Completed</p>
            <p className="text-sm">
              {proposal.operatorName} delivered &ldquo;{job.title}&rdquo; and the escrow payment has been released.
            </p>
          </div>
        </CardContent>
      </Card>

      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Job Timeline</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="flex flex-col gap-3">
              {milestones.map((milestone) => (
                <li key={milestone} className="flex items-start gap-2 text-sm">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
                  <span className="min-w-0 break-words">{milestone}</span>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle as="h2">Deliverables</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-3">
              {deliverables.map((item) => (
                <li key={item} className="flex items-start gap-2 text-sm">
                  <FileText className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Escrow Released</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex items-center gap-3">
            <Avatar className="size-10">
              <AvatarFallback className="bg-primary/10 font-semibold text-primary">{proposal.avatar}</AvatarFallback>
            </Avatar>
            <p className="text-sm">
              <span className="font-medium">{proposal.operatorName}</span>
              <span className="text-muted-foreground"> · {proposal.companyName}</span>
            </p>
          </div>
          <dl className="flex flex-col gap-2 text-sm">
            {releaseRows.map((row) => (
              <div key={row.id} className="flex justify-between gap-2">
                <dt className="text-muted-foreground">{row.label}</dt>
                <dd className="font-medium tabular-nums">{row.value}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-2 border-t pt-2 text-base">
              <dt className="font-semibold">Paid to operator</dt>
              <dd className="font-bold tabular-nums" data-testid="demo-operator-payout">
                {formatCents(release.operatorPayoutCents)}
              </dd>
            </div>
          </dl>
          <Link
            href={`/demo/ratings?${new URLSearchParams({ proposal: proposal.id })}`}
            className={buttonVariants({ size: "lg", className: "w-full sm:w-auto sm:self-end" })}
          >
            <Star aria-hidden="true" />
            Rate the Operator
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
