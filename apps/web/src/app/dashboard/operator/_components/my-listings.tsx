"use client";

import { Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { PackageOpen } from "lucide-react";
import { useEffect, useState } from "react";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";
import { useTRPC } from "~/trpc/react";
import { EmptyState } from "~/features/dashboard/empty-state";
import { Pager } from "~/features/pagination/pager";
import { pageCount } from "~/features/pagination/pagination-links";
import { MY_LISTINGS_PAGE_SIZE, plural } from "./listing-format";
import { ListingRow } from "./listing-row";

/** The operator's own listings, active and inactive, newest first, one page at a time. */
export function MyListings() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const listings = useQuery(
    trpc.listings.mine.queryOptions(
      { page, pageSize: MY_LISTINGS_PAGE_SIZE },
      { placeholderData: keepPreviousData },
    ),
  );
  useLoginRedirectOn401(listings.error);

  const total = listings.data?.total ?? 0;
  const pages = pageCount(total, MY_LISTINGS_PAGE_SIZE);
  // A change can shrink the list under the current page; step back to the last one.
  const beyondEnd = page > pages && !listings.isFetching;
  useEffect(() => {
    if (beyondEnd) setPage(pages);
  }, [beyondEnd, pages]);

  return (
    <Card data-testid="operator-listings">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Your Listings</CardTitle>
        {total > 0 ? <span className="text-sm text-muted-foreground">{plural(total, "listing")}</span> : null}
      </CardHeader>
      <CardContent>
        {listings.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-4">
            {[0, 1].map((i) => (
              <div key={i} className="h-36 animate-pulse rounded-lg bg-muted" />
            ))}
          </div>
        ) : listings.isError && !listings.data ? (
          <p role="alert" className="text-sm text-muted-foreground">
            Your listings could not be loaded right now.
          </p>
        ) : total === 0 ? (
          <EmptyState
            icon={PackageOpen}
            title="No listings yet"
            text="Create your first listing so customers can find and book your drone services."
            action={{ href: "/create-listing", label: "Create Listing" }}
          />
        ) : (
          <div className="flex flex-col gap-4">
            <ul className="flex flex-col gap-4" aria-busy={listings.isPlaceholderData}>
              {listings.data?.items.map((listing) => (
                <ListingRow key={listing.id} listing={listing} />
              ))}
            </ul>
            <Pager
              label="Listing pages"
              page={page}
              pageSize={MY_LISTINGS_PAGE_SIZE}
              total={total}
              busy={listings.isFetching}
              onPage={setPage}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
