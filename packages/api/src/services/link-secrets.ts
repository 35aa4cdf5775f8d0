import { randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/**
 * The secrets of e-mail links that work without signing in (one-click unsubscribe of saved-search
 * and favourite alerts): a random token stored beside what it stops, compared in constant time.
 */
export function newLinkToken(): string {
  return randomBytes(24).toString("base64url");
}

export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const uuidLike = z.uuid();

/** Whether an id can name a row at all (a link's id is checked before it reaches the database). */
export function isRowId(id: string): boolean {
  return uuidLike.safeParse(id).success;
}
