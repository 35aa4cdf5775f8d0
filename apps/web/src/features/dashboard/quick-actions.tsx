import { Card, CardContent, CardHeader, CardTitle, buttonVariants, cn } from "@skyhire/ui";
import type { LucideIcon } from "lucide-react";
import Link from "next/link";

export interface QuickAction {
  label: string;
  href: string;
  icon: LucideIcon;
}

interface QuickActionsProps {
  /** The first is the main one (a filled button), the others outlined. */
  actions: readonly QuickAction[];
  testId?: string;
  className?: string;
}

/** A card of shortcuts, one full-width button each (dashboards and the signed-in home page). */
export function QuickActions({ actions, testId, className }: QuickActionsProps) {
  return (
    <Card data-testid={testId} className={className}>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {actions.map(({ label, href, icon: Icon }, index) => (
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
