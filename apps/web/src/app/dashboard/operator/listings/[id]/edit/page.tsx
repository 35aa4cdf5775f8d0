import { Card, CardContent, CardDescription, CardHeader } from "@skyhire/ui";
import { Info, SearchX, ShieldX } from "lucide-react";
import type { Metadata } from "next";
import { LoggedOutRedirect } from "~/features/shell/logged-out";
import { getCurrentUser } from "~/server/session";
import { ListingForm } from "../../../_components/listing-form/listing-form";
import { loadOwnListing } from "../../../_components/load-own-listing";
import { NoticeCard } from "../../../_components/notice-card";

export const metadata: Metadata = { title: "Edit Listing" };

/** /dashboard/operator/listings/{id}/edit: the listing form, filled in, for the listing's owner only. */
export default async function EditListingPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await getCurrentUser();
  if (!user) return <LoggedOutRedirect />;
  const { id } = await params;
  const result = await loadOwnListing(id);

  if (result.kind === "not-found") {
    return (
      <NoticeCard icon={<SearchX aria-hidden="true" />} title="Listing not found" testId="edit-listing-not-found">
        <p>The service listing you&apos;re looking for doesn&apos;t exist.</p>
      </NoticeCard>
    );
  }
  if (result.kind === "forbidden") {
    return (
      <NoticeCard icon={<ShieldX aria-hidden="true" />} title="Not your listing" testId="edit-listing-forbidden">
        <p>{result.message}</p>
      </NoticeCard>
    );
  }
  if (result.kind === "failed") {
    return (
      <NoticeCard icon={<Info aria-hidden="true" />} title="Something went wrong">
        <p>We couldn&apos;t load this listing. Please try again in a moment.</p>
      </NoticeCard>
    );
  }

  const { listing } = result;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Card>
        <CardHeader>
          <h1 className="text-2xl leading-tight font-semibold tracking-tight break-words">Edit Listing</h1>
          <CardDescription>
            {listing.isActive
              ? "Changes show in the marketplace as soon as you save them."
              : "This listing is inactive: customers will not see it until it is reactivated."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ListingForm
            listing={{
              id: listing.id,
              title: listing.title,
              description: listing.description,
              category: listing.category,
              price: listing.price,
              currency: listing.currency,
              requirements: listing.requirements,
              photos: listing.photos,
              version: listing.updatedAt.toISOString(),
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
