import { TRPCError } from "@trpc/server";
import { unstable_rethrow } from "next/navigation";

/** Stored ids are uuid text; anything else (or absurdly long) cannot be a job. */
export function isPlausibleJobId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,100}$/.test(id);
}

/**
 * Why the server could not read a job for this viewer: unknown (or malformed) job, a job the viewer
 * may not see, or a fault (logged here). Next's own control-flow errors are rethrown.
 *
 * A customer gets "not-found" for someone else's job too, so the page (HTTP 404) never confirms
 * that a job exists. An operator's "forbidden" stays apart: it is a job closed to them, or they are
 * not approved yet, and the page says which.
 */
export function jobReadFailure(
  error: unknown,
  viewer: "customer" | "operator",
  logMessage: string,
): "not-found" | "forbidden" | "error" {
  unstable_rethrow(error);
  if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) return "not-found";
  if (error instanceof TRPCError && error.code === "FORBIDDEN") return viewer === "customer" ? "not-found" : "forbidden";
  console.error(logMessage, error);
  return "error";
}
