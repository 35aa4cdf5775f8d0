import type { ListListingsQuery } from "@skyhire/validators";
import { Card, CardContent, buttonVariants } from "@skyhire/ui";
import Link from "next/link";
import { favouriteState } from "~/features/favourites/favourite-state";
import { load } from "~/server/safe-call";
import { getCurrentUser } from "~/server/session";
import { catalogueReads } from "~/server/catalogue-cache";
import { browseHref, type BrowseState } from "../_lib/browse-params";
import { countText } from "../_lib/text";
import { EmptyState } from "./empty-state";
import { ListingCard } from "./listing-card";
import { PaginationLinks, pageCount } from "~/features/pagination/pagination-links";

/** One page of matching listings, read on the server from the URL's state. */
export async function BrowseResults({
  query,
  state,
}: {
  query: ListListingsQuery;
  state: BrowseState;
}) {
  // The procedure parses its input itself: hand it the URL values, not the parsed query.
  const [reads, favourites] = await Promise.all([catalogueReads(), getCurrentUser().then(favouriteState)]);
  const result = await load("service listings", () =>
    reads.listings.list({ ...state, category: query.category, sort: query.sort }),
  );
  if (!result.ok) {
    return (
      <Card role="alert">
        <CardContent className="p-6 text-sm text-muted-foreground">
          Services could not be loaded right now. Please try again in a moment.
        </CardContent>
      </Card>
    );
  }

  const { items, total, totalCapped, page, pageSize, match, nearPlace } = result.data;
  const hrefFor = (target: number) => browseHref({ ...state, page: target });
  const filtersActive = Object.keys(state).some((name) => name !== "page" && name !== "pageSize");

  return (
    <section aria-label="Search results" className="flex flex-col gap-4">
      <p className="text-sm font-medium" data-testid="result-count" aria-live="polite">
        {countText(total, totalCapped)} service(s) found
        {nearPlace ? ` near ${nearPlace}` : ""}
      </p>
      {match === "similar" && total > 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="similar-notice">
          No exact matches for “{query.q}”. Showing services with similar words.
        </p>
      ) : null}
      {items.length === 0 && total === 0 ? (
        <EmptyState filtersActive={filtersActive} />
      ) : items.length === 0 ? (
        <PastLastPage
          // A capped total names no last page: the first is the one sure to have results.
          back={
            totalCapped
              ? { href: hrefFor(1), label: "Go to the first page" }
              : { href: hrefFor(pageCount(total, pageSize)), label: "Go to the last page" }
          }
          page={page}
        />
      ) : (
        <ul
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
          data-testid="listing-results"
        >
          {items.map((listing) => (
            <li key={listing.id}>
              <ListingCard
                listing={listing}
                near={nearPlace}
                favourite={
                  favourites
                    ? { favouriteId: favourites.listings[listing.id] ?? null, signedIn: favourites.signedIn, returnTo: hrefFor(page) }
                    : null
                }
              />
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
        label="Search results pages"
      />
    </section>
  );
}

/** A page number beyond the results (an old or edited link): say so and offer a page with results. */
function PastLastPage({ page, back }: { page: number; back: { href: string; label: string } }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-3 p-6">
        <p className="text-sm text-muted-foreground">
          There are no services on page {page.toLocaleString("en-US")}.
        </p>
        <Link href={back.href} className={buttonVariants({ variant: "outline", size: "sm" })}>
          {back.label}
        </Link>
      </CardContent>
    </Card>
  );
}
