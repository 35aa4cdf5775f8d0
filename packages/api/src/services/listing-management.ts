import { operatorProfiles, serviceListings, type Executor } from "@skyhire/db";
import {
  canManageListings,
  centsToDecimal,
  hasNoNul,
  LISTING_MESSAGES,
  listingCreationRefusal,
  priceToCents,
  type ListingFormValues,
  type MyListingsQuery,
  type SessionUser,
} from "@skyhire/validators";
import { count, eq, isNull, sql, type SQL } from "drizzle-orm";
import { conflict, forbidden, notFound } from "../errors";
import { resolveListingPhotos } from "./listing-photos";
import { priceTaxAddedOf } from "./listing-tax";
import { emitListingEvent } from "./webhooks/events";
import { allOf, newestFirst, pageRows, pageWithTotal, totalBeforeLimit } from "./sql-helpers";

/**
 * An operator's own listings: list, read for editing, create, edit, deactivate/reactivate.
 * Every change is checked against the listing's owner in the same statement that makes it, so a
 * listing is never changed by someone else, nor reactivated after an admin took it down.
 */

/** What the owner sees of a listing, including why an admin took it down. */
const ownListingColumns = {
  id: serviceListings.id,
  operatorId: serviceListings.operatorId,
  title: serviceListings.title,
  description: serviceListings.description,
  category: serviceListings.category,
  price: serviceListings.price,
  priceTaxAdded: priceTaxAddedOf(serviceListings.operatorId),
  currency: serviceListings.currency,
  requirements: serviceListings.requirements,
  isActive: serviceListings.isActive,
  photos: serviceListings.photos,
  moderationReason: serviceListings.moderationReason,
  createdAt: serviceListings.createdAt,
  updatedAt: serviceListings.updatedAt,
};

export type OwnListing = Awaited<ReturnType<typeof getOwnListing>>;

function listingRow(values: ListingFormValues) {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    price: centsToDecimal(priceToCents(values.price)),
    ...(values.currency ? { currency: values.currency } : {}),
    requirements: values.requirements,
  };
}

/** No stored id holds a NUL, and PostgreSQL refuses one in a text parameter (a 500, not a 404). */
function assertStorableId(id: string) {
  if (!hasNoNul(id)) throw notFound(LISTING_MESSAGES.notFound);
}

function assertManager(actor: SessionUser) {
  if (!canManageListings(actor.role)) throw forbidden(LISTING_MESSAGES.operatorsOnly);
}

/**
 * Why a change to listing `id` by `actorId` did not happen: it does not exist (NOT_FOUND), it is
 * someone else's (FORBIDDEN), it changed since the editor read `version` (CONFLICT), or an admin
 * deactivated it (FORBIDDEN, moderated).
 */
async function refusalFor(db: Executor, actorId: string, id: string, version?: string): Promise<Error> {
  const [listing] = await db
    .select({
      operatorId: serviceListings.operatorId,
      moderationReason: serviceListings.moderationReason,
    })
    .from(serviceListings)
    .where(eq(serviceListings.id, id))
    .limit(1);
  if (!listing) return notFound(LISTING_MESSAGES.notFound);
  if (listing.operatorId !== actorId) return forbidden(LISTING_MESSAGES.notOwner);
  // The owner's edit is refused only by its version.
  if (version !== undefined) return conflict(LISTING_MESSAGES.changedElsewhere);
  if (listing.moderationReason !== null) return forbidden(LISTING_MESSAGES.moderated);
  // The owner's own listing, yet unchanged: it was deleted in between.
  return notFound(LISTING_MESSAGES.notFound);
}

/** GET /api/operators/listings: the caller's listings, active and inactive, newest first. */
export async function listOwnListings(
  db: Executor,
  input: MyListingsQuery & { actor: SessionUser },
) {
  assertManager(input.actor);
  const mine = eq(serviceListings.operatorId, input.actor.id);
  const rows = await pageRows(
    db
      .select({ ...ownListingColumns, total: totalBeforeLimit() })
      .from(serviceListings)
      .where(mine)
      .orderBy(...newestFirst(serviceListings))
      .$dynamic(),
    input,
  );
  return pageWithTotal(rows, input, async () => {
    const [row] = await db.select({ total: count() }).from(serviceListings).where(mine);
    return row?.total ?? 0;
  });
}

/** One of the caller's listings, for its edit form. */
export async function getOwnListing(db: Executor, input: { actor: SessionUser; id: string }) {
  assertStorableId(input.id);
  const [listing] = await db
    .select(ownListingColumns)
    .from(serviceListings)
    .where(eq(serviceListings.id, input.id))
    .limit(1);
  if (!listing) throw notFound(LISTING_MESSAGES.notFound);
  if (listing.operatorId !== input.actor.id) throw forbidden(LISTING_MESSAGES.notOwner);
  return listing;
}

/**
 * POST /api/listings. Only operators (or admins) whose operator profile an admin approved may
 * publish listings (docs/product.md#roles-and-access); the refusal says what is missing.
 */
export async function createListing(
  db: Executor,
  input: { actor: SessionUser; values: ListingFormValues },
) {
  const [profile] = await db
    .select({ approvalStatus: operatorProfiles.approvalStatus, currency: operatorProfiles.currency })
    .from(operatorProfiles)
    .where(eq(operatorProfiles.userId, input.actor.id))
    .limit(1);
  const refusal = listingCreationRefusal(input.actor.role, profile?.approvalStatus ?? null);
  if (refusal) throw forbidden(refusal);
  const photos = await resolveListingPhotos(db, {
    ownerId: input.actor.id,
    photos: input.values.photos ?? [],
    current: [],
  });

  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(serviceListings)
      // Priced in the operator's currency unless the form names another.
      .values({ currency: profile?.currency, ...listingRow(input.values), photos, operatorId: input.actor.id })
      .returning(ownListingColumns);
    if (!created) throw new Error("listing was not created");
    await emitListingEvent(tx, "listing.created", created);
    return created;
  });
}

/**
 * The photos an edit stores: left out, the listing keeps its own (undefined); given, the new list,
 * where photos already on the listing may stay and new ones must be the owner's uploads.
 */
async function editedPhotos(db: Executor, input: { actor: SessionUser; id: string; values: ListingFormValues }) {
  if (input.values.photos === undefined) return undefined;
  const [listing] = await db
    .select({ photos: serviceListings.photos })
    .from(serviceListings)
    .where(allOf(eq(serviceListings.id, input.id), eq(serviceListings.operatorId, input.actor.id)))
    .limit(1);
  if (!listing) throw await refusalFor(db, input.actor.id, input.id);
  return resolveListingPhotos(db, { ownerId: input.actor.id, photos: input.values.photos, current: listing.photos });
}

/** PUT /api/listings/{id}: the owner edits the form's fields; activity is left as it is. */
/**
 * A listing's version is its `updated_at` to the millisecond (what a client reads back). An edit
 * moves it at least one millisecond on, so two edits within the same millisecond still differ.
 */
const sameVersion = (version: string): SQL =>
  sql`date_trunc('milliseconds', ${serviceListings.updatedAt}) = ${version}::timestamptz`;
const nextVersion = sql<Date>`greatest(date_trunc('milliseconds', clock_timestamp()), date_trunc('milliseconds', ${serviceListings.updatedAt}) + interval '1 millisecond')`;

/**
 * PUT /api/listings/{id}: the owner's edit. With `version` (the `updatedAt` the editor read) the
 * UPDATE only matches that version, so of two edits from the same read the second is refused with
 * CONFLICT and changes nothing (docs/architecture.md#errors).
 */
export async function updateListing(
  db: Executor,
  input: { actor: SessionUser; id: string; values: ListingFormValues; version?: string },
) {
  assertStorableId(input.id);
  const photos = await editedPhotos(db, input);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(serviceListings)
      .set({ ...listingRow(input.values), ...(photos ? { photos } : {}), updatedAt: nextVersion })
      .where(
        allOf(
          eq(serviceListings.id, input.id),
          eq(serviceListings.operatorId, input.actor.id),
          ...(input.version === undefined ? [] : [sameVersion(input.version)]),
        ),
      )
      .returning(ownListingColumns);
    if (row) await emitListingEvent(tx, "listing.updated", row);
    return row;
  });
  if (!updated) throw await refusalFor(db, input.actor.id, input.id, input.version);
  return updated;
}

/**
 * PATCH /api/listings/{id}/status: the owner deactivates or reactivates a listing. A listing an
 * admin deactivated (moderation reason set) stays down; the condition sits in the UPDATE itself so
 * an admin's decision made a moment earlier is never overwritten.
 */
export async function setListingActive(
  db: Executor,
  input: { actor: SessionUser; id: string; isActive: boolean },
) {
  assertStorableId(input.id);
  const conditions = [
    eq(serviceListings.id, input.id),
    eq(serviceListings.operatorId, input.actor.id),
  ];
  if (input.isActive) conditions.push(isNull(serviceListings.moderationReason));
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(serviceListings)
      .set({ isActive: input.isActive })
      .where(allOf(...conditions))
      .returning(ownListingColumns);
    if (row) await emitListingEvent(tx, "listing.updated", row);
    return row;
  });
  if (!updated) throw await refusalFor(db, input.actor.id, input.id);
  return updated;
}
