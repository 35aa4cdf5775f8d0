import { z } from "zod";
import { LIMITS, LISTING_CATEGORIES } from "./constants";

/** A page number; query strings arrive as text, so it is coerced. */
export const pageNumberSchema = z.coerce
  .number<number | string>({ error: "Page must be a number" })
  .int("Page must be a whole number")
  .min(1, "Page must be at least 1")
  .default(1);

const pageSizeMessage = `Page size must be between 1 and ${LIMITS.pageSizeMax}`;

/** Items per page, 1..LIMITS.pageSizeMax, with the given default. */
export function pageSizeSchema(defaultSize: number = LIMITS.pageSizeDefault) {
  return z.coerce
    .number<number | string>({ error: "Page size must be a number" })
    .int(pageSizeMessage)
    .min(1, pageSizeMessage)
    .max(LIMITS.pageSizeMax, pageSizeMessage)
    .default(defaultSize);
}

/** An optional free-text filter: trimmed, and an empty one means no filter. */
export const optionalSearchTextSchema = z
  .string({ error: "Search text must be text" })
  .trim()
  .max(200, "Search text cannot exceed 200 characters")
  // PostgreSQL text cannot hold a NUL character: the query would fail with a 500, not a message.
  .refine((value) => !value.includes("\u0000"), "Search text contains an invalid character")
  .optional()
  .transform((value) => (value ? value : undefined));

/** Browse screen: text search over title or description, exact category, one page. */
export const listListingsSchema = z.object({
  q: optionalSearchTextSchema,
  category: z.enum(LISTING_CATEGORIES, { error: "Please choose a valid category" }).optional(),
  page: pageNumberSchema,
  pageSize: pageSizeSchema(),
});
export type ListListingsInput = z.input<typeof listListingsSchema>;
export type ListListingsQuery = z.output<typeof listListingsSchema>;

/** One listing by id. */
export const listingIdSchema = z.object({
  id: z.string({ error: "Listing id is required" }).trim().min(1, "Listing id is required"),
});
export type ListingIdInput = z.input<typeof listingIdSchema>;
