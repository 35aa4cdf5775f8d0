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
  /** How many results this page shows, when known: an empty page is past the end, a short one the last. */
  itemCount?: number;
  hrefFor: (page: number) => string;
  label?: string;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "of 84", or "of 95+" on page 95 of a capped total (the pages counted are only a lower bound). */
export function pagesText(page: number, pages: number, totalCapped: boolean): string {
  return totalCapped
    ? `of ${Math.max(page, pages).toLocaleString("en-US")}+`
    : `of ${pages.toLocaleString("en-US")}`;
}

/**
 * Where a page stands: past the end (nothing on it), the last page, or one with more after it.
 * A capped total is only a lower bound, so what the page holds decides when it is known.
 */
export function pagePosition({
  page,
  pageSize,
  total,
  totalCapped = false,
  itemCount,
}: Pick<PaginationLinksProps, "page" | "pageSize" | "total" | "totalCapped" | "itemCount">) {
  const pages = pageCount(total, pageSize);
  const pastEnd = (itemCount === 0 && page > 1) || (!totalCapped && page > pages);
  const shortPage = itemCount !== undefined && itemCount < pageSize;
  const hasNext = !pastEnd && !shortPage && (page < pages || totalCapped);
  // Past a capped count's pages a page may still have results: its previous page is the one before.
  const previous = pastEnd || !totalCapped ? Math.min(page - 1, pages) : page - 1;
  return { pages, pastEnd, hasNext, previous };
}

/**
 * Previous / "Page x of y" / Next, as links so a page can be opened, shared and reloaded. Past the
 * end it says only "Page x" (no "of y" that x exceeds), Previous leads to the last page and there
 * is no Next.
 */
export function PaginationLinks({
  page,
  pageSize,
  total,
  totalCapped = false,
  itemCount,
  hrefFor,
  label = "Pagination",
}: PaginationLinksProps) {
  const { pages, pastEnd, hasNext, previous } = pagePosition({ page, pageSize, total, totalCapped, itemCount });
  if (pages <= 1 && page <= 1 && !totalCapped) return null;
  const hasPrevious = page > 1;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <PageLink href={hasPrevious ? hrefFor(previous) : undefined} rel="prev">
        <ChevronLeft aria-hidden="true" />
        Previous
      </PageLink>
      <p className="text-sm text-muted-foreground" data-testid="page-status">
        {pastEnd
          ? `Page ${page.toLocaleString("en-US")}`
          : `Page ${page.toLocaleString("en-US")} ${pagesText(page, pages, totalCapped)}`}
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
