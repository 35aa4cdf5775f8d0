/**
 * Listings moderation (issue 6): find any listing (active, switched off by its operator, or taken
 * down by an admin), deactivate it with a reason its operator reads on their dashboard, reactivate
 * it. A listing an admin took down stays down for its operator (listing-management.ts refuses).
 */
import { operatorProfiles, serviceListings, users, type Executor } from "@skyhire/db";
import {
  ADMIN_MESSAGES as M,
  LIMITS,
  type AdminListingsQueryValues,
  type DeactivateListingValues,
  type ReactivateListingValues,
  type SessionUser,
} from "@skyhire/validators";
import { count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { conflict, notFound } from "../../errors";
import { priceTaxAddedFrom } from "../listing-tax";
import { allOf, cappedCount, containsPattern, newestFirst, pageRows } from "../sql-helpers";
import { recordAudit } from "./audit";
import { emitListingEvent } from "../webhooks/events";

const STATE_CONDITIONS: Record<NonNullable<AdminListingsQueryValues["state"]>, SQL> = {
  active: eq(serviceListings.isActive, true),
  inactive: allOf(eq(serviceListings.isActive, false), isNull(serviceListings.moderationReason)),
  moderated: isNotNull(serviceListings.moderationReason),
};

/** A listing's moderation state: what the list shows first and what a decision answers. */
const moderatedColumns = {
  id: serviceListings.id,
  title: serviceListings.title,
  isActive: serviceListings.isActive,
  moderationReason: serviceListings.moderationReason,
};

/**
 * Newest first; by a substring of the title or description (trigram indexes), the operator's
 * company or e-mail, or the listing's exact id. A text search counts at most LIMITS.searchCountCap.
 */
export async function searchListingsForAdmin(db: Executor, input: AdminListingsQueryValues) {
  const conditions: SQL[] = [sql`true`];
  if (input.state) conditions.push(STATE_CONDITIONS[input.state]);
  if (input.q) {
    const pattern = containsPattern(input.q);
    const match = or(
      eq(serviceListings.id, input.q),
      ilike(serviceListings.title, pattern),
      ilike(serviceListings.description, pattern),
      ilike(operatorProfiles.companyName, pattern),
      ilike(users.email, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = allOf(...conditions);
  const base = () =>
    db
      .select({ one: sql<number>`1`.as("one") })
      .from(serviceListings)
      .innerJoin(users, eq(users.id, serviceListings.operatorId))
      .leftJoin(operatorProfiles, eq(operatorProfiles.userId, serviceListings.operatorId))
      .where(where);
  const items = await pageRows(
    db
      .select({
        ...moderatedColumns,
        category: serviceListings.category,
        price: serviceListings.price,
        priceTaxAdded: priceTaxAddedFrom(operatorProfiles.taxDetails),
        currency: serviceListings.currency,
        createdAt: serviceListings.createdAt,
        updatedAt: serviceListings.updatedAt,
        operatorId: serviceListings.operatorId,
        operatorEmail: users.email,
        operatorStatus: users.status,
        companyName: operatorProfiles.companyName,
        approvalStatus: operatorProfiles.approvalStatus,
      })
      .from(serviceListings)
      .innerJoin(users, eq(users.id, serviceListings.operatorId))
      .leftJoin(operatorProfiles, eq(operatorProfiles.userId, serviceListings.operatorId))
      .where(where)
      .orderBy(...newestFirst(serviceListings))
      .$dynamic(),
    input,
  );
  const counted = input.q
    ? await cappedCount(db, LIMITS.searchCountCap, (limit) => base().limit(limit).as("matches"))
    : { total: (await db.select({ n: count() }).from(base().as("matches")))[0]?.n ?? 0, totalCapped: false };
  return { items, ...counted, page: input.page, pageSize: input.pageSize };
}

async function listingLabel(tx: Executor, id: string) {
  const [row] = await tx
    .select({ id: serviceListings.id, title: serviceListings.title, moderationReason: serviceListings.moderationReason })
    .from(serviceListings)
    .where(eq(serviceListings.id, id))
    .for("update");
  if (!row) throw notFound(M.listingNotFound);
  return row;
}

/** Takes a listing down with the reason its operator sees; they cannot switch it back on. */
export async function deactivateListing(db: Executor, input: { actor: SessionUser } & DeactivateListingValues) {
  return db.transaction(async (tx) => {
    const listing = await listingLabel(tx, input.id);
    if (listing.moderationReason !== null) throw conflict(M.listingAlreadyDown);
    const [moved] = await tx
      .update(serviceListings)
      .set({ isActive: false, moderationReason: input.reason })
      .where(eq(serviceListings.id, listing.id))
      .returning({ ...moderatedColumns, operatorId: serviceListings.operatorId });
    if (!moved) throw notFound(M.listingNotFound);
    const { operatorId, ...updated } = moved;
    // The operator's own endpoints hear that their listing was taken down or put back.
    await emitListingEvent(tx, "listing.updated", { ...updated, operatorId });
    await recordAudit(tx, {
      actor: input.actor,
      action: "listing.deactivate",
      targetType: "listing",
      targetId: listing.id,
      targetLabel: listing.title,
      reason: input.reason,
    });
    return updated;
  });
}

/** Puts a listing an admin took down back into browse and clears the reason. */
export async function reactivateListing(db: Executor, input: { actor: SessionUser } & ReactivateListingValues) {
  return db.transaction(async (tx) => {
    const listing = await listingLabel(tx, input.id);
    if (listing.moderationReason === null) throw conflict(M.listingNotModerated);
    const [moved] = await tx
      .update(serviceListings)
      .set({ isActive: true, moderationReason: null })
      .where(eq(serviceListings.id, listing.id))
      .returning({ ...moderatedColumns, operatorId: serviceListings.operatorId });
    if (!moved) throw notFound(M.listingNotFound);
    const { operatorId, ...updated } = moved;
    // The operator's own endpoints hear that their listing was taken down or put back.
    await emitListingEvent(tx, "listing.updated", { ...updated, operatorId });
    await recordAudit(tx, {
      actor: input.actor,
      action: "listing.reactivate",
      targetType: "listing",
      targetId: listing.id,
      targetLabel: listing.title,
      reason: input.reason ?? null,
      data: { previousReason: listing.moderationReason },
    });
    return updated;
  });
}
