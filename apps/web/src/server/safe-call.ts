import "server-only";
import { TRPCError } from "@trpc/server";
import { unstable_rethrow } from "next/navigation";

/** Answers about the request (an unknown id, someone else's data), not faults: not worth a log line. */
const EXPECTED_CODES = new Set<TRPCError["code"]>(["BAD_REQUEST", "UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND"]);

/** A refusal about the request keeps its code and message, so the section can say what it is. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; refusal?: { code: TRPCError["code"]; message: string } };

/**
 * Runs a server-side read for one section of a page. A failure is logged and reported as
 * `{ ok: false }` so the section can say so while the rest of the page still renders. Only
 * unexpected failures are logged.
 */
export async function load<T>(what: string, read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof TRPCError && EXPECTED_CODES.has(error.code)) {
      return { ok: false, refusal: { code: error.code, message: error.message } };
    }
    console.error(`Loading ${what} failed`, error);
    return { ok: false };
  }
}
