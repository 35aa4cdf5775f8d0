/**
 * An operator's public page (/operators/{id}, GET /api/operators/{id}): company, bio, base and
 * service radius, badge, qualifications, portfolio, active listings, rating summary, completed jobs
 * and member since. Only public operators (approved, published, account active) are shown; their
 * owner and admins see it as it is.
 */
import { operatorProfiles, reviews, serviceListings, users, type Executor } from "@skyhire/db";
import { disputesLostBy } from "./lifecycle/disputes";
import { qualificationLabel, type ListingPhoto, type SessionUser } from "@skyhire/validators";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { notFound } from "../errors";
import { shownReview } from "./lifecycle/review-visibility";
import { publicListingRow } from "./listing-search";
import { priceTaxAddedOf } from "./listing-tax";
import { preparedPerHandle } from "./prepared";
import { allOf, newestFirst } from "./sql-helpers";

/** Listings shown on the page; the rest are one browse search away. */
export const OPERATOR_PAGE_LISTINGS = 24;

const operatorNotFound = () => notFound("Operator not found");

/** Each read of the page is prepared once (prepared.ts): the page is one of the busiest public reads. */
const profileQuery = preparedPerHandle((db) =>
  db
    .select({
      id: operatorProfiles.userId,
      companyName: operatorProfiles.companyName,
      bio: operatorProfiles.bio,
      logoUrl: operatorProfiles.logoUrl,
      website: operatorProfiles.website,
      location: operatorProfiles.location,
      serviceRadiusKm: operatorProfiles.serviceRadiusKm,
      hasBase: sql<boolean>`${operatorProfiles.baseLat} is not null`.mapWith(Boolean),
      qualifications: operatorProfiles.qualifications,
      portfolioItems: operatorProfiles.portfolioItems,
      isVerified: operatorProfiles.isVerified,
      rating: operatorProfiles.rating,
      completedJobs: operatorProfiles.completedJobs,
      currency: operatorProfiles.currency,
      memberSince: operatorProfiles.createdAt,
      isPublic: operatorProfiles.isPublic,
      profileImageUrl: users.profileImageUrl,
    })
    .from(operatorProfiles)
    .innerJoin(users, eq(users.id, operatorProfiles.userId))
    .where(eq(operatorProfiles.userId, sql.placeholder("id")))
    .limit(1)
    .prepare("operator_page_profile"),
);

const ofOperator = allOf(eq(serviceListings.operatorId, sql.placeholder("id")), publicListingRow);

const listingsQuery = preparedPerHandle((db) =>
  db
    .select({
      id: serviceListings.id,
      title: serviceListings.title,
      description: serviceListings.description,
      price: serviceListings.price,
      priceTaxAdded: priceTaxAddedOf(serviceListings.operatorId),
      currency: serviceListings.currency,
      category: serviceListings.category,
      createdAt: serviceListings.createdAt,
      coverPhoto: sql<ListingPhoto | null>`${serviceListings.photos} -> 0`,
    })
    .from(serviceListings)
    .where(ofOperator)
    .orderBy(...newestFirst(serviceListings))
    .limit(OPERATOR_PAGE_LISTINGS)
    .prepare("operator_page_listings"),
);

const listingCountQuery = preparedPerHandle((db) =>
  db.select({ total: count() }).from(serviceListings).where(ofOperator).prepare("operator_page_listing_count"),
);

/** How many shown reviews gave each number of stars. */
const ratingsQuery = preparedPerHandle((db) =>
  db
    .select({ rating: reviews.rating, total: count() })
    .from(reviews)
    .where(and(eq(reviews.operatorId, sql.placeholder("id")), shownReview))
    .groupBy(reviews.rating)
    .prepare("operator_page_ratings"),
);

export async function getPublicOperator(db: Executor, input: { id: string; viewer: SessionUser | null }) {
  // PostgreSQL refuses a NUL in a text parameter: that would be a 500, not a 404.
  if (input.id.includes("\u0000") || input.id.length > 100) throw operatorNotFound();
  const [profile] = await profileQuery(db).execute({ id: input.id });
  const viewer = input.viewer;
  const privileged = viewer !== null && (viewer.role === "admin" || viewer.id === input.id);
  if (!profile || (!profile.isPublic && !privileged)) throw operatorNotFound();

  const listings = await listingsQuery(db).execute({ id: input.id });
  const [listingCount] = await listingCountQuery(db).execute({ id: input.id });
  const ratingRows = await ratingsQuery(db).execute({ id: input.id });
  const reviewCount = ratingRows.reduce((sum, row) => sum + row.total, 0);
  const ratingSum = ratingRows.reduce((sum, row) => sum + row.rating * row.total, 0);

  const disputesLost = await disputesLostBy(db, input.id);

  const { isPublic: _isPublic, hasBase: _hasBase, qualifications, portfolioItems, ...shown } = profile;
  return {
    ...shown,
    serviceRadiusKm: profile.hasBase ? profile.serviceRadiusKm : null,
    qualifications: qualifications.map(qualificationLabel),
    portfolio: portfolioItems.map((item) => ({
      title: item.title,
      description: item.description,
      projectDate: item.projectDate ?? null,
      imageUrl: item.imageUrl ?? item.media.find((file) => file.type.startsWith("image/"))?.url ?? null,
    })),
    listings,
    listingCount: listingCount?.total ?? 0,
    /** Disputes an admin decided as a full refund to the customer (a count, never the details). */
    disputesLost,
    reviewSummary: {
      count: reviewCount,
      average: reviewCount > 0 ? Math.round((ratingSum / reviewCount) * 100) / 100 : 0,
      /** How many reviews gave 5, 4, 3, 2 and 1 stars. */
      byStars: [5, 4, 3, 2, 1].map((stars) => ({
        stars,
        count: ratingRows.find((row) => row.rating === stars)?.total ?? 0,
      })),
    },
  };
}

export type PublicOperator = Awaited<ReturnType<typeof getPublicOperator>>;

/** Public operators for the sitemap: id and last change. */
export async function sitemapOperators(db: Executor, limit = 50_000) {
  return db
    .select({ id: operatorProfiles.userId, updatedAt: operatorProfiles.updatedAt })
    .from(operatorProfiles)
    .where(sql`${operatorProfiles.isPublic}`)
    .orderBy(desc(operatorProfiles.updatedAt))
    .limit(limit);
}
