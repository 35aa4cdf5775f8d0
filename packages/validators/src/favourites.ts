import { z } from "zod";
import { formatMoney } from "./money";

/**
 * Favourites (docs/product.md#favourites): a customer keeps listings and operators in a list, sees
 * how a listing's price moved since it was saved, and is told when a favourite operator publishes a
 * new listing.
 */
export const FAVOURITE_KINDS = ["listing", "operator"] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

/** What waits to be told: a favourite listing's price changed, a favourite operator's listing went public. */
export const FAVOURITE_ALERT_KINDS = ["price", "listing"] as const;
export type FavouriteAlertKind = (typeof FAVOURITE_ALERT_KINDS)[number];

export const FAVOURITE_LIMITS = {
  perUser: 500,
  /** Price changes and new listings handled per run of the alert job. */
  alertBatch: 200,
} as const;

export const FAVOURITE_MESSAGES = {
  customersOnly: "Only customer accounts can keep favourites",
  target: "Please choose one listing or one operator to save",
  listingNotFound: "Listing not found",
  operatorNotFound: "Operator not found",
  notFound: "Favourite not found",
  tooMany: `You can keep up to ${FAVOURITE_LIMITS.perUser} favourites. Remove one to save another.`,
  badLink: "This unsubscribe link is not valid. Manage your alerts on the Favourites page.",
} as const;

const targetId = z.string().trim().min(1, FAVOURITE_MESSAGES.target).max(100, FAVOURITE_MESSAGES.target);

/** Exactly one of `listingId` and `operatorId` (the operator's user id, as in /operators/{id}). */
export const addFavouriteSchema = z
  .object({ listingId: targetId.optional(), operatorId: targetId.optional() })
  .refine((input) => (input.listingId === undefined) !== (input.operatorId === undefined), {
    message: FAVOURITE_MESSAGES.target,
  });
export type AddFavouriteInput = z.input<typeof addFavouriteSchema>;

export const favouriteIdSchema = z.object({ id: z.string().trim().min(1).max(100) });

export const unsubscribeFavouriteSchema = favouriteIdSchema.extend({
  token: z.string().trim().min(1, FAVOURITE_MESSAGES.badLink).max(200, FAVOURITE_MESSAGES.badLink),
});

export interface PriceMove {
  direction: "dropped" | "rose" | "changed";
  text: string;
}

/**
 * How a listing's price moved since it was saved ("Price dropped from $1,200.00 to $950.00"), or
 * null when it did not. A change of currency is "changed": the amounts do not compare.
 */
export function priceMove(
  was: { price: string; currency: string },
  now: { price: string; currency: string },
): PriceMove | null {
  if (was.currency === now.currency && Number(was.price) === Number(now.price)) return null;
  const direction =
    was.currency !== now.currency ? "changed" : Number(now.price) < Number(was.price) ? "dropped" : "rose";
  return {
    direction,
    text: `Price ${direction} from ${formatMoney(was.price, was.currency)} to ${formatMoney(now.price, now.currency)}`,
  };
}
