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

/** Distance from the searched place: "Under 1 km away", "12 km away". */
export function distanceText(km: number): string {
  return km < 1 ? "Under 1 km away" : `${Math.round(km).toLocaleString("en-US")} km away`;
}
