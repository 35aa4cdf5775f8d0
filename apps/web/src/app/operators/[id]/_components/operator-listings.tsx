import { listingPriceText } from "@skyhire/validators";
import { Badge, Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import Link from "next/link";
import { descriptionPreview } from "~/app/listings/_lib/text";
import { ListingPhotoImage } from "~/features/listing-photos/listing-photo-image";
import type { PublicOperatorPage } from "../_lib/find-operator";

/** Every active listing of the operator (newest first), each linking to its detail page. */
export function OperatorListings({ operator }: { operator: PublicOperatorPage }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Services</CardTitle>
      </CardHeader>
      <CardContent>
        {operator.listings.length === 0 ? (
          <p className="text-sm text-muted-foreground">No services listed right now.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="operator-page-listings">
            {operator.listings.map((listing) => (
              <li key={listing.id}>
                <Link href={`/listings/${listing.id}`} className="flex h-full flex-col gap-2 rounded-lg border p-3 transition-shadow hover:shadow-md">
                  {listing.coverPhoto ? (
                    <div className="relative -mx-3 -mt-3 mb-1 aspect-[3/2] overflow-hidden rounded-t-lg bg-muted">
                      <ListingPhotoImage
                        photo={listing.coverPhoto}
                        fallbackAlt=""
                        sizes="(min-width: 640px) 360px, 100vw"
                        className="absolute inset-0 size-full object-cover"
                      />
                    </div>
                  ) : null}
                  <div className="flex items-start justify-between gap-2">
                    <Badge variant="secondary">{listing.category}</Badge>
                    <span className="font-semibold">{listingPriceText(listing)}</span>
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
