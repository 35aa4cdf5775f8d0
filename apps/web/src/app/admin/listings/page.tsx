import type { Metadata } from "next";
import { adminGate } from "~/features/admin/admin-gate";
import { ListingModeration } from "~/features/admin/listings/listing-moderation";
import { LISTINGS_PAGE_SIZE } from "~/features/admin/page-sizes";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Listings Moderation" };

/** /admin/listings: find any listing, deactivate it with a reason, reactivate it (issue 6). */
export default async function AdminListingsPage() {
  const gate = await adminGate();
  if (!gate.ok) return gate.render;
  await getQueryClient().prefetchQuery(
    trpc.adminListings.list.queryOptions({ q: "", state: "", page: 1, pageSize: LISTINGS_PAGE_SIZE }),
  );
  return (
    <HydrateClient>
      <ListingModeration />
    </HydrateClient>
  );
}
