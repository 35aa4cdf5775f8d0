import "server-only";
import { TRPCError } from "@trpc/server";
import { unstable_rethrow } from "next/navigation";
import { api } from "~/trpc/server";

export type OwnListingResult =
  | { kind: "found"; listing: Awaited<ReturnType<typeof api.listings.mineById>> }
  | { kind: "not-found" }
  | { kind: "forbidden"; message: string }
  | { kind: "failed" };

/** One of the caller's listings for its edit page, or why there is none to edit. */
export async function loadOwnListing(id: string): Promise<OwnListingResult> {
  try {
    return { kind: "found", listing: await api.listings.mineById({ id }) };
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof TRPCError) {
      if (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST") return { kind: "not-found" };
      if (error.code === "FORBIDDEN") return { kind: "forbidden", message: error.message };
    }
    console.error("Loading a listing to edit failed", error);
    return { kind: "failed" };
  }
}
