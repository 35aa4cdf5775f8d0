import type { RouterOutputs } from "@skyhire/api";
import { Badge, Card, CardContent, CardHeader } from "@skyhire/ui";
import { BadgeCheck, Star } from "lucide-react";
import Link from "next/link";
import { formatPrice } from "~/lib/format";
import { descriptionPreview, ratingText } from "../_lib/text";

type ListingCardData = RouterOutputs["listings"]["list"]["items"][number];

/** One search result: the whole card links to the listing's detail page. */
export function ListingCard({ listing }: { listing: ListingCardData }) {
  const { operator } = listing;
  return (
    <Link
      href={`/listings/${listing.id}`}
      data-testid="listing-card"
      className="group block h-full rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Card className="flex h-full flex-col transition-shadow group-hover:shadow-md">
        <CardHeader className="gap-3">
          <div className="flex items-start justify-between gap-3">
            <Badge variant="secondary">{listing.category}</Badge>
            <span className="text-lg font-semibold" data-testid="listing-price">
              {formatPrice(listing.price)}
            </span>
          </div>
          <h2 className="line-clamp-2 text-base leading-tight font-semibold break-words">
            {listing.title}
          </h2>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-4">
          <p className="text-sm break-words text-muted-foreground" data-testid="listing-preview">
            {descriptionPreview(listing.description)}
          </p>
          <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 border-t pt-3 text-sm">
            <span className="min-w-0 truncate font-medium">{operator.companyName}</span>
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
    </Link>
  );
}
