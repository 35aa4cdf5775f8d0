import { buttonVariants, cx } from "@skyhire/ui";

/** How the heart shows: a round icon on listing cards, an outlined button on the listing and operator pages. */
export type FavouriteVariant = "icon" | "button";

/** The heart's accessible name ("Save Roof survey to favourites"). */
export function favouriteLabel(name: string, saved: boolean): string {
  return saved ? `Remove ${name} from favourites` : `Save ${name} to favourites`;
}

/** The heart button's text: none on the icon, the state on the button. */
export function favouriteText(variant: FavouriteVariant, saved: boolean): string | null {
  if (variant === "icon") return null;
  return saved ? "Saved to favourites" : "Save to favourites";
}

/** The heart button's classes (joined with `cx`: no tailwind-merge in the island). */
export function favouriteButtonClasses(variant: FavouriteVariant): string {
  return cx(
    variant === "icon"
      ? "inline-flex size-9 items-center justify-center rounded-full bg-background/90 shadow-sm hover:bg-background"
      : buttonVariants({ variant: "outline" }),
    "focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60",
  );
}

/** The heart icon's classes: filled red once saved. */
export function favouriteIconClasses(saved: boolean): string {
  return cx("size-4", saved ? "fill-red-500 text-red-500" : "text-foreground");
}

/** The wrapper that keeps the heart above a card's stretched link and lays the message under it. */
export const FAVOURITE_WRAPPER_CLASSES = "relative z-10 inline-flex flex-col items-end";
