import { buttonVariants, cn } from "@skyhire/ui";
import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";

interface PaginationLinksProps {
  page: number;
  pageSize: number;
  total: number;
  /** The total is a lower bound (a capped count): there may be pages after the last counted one. */
  totalCapped?: boolean;
  hrefFor: (page: number) => string;
  label?: string;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Previous / "Page x of y" / Next, as links so a page can be opened, shared and reloaded. */
export function PaginationLinks({
  page,
  pageSize,
  total,
  totalCapped = false,
  hrefFor,
  label = "Pagination",
}: PaginationLinksProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1 && !totalCapped) return null;
  const hasPrevious = page > 1;
  const hasNext = page < pages || totalCapped;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <PageLink href={hasPrevious ? hrefFor(Math.min(page - 1, pages)) : undefined} rel="prev">
        <ChevronLeft aria-hidden="true" />
        Previous
      </PageLink>
      <p className="text-sm text-muted-foreground" data-testid="page-status">
        Page {page.toLocaleString("en-US")} of {pages.toLocaleString("en-US")}
        {totalCapped ? "+" : ""}
      </p>
      <PageLink href={hasNext ? hrefFor(page + 1) : undefined} rel="next">
        Next
        <ChevronRight aria-hidden="true" />
      </PageLink>
    </nav>
  );
}

function PageLink({
  href,
  rel,
  children,
}: {
  href: string | undefined;
  rel: "prev" | "next";
  children: ReactNode;
}) {
  const className = cn(buttonVariants({ variant: "outline", size: "sm" }));
  if (!href) {
    return (
      <span aria-disabled="true" className={className}>
        {children}
      </span>
    );
  }
  return (
    <Link href={href} rel={rel} className={className} scroll>
      {children}
    </Link>
  );
}
