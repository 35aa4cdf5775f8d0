import { FileText, Plus, Search, Star } from "lucide-react";
import { QuickActions, type QuickAction } from "~/features/dashboard/quick-actions";

const ACTIONS: QuickAction[] = [
  { label: "Post New Job", href: "/post-job", icon: Plus },
  { label: "Browse Services", href: "/listings", icon: Search },
  { label: "Leave Reviews", href: "/dashboard/customer/reviews", icon: Star },
  { label: "View Invoices", href: "/dashboard/customer/invoices", icon: FileText },
];

/** The customer dashboard's shortcuts (docs/product.md#customer-dashboard). */
export function CustomerQuickActions() {
  return <QuickActions actions={ACTIONS} testId="customer-quick-actions" />;
}
