import type { JobBoardQuery } from "@skyhire/validators";
import { Card, CardContent, buttonVariants } from "@skyhire/ui";
import { BriefcaseBusiness } from "lucide-react";
import Link from "next/link";
import { load } from "~/server/safe-call";
import { api } from "~/trpc/server";
import { PaginationLinks, pageCount } from "~/features/pagination/pagination-links";
import { countText } from "../../../listings/_lib/text";
import { BOARD_PATH, boardHref } from "../_lib/board-params";
import { JobCard } from "./job-card";

/** One page of open jobs, newest first, read on the server from the URL's filters. */
export async function BoardResults({ query }: { query: JobBoardQuery }) {
  const result = await load("job board", () => api.jobs.board(query));
  if (!result.ok) {
    return (
      <Card role="alert">
        <CardContent className="p-6 text-sm text-muted-foreground">
          {result.refusal?.code === "FORBIDDEN"
            ? result.refusal.message
            : "Jobs could not be loaded right now. Please try again in a moment."}
        </CardContent>
      </Card>
    );
  }

  const { items, total, totalCapped, page, pageSize } = result.data;
  const hrefFor = (target: number) => boardHref({ ...query, page: target });
  const filtered = Boolean(query.category || query.location);

  return (
    <section aria-label="Open jobs" className="flex flex-col gap-4">
      <p className="text-sm font-medium" data-testid="job-count" aria-live="polite">
        {countText(total, totalCapped)} open job{total === 1 && !totalCapped ? "" : "s"}
      </p>
      {items.length === 0 ? (
        <Card data-testid="board-empty">
          <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
            <BriefcaseBusiness className="size-10 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-lg font-semibold">
              {total > 0 ? "No jobs on this page" : "No open jobs right now"}
            </h2>
            <p className="text-sm text-muted-foreground">
              {total > 0
                ? "This page is past the last one."
                : filtered
                  ? "No open job matches these filters. Try another category or place."
                  : "New job requests from customers will appear here."}
            </p>
            {total > 0 ? (
              <Link
                href={hrefFor(pageCount(total, pageSize))}
                className={buttonVariants({ variant: "outline" })}
              >
                Go to the last page
              </Link>
            ) : filtered ? (
              <Link href={BOARD_PATH} className={buttonVariants({ variant: "outline" })}>
                Clear Filters
              </Link>
            ) : null}
          </CardContent>
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="job-results">
          {items.map((job) => (
            <li key={job.id}>
              <JobCard job={job} near={query.near} />
            </li>
          ))}
        </ul>
      )}
      <PaginationLinks
        page={page}
        pageSize={pageSize}
        total={total}
        totalCapped={totalCapped}
        itemCount={items.length}
        hrefFor={hrefFor}
        label="Job board pages"
      />
    </section>
  );
}
