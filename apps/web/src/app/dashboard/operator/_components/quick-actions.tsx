import { BarChart3, Briefcase, FileText, Plus, UserRoundPen } from "lucide-react";
import { QuickActions, type QuickAction } from "~/features/dashboard/quick-actions";

const LINKS: QuickAction[] = [
  { label: "Create Listing", href: "/create-listing", icon: Plus },
  { label: "Browse Jobs", href: "/jobs/board", icon: Briefcase },
  { label: "My Proposals", href: "/dashboard/operator/proposals", icon: FileText },
  { label: "Update Profile", href: "/dashboard/operator/profile", icon: UserRoundPen },
  { label: "View Analytics", href: "/dashboard/operator/analytics", icon: BarChart3 },
];

/** The operator's shortcuts (docs/product.md#operator-dashboard). */
export function OperatorQuickActions() {
  return <QuickActions actions={LINKS} testId="operator-quick-actions" />;
}
