import { CURRENCIES } from "@skyhire/validators";
import { z } from "zod";
// Relative, so unit tests (vitest has no "~" alias) load it too.
export { clearDraft, readDraft, writeDraft, writeDraftQuietly } from "../../lib/draft-storage";

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
  /** "" until the customer picks one: the form shows the currency of the place typed. */
  currency: z.union([z.literal(""), z.enum(CURRENCIES)]).catch(""),
  budgetMin: text,
  budgetMax: text,
  timeline: text,
});
export type JobDraft = z.output<typeof jobDraftSchema>;

export type DraftKind = "contact" | "job";

export function draftKey(userId: string, kind: DraftKind): string {
  return `skyhire:onboarding:customer:${userId}:${kind}`;
}
