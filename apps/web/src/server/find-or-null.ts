import "server-only";
import { TRPCError } from "@trpc/server";

/** Stored ids are uuid text; anything else (or absurdly long) cannot name a record. */
const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * A public record for its page, or null when there is none to show (unknown, hidden or malformed
 * id) so the page answers its not-found screen. Other failures propagate to the error boundary.
 */
export async function findOrNull<T>(id: string, read: (id: string) => Promise<T>): Promise<T | null> {
  if (!PLAUSIBLE_ID.test(id)) return null;
  try {
    return await read(id);
  } catch (error) {
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) {
      return null;
    }
    throw error;
  }
}
