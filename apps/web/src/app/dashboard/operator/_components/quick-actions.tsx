import { Card, CardContent, CardHeader, CardTitle, buttonVariants, cn } from "@skyhire/ui";
import { BarChart3, Briefcase, FileText, Plus, UserRoundPen, type LucideIcon } from "lucide-react";
import Link from "next/link";

const LINKS: { label: string; href: string; icon: LucideIcon }[] = [
  { label: "Create Listing", href: "/create-listing", icon: Plus },
  { label: "Browse Jobs", href: "/jobs/board", icon: Briefcase },
  { label: "My Proposals", href: "/dashboard/operator/proposals", icon: FileText },
  { label: "Update Profile", href: "/dashboard/operator/profile", icon: UserRoundPen },
  { label: "View Analytics", href: "/dashboard/operator/analytics", icon: BarChart3 },
];

/** The operator's shortcuts (docs/product.md#operator-dashboard). */
export function OperatorQuickActions() {
  return (
    <Card data-testid="operator-quick-actions">
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {LINKS.map(({ label, href, icon: Icon }, index) => (
            <li key={href}>
              <Link
                href={href}
                className={cn(buttonVariants({ variant: index === 0 ? "default" : "outline" }), "w-full justify-start")}
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
