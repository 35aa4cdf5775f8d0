"use client";

import { LISTINGS_PAGE_SIZE } from "~/features/admin/page-sizes";
import { Badge } from "@skyhire/ui";
import { ADMIN_LISTING_STATES, type AdminListingState, listingPriceText } from "@skyhire/validators";
import { useMutation, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTRPC } from "~/trpc/react";
import { ApprovalBadge } from "../badges";
import { formatDay } from "../format";
import { AdminRow, AdminSection, KEEP_PAGE_WHILE_LOADING, SearchedList, useListQuery } from "../paged-list";
import { ReasonDialog } from "../reason-dialog";
import { useAfterAdminAction } from "../use-admin-mutation";


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
  const list = useListQuery<{ state: AdminListingState | "" }>({ state: "" }, LISTINGS_PAGE_SIZE);
  const listings = useQuery(trpc.adminListings.list.queryOptions(list.searchInput, KEEP_PAGE_WHILE_LOADING));
  const deactivate = useMutation(trpc.adminListings.deactivate.mutationOptions());
  const reactivate = useMutation(trpc.adminListings.reactivate.mutationOptions());

  return (
    <AdminSection id="listings" title="Listings Moderation">
      <SearchedList
        noun={["listing", "listings"]}
        placeholder="Title, description, company, e-mail or listing id"
        list={list}
        filters={[{ key: "state", label: "State", options: STATE_OPTIONS, allLabel: "All listings" }]}
        query={listings}
        itemKey={(listing) => listing.id}
      >
        {(listing) => {
          const listingState: AdminListingState = listing.moderationReason
            ? "moderated"
            : listing.isActive
              ? "active"
              : "inactive";
          return (
            <AdminRow
              testId="admin-listing-row"
              title={
                <Link
                  href={`/listings/${listing.id}`}
                  className="font-semibold break-words hover:underline"
                >
                  {listing.title}
                </Link>
              }
              subtitle={`${listing.companyName ?? "No company"} · ${listing.operatorEmail}`}
              badges={
                <>
                  <Badge
                    variant={
                      listingState === "active"
                        ? "green"
                        : listingState === "moderated"
                          ? "red"
                          : "grey"
                    }
                  >
                    {STATE_LABELS[listingState]}
                  </Badge>
                  <Badge variant="secondary">{listing.category}</Badge>
                  {listing.approvalStatus ? (
                    <ApprovalBadge status={listing.approvalStatus} />
                  ) : null}
                </>
              }
              meta={`${listingPriceText(listing)} · listed ${formatDay(listing.createdAt)}`}
              note={listing.moderationReason ? `Reason: ${listing.moderationReason}` : null}
              actions={
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
                        await after(
                          "Listing deactivated",
                          `"${listing.title}" no longer appears in browse.`,
                        );
                      }}
                    />
                  )}
                </div>
              }
            />
          );
        }}
      </SearchedList>
    </AdminSection>
  );
}
