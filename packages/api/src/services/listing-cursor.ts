import { LIMITS, LISTING_SORTS, type ListingSort } from "@skyhire/validators";

/** Where the next page of a search starts: after a listing (keyset sorts) or at a position (relevance). */
export interface ListingCursor {
  sort: ListingSort;
  after?: string;
  offset?: number;
}

/** An opaque, URL-safe cursor for API clients. */
export function encodeCursor(cursor: ListingCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/** The cursor, or null when it is not one this service made. */
export function decodeCursor(text: string): ListingCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (typeof value !== "object" || value === null) return null;
    const { sort, after, offset } = value as Record<string, unknown>;
    const knownSort = LISTING_SORTS.find((name) => name === sort);
    if (!knownSort) return null;
    if (
      after !== undefined &&
      (typeof after !== "string" || after.length === 0 || after.length > 100)
    )
      return null;
    if (after !== undefined && after.includes("\u0000")) return null;
    if (
      offset !== undefined &&
      // A ranked search pages only as far as its count's cap (listing-search.ts hands out no cursor past it).
      !(Number.isInteger(offset) && typeof offset === "number" && offset >= 0 && offset <= LIMITS.searchCountCap)
    )
      return null;
    return { sort: knownSort, after, offset };
  } catch {
    return null;
  }
}
