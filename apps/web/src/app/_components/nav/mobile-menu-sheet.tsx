"use client";

import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, cn } from "@skyhire/ui";
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { RefObject } from "react";
import { NAV_LINKS, isActivePath } from "~/features/shell/nav-links";

/** The mobile menu's right-hand sheet (three quarters wide) with the links; loaded when first opened. */
export function MobileMenuSheet({
  open,
  onOpenChange,
  triggerRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const pathname = usePathname();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {NAV_LINKS.map((link) => {
            const active = isActivePath(pathname, link.href);
            return (
              <Link
                key={link.href}
                href={link.href}
                aria-current={active ? "page" : undefined}
                onClick={() => onOpenChange(false)}
                className={cn(
                  "rounded-md px-3 py-3 text-base font-medium text-foreground transition-colors hover:bg-accent",
                  active && "bg-accent",
                )}
              >
                {link.label}
              </Link>
            );
          })}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
