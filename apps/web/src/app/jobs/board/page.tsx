import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { ResultsSkeleton } from "../../listings/_components/results-skeleton";
import { UrlNotices } from "../../listings/_components/url-notices";
import { signInHref } from "../../listings/_lib/links";
import type { SearchParams } from "~/features/listing-search/search-params";
import { SaveSearchLink } from "~/features/saved-searches/save-search-link";
import { getCurrentUser } from "~/server/session";
import { BoardFilters } from "./_components/board-filters";
import { BoardResults } from "./_components/board-results";
import { OperatorsOnly } from "./_components/operators-only";
import { boardHref, parseBoardParams } from "./_lib/board-params";

export const metadata: Metadata = { title: "Job Board" };

/**
 * /jobs/board — open job requests for operators (and admins) to quote on, newest first, filtered
 * by category and place in the URL. Signed-out visitors sign in first; customers are told it is
 * for operators. The procedure checks the role again on its own.
 */
export default async function JobBoardPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const [user, params] = await Promise.all([getCurrentUser(), searchParams]);
  const { query, notices } = parseBoardParams(params);
  if (!user) redirect(signInHref(boardHref(query)));
  if (user.role === "customer") return <OperatorsOnly />;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Job Board</h1>
          <p className="mt-1 text-muted-foreground">
            Open job requests from customers, newest first. Jobs addressed to you are marked Invited.
          </p>
        </div>
        <SaveSearchLink kind="jobs" searchParams={params} />
      </header>

      <BoardFilters
        category={query.category}
        location={query.location ?? ""}
        near={query.near}
        radiusKm={query.radiusKm}
        pageSize={query.pageSize}
      />

      <UrlNotices notices={notices} />

      <Suspense fallback={<ResultsSkeleton label="Loading jobs" />}>
        <BoardResults query={query} />
      </Suspense>
    </div>
  );
}
