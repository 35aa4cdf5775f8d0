import { listingPriceText } from "@skyhire/validators";
import type { RouterOutputs } from "@skyhire/api";
import { Badge, Card, CardContent, CardHeader } from "@skyhire/ui";
import { BadgeCheck, Camera, MapPin, Star } from "lucide-react";
import Link from "next/link";
import { FavouriteToggle } from "~/features/favourites/favourite-toggle";
import { ListingPhotoImage } from "~/features/listing-photos/listing-photo-image";
import { ratingText } from "~/features/reviews/rating";
import { descriptionPreview, distanceText, isSamePlace } from "../_lib/text";

type ListingCardData = RouterOutputs["listings"]["list"]["items"][number];

/**
 * One search result. The title's link covers the whole card (a stretched link), so the operator's
 * name can be a link of its own without nesting links.
 */
export function ListingCard({
  listing,
  favourite,
  near = null,
}: {
  listing: ListingCardData;
  /** The place searched near, whose distance the card gives. */
  near?: string | null;
  /** The heart: the visitor's favourite id (null: not saved), whether they are signed in and the page to
   * come back to after signing in; none for operators and admins. */
  favourite: { favouriteId: string | null; signedIn: boolean; returnTo: string } | null;
}) {
  const { operator } = listing;
  // On the searched city's own centre the card says "In London" once, not "London · In London".
  const sameCity = listing.distanceKm !== null && isSamePlace(listing.distanceKm);
  return (
    <div
      data-testid="listing-card"
      className="group relative h-full rounded-xl focus-within:ring-2 focus-within:ring-ring"
    >
      <Card className="flex h-full flex-col overflow-hidden transition-shadow group-hover:shadow-md">
        <div className="relative aspect-[3/2] w-full bg-muted" data-testid="listing-cover">
          {listing.coverPhoto ? (
            <ListingPhotoImage
              photo={listing.coverPhoto}
              fallbackAlt={listing.title}
              // One column on a phone, two from sm, three from lg (browse-results' grid).
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              className="absolute inset-0 size-full object-cover"
            />
          ) : (
            <div className="flex size-full items-center justify-center text-muted-foreground">
              <Camera className="size-6" aria-hidden="true" />
              <span className="sr-only">No photo yet</span>
            </div>
          )}
          {favourite ? (
            <div className="absolute top-2 right-2">
              <FavouriteToggle target={{ listingId: listing.id }} name={listing.title} {...favourite} />
            </div>
          ) : null}
        </div>
        <CardHeader className="gap-3">
          <div className="flex items-start justify-between gap-3">
            <Badge variant="secondary">{listing.category}</Badge>
            <span className="text-lg font-semibold" data-testid="listing-price">
              {listingPriceText(listing)}
            </span>
          </div>
          <h2 className="line-clamp-2 text-base leading-tight font-semibold break-words">
            <Link
              href={`/listings/${listing.id}`}
              className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
            >
              {listing.title}
            </Link>
          </h2>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-4">
          <p className="text-sm break-words text-muted-foreground" data-testid="listing-preview">
            {descriptionPreview(listing.description)}
          </p>
          <p
            className="mt-auto flex items-center gap-1 text-sm text-muted-foreground"
            data-testid="listing-place"
          >
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            {sameCity ? null : <span className="truncate">{operator.location ?? "Location not specified"}</span>}
            {listing.distanceKm !== null ? (
              <span className="shrink-0" data-testid="listing-distance">
                {sameCity ? "" : "· "}
                {distanceText(listing.distanceKm, near)}
              </span>
            ) : null}
          </p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t pt-3 text-sm">
            <Link
              href={`/operators/${operator.id}`}
              className="relative z-10 min-w-0 truncate font-medium underline-offset-2 hover:underline"
            >
              {operator.companyName}
            </Link>
            <span className="flex items-center gap-1 text-muted-foreground">
              <Star className="size-3.5 fill-yellow-400 text-yellow-400" aria-hidden="true" />
              <span>
                <span className="sr-only">Rating </span>
                {ratingText(operator.rating)}
              </span>
            </span>
            {operator.isVerified ? (
              <Badge variant="green">
                <BadgeCheck aria-hidden="true" />
                Verified
              </Badge>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
