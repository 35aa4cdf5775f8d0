import { canManageListings } from "@skyhire/validators";
import type { Metadata } from "next";
import { LoggedOutRedirect } from "~/features/shell/logged-out";
import { DocumentExpiryBanner } from "~/features/admin/document-expiry-banner";
import { getCurrentUser } from "~/server/session";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";
import { OperatorDashboard } from "../_components/operator-dashboard";
import { MY_LISTINGS_PAGE_SIZE } from "../_components/listing-format";

export const metadata: Metadata = { title: "Operator Dashboard" };

/**
 * /dashboard/operator (docs/product.md#operator-dashboard). The proxy sends visitors without a session cookie to sign in;
 * a cookie whose session has ended gets the spec's toast and redirect (§8). The figures, the
 * first page of the operator's listings and an operator's earnings are read here and handed to
 * the client components, which read further pages and refresh after a change themselves.
 */
export default async function OperatorDashboardPage() {
  const user = await getCurrentUser();
  if (!user) return <LoggedOutRedirect />;

  const queryClient = getQueryClient();
  const managesListings = canManageListings(user.role);
  // Earnings (escrow.operatorEarnings) are an operator's own; the profile gives their currency.
  const earns = user.role === "operator";
  await Promise.all([
    queryClient.prefetchQuery(trpc.listings.dashboard.queryOptions()),
    managesListings && queryClient.prefetchQuery(trpc.listings.mine.queryOptions({ page: 1, pageSize: MY_LISTINGS_PAGE_SIZE })),
    earns && queryClient.prefetchQuery(trpc.escrow.operatorEarnings.queryOptions()),
    earns && queryClient.prefetchQuery(trpc.profiles.operator.get.queryOptions()),
  ]);

  return (
    <HydrateClient>
      <DocumentExpiryBanner />
      <OperatorDashboard user={user} managesListings={managesListings} earns={earns} />
    </HydrateClient>
  );
}
