import { redirect } from "next/navigation";
import { dashboardHref } from "~/features/shell/nav-links";
import { LoggedOutRedirect } from "~/features/shell/logged-out";
import { getCurrentUser } from "~/server/session";

/**
 * /dashboard, typed by hand or kept from a sign-in's callback: the signed-in user's own dashboard,
 * as the header's Dashboard button leads (customer, operator or admin). The proxy sends visitors
 * without a session cookie to sign in first.
 */
export default async function DashboardPage() {
  const user = await getCurrentUser();
  if (!user) return <LoggedOutRedirect />;
  redirect(dashboardHref(user.role));
}
