"use client";

import { Badge, Card, CardContent } from "@skyhire/ui";
import { ADMIN_LISTING_STATES, type AdminListingState, formatMoney } from "@skyhire/validators";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { useLoginRedirectOn401 } from "~/features/shell/logged-out";
import { useTRPC } from "~/trpc/react";
import { ApprovalBadge } from "../badges";
import { formatDay } from "../format";
import { EmptyList, ListError, ListSkeleton } from "../list-states";
import { Pager } from "../pager";
import { ReasonDialog } from "../reason-dialog";
import { FilterSelect, SearchBar } from "../search-bar";
import { useAfterAdminAction } from "../use-admin-mutation";

export const LISTINGS_PAGE_SIZE = 12;

const STATE_LABELS: Record<AdminListingState, string> = {
  active: "Active",
  inactive: "Switched off by operator",
  moderated: "Deactivated by admin",
};
const STATE_OPTIONS = ADMIN_LISTING_STATES.map((value) => ({ value, label: STATE_LABELS[value] }));

/** Any listing, found server-side; deactivate with a reason the operator reads, or reactivate. */
export function ListingModeration() {
  const trpc = useTRPC();
  const after = useAfterAdminAction();
  const [q, setQ] = useState("");
  const [state, setState] = useState<AdminListingState | "">("");
  const [page, setPage] = useState(1);
  const listings = useQuery(
    trpc.adminListings.list.queryOptions({ q, state, page, pageSize: LISTINGS_PAGE_SIZE }, { placeholderData: keepPreviousData }),
  );
  useLoginRedirectOn401(listings.error);
  const deactivate = useMutation(trpc.adminListings.deactivate.mutationOptions());
  const reactivate = useMutation(trpc.adminListings.reactivate.mutationOptions());

  return (
    <section aria-labelledby="listings-heading" className="flex flex-col gap-4">
      <h2 id="listings-heading" className="text-xl font-semibold">
        Listings Moderation
      </h2>
      <SearchBar
        label="Search listings"
        placeholder="Title, description, company, e-mail or listing id"
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
      >
        <FilterSelect
          label="State"
          value={state}
          options={STATE_OPTIONS}
          allLabel="All listings"
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
        />
      </SearchBar>
      {listings.isPending ? (
        <ListSkeleton />
      ) : listings.isError && !listings.data ? (
        <ListError>{listings.error.message || "Listings could not be loaded."}</ListError>
      ) : listings.data.items.length === 0 ? (
        <EmptyList>No listings match.</EmptyList>
      ) : (
        <ul className="flex flex-col gap-3" aria-busy={listings.isPlaceholderData}>
          {listings.data.items.map((listing) => {
            const listingState: AdminListingState = listing.moderationReason
              ? "moderated"
              : listing.isActive
                ? "active"
                : "inactive";
            return (
              <li key={listing.id}>
                <Card data-testid="admin-listing-row">
                  <CardContent className="flex flex-col gap-3 pt-6 md:flex-row md:items-start md:justify-between">
                    <div className="flex min-w-0 flex-col gap-1">
                      <Link href={`/listings/${listing.id}`} className="font-semibold break-words hover:underline">
                        {listing.title}
                      </Link>
                      <p className="text-sm break-all text-muted-foreground">
                        {listing.companyName ?? "No company"} · {listing.operatorEmail}
                      </p>
                      <div className="flex flex-wrap gap-1.5">
                        <Badge variant={listingState === "active" ? "green" : listingState === "moderated" ? "red" : "grey"}>
                          {STATE_LABELS[listingState]}
                        </Badge>
                        <Badge variant="secondary">{listing.category}</Badge>
                        {listing.approvalStatus ? <ApprovalBadge status={listing.approvalStatus} /> : null}
                      </div>
                      <p className="text-xs text-muted-foreground">
                        {formatMoney(listing.price, listing.currency)} · listed {formatDay(listing.createdAt)}
                      </p>
                      {listing.moderationReason ? (
                        <p className="text-sm text-red-800">Reason: {listing.moderationReason}</p>
                      ) : null}
                    </div>
                    <div className="flex flex-wrap gap-2 md:justify-end">
                      {listing.moderationReason ? (
                        <ReasonDialog
                          label="Reactivate"
                          ariaLabel={`Reactivate ${listing.title}`}
                          optional
                          title={`Reactivate "${listing.title}"`}
                          description="It returns to browse (if its operator is live) and the reason is cleared."
                          confirmLabel="Reactivate"
                          pendingLabel="Reactivating…"
                          onConfirm={async (reason) => {
                            await reactivate.mutateAsync({ id: listing.id, reason });
                            await after("Listing reactivated", `"${listing.title}" is back.`);
                          }}
                        />
                      ) : (
                        <ReasonDialog
                          label="Deactivate"
                          ariaLabel={`Deactivate ${listing.title}`}
                          title={`Deactivate "${listing.title}"`}
                          description="It leaves browse at once. The operator sees this reason on their dashboard and cannot switch it back on."
                          confirmLabel="Deactivate"
                          pendingLabel="Deactivating…"
                          confirmVariant="destructive"
                          onConfirm={async (reason) => {
                            await deactivate.mutateAsync({ id: listing.id, reason: reason ?? "" });
                            await after("Listing deactivated", `"${listing.title}" no longer appears in browse.`);
                          }}
                        />
                      )}
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {listings.data ? (
        <Pager
          label="Listing pages"
          page={page}
          pageSize={LISTINGS_PAGE_SIZE}
          total={listings.data.total}
          totalCapped={listings.data.totalCapped}
          busy={listings.isFetching}
          onPage={setPage}
        />
      ) : null}
    </section>
  );
}
