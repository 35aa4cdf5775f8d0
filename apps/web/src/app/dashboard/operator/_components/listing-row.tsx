"use client";

import { listingPriceText } from "@skyhire/validators";

import { Badge, buttonVariants } from "@skyhire/ui";
import { Eye, Pencil, ShieldAlert } from "lucide-react";
import Link from "next/link";
import { descriptionPreview } from "./listing-format";
import { ListingStatusButton } from "./listing-status-button";

export interface OwnListingSummary {
  id: string;
  title: string;
  description: string;
  category: string;
  price: string;
  /** The tax rate added on top of the price (docs/product.md#invoices), or null. */
  priceTaxAdded: string | null;
  currency: string;
  isActive: boolean;
  moderationReason: string | null;
}

/** One of the operator's listings: title, Active/Inactive, description preview, category, price. */
export function ListingRow({ listing }: { listing: OwnListingSummary }) {
  const titleId = `listing-${listing.id}-title`;
  return (
    <li
      data-testid="operator-listing"
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 font-semibold break-words">
          {listing.title}
        </h3>
        <Badge variant={listing.isActive ? "green" : "grey"} data-testid="listing-status">
          {listing.isActive ? "Active" : "Inactive"}
        </Badge>
      </div>
      <p className="text-sm break-words text-muted-foreground" data-testid="listing-preview">
        {descriptionPreview(listing.description)}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <Badge variant="outline">{listing.category}</Badge>
        <span className="font-semibold" data-testid="listing-price">
          {listingPriceText(listing)}
        </span>
      </div>
      {listing.moderationReason ? (
        <p className="flex items-start gap-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">
            Deactivated by a Skyhire admin: {listing.moderationReason}
          </span>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Link
          href={`/dashboard/operator/listings/${encodeURIComponent(listing.id)}/edit`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
          aria-label={`Edit ${listing.title}`}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Link>
        <ListingStatusButton listing={listing} />
        <Link
          href={`/listings/${encodeURIComponent(listing.id)}`}
          className={buttonVariants({ variant: "ghost", size: "sm" })}
          aria-label={`View ${listing.title}`}
        >
          <Eye aria-hidden="true" />
          View
        </Link>
      </div>
    </li>
  );
}
