import "server-only";
import type { SessionUser } from "@skyhire/validators";
import { load } from "~/server/safe-call";
import { api } from "~/trpc/server";

/** What a page's hearts need: whether the visitor is signed in, and their favourite ids by target. */
export interface FavouriteState {
  signedIn: boolean;
  listings: Record<string, string>;
  operators: Record<string, string>;
}

/**
 * The visitor's favourites for the hearts of a public page: none signed out (the heart leads to
 * sign-in), the customer's own, and null for operators and admins, who keep no favourites (no heart).
 */
export async function favouriteState(user: SessionUser | null): Promise<FavouriteState | null> {
  if (!user) return { signedIn: false, listings: {}, operators: {} };
  if (user.role !== "customer") return null;
  const state: FavouriteState = { signedIn: true, listings: {}, operators: {} };
  const mine = await load("the customer's favourites", () => api.favourites.list());
  for (const favourite of mine.ok ? mine.data : []) {
    if (favourite.listing) state.listings[favourite.listing.id] = favourite.id;
    if (favourite.operator) state.operators[favourite.operator.id] = favourite.id;
  }
  return state;
}
