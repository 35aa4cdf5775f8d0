import type { z } from "zod";

/**
 * Form drafts kept in the browser's local storage, so what a user typed survives Back and a reload
 * (customer and operator onboarding). Each feature names its keys per user and its draft schemas;
 * reading, writing and clearing are the same everywhere.
 */

/** The stored draft, or null when there is none or it cannot be read. */
export function readDraft<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Stores a draft; throws when the browser refuses (private mode, quota), so the caller can say so. */
export function writeDraft(key: string, value: unknown): void {
  window.localStorage.setItem(key, JSON.stringify(value));
}

/** Stores a draft while typing: a refusal here is not worth interrupting the typing for. */
export function writeDraftQuietly(key: string, value: unknown): void {
  try {
    writeDraft(key, value);
  } catch {
    // An explicit save (a step's Continue) reports it where the feature has one.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
