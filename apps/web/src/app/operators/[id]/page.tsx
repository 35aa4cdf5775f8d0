import { buttonVariants } from "@skyhire/ui";
import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { siteUrl } from "~/app/_lib/site-url";
import { ListingReviews } from "~/features/reviews/listing-reviews";
import { LISTING_REVIEWS_SHOWN } from "~/features/reviews/format";
import { FavouriteToggle } from "~/features/favourites/favourite-toggle";
import { favouriteState } from "~/features/favourites/favourite-state";
import { load } from "~/server/safe-call";
import { getCurrentUser } from "~/server/session";
import { catalogueReads } from "~/server/catalogue-cache";
import { OperatorActions } from "./_components/operator-actions";
import { OperatorListings } from "./_components/operator-listings";
import { OperatorProfileHeader } from "./_components/operator-profile-header";
import { Portfolio } from "./_components/portfolio";
import { RatingSummary } from "./_components/rating-summary";
import { findOperator } from "./_lib/find-operator";
import { operatorJsonLd, scriptJson } from "./_lib/json-ld";

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const operator = await findOperator((await params).id);
  return operator
    ? { title: operator.companyName, description: operator.bio.slice(0, 160) }
    : { title: "Operator not found" };
}

/** /operators/{id} — an operator's public page: who they are, where they work, their services and reviews. */
export default async function OperatorPage({ params }: { params: Params }) {
  const { id } = await params;
  const operator = await findOperator(id);
  if (!operator) notFound();
  const reads = await catalogueReads();
  const reviews = await load("the operator's reviews", () =>
    reads.reviews.list({ operatorId: operator.id, page: 1, pageSize: LISTING_REVIEWS_SHOWN }),
  );
  const user = await getCurrentUser();
  const favourites = await favouriteState(user);
  // Request Quote and Contact go through one of the operator's services (none: nothing to quote on).
  const firstListing = operator.listings[0];
  const pageUrl = new URL(`/operators/${operator.id}`, await siteUrl()).toString();

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(operatorJsonLd(operator, pageUrl)) }} />
      <Link href="/listings" className={buttonVariants({ variant: "ghost", size: "sm", className: "self-start" })}>
        <ArrowLeft aria-hidden="true" />
        Back to services
      </Link>
      <OperatorProfileHeader
        operator={operator}
        action={
          favourites ? (
            <FavouriteToggle
              target={{ operatorId: operator.id }}
              favouriteId={favourites.operators[operator.id] ?? null}
              signedIn={favourites.signedIn}
              returnTo={`/operators/${id}`}
              name={operator.companyName}
              variant="button"
            />
          ) : null
        }
        contact={firstListing ? <OperatorActions listingId={firstListing.id} signedIn={user !== null} /> : null}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <OperatorListings operator={operator} />
          <Portfolio items={operator.portfolio} />
        </div>
        <aside className="flex min-w-0 flex-col gap-6" aria-label="Reviews">
          <RatingSummary summary={operator.reviewSummary} />
          <ListingReviews reviews={reviews.ok ? reviews.data : null} operatorName={operator.companyName} reportable={user !== null} />
        </aside>
      </div>
    </div>
  );
}
