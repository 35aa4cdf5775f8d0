import type { Role } from "@skyhire/validators";
import { Card, CardContent, CardHeader, CardTitle, buttonVariants, cn } from "@skyhire/ui";
import { Briefcase, LayoutDashboard, Plus, Search, type LucideIcon } from "lucide-react";
import Link from "next/link";

interface Action {
  label: string;
  href: string;
  icon: LucideIcon;
}

const CUSTOMER_ACTIONS: Action[] = [
  { label: "Post New Job", href: "/post-job", icon: Plus },
  { label: "Browse Services", href: "/listings", icon: Search },
  { label: "Customer Dashboard", href: "/dashboard/customer", icon: LayoutDashboard },
];

const OPERATOR_ACTIONS: Action[] = [
  { label: "Create Listing", href: "/create-listing", icon: Plus },
  { label: "Browse Jobs", href: "/jobs/board", icon: Briefcase },
  { label: "Operator Dashboard", href: "/dashboard/operator", icon: LayoutDashboard },
];

/** Customers get the job shortcuts; every other role the operator ones (docs/product.md#roles-and-access). */
export function QuickActions({ role }: { role: Role }) {
  const actions = role === "customer" ? CUSTOMER_ACTIONS : OPERATOR_ACTIONS;
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {actions.map(({ label, href, icon: Icon }, index) => (
            <li key={href}>
              <Link
                href={href}
                className={cn(
                  buttonVariants({ variant: index === 0 ? "default" : "outline" }),
                  "w-full justify-start",
                )}
              >
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
