import { z } from "zod";

/**
 * What the customer typed, kept in the browser's local storage (docs/product.md#customer-onboarding) so it survives Back and
 * reload. Keys are per user, so a shared browser does not show one account's details to another.
 * Card details are never stored.
 */

const text = z.string().max(10_000).catch("");

export const contactDraftSchema = z.object({
  fullName: text,
  phoneNumber: text,
  companyName: text,
  preferredContact: z.enum(["email", "phone", "both"]).catch("email"),
});
export type ContactDraft = z.output<typeof contactDraftSchema>;

export const jobDraftSchema = z.object({
  title: text,
  category: text,
  description: text,
  location: text,
  budgetMin: text,
  budgetMax: text,
  timeline: text,
});
export type JobDraft = z.output<typeof jobDraftSchema>;

export type DraftKind = "contact" | "job";

export function draftKey(userId: string, kind: DraftKind): string {
  return `skyhire:onboarding:customer:${userId}:${kind}`;
}

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
    // The explicit save on Continue reports it.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
