"use client";

import { cn } from "@skyhire/ui";
import { ADMIN_SECTIONS } from "@skyhire/validators";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { isActivePath } from "~/features/shell/nav-links";

/** The sections of the admin area; scrolls sideways on a phone instead of wrapping into rows. */
export function AdminNav() {
  const pathname = usePathname();
  const current = (href: string) =>
    href === "/admin" ? pathname === href : isActivePath(pathname, href);
  return (
    <nav aria-label="Admin sections" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-1 rounded-lg bg-muted p-1 sm:w-auto sm:flex-wrap">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.href}>
            <Link
              href={section.href}
              aria-current={current(section.href) ? "page" : undefined}
              className={cn(
                "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground",
                current(section.href) && "bg-background text-foreground shadow-sm",
              )}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
