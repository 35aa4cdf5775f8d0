import "server-only";
import { cache } from "react";
import { findOrNull } from "~/server/find-or-null";
import { catalogueReads } from "~/server/catalogue-cache";

/** The listing for its detail page, or null; cached per request (generateMetadata and the page). */
export const findListing = cache((id: string) => findOrNull(id, async (listingId) => (await catalogueReads()).listings.byId({ id: listingId })));

export type ListingDetail = NonNullable<Awaited<ReturnType<typeof findListing>>>;
