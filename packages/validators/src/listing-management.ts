import { z } from "zod";
import { ALL_LISTING_CATEGORIES, CURRENCIES, LIMITS, type ApprovalStatus, type Role } from "./constants";
import { listingPhotosSchema } from "./listing-photos";
import { listingIdSchema, pageNumberSchema, pageSizeSchema } from "./listings";
import { typedAmountText } from "./money";

/**
 * An operator's own listings: the create/edit form, POST/PUT/PATCH /api/listings…, and the
 * refusals the service answers with. The form resolver and the procedures share these schemas.
 */

export const LISTING_FORM_LIMITS = {
  titleMin: 5,
  titleMax: 120,
  descriptionMin: 20,
  descriptionMax: 5000,
  /** In the listing's currency. numeric(10,2) holds up to 99,999,999.99; a single drone service stays far below. */
  priceMax: 1_000_000,
  requirementsMax: 10,
  requirementMax: 60,
} as const;

const L = LISTING_FORM_LIMITS;

export const LISTING_MESSAGES = {
  titleRequired: "Title is required",
  titleMin: `Title must be at least ${L.titleMin} characters`,
  titleMax: `Title cannot exceed ${L.titleMax} characters`,
  descriptionRequired: "Description is required",
  descriptionMin: `Description must be at least ${L.descriptionMin} characters`,
  descriptionMax: `Description cannot exceed ${L.descriptionMax} characters`,
  categoryRequired: "Please select a category",
  categoryInvalid: "Please select a valid category",
  priceRequired: "Price is required",
  priceNotNumber: "Price must be a number",
  pricePositive: "Price must be greater than 0",
  priceDecimals: "Price can have at most 2 decimal places",
  priceMax: `Price cannot exceed ${L.priceMax.toLocaleString("en-US")}`,
  currencyInvalid: "Please select a valid currency",
  requirementsInvalid: "Requirements must be a list of text",
  requirementEmpty: "Requirement cannot be empty",
  requirementMax: `Each requirement cannot exceed ${L.requirementMax} characters`,
  requirementsMax: `You can add up to ${L.requirementsMax} requirements`,
  requirementDuplicate: "This requirement is already added",
  requirementInvalid: "Requirement contains an invalid character",
  titleInvalid: "Title contains an invalid character",
  descriptionInvalid: "Description contains an invalid character",
  isActiveInvalid: "isActive must be true or false",
  profileMissing: "Complete your operator profile before creating listings.",
  profilePending:
    "Your operator profile is awaiting approval. You can create listings once it is approved.",
  profileRejected:
    "Your operator profile was not approved, so you cannot create listings. See the reviewer's note on your dashboard.",
  operatorsOnly: "Only operators can manage listings.",
  notFound: "Listing not found",
  notOwner: "You can only change your own listings.",
  moderated:
    "This listing was deactivated by a Skyhire admin and cannot be reactivated. Please contact support.",
  changedElsewhere:
    "This listing was changed elsewhere. Reload to see the latest version; your changes are still in the form.",
  versionInvalid: "version must be the listing's updatedAt as read (an ISO 8601 time)",
} as const;

/** PostgreSQL text cannot hold a NUL character; refusing it here keeps a 400 from becoming a 500. */
export function hasNoNul(value: string): boolean {
  return !value.includes("\u0000");
}

function requiredText(
  messages: { required: string; min: string; max: string; invalid: string },
  min: number,
  max: number,
) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .min(min, messages.min)
    .max(max, messages.max)
    .refine(hasNoNul, messages.invalid);
}

/** True when a dollar amount has no more than two decimal places (allowing float noise). */
export function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/**
 * A price in dollars, as the form's text ("450", "450.5", "$1,200": `typedAmountText`) or as a JSON number. Text is parsed
 * here so an input that is not a number gets a message rather than silently becoming 0.
 */
export const listingPriceSchema = z
  .union([z.number(), z.string()], { error: LISTING_MESSAGES.priceRequired })
  .transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : typedAmountText(value.trim().replace(/^\$/, ""));
    if (text === "") {
      ctx.addIssue({ code: "custom", message: LISTING_MESSAGES.priceRequired });
      return z.NEVER;
    }
    const amount = Number(text);
    if (!Number.isFinite(amount) || (typeof value === "string" && !/^-?\d*\.?\d*$/.test(text))) {
      ctx.addIssue({ code: "custom", message: LISTING_MESSAGES.priceNotNumber });
      return z.NEVER;
    }
    return amount;
  })
  .pipe(
    z
      .number()
      .gt(0, { error: LISTING_MESSAGES.pricePositive, abort: true })
      .max(L.priceMax, { error: LISTING_MESSAGES.priceMax, abort: true })
      .refine(hasAtMostTwoDecimals, LISTING_MESSAGES.priceDecimals),
  );

/** One requirement tag as typed: trimmed, non-empty, bounded. */
export const requirementTagSchema = z
  .string({ error: LISTING_MESSAGES.requirementsInvalid })
  .trim()
  .min(1, LISTING_MESSAGES.requirementEmpty)
  .max(L.requirementMax, LISTING_MESSAGES.requirementMax)
  .refine(hasNoNul, LISTING_MESSAGES.requirementInvalid);

/** Requirements: each trimmed, blanks dropped, duplicates (ignoring case) dropped, at most N. */
export const listingRequirementsSchema = z
  .array(z.string({ error: LISTING_MESSAGES.requirementsInvalid }), {
    error: LISTING_MESSAGES.requirementsInvalid,
  })
  .default([])
  .transform((values) => dedupeRequirements(values))
  .pipe(
    z
      .array(
        z
          .string()
          .max(L.requirementMax, LISTING_MESSAGES.requirementMax)
          .refine(hasNoNul, LISTING_MESSAGES.requirementInvalid),
      )
      .max(L.requirementsMax, LISTING_MESSAGES.requirementsMax),
  );

export function dedupeRequirements(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLowerCase();
    if (value === "" || seen.has(key)) continue;
    seen.add(key);
    result.push(value);
  }
  return result;
}

/**
 * The tag input's Add: the list with the new tag, or the message to show under the input.
 * Uses the same rules as the schema, so what the form accepts the server accepts.
 */
export function addRequirement(
  current: readonly string[],
  typed: string,
): { ok: true; requirements: string[] } | { ok: false; message: string } {
  const parsed = requirementTagSchema.safeParse(typed);
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues[0]?.message ?? LISTING_MESSAGES.requirementEmpty };
  }
  const tag = parsed.data;
  if (current.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
    return { ok: false, message: LISTING_MESSAGES.requirementDuplicate };
  }
  if (current.length >= L.requirementsMax) {
    return { ok: false, message: LISTING_MESSAGES.requirementsMax };
  }
  return { ok: true, requirements: [...current, tag] };
}

/** The create/edit form; POST /api/listings. */
export const listingFormSchema = z.object({
  title: requiredText(
    {
      required: LISTING_MESSAGES.titleRequired,
      min: LISTING_MESSAGES.titleMin,
      max: LISTING_MESSAGES.titleMax,
      invalid: LISTING_MESSAGES.titleInvalid,
    },
    L.titleMin,
    L.titleMax,
  ),
  description: requiredText(
    {
      required: LISTING_MESSAGES.descriptionRequired,
      min: LISTING_MESSAGES.descriptionMin,
      max: LISTING_MESSAGES.descriptionMax,
      invalid: LISTING_MESSAGES.descriptionInvalid,
    },
    L.descriptionMin,
    L.descriptionMax,
  ),
  category: z.enum(ALL_LISTING_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ""
        ? LISTING_MESSAGES.categoryRequired
        : LISTING_MESSAGES.categoryInvalid,
  }),
  price: listingPriceSchema,
  /** The price's currency; left out, a new listing takes its operator's and an edit keeps its own. */
  currency: z.enum(CURRENCIES, { error: LISTING_MESSAGES.currencyInvalid }).optional(),
  requirements: listingRequirementsSchema,
  /** In order, the first is the cover. Left out, an edit keeps the listing's photos as they are. */
  photos: listingPhotosSchema.optional(),
});
export type ListingFormInput = z.input<typeof listingFormSchema>;
export type ListingFormValues = z.output<typeof listingFormSchema>;

export const createListingSchema = listingFormSchema;
export type CreateListingInput = z.input<typeof createListingSchema>;
export type CreateListingValues = z.output<typeof createListingSchema>;

/**
 * PUT /api/listings/{id}: the whole form again, for one listing. `version` is the listing's
 * `updatedAt` as the editor read it: when given, a listing changed since then is not overwritten
 * (409 with `changedElsewhere`), so two tabs never silently undo each other. Without it the last
 * write wins, as before.
 */
export const updateListingSchema = listingFormSchema.extend({
  ...listingIdSchema.shape,
  version: z.iso.datetime({ offset: true, error: LISTING_MESSAGES.versionInvalid }).optional(),
});
export type UpdateListingInput = z.input<typeof updateListingSchema>;
export type UpdateListingValues = z.output<typeof updateListingSchema>;

/** PATCH /api/listings/{id}/status: deactivate or reactivate. */
export const setListingActiveSchema = listingIdSchema.extend({
  isActive: z.boolean({ error: LISTING_MESSAGES.isActiveInvalid }),
});
export type SetListingActiveInput = z.input<typeof setListingActiveSchema>;

/** GET /api/operators/listings: the caller's listings, newest first, one page. */
export const myListingsSchema = z
  .object({ page: pageNumberSchema, pageSize: pageSizeSchema() })
  .default({ page: 1, pageSize: LIMITS.pageSizeDefault });
export type MyListingsInput = z.input<typeof myListingsSchema>;
export type MyListingsQuery = z.output<typeof myListingsSchema>;

/** Roles that may hold listings (docs/product.md#roles-and-access: every role but customer acts as an operator). */
export function canManageListings(role: Role): boolean {
  return role === "operator" || role === "admin";
}

/**
 * Why this caller may not create a listing, or null when they may (docs/product.md#roles-and-access: operators are
 * active only once an admin approved their profile). `profileStatus` is null without a profile.
 */
export function listingCreationRefusal(
  role: Role,
  profileStatus: ApprovalStatus | null,
): string | null {
  if (profileStatus === null) return LISTING_MESSAGES.profileMissing;
  if (!canManageListings(role)) return LISTING_MESSAGES.operatorsOnly;
  if (profileStatus === "pending") return LISTING_MESSAGES.profilePending;
  if (profileStatus === "rejected") return LISTING_MESSAGES.profileRejected;
  return null;
}

/** Price in whole cents from the schema's dollars (explicit rounding, once). */
export function priceToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** numeric(10,2) text from cents: 45000 → "450.00". */
export function centsToDecimal(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, "0");
  return `${whole}.${rest}`;
}
