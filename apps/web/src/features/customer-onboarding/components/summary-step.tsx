"use client";

import { buttonVariants, Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from "@skyhire/ui";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTRPC } from "~/trpc/react";
import { WHAT_HAPPENS_NEXT } from "../copy";

/** Step 5: Welcome to Your Dashboard — what happens next, the active request count, two ways on. */
export function SummaryStep() {
  const trpc = useTRPC();
  // Always read fresh: the job posted a moment ago must be counted.
  const summary = useQuery({ ...trpc.onboarding.summary.queryOptions(), staleTime: 0, refetchOnMount: "always" });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">Welcome to Your Dashboard</CardTitle>
        <CardDescription>Your account is ready and your request is live.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <section className="flex flex-col gap-3">
          <h2 className="font-semibold">What happens next</h2>
          <ol className="flex flex-col gap-3">
            {WHAT_HAPPENS_NEXT.map((text, index) => (
              <li key={text} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <span className="text-sm text-muted-foreground">{text}</span>
              </li>
            ))}
          </ol>
        </section>

        <section aria-label="Active requests" className="rounded-lg border p-4">
          <p className="text-sm text-muted-foreground">Active Requests</p>
          {summary.isPending ? (
            <Spinner size="sm" label="Loading active requests" className="mt-2" />
          ) : summary.isError ? (
            <p className="mt-1 text-sm text-destructive">Your active requests could not be loaded.</p>
          ) : (
            <p className="text-3xl font-bold" data-testid="active-requests-count">
              {summary.data.activeRequests}
            </p>
          )}
        </section>

        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Link href="/post-job" className={buttonVariants({ variant: "outline" })}>
            Post Another Request
          </Link>
          <Link href="/" className={buttonVariants()}>
            Go to Dashboard
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
