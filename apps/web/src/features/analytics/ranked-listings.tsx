import type { RouterOutputs } from "@skyhire/api";
import { Badge, Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import { formatShare } from "@skyhire/validators";
import Link from "next/link";

type Listing = RouterOutputs["analytics"]["operator"]["listings"][number];

/** The best or weakest listings by conversion (quote requests ÷ views), with what may hold each back. */
export function RankedListings({ id, title, listings }: { id: string; title: string; listings: Listing[] }) {
  return (
    <Card data-testid={`ranked-${id}`}>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {listings.length === 0 ? (
          <p className="text-sm text-muted-foreground">No listings to show.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {listings.map((listing) => (
              <li key={listing.listingId} className="flex flex-col gap-1">
                <Link href={`/listings/${listing.listingId}`} className="font-medium hover:underline">
                  {listing.title}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {listing.views.toLocaleString("en-US")} views · {listing.quoteRequests} quote requests · conversion{" "}
                  {formatShare(listing.conversion)}
                </p>
                {listing.hints.length > 0 ? (
                  <ul className="flex flex-wrap gap-1" aria-label="Hints">
                    {listing.hints.map((hint) => (
                      <li key={hint}>
                        <Badge variant="outline">{hint}</Badge>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
