import { Card, CardContent, buttonVariants } from "@skyhire/ui";
import { SearchX } from "lucide-react";
import Link from "next/link";

/** No listing matches (docs/product.md#browse-listings): the hint depends on whether a search or category is set. */
export function EmptyState({ filtersActive }: { filtersActive: boolean }) {
  return (
    <Card data-testid="listings-empty">
      <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
        <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">No services found</h2>
        <p className="text-sm text-muted-foreground">
          {filtersActive
            ? "Try adjusting your search criteria"
            : "No drone services are available yet"}
        </p>
        <Link href="/listings" className={buttonVariants({ variant: "outline" })}>
          Clear Filters
        </Link>
      </CardContent>
    </Card>
  );
}
