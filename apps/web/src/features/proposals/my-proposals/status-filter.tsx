import type { ProposalStatus } from "@skyhire/validators";
import { cn } from "@skyhire/ui";
import Link from "next/link";
import { STATUS_FILTERS, myProposalsHref } from "./params";

/** Filter tabs as links, so a filtered list can be shared and reloaded. */
export function StatusFilter({ current }: { current: ProposalStatus | undefined }) {
  return (
    <nav aria-label="Filter proposals by status" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-1 rounded-lg bg-muted p-1">
        {STATUS_FILTERS.map(({ value, label }) => {
          const active = value === current;
          return (
            <li key={label}>
              <Link
                href={myProposalsHref(value)}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-8 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors",
                  active ? "bg-background text-foreground shadow-xs" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
