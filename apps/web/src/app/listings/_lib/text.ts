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

/** A count with thousands separators, "+" when it is a lower bound ("1,000+"). */
export function countText(total: number, capped = false): string {
  return `${total.toLocaleString("en-US")}${capped ? "+" : ""}`;
}

/** "1 review", "12 reviews". */
export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

/**
 * Operators' bases and the places searched are city centres (packages/validators/src/place-list.ts),
 * so a distance is measured city to city: under 1 km is the same city, whatever the street.
 */
export function isSamePlace(km: number): boolean {
  return km < 1;
}

/**
 * Distance from the searched place, claiming no more precision than city centres give: the same
 * city reads "In London", never "Under 1 km away"; another "About 58 km away".
 */
export function distanceText(km: number, near: string | null | undefined): string {
  if (isSamePlace(km)) return near ? `In ${near}` : "In the city searched";
  return `About ${Math.round(km).toLocaleString("en-US")} km away`;
}
