import { buttonVariants } from "@skyhire/ui";
import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { after } from "next/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ListingReviews } from "~/features/reviews/listing-reviews";
import { LISTING_REVIEWS_SHOWN } from "~/features/reviews/format";
import { FavouriteToggle } from "~/features/favourites/favourite-toggle";
import { LazyReportDialog } from "~/features/reports/lazy-report-dialog";
import { favouriteState } from "~/features/favourites/favourite-state";
import { load } from "~/server/safe-call";
import { getCurrentUser } from "~/server/session";
import { catalogueReads } from "~/server/catalogue-cache";
import { countListingView } from "~/server/listing-views";
import { isPageCacheRender } from "~/server/page-cache";
import { ListingOverview } from "./_components/listing-overview";
import { OperatorCard } from "./_components/operator-card";
import { PhotoGallery } from "./_components/photo-gallery";
import { PriceCard } from "./_components/price-card";
import { QuoteBar } from "./_components/quote-bar";
import { findListing } from "./_lib/find-listing";

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const listing = await findListing((await params).id);
  return listing
    ? { title: listing.title, description: listing.description.slice(0, 160) }
    : { title: "Listing not found" };
}

/** /listings/{id} — one service listing and its operator (docs/product.md#listing-detail). Public. */
export default async function ListingDetailPage({ params }: { params: Params }) {
  const { id } = await params;
  const [listing, user] = await Promise.all([findListing(id), getCurrentUser()]);
  if (!listing) notFound();
  // Counted after the response is sent, in memory; written in batches (docs/product.md#operator-analytics).
  // A render for the page cache is not a view: the cache counts each visitor it answers.
  const requestHeaders = await headers();
  if (!isPageCacheRender(requestHeaders)) {
    after(() =>
      countListingView({ listingId: listing.id, operatorId: listing.operatorId, viewerId: user?.id ?? null, headers: requestHeaders }),
    );
  }
  const [reads, favourites] = await Promise.all([catalogueReads(), favouriteState(user)]);
  const reviews = await load("the operator's reviews", () =>
    reads.reviews.list({ operatorId: listing.operatorId, page: 1, pageSize: LISTING_REVIEWS_SHOWN }),
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <Link
        href="/listings"
        className={buttonVariants({ variant: "ghost", size: "sm", className: "self-start" })}
      >
        <ArrowLeft aria-hidden="true" />
        Back to services
      </Link>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          {listing.photos.length > 0 ? <PhotoGallery photos={listing.photos} title={listing.title} unoptimized={user !== null && (user.id === listing.operatorId || user.role === "admin")} /> : null}
          <ListingOverview listing={listing} reviewCount={reviews.ok ? reviews.data.total : null} />
          <ListingReviews
            reviews={reviews.ok ? reviews.data : null}
            operatorName={listing.operator.companyName}
            onListing
            reportable={user !== null}
          />
        </div>
        <aside className="flex min-w-0 flex-col gap-6" aria-label="Pricing and operator">
          {favourites ? (
            <FavouriteToggle
              target={{ listingId: listing.id }}
              favouriteId={favourites.listings[listing.id] ?? null}
              signedIn={favourites.signedIn}
              returnTo={`/listings/${id}`}
              name={listing.title}
              variant="button"
            />
          ) : null}
          <PriceCard
            listingId={listing.id}
            price={listing.price}
            priceTaxAdded={listing.priceTaxAdded}
            currency={listing.currency}
            category={listing.category}
            signedIn={user !== null}
          />
          <OperatorCard listing={listing} reviewCount={reviews.ok ? reviews.data.total : null} />
          {user !== null && user.id !== listing.operatorId ? (
            <div className="flex justify-end">
              <LazyReportDialog targetType="listing" targetId={listing.id} name={`listing ${listing.title}`} />
            </div>
          ) : null}
        </aside>
      </div>
      {/* Last in the page, sticky: at the foot of the screen while the page scrolls, never over the footer. */}
      <QuoteBar listingId={listing.id} price={listing.price} priceTaxAdded={listing.priceTaxAdded} currency={listing.currency} />
    </div>
  );
}
