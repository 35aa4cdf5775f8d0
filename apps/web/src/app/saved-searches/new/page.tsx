import { describeSavedSearch, savedSearchPath, searchParametersOf, SAVED_SEARCH_KINDS, type SavedSearchKind } from "@skyhire/validators";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { LoggedOutRedirect } from "~/features/shell/logged-out";
import { SaveSearchForm } from "~/features/saved-searches/save-search-form";
import { firstValues } from "~/features/listing-search/search-params";
import { getCurrentUser } from "~/server/session";

export const metadata: Metadata = { title: "Save this search" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function isKind(value: unknown): value is SavedSearchKind {
  return typeof value === "string" && (SAVED_SEARCH_KINDS as readonly string[]).includes(value);
}

/**
 * /saved-searches/new?kind=listings&q=…: the "Save this search" link of Browse Services and the Job
 * Board leads here with the search in its query string (a plain link: those pages need no script
 * for it), where a signed-in user chooses how often to be told and saves it.
 */
export default async function SaveSearchPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await getCurrentUser();
  if (!user) return <LoggedOutRedirect />;
  const query = await searchParams;
  if (!isKind(query.kind)) notFound();
  const parameters = searchParametersOf(query.kind, firstValues(query));
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Save this search</h1>
        <p className="mt-2 break-words text-lg" data-testid="search-name">
          {describeSavedSearch(query.kind, parameters)}
        </p>
        <Link href={savedSearchPath(query.kind, parameters)} className="text-sm underline underline-offset-4">
          Back to the results
        </Link>
      </div>
      <SaveSearchForm kind={query.kind} parameters={parameters} />
    </div>
  );
}
