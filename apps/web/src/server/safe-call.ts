import "server-only";
import { unstable_rethrow } from "next/navigation";

export type Loaded<T> = { ok: true; data: T } | { ok: false };

/**
 * Runs a server-side read for one section of a page. A failure is logged and reported as
 * `{ ok: false }` so the section can say so while the rest of the page still renders.
 */
export async function load<T>(what: string, read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    unstable_rethrow(error);
    console.error(`Loading ${what} failed`, error);
    return { ok: false };
  }
}
