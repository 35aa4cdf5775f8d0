import { jobRequests, operatorProfiles, serviceListings, users, type Executor } from "@skyhire/db";
import { LIMITS, listListingsSchema, qualificationLabel, type SessionUser } from "@skyhire/validators";
import { count, desc, eq, sql } from "drizzle-orm";
import { notFound } from "../errors";
import { listPublicListings, publicListingRow } from "./listing-search";
import { priceTaxAddedFrom } from "./listing-tax";
import { preparedPerHandle } from "./prepared";

export { listPublicListings, type ListingCard } from "./listing-search";

/**
 * An operator the public may see: approved, published, account active, operator role. The
 * database keeps operator_profiles.is_public true in the transaction that changes any of these.
 */
export const publicOperatorCondition = sql`${operatorProfiles.isPublic}`;

const publicListingCondition = publicListingRow;

/** Listings are joined to their operator's profile (one query, no N+1). */
const operatorOfListing = eq(operatorProfiles.userId, serviceListings.operatorId);

/** The home page's "Recent Services": the first cards of browse in its newest order, shaped alike. */
export async function recentPublicListings(db: Executor) {
  const page = await listPublicListings(db, listListingsSchema.parse({ sort: "newest", pageSize: LIMITS.homeRecentItems }));
  return page.items;
}

/** A listing with its operator, public or not (the caller decides who may see it). */
const listingDetailQuery = preparedPerHandle((db) =>
  db
    .select({
      id: serviceListings.id,
      operatorId: serviceListings.operatorId,
      title: serviceListings.title,
      description: serviceListings.description,
      price: serviceListings.price,
      priceTaxAdded: priceTaxAddedFrom(operatorProfiles.taxDetails),
      currency: serviceListings.currency,
      category: serviceListings.category,
      requirements: serviceListings.requirements,
      isActive: serviceListings.isActive,
      photos: serviceListings.photos,
      createdAt: serviceListings.createdAt,
      updatedAt: serviceListings.updatedAt,
      isPublic: sql<boolean>`(${publicListingCondition})`.mapWith(Boolean),
      operator: {
        userId: operatorProfiles.userId,
        companyName: operatorProfiles.companyName,
        bio: operatorProfiles.bio,
        rating: operatorProfiles.rating,
        completedJobs: operatorProfiles.completedJobs,
        location: operatorProfiles.location,
        serviceRadiusKm: operatorProfiles.serviceRadiusKm,
        currency: operatorProfiles.currency,
        qualifications: operatorProfiles.qualifications,
        isVerified: operatorProfiles.isVerified,
        createdAt: operatorProfiles.createdAt,
      },
      user: {
        profileImageUrl: users.profileImageUrl,
        firstName: users.firstName,
        lastName: users.lastName,
      },
    })
    .from(serviceListings)
    .innerJoin(operatorProfiles, operatorOfListing)
    .innerJoin(users, eq(users.id, serviceListings.operatorId))
    .where(eq(serviceListings.id, sql.placeholder("id")))
    .limit(1)
    .prepare("listing_detail"),
);

/**
 * One listing for its detail page. Hidden (NOT_FOUND) when inactive or its operator is not public,
 * except from its owner and admins, who see it as it is.
 */
export async function getListingDetail(
  db: Executor,
  input: { id: string; viewer: SessionUser | null },
) {
  // No stored id holds a NUL, and PostgreSQL refuses one in a text parameter (a 500, not a 404).
  if (input.id.includes("\u0000")) throw notFound("Listing not found");
  const [listing] = await listingDetailQuery(db).execute({ id: input.id });

  const viewer = input.viewer;
  const privileged =
    viewer !== null && (viewer.role === "admin" || viewer.id === listing?.operatorId);
  if (!listing || (!listing.isPublic && !privileged)) throw notFound("Listing not found");
  const { isPublic: _isPublic, ...detail } = listing;
  // Stored qualifications are values; the public reads their labels.
  return { ...detail, operator: { ...detail.operator, qualifications: detail.operator.qualifications.map(qualificationLabel) } };
}

/** Public listings, counted from the partial index alone (no join, no table rows). */
async function countPublicListings(db: Executor) {
  const [row] = await db.select({ total: count() }).from(serviceListings).where(publicListingCondition);
  return row?.total ?? 0;
}

/** Counts shown on the signed-in home page and the demo overview (three independent queries, at once). */
export async function countMarketplace(db: Executor) {
  const [listings, [operators], [jobs]] = await Promise.all([
    countPublicListings(db),
    db.select({ total: count() }).from(operatorProfiles).where(publicOperatorCondition),
    db.select({ total: count() }).from(jobRequests),
  ]);
  return { listings, operators: operators?.total ?? 0, jobs: jobs?.total ?? 0 };
}

/** The signed-in home page's stat cards. */
export async function marketplaceStats(db: Executor) {
  const counts = await countMarketplace(db);
  return { totalServices: counts.listings, activeJobs: counts.jobs };
}

/** The sitemap holds at most this many URLs (the protocol's limit per file). */
export const SITEMAP_LISTING_LIMIT = 50_000;

/** Public listings for the sitemap: id and last change, most recently changed first. */
export async function sitemapListings(db: Executor, limit = SITEMAP_LISTING_LIMIT) {
  return db
    .select({ id: serviceListings.id, updatedAt: serviceListings.updatedAt })
    .from(serviceListings)
    .where(publicListingCondition)
    .orderBy(desc(serviceListings.updatedAt), desc(serviceListings.id))
    .limit(limit);
}
