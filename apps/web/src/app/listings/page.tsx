import type { Metadata } from "next";
import { Suspense } from "react";
import { BrowseFilters } from "./_components/browse-filters";
import { BrowseResults } from "./_components/browse-results";
import { ResultsSkeleton } from "./_components/results-skeleton";
import { parseBrowseParams } from "./_lib/browse-params";
import type { SearchParams } from "~/features/listing-search/search-params";
import { UrlNotices } from "./_components/url-notices";
import { SaveSearchLink } from "~/features/saved-searches/save-search-link";

export const metadata: Metadata = { title: "Find Drone Services" };

/**
 * /listings — the services browse screen (docs/product.md#browse-listings). Its whole state is in the URL, so a
 * search can be shared and reloaded; the results are searched and paged on the server.
 */
export default async function ListingsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const params = await searchParams;
  const { query, state, notices } = parseBrowseParams(params);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Find Drone Services</h1>
          <p className="mt-1 text-muted-foreground">
            Browse services from certified drone operators and find the right one for your project.
          </p>
        </div>
        <SaveSearchLink kind="listings" searchParams={params} />
      </header>

      <BrowseFilters state={state} />

      <UrlNotices notices={notices} />

      <Suspense fallback={<ResultsSkeleton />}>
        <BrowseResults query={query} state={state} />
      </Suspense>
    </div>
  );
}
