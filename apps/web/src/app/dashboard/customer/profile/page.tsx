import type { Metadata } from "next";
import { getCurrentUser } from "~/server/session";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";
import { CustomerProfile } from "./_components/customer-profile";
import { recentRequestsInput } from "./_components/recent-requests-input";
import { SignInRequired } from "./_components/sign-in-required";

export const metadata: Metadata = { title: "My Profile" };

/**
 * /dashboard/customer/profile (docs/product.md#customer-profile). Signed out (no cookie, or one whose session has
 * ended), the 'Sign in Required' card with its link to /api/login; the proxy lets this path through. The profile and the
 * recent requests are read here and handed to the client sections, which refetch after a save.
 */
export default async function CustomerProfilePage() {
  const user = await getCurrentUser();
  if (!user) return <SignInRequired />;

  const queryClient = getQueryClient();
  await Promise.all([
    queryClient.prefetchQuery(trpc.profiles.customer.get.queryOptions()),
    queryClient.prefetchQuery(trpc.jobs.byCustomer.queryOptions(recentRequestsInput(user.id))),
  ]);

  return (
    <HydrateClient>
      <CustomerProfile user={{ id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName }} />
    </HydrateClient>
  );
}
