import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { DemoDashboardPage } from "~/features/demo/dashboard/dashboard-page";
import { getCurrentUser } from "~/server/session";

export const metadata: Metadata = { title: "Investor Demo" };

/**
 * /dashboard/demo: the demo dashboard entry for signed-in users (docs/product.md#demo-dashboard). The
 * proxy already sends cookie-less visitors to sign in; a stale cookie is caught here.
 */
export default async function DashboardDemoPage() {
  const user = await getCurrentUser();
  if (!user) redirect(`/api/login?${new URLSearchParams({ returnTo: "/dashboard/demo" })}`);
  return <DemoDashboardPage />;
}
