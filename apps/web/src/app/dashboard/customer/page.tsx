import type { Metadata } from "next";
import { getCurrentUser } from "~/server/session";
import { HydrateClient } from "~/trpc/hydrate";
import { getQueryClient, trpc } from "~/trpc/server";
import { CustomersOnly } from "./_components/customers-only";
import { DashboardHeader } from "./_components/dashboard-header";
import { LoggedOutRedirect } from "~/features/shell/logged-out";
import { CustomerQuickActions } from "./_components/quick-actions";
import { DASHBOARD_JOBS_PAGE_SIZE } from "~/features/customer-jobs/job-format";
import { RecentJobRequests } from "./_components/recent-job-requests";
import { CustomerStatCards } from "./_components/stat-cards";

export const metadata: Metadata = { title: "Customer Dashboard" };

/**
 * /dashboard/customer (docs/product.md#customer-dashboard). The proxy sends visitors without a session cookie to sign in;
 * a cookie whose session has ended gets the spec's toast and redirect (§8). The figures and the
 * first page of job requests are read here and handed to the client components, which read
 * further pages themselves.
 */
export default async function CustomerDashboardPage() {
  const user = await getCurrentUser();
  if (!user) return <LoggedOutRedirect />;
  if (user.role !== "customer") return <CustomersOnly />;

  const queryClient = getQueryClient();
  await Promise.all([
    queryClient.prefetchQuery(trpc.escrow.customerStats.queryOptions()),
    queryClient.prefetchQuery(
      trpc.jobs.byCustomer.queryOptions({ userId: user.id, page: 1, pageSize: DASHBOARD_JOBS_PAGE_SIZE }),
    ),
  ]);

  return (
    <HydrateClient>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
        <DashboardHeader user={user} />
        <CustomerStatCards />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <RecentJobRequests userId={user.id} />
          </div>
          <div className="min-w-0">
            <CustomerQuickActions />
          </div>
        </div>
      </div>
    </HydrateClient>
  );
}
