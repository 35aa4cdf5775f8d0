import { createHash } from "node:crypto";

/** A stable, uuid-shaped id derived from a name: the same name always gives the same id. */
export function seedId(name: string): string {
  const hex = createHash("sha1").update(`skyhire-seed:${name}`).digest("hex");
  // Version 5 / RFC 4122 variant bits, so the value reads as a name-based uuid.
  const version = `5${hex.slice(13, 16)}`;
  const variant =
    ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16) + hex.slice(18, 20);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${version}-${variant}-${hex.slice(20, 32)}`;
}

/** Deterministic pseudo-random numbers (mulberry32) seeded from a string. */
export class Rng {
  private state: number;

  constructor(seed: string) {
    this.state = parseInt(createHash("sha1").update(seed).digest("hex").slice(0, 8), 16) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("Rng.pick on an empty list");
    return item;
  }

  /** `count` distinct items in random order (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
    }
    return pool.slice(0, Math.max(0, count));
  }
}

export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;

/** Whole cents as the "1234.50" string a numeric(10,2) column takes. */
export function centsToDecimal(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`Not whole cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Platform fee rate 10%, rounded half up to the cent; payout is the exact remainder. */
export function splitPayment(amountCents: number): { feeCents: number; payoutCents: number } {
  const feeCents = Math.round(amountCents / 10);
  return { feeCents, payoutCents: amountCents - feeCents };
}

/** An ISO date (yyyy-mm-dd) `days` from `now`. */
export function isoDate(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

export function slugify(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
