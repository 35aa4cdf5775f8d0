import { formatMoney } from "@skyhire/validators";
import { Badge, Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import Link from "next/link";
import { descriptionPreview } from "~/app/listings/_lib/text";
import type { PublicOperatorPage } from "../_lib/find-operator";

/** Every active listing of the operator (newest first), each linking to its detail page. */
export function OperatorListings({ operator }: { operator: PublicOperatorPage }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Services</CardTitle>
      </CardHeader>
      <CardContent>
        {operator.listings.length === 0 ? (
          <p className="text-sm text-muted-foreground">No services listed right now.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="operator-page-listings">
            {operator.listings.map((listing) => (
              <li key={listing.id}>
                <Link href={`/listings/${listing.id}`} className="flex h-full flex-col gap-2 rounded-lg border p-3 transition-shadow hover:shadow-md">
                  <div className="flex items-start justify-between gap-2">
                    <Badge variant="secondary">{listing.category}</Badge>
                    <span className="font-semibold">{formatMoney(listing.price, listing.currency)}</span>
                  </div>
                  <span className="font-medium break-words">{listing.title}</span>
                  <span className="text-sm break-words text-muted-foreground">{descriptionPreview(listing.description)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {operator.listingCount > operator.listings.length ? (
          <p className="mt-3 text-sm text-muted-foreground">
            Showing the newest {operator.listings.length.toLocaleString("en-US")} of {operator.listingCount.toLocaleString("en-US")} services.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
