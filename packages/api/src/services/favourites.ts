import { favourites, operatorProfiles, serviceListings, type Executor } from "@skyhire/db";
import {
  FAVOURITE_LIMITS,
  FAVOURITE_MESSAGES as M,
  priceMove,
  type FavouriteKind,
  type ListingPhoto,
  type SessionUser,
} from "@skyhire/validators";
import { and, count, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { DomainError, forbidden, notFound } from "../errors";
import { isRowId, newLinkToken, sameSecret } from "./link-secrets";
import { publicListingRow } from "./listing-search";
import { priceTaxAddedFrom } from "./listing-tax";
import { newestFirst } from "./sql-helpers";

/**
 * Favourites (docs/product.md#favourites): a customer keeps public listings and operators in a
 * list. Adding is idempotent (one row per user and target, the unique indexes decide); a listing
 * keeps the price it had when saved, so the list says how it moved. Operators and admins keep none.
 * The alerts they lead to are services/favourite-alerts.ts.
 */

function customerOnly(actor: SessionUser): void {
  if (actor.role !== "customer") throw forbidden(M.customersOnly);
}

/** The listing's public price (404 when it is not public), or the public operator (404 otherwise). */
async function target(db: Executor, input: { listingId?: string; operatorId?: string }) {
  if (input.listingId !== undefined) {
    const listingId = input.listingId;
    if (!isRowId(listingId)) throw notFound(M.listingNotFound);
    const [listing] = await db
      .select({ price: serviceListings.price, currency: serviceListings.currency })
      .from(serviceListings)
      .where(and(eq(serviceListings.id, listingId), publicListingRow));
    if (!listing) throw notFound(M.listingNotFound);
    return { listingId, savedPrice: listing.price, savedCurrency: listing.currency };
  }
  const operatorId = input.operatorId ?? "";
  if (!isRowId(operatorId)) throw notFound(M.operatorNotFound);
  const [operator] = await db
    .select({ id: operatorProfiles.userId })
    .from(operatorProfiles)
    .where(and(eq(operatorProfiles.userId, operatorId), eq(operatorProfiles.isPublic, true)));
  if (!operator) throw notFound(M.operatorNotFound);
  return { operatorId };
}

const F = favourites;
const operatorOfListing = alias(operatorProfiles, "listing_operator");

/** The caller's favourites, newest first: listings with their price then and now, and operators. */
export async function listFavourites(db: Executor, actor: SessionUser) {
  customerOnly(actor);
  const rows = await db
    .select({
      id: F.id,
      createdAt: F.createdAt,
      alerts: F.alerts,
      savedPrice: F.savedPrice,
      savedCurrency: F.savedCurrency,
      listingId: serviceListings.id,
      listingTitle: serviceListings.title,
      listingPrice: serviceListings.price,
      listingPriceTaxAdded: priceTaxAddedFrom(operatorOfListing.taxDetails),
      listingCurrency: serviceListings.currency,
      listingCategory: serviceListings.category,
      listingPublic: sql<boolean>`coalesce(${publicListingRow}, false)`.mapWith(Boolean),
      listingCover: sql<ListingPhoto | null>`${serviceListings.photos} -> 0`,
      listingOperatorName: operatorOfListing.companyName,
      operatorId: operatorProfiles.userId,
      operatorName: operatorProfiles.companyName,
      operatorLocation: operatorProfiles.location,
      operatorPublic: operatorProfiles.isPublic,
    })
    .from(F)
    .leftJoin(serviceListings, eq(serviceListings.id, F.listingId))
    .leftJoin(operatorOfListing, eq(operatorOfListing.userId, serviceListings.operatorId))
    .leftJoin(operatorProfiles, eq(operatorProfiles.userId, F.operatorId))
    .where(eq(F.userId, actor.id))
    .orderBy(...newestFirst(F));
  return rows.map((row) => {
    const kind: FavouriteKind = row.listingId !== null ? "listing" : "operator";
    const listing =
      row.listingId !== null && row.listingPrice !== null && row.listingCurrency !== null
        ? {
            id: row.listingId,
            title: row.listingTitle ?? "",
            price: row.listingPrice,
            priceTaxAdded: row.listingPriceTaxAdded,
            currency: row.listingCurrency,
            category: row.listingCategory,
            coverPhoto: row.listingCover,
            operatorName: row.listingOperatorName,
            isPublic: row.listingPublic,
            savedPrice: row.savedPrice ?? row.listingPrice,
            savedCurrency: row.savedCurrency ?? row.listingCurrency,
            priceMove: priceMove(
              { price: row.savedPrice ?? row.listingPrice, currency: row.savedCurrency ?? row.listingCurrency },
              { price: row.listingPrice, currency: row.listingCurrency },
            ),
          }
        : null;
    const operator =
      row.operatorId !== null
        ? {
            id: row.operatorId,
            companyName: row.operatorName ?? "",
            location: row.operatorLocation,
            isPublic: row.operatorPublic ?? false,
          }
        : null;
    return { id: row.id, kind, createdAt: row.createdAt, alerts: row.alerts, listing, operator };
  });
}

const favouriteColumns = {
  id: F.id,
  listingId: F.listingId,
  operatorId: F.operatorId,
  savedPrice: F.savedPrice,
  savedCurrency: F.savedCurrency,
  alerts: F.alerts,
  createdAt: F.createdAt,
};

/**
 * Saves a public listing or operator; saving it again answers the favourite already kept (the
 * price remembered is the one of the first save).
 */
export async function addFavourite(
  db: Executor,
  input: { actor: SessionUser; listingId?: string; operatorId?: string },
) {
  customerOnly(input.actor);
  const what = await target(db, input);
  const mine = eq(F.userId, input.actor.id);
  const sameTarget = what.listingId !== undefined ? eq(F.listingId, what.listingId) : eq(F.operatorId, what.operatorId);
  const [kept] = await db.select(favouriteColumns).from(F).where(and(mine, sameTarget));
  if (kept) return kept;
  const [counted] = await db.select({ n: count() }).from(F).where(mine);
  if ((counted?.n ?? 0) >= FAVOURITE_LIMITS.perUser) throw new DomainError("CONFLICT", M.tooMany);
  const [saved] = await db
    .insert(F)
    .values({ userId: input.actor.id, unsubscribeToken: newLinkToken(), ...what })
    .onConflictDoNothing()
    .returning(favouriteColumns);
  if (saved) return saved;
  // Saved at the same moment by another request: that row is the answer.
  const [raced] = await db.select(favouriteColumns).from(F).where(and(mine, sameTarget));
  if (!raced) throw new Error("Favourite was not stored");
  return raced;
}

/** Removes one of the caller's favourites; someone else's id is "not found". */
export async function removeFavourite(db: Executor, input: { actor: SessionUser; id: string }) {
  customerOnly(input.actor);
  if (!isRowId(input.id)) throw notFound(M.notFound);
  const [row] = await db
    .delete(F)
    .where(and(eq(F.id, input.id), eq(F.userId, input.actor.id)))
    .returning({ id: F.id });
  if (!row) throw notFound(M.notFound);
  return { id: row.id };
}

/** What the e-mail's unsubscribe link names, when the link is genuine; else 404 with the link's message. */
async function favouriteOfLink(db: Executor, input: { id: string; token: string }) {
  if (!isRowId(input.id)) throw notFound(M.badLink);
  const [row] = await db
    .select({
      id: F.id,
      token: F.unsubscribeToken,
      listingTitle: serviceListings.title,
      operatorName: operatorProfiles.companyName,
    })
    .from(F)
    .leftJoin(serviceListings, eq(serviceListings.id, F.listingId))
    .leftJoin(operatorProfiles, eq(operatorProfiles.userId, F.operatorId))
    .where(eq(F.id, input.id));
  if (!row || !sameSecret(input.token, row.token)) throw notFound(M.badLink);
  return row;
}

function linkDescription(row: { listingTitle: string | null; operatorName: string | null }): string {
  return row.listingTitle !== null
    ? `price changes of "${row.listingTitle}"`
    : `new listings from ${row.operatorName ?? "this operator"}`;
}

/** The alerts an e-mail's unsubscribe link stops (shown before the click). */
export async function describeFavouriteUnsubscribeLink(db: Executor, input: { id: string; token: string }) {
  return { stops: linkDescription(await favouriteOfLink(db, input)) };
}

/** The e-mail's unsubscribe link: alerts of that favourite stop (it stays in the list); no sign-in needed. */
export async function unsubscribeFavourite(db: Executor, input: { id: string; token: string }) {
  const row = await favouriteOfLink(db, input);
  await db.update(F).set({ alerts: false }).where(eq(F.id, row.id));
  return { stops: linkDescription(row) };
}

/** Where an alert e-mail's unsubscribe link leads. */
export function favouriteUnsubscribePath(favourite: { id: string; unsubscribeToken: string }): string {
  return `/favourites/unsubscribe?${new URLSearchParams({ id: favourite.id, token: favourite.unsubscribeToken })}`;
}
