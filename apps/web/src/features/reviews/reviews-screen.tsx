"use client";

import { Card, CardDescription, CardHeader, CardTitle, buttonVariants } from "@skyhire/ui";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";
import { PaginationLinks } from "~/features/pagination/pagination-links";
import { LoadFailed } from "~/features/messages/load-failed";
import { useTRPC } from "~/trpc/react";
import { REVIEW_PROJECTS_PAGE_SIZE } from "./format";
import { ProjectCard } from "./project-card";
import { ReviewSummaryCards } from "./summary-cards";

/** The customer's reviews screen (docs/product.md#reviews, on real data): summary cards and completed projects. */
export function ReviewsScreen({ page }: { page: number }) {
  const trpc = useTRPC();
  const mine = useQuery(trpc.reviews.mine.queryOptions({ page, pageSize: REVIEW_PROJECTS_PAGE_SIZE }));
  useLoginRedirectOn401(mine.error);

  if (mine.isPending) return <p className="py-8 text-center text-muted-foreground">Loading…</p>;
  if (!mine.data) return <LoadFailed what="your completed projects" />;
  const { items, summary, total } = mine.data;

  return (
    <div className="flex flex-col gap-6">
      <ReviewSummaryCards summary={summary} />
      <section aria-labelledby="completed-projects-heading" className="flex flex-col gap-4">
        <h2 id="completed-projects-heading" className="text-xl font-semibold">
          Completed Projects
        </h2>
        {items.length === 0 ? (
          <Card data-testid="no-completed-projects">
            <CardHeader>
              <CardTitle>No completed projects yet</CardTitle>
              <CardDescription>
                When an operator delivers a job and you confirm completion, you can review them here.
              </CardDescription>
            </CardHeader>
            <div className="px-6 pb-6">
              <Link href="/dashboard/customer" className={buttonVariants({ variant: "outline" })}>
                Go to Dashboard
              </Link>
            </div>
          </Card>
        ) : (
          <ul className="flex flex-col gap-3">
            {items.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        )}
        <PaginationLinks
          page={page}
          pageSize={REVIEW_PROJECTS_PAGE_SIZE}
          total={total}
          hrefFor={(n) => `/dashboard/customer/reviews?page=${n}`}
          label="Project pages"
        />
      </section>
    </div>
  );
}
