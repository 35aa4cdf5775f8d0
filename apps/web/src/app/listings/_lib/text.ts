import { LIMITS } from "@skyhire/validators";

/** The first 100 characters of a description (docs/product.md#constants), with an ellipsis when cut. */
export function descriptionPreview(
  text: string,
  limit: number = LIMITS.descriptionPreviewChars,
): string {
  const chars = Array.from(text.trim());
  if (chars.length <= limit) return chars.join("");
  return `${chars.slice(0, limit).join("").trimEnd()}…`;
}

/** What an operator's rating reads before their first review (the stored rating is then 0.00). */
export const NO_RATING_YET = "New";

function ratingValue(rating: string | number | null | undefined): number {
  const value = Number(rating ?? 0);
  return Number.isFinite(value) ? value : 0;
}

/** A stored rating ("4.80", numeric 3,2) as one decimal: "4.8"; "New" before any review, never "0.0". */
export function ratingText(rating: string | number | null | undefined): string {
  const value = ratingValue(rating);
  return value > 0 ? value.toFixed(1) : NO_RATING_YET;
}

/** The same out of 5: "4.8/5"; "New" before any review, never "0.0/5". */
export function ratingOutOfFive(rating: string | number | null | undefined): string {
  const value = ratingValue(rating);
  return value > 0 ? `${value.toFixed(1)}/5` : NO_RATING_YET;
}

/** A count with thousands separators, "+" when it is a lower bound ("1,000+"). */
export function countText(total: number, capped = false): string {
  return `${total.toLocaleString("en-US")}${capped ? "+" : ""}`;
}

/** "1 review", "12 reviews". */
export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

/** Distance from the searched place: "Under 1 km away", "12 km away". */
export function distanceText(km: number): string {
  return km < 1 ? "Under 1 km away" : `${Math.round(km).toLocaleString("en-US")} km away`;
}
