"use client";

import { cx } from "@skyhire/ui";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { NAV_LINKS, isActivePath } from "~/features/shell/nav-links";

/** The mobile menu's links; a tap on one closes the menu, since a client-side navigation keeps the page. */
export function MobileMenuLinks({ menuId }: { menuId: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Mobile" className="flex flex-col gap-1">
      {NAV_LINKS.map((link) => {
        const active = isActivePath(pathname, link.href);
        return (
          <Link
            key={link.href}
            href={link.href}
            aria-current={active ? "page" : undefined}
            onClick={() => document.getElementById(menuId)?.hidePopover()}
            className={cx(
              "rounded-md px-3 py-3 text-base font-medium text-foreground transition-colors hover:bg-accent",
              active && "bg-accent",
            )}
          >
            {link.label}
          </Link>
        );
      })}
    </nav>
  );
}
