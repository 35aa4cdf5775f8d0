import { requirementLabel } from "@skyhire/validators";
import { Badge, Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import { BadgeCheck, Check, MapPin, Star } from "lucide-react";
import { listingReviewNote } from "~/features/reviews/format";
import { ratingText } from "~/features/reviews/rating";
import type { ListingDetail } from "../_lib/find-listing";

/**
 * Title, operator rating and review count (`reviewCount`: the operator's reviews, null when they
 * could not be read), place, verified badge, description and what is included.
 */
export function ListingOverview({ listing, reviewCount }: { listing: ListingDetail; reviewCount: number | null }) {
  const { operator } = listing;
  const reviewNote = listingReviewNote(reviewCount);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" data-testid="listing-category">
            {listing.category}
          </Badge>
          {operator.isVerified ? (
            <Badge variant="green" data-testid="verified-badge">
              <BadgeCheck aria-hidden="true" />
              Verified
            </Badge>
          ) : null}
          {listing.isActive ? null : <Badge variant="red">Inactive: hidden from customers</Badge>}
        </div>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {listing.title}
        </h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="flex items-center gap-1" data-testid="listing-rating">
            <Star className="size-4 fill-yellow-400 text-yellow-400" aria-hidden="true" />
            <span className="font-medium text-foreground">{ratingText(operator.rating)}</span>
            {reviewNote ? <span>{reviewNote}</span> : null}
          </span>
          <span className="flex min-w-0 items-center gap-1" data-testid="listing-location">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="break-words">
              {operator.location?.trim() || "Location not specified"}
            </span>
          </span>
        </div>
      </div>

      <Card>
        <CardHeader>
          <CardTitle as="h2">About this service</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="break-words whitespace-pre-line" data-testid="listing-description">
            {listing.description}
          </p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">What&apos;s included</CardTitle>
        </CardHeader>
        <CardContent>
          {listing.requirements.length === 0 ? (
            <p className="text-sm text-muted-foreground">No specific requirements listed.</p>
          ) : (
            <ul
              className="grid grid-cols-1 gap-2 sm:grid-cols-2"
              data-testid="listing-requirements"
            >
              {listing.requirements.map((requirement) => (
                <li key={requirement} className="flex items-center gap-2 text-sm">
                  <Check className="size-4 shrink-0 text-green-600" aria-hidden="true" />
                  {requirementLabel(requirement)}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
