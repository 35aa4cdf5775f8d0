import { LIMITS } from "@skyhire/validators";

/** Listings per page on the operator dashboard. */
export const MY_LISTINGS_PAGE_SIZE = 10;

/** docs/product.md#operator-dashboard: the first 100 characters of the description (an ellipsis marks a cut). */
export function descriptionPreview(description: string): string {
  const chars = Array.from(description);
  if (chars.length <= LIMITS.descriptionPreviewChars) return description;
  return `${chars.slice(0, LIMITS.descriptionPreviewChars).join("").trimEnd()}…`;
}

/** A rating out of 5 with one decimal ("4.8"); "0.0" before any review. */
export function ratingText(rating: number): string {
  return rating.toFixed(1);
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}
