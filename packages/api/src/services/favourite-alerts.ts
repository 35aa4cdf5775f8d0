import { favouriteAlertItems, favourites, operatorProfiles, serviceListings, users, type Database, type Executor } from "@skyhire/db";
import { FAVOURITE_LIMITS, priceMove } from "@skyhire/validators";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { favouriteUnsubscribePath } from "./favourites";
import { deliverNotificationEmails, notifyOnce } from "./lifecycle/notifications";
import { publicListingRow } from "./listing-search";
import { takeBatch } from "./work-batch";

/**
 * Favourite alerts (docs/architecture.md#favourite-alerts). A price change of a listing someone
 * keeps, and a listing of a kept operator that becomes public, wait in favourite_alert_items
 * (written by triggers in the change's transaction, migration 0025_favourites). The queue's
 * search-alerts job takes a batch (SKIP LOCKED) and tells each customer who keeps it with alerts on:
 * one in-app notification and its e-mail. Each notification has a key (the price change's row, or
 * the listing), so a change or a listing is told once per customer however often it is seen.
 */

type Item = typeof favouriteAlertItems.$inferSelect;

/** The customers (active, alerts on) who keep `target`, with what their unsubscribe link needs. */
function keepers(tx: Executor, target: SQL) {
  return tx
    .select({ id: favourites.id, userId: favourites.userId, unsubscribeToken: favourites.unsubscribeToken })
    .from(favourites)
    .innerJoin(users, eq(users.id, favourites.userId))
    .where(and(target, eq(favourites.alerts, true), eq(users.role, "customer"), eq(users.status, "active")));
}

async function publicListings(tx: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, { title: string; operatorId: string; companyName: string }>();
  const rows = await tx
    .select({
      id: serviceListings.id,
      title: serviceListings.title,
      operatorId: serviceListings.operatorId,
      companyName: operatorProfiles.companyName,
    })
    .from(serviceListings)
    .innerJoin(operatorProfiles, eq(operatorProfiles.userId, serviceListings.operatorId))
    .where(and(inArray(serviceListings.id, ids), publicListingRow));
  return new Map(rows.map((row) => [row.id, row]));
}

async function tellPriceChange(tx: Executor, item: Item, listing: { title: string }): Promise<string[]> {
  const move = priceMove(
    { price: item.oldPrice ?? "0", currency: item.oldCurrency ?? "USD" },
    { price: item.newPrice ?? "0", currency: item.newCurrency ?? "USD" },
  );
  if (!move) return [];
  const ids: string[] = [];
  for (const keeper of await keepers(tx, eq(favourites.listingId, item.listingId))) {
    const id = await notifyOnce(tx, {
      userId: keeper.userId,
      type: "favourite_price",
      title: `Price ${move.direction}: ${listing.title}`,
      body: `${move.text} for "${listing.title}", a service in your favourites.`,
      link: `/listings/${item.listingId}`,
      unsubscribeLink: favouriteUnsubscribePath(keeper),
      dedupeKey: `favourite-price:${item.id}`,
    });
    if (id) ids.push(id);
  }
  return ids;
}

async function tellNewListing(
  tx: Executor,
  item: Item,
  listing: { title: string; operatorId: string; companyName: string },
): Promise<string[]> {
  const ids: string[] = [];
  for (const keeper of await keepers(tx, eq(favourites.operatorId, listing.operatorId))) {
    const id = await notifyOnce(tx, {
      userId: keeper.userId,
      type: "favourite_listing",
      title: `New from ${listing.companyName}: ${listing.title}`,
      body: `${listing.companyName}, an operator in your favourites, published "${listing.title}".`,
      link: `/listings/${item.listingId}`,
      unsubscribeLink: favouriteUnsubscribePath(keeper),
      dedupeKey: `favourite-listing:${item.listingId}`,
    });
    if (id) ids.push(id);
  }
  return ids;
}

/**
 * Tells one batch of waiting price changes and new listings; says how many items were taken and
 * notifications written. Safe on several workers at once (SKIP LOCKED) and run again (keyed
 * notifications).
 */
export async function runFavouriteAlerts(
  db: Database,
  options: { batch?: number } = {},
): Promise<{ items: number; alerted: number }> {
  const batch = options.batch ?? FAVOURITE_LIMITS.alertBatch;
  const notificationIds: string[] = [];
  const items = await db.transaction(async (tx) => {
    const taken = await takeBatch(tx, favouriteAlertItems, batch);
    const listings = await publicListings(tx, [...new Set(taken.map((item) => item.listingId))]);
    for (const item of taken.sort((a, b) => a.id - b.id)) {
      const listing = listings.get(item.listingId);
      // A listing that is no longer public by now is not told (its page would be a 404).
      if (!listing) continue;
      notificationIds.push(
        ...(item.kind === "price" ? await tellPriceChange(tx, item, listing) : await tellNewListing(tx, item, listing)),
      );
    }
    return taken.length;
  });
  await deliverNotificationEmails(db, notificationIds);
  return { items, alerted: notificationIds.length };
}

