import "server-only";
import { TRPCError } from "@trpc/server";
import { cache } from "react";
import { api } from "~/trpc/server";

/** Stored ids are uuid text; anything else (or absurdly long) cannot be a listing. */
const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The listing for its detail page, or null when there is none to show (unknown, hidden or
 * malformed id). Other failures propagate to the error boundary. Cached per request, so
 * generateMetadata and the page read it once.
 */
export const findListing = cache(async (id: string) => {
  if (!PLAUSIBLE_ID.test(id)) return null;
  try {
    return await api.listings.byId({ id });
  } catch (error) {
    if (
      error instanceof TRPCError &&
      (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")
    ) {
      return null;
    }
    throw error;
  }
});

export type ListingDetail = NonNullable<Awaited<ReturnType<typeof findListing>>>;
