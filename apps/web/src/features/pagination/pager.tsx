"use client";

import { Button } from "@skyhire/ui";
import { pageCount, pagesText } from "./pagination-links";

interface PagerProps {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /** "1,000+" when the count stopped at a cap. */
  totalCapped?: boolean;
  busy?: boolean;
  onPage: (page: number) => void;
}

/** Previous / Next buttons for a list paged in the page's state (admin lists, dashboard cards); nothing when everything fits on one page. */
export function Pager({
  label,
  page,
  pageSize,
  total,
  totalCapped = false,
  busy = false,
  onPage,
}: PagerProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <span className="text-sm text-muted-foreground">
        Page {page} {pagesText(page, pages, totalCapped)}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={(page >= pages && !totalCapped) || busy}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
