import { Heart } from "lucide-react";
import { LOGIN_HREF } from "~/features/shell/nav-links";
import type { FavouriteTarget } from "./favourite-button";
import {
  FAVOURITE_WRAPPER_CLASSES,
  favouriteButtonClasses,
  favouriteIconClasses,
  favouriteLabel,
  favouriteText,
  type FavouriteVariant,
} from "./favourite-look";
import { LazyFavouriteButton } from "./lazy-favourite-button";

export type { FavouriteTarget } from "./favourite-button";

/**
 * The heart on listing cards, the listing page and the operator page (docs/product.md#favourites):
 * a button with aria-pressed. Signed in as a customer it is a small client island that saves or
 * removes the favourite (favourite-button.tsx, loaded only when rendered). Signed out it is server HTML: a GET form to sign-in
 * that comes back to `returnTo`, so the public pages' first load carries no favourites code at all
 * (docs/performance.md#page-weight). Operators and admins do not get it (the page leaves it out).
 */
export function FavouriteToggle({
  target,
  favouriteId,
  signedIn,
  returnTo,
  name,
  variant = "icon",
}: {
  target: FavouriteTarget;
  favouriteId: string | null;
  signedIn: boolean;
  /** The page to come back to after signing in (a path, with its query). */
  returnTo: string;
  /** What is saved, for the button's accessible name ("Save Roof survey to favourites"). */
  name: string;
  variant?: FavouriteVariant;
}) {
  if (signedIn) return <LazyFavouriteButton target={target} favouriteId={favouriteId} name={name} variant={variant} />;
  const label = favouriteLabel(name, false);
  return (
    <form action={LOGIN_HREF} method="get" className={FAVOURITE_WRAPPER_CLASSES}>
      <input type="hidden" name="returnTo" value={returnTo} />
      <button
        type="submit"
        aria-pressed={false}
        aria-label={variant === "icon" ? label : undefined}
        title={label}
        data-testid="favourite-toggle"
        className={favouriteButtonClasses(variant)}
      >
        <Heart aria-hidden="true" className={favouriteIconClasses(false)} />
        {favouriteText(variant, false)}
      </button>
    </form>
  );
}
