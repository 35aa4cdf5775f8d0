import { jobRequests, operatorProfiles, serviceListings, users, type Executor } from "@skyhire/db";
import { LIMITS, type ListListingsQuery, type SessionUser } from "@skyhire/validators";
import { count, desc, eq, ilike, ne, sql, type SQL, type Subquery } from "drizzle-orm";
import { notFound } from "../errors";

/** `%term%` for ILIKE, with the pattern characters of the term itself taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Every condition holds (like `and`, but never undefined). */
export function allOf(...conditions: SQL[]): SQL {
  return sql`(${sql.join(conditions, sql` and `)})`;
}

/**
 * How many rows match a text search, counting at most `cap + 1` of them (STACK-NOTES "Search at
 * scale": an exact count of a broad substring search costs half a second, a capped one
 * milliseconds). Above the cap the total is `cap` with `totalCapped`, shown as "1,000+".
 */
export async function cappedCount(
  db: Executor,
  cap: number,
  matchingRows: (limit: number) => Subquery,
): Promise<{ total: number; totalCapped: boolean }> {
  const [row] = await db.select({ total: count() }).from(matchingRows(cap + 1));
  const total = row?.total ?? 0;
  return total > cap ? { total: cap, totalCapped: true } : { total, totalCapped: false };
}

/**
 * An operator whose listings the public may see: approved, published, account active (a suspended
 * account leaves browse), and not turned into a customer by an admin.
 */
export const publicOperatorCondition = allOf(
  eq(operatorProfiles.approvalStatus, "approved"),
  eq(operatorProfiles.isPublished, true),
  eq(users.status, "active"),
  ne(users.role, "customer"),
);

const publicListingCondition = allOf(eq(serviceListings.isActive, true), publicOperatorCondition);

const listingCardColumns = {
  id: serviceListings.id,
  title: serviceListings.title,
  description: serviceListings.description,
  price: serviceListings.price,
  category: serviceListings.category,
  requirements: serviceListings.requirements,
  createdAt: serviceListings.createdAt,
  operator: {
    companyName: operatorProfiles.companyName,
    rating: operatorProfiles.rating,
    completedJobs: operatorProfiles.completedJobs,
    location: operatorProfiles.location,
    isVerified: operatorProfiles.isVerified,
  },
};

/** Listings are joined to their operator's profile and account (one query, no N+1). */
const operatorOfListing = eq(operatorProfiles.userId, serviceListings.operatorId);
const accountOfListing = eq(users.id, serviceListings.operatorId);

export type ListingCard = Awaited<ReturnType<typeof listPublicListings>>["items"][number];

/**
 * The browse screen: public listings, newest first, by substring of title or description and category.
 * One page query with the joins, then one count query (one after the other: the embedded
 * database's socket server mixes up statements sent at the same time on different connections).
 */
export async function listPublicListings(
  db: Executor,
  query: ListListingsQuery,
  options: { countCap?: number } = {},
) {
  const conditions = [publicListingCondition];
  if (query.category) conditions.push(eq(serviceListings.category, query.category));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      sql`(${ilike(serviceListings.title, pattern)} or ${ilike(serviceListings.description, pattern)})`,
    );
  }
  const where = allOf(...conditions);

  const items = await db
    .select(listingCardColumns)
    .from(serviceListings)
    .innerJoin(operatorProfiles, operatorOfListing)
    .innerJoin(users, accountOfListing)
    .where(where)
    .orderBy(desc(serviceListings.createdAt), desc(serviceListings.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);

  const { total, totalCapped } = query.q
    ? await cappedCount(db, options.countCap ?? LIMITS.searchCountCap, (limit) =>
        db
          .select({ one: sql<number>`1`.as("one") })
          .from(serviceListings)
          .innerJoin(operatorProfiles, operatorOfListing)
          .innerJoin(users, accountOfListing)
          .where(where)
          .limit(limit)
          .as("matches"),
      )
    : { total: await countPublicListings(db, where), totalCapped: false };
  return { items, total, totalCapped, page: query.page, pageSize: query.pageSize };
}

/** The home page's "Recent Services". */
export async function recentPublicListings(db: Executor) {
  return db
    .select(listingCardColumns)
    .from(serviceListings)
    .innerJoin(operatorProfiles, operatorOfListing)
    .innerJoin(users, accountOfListing)
    .where(publicListingCondition)
    .orderBy(desc(serviceListings.createdAt), desc(serviceListings.id))
    .limit(LIMITS.homeRecentItems);
}

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
  const [listing] = await db
    .select({
      id: serviceListings.id,
      operatorId: serviceListings.operatorId,
      title: serviceListings.title,
      description: serviceListings.description,
      price: serviceListings.price,
      category: serviceListings.category,
      requirements: serviceListings.requirements,
      isActive: serviceListings.isActive,
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
    .innerJoin(users, accountOfListing)
    .where(eq(serviceListings.id, input.id))
    .limit(1);

  const viewer = input.viewer;
  const privileged =
    viewer !== null && (viewer.role === "admin" || viewer.id === listing?.operatorId);
  if (!listing || (!listing.isPublic && !privileged)) throw notFound("Listing not found");
  const { isPublic: _isPublic, ...detail } = listing;
  return detail;
}

async function countPublicListings(db: Executor, where: SQL) {
  const [row] = await db
    .select({ total: count() })
    .from(serviceListings)
    .innerJoin(operatorProfiles, operatorOfListing)
    .innerJoin(users, accountOfListing)
    .where(where);
  return row?.total ?? 0;
}

/**
 * Counts shown on the signed-in home page and the demo overview.
 * Queries run one after another: the embedded database's socket server must not interleave them.
 */
export async function countMarketplace(db: Executor) {
  const listings = await countPublicListings(db, publicListingCondition);
  const [operators] = await db
    .select({ total: count() })
    .from(operatorProfiles)
    .innerJoin(users, eq(users.id, operatorProfiles.userId))
    .where(publicOperatorCondition);
  const [jobs] = await db.select({ total: count() }).from(jobRequests);
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
    .innerJoin(operatorProfiles, operatorOfListing)
    .innerJoin(users, accountOfListing)
    .where(publicListingCondition)
    .orderBy(desc(serviceListings.updatedAt), desc(serviceListings.id))
    .limit(limit);
}
