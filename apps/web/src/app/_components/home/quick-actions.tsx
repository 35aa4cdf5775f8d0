import type { Role } from "@skyhire/validators";
import { Briefcase, LayoutDashboard, Plus, Search } from "lucide-react";
import { QuickActions as QuickActionsCard, type QuickAction } from "~/features/dashboard/quick-actions";

const CUSTOMER_ACTIONS: readonly QuickAction[] = [
  { label: "Post New Job", href: "/post-job", icon: Plus },
  { label: "Browse Services", href: "/listings", icon: Search },
  { label: "Customer Dashboard", href: "/dashboard/customer", icon: LayoutDashboard },
];

const OPERATOR_ACTIONS: readonly QuickAction[] = [
  { label: "Create Listing", href: "/create-listing", icon: Plus },
  { label: "Browse Jobs", href: "/jobs/board", icon: Briefcase },
  { label: "Operator Dashboard", href: "/dashboard/operator", icon: LayoutDashboard },
];

/** Customers get the job shortcuts; every other role the operator ones (docs/product.md#roles-and-access). */
export function QuickActions({ role }: { role: Role }) {
  return <QuickActionsCard actions={role === "customer" ? CUSTOMER_ACTIONS : OPERATOR_ACTIONS} className="h-full" />;
}
