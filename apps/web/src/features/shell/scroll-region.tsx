import { cn } from "@skyhire/ui";
import type { ReactNode } from "react";

/**
 * A wide table's sideways scroll on a narrow screen: a named region that takes keyboard focus, so
 * it can be scrolled without a mouse (axe's scrollable-region-focusable).
 */
export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={cn("overflow-x-auto", className)}>
      {children}
    </div>
  );
}
