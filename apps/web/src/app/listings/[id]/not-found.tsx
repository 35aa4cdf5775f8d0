import { Card, CardContent, CardHeader, buttonVariants } from "@skyhire/ui";
import { SearchX } from "lucide-react";
import Link from "next/link";

/** A listing id that does not exist, is hidden, or is not an id at all (docs/product.md#listing-detail). */
export default function ListingNotFound() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md" data-testid="listing-not-found">
        <CardHeader className="flex flex-row items-center gap-2">
          <SearchX className="size-8 shrink-0 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">Listing not found</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <p className="text-sm text-muted-foreground">
            The service listing you&apos;re looking for doesn&apos;t exist.
          </p>
          <Link
            href="/"
            className={buttonVariants({ variant: "outline", className: "self-start" })}
          >
            Go Home
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
