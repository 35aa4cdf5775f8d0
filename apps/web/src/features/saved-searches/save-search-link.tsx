import { searchParametersOf, type SavedSearchKind } from "@skyhire/validators";
import { Bookmark } from "lucide-react";
import Link from "next/link";
import { firstValues, type SearchParams } from "~/features/listing-search/search-params";


/**
 * "Save this search": a plain link to /saved-searches/new with the page's search (no script on the
 * results page; signing in first, when needed, comes back to it).
 */
export function SaveSearchLink({ kind, searchParams }: { kind: SavedSearchKind; searchParams: SearchParams }) {
  const typed = firstValues(searchParams);
  const query = new URLSearchParams({ kind, ...searchParametersOf(kind, typed) });
  return (
    <Link
      href={`/saved-searches/new?${query}`}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      data-testid="save-search"
    >
      <Bookmark aria-hidden="true" className="size-4" />
      Save this search
    </Link>
  );
}
