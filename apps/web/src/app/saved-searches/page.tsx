import type { Metadata } from "next";
import { LoggedOutRedirect } from "~/features/shell/logged-out";
import { SavedSearchList } from "~/features/saved-searches/saved-search-list";
import { getCurrentUser } from "~/server/session";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Saved searches" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /saved-searches: the user's saved searches and how often each one tells of new matches. */
export default async function SavedSearchesPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await getCurrentUser();
  if (!user) return <LoggedOutRedirect />;
  const justSaved = (await searchParams).saved === "1";
  await getQueryClient().prefetchQuery(trpc.savedSearches.list.queryOptions());
  return (
    <HydrateClient>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Saved searches</h1>
          <p className="mt-1 text-muted-foreground">
            New services and jobs that match are sent to you by e-mail and in your notifications.
          </p>
        </div>
        {justSaved ? (
          <p role="status" className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
            Search saved. We will tell you when something new matches.
          </p>
        ) : null}
        <SavedSearchList />
      </div>
    </HydrateClient>
  );
}
