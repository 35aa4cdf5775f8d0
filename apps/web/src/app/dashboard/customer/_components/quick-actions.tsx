import { Card, CardContent, CardHeader, CardTitle, buttonVariants, cn } from "@skyhire/ui";
import { FileText, Plus, Search, Star, type LucideIcon } from "lucide-react";
import Link from "next/link";

const ACTIONS: { label: string; href: string; icon: LucideIcon }[] = [
  { label: "Post New Job", href: "/post-job", icon: Plus },
  { label: "Browse Services", href: "/listings", icon: Search },
  { label: "Leave Reviews", href: "/dashboard/customer/reviews", icon: Star },
  { label: "View Invoices", href: "/dashboard/customer/invoices", icon: FileText },
];

/** The customer dashboard's shortcuts (docs/product.md#customer-dashboard). */
export function CustomerQuickActions() {
  return (
    <Card data-testid="customer-quick-actions">
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {ACTIONS.map(({ label, href, icon: Icon }, index) => (
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
