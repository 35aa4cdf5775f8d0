import { z } from "zod";
import { ALL_LISTING_CATEGORIES, LIMITS } from "./constants";
import { LISTING_SORTS, type ListingSort } from "./listing-query";
import { findPlace, RADIUS_KM } from "./place-list";

export * from "./listing-query";

/** A page number; query strings arrive as text, so it is coerced. */
export const pageNumberSchema = z.coerce
  .number<number | string>({ error: "Page must be a number" })
  .int("Page must be a whole number")
  .min(1, "Page must be at least 1")
  .max(LIMITS.pageMax, `Page must be at most ${LIMITS.pageMax.toLocaleString("en-US")}`)
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


/** An optional number from a query string; an empty value means absent. */
function optionalNumber(name: string, min: number, max: number) {
  const range = `${name} must be between ${min} and ${max}`;
  return z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.coerce
      .number<number | string>({ error: `${name} must be a number` })
      .min(min, range)
      .max(max, range)
      .optional(),
  );
}

/** "true"/"1" from a query string, or a boolean. */
const optionalFlag = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z
    .union([z.boolean(), z.enum(["true", "false", "1", "0"])], {
      error: "Verified must be true or false",
    })
    .transform((value) => value === true || value === "true" || value === "1")
    .optional(),
);

/** A search point's degrees to 6 decimals (about 10 cm): what a map gives, and no degree so small that the distance arithmetic underflows. */
const roundDegrees = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** Where to search around: a named place, or a point. */
export interface SearchOrigin {
  lat: number;
  lng: number;
  radiusKm: number;
  placeName?: string;
}

/**
 * Browse screen and GET /api/listings: relevance-ranked words, category, place and radius, price
 * range, verified operators, minimum rating, sort, and a page number or (for API clients) a cursor.
 */
export const listListingsFieldsSchema = z.object({
  q: optionalSearchTextSchema,
  category: z.enum(ALL_LISTING_CATEGORIES, { error: "Please choose a valid category" }).optional(),
  near: z
    .string({ error: "Place must be text" })
    .trim()
    .max(100, "Please choose a place from the list")
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || findPlace(value) !== undefined, {
      message: "Please choose a place from the list",
    }),
  lat: optionalNumber("Latitude", -90, 90),
  lng: optionalNumber("Longitude", -180, 180),
  radiusKm: optionalNumber("Radius", 1, RADIUS_KM.searchMax),
  sort: z.enum(LISTING_SORTS, { error: "Please choose a valid sort order" }).optional(),
  minPrice: optionalNumber("Minimum price", 0, 99_999_999),
  maxPrice: optionalNumber("Maximum price", 0, 99_999_999),
  verified: optionalFlag,
  minRating: optionalNumber("Minimum rating", 0, 5),
  page: pageNumberSchema,
  pageSize: pageSizeSchema(),
  cursor: z
    .string({ error: "Cursor must be text" })
    .max(500, "Cursor is not valid")
    .optional()
    .transform((value) => (value ? value : undefined)),
});

export const listListingsSchema = listListingsFieldsSchema
  .superRefine((query, ctx) => {
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["lat"],
        message: "Latitude and longitude go together",
      });
    }
    if (query.near && query.lat !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["near"],
        message: "Give a place or a point, not both",
      });
    }
    if (
      query.minPrice !== undefined &&
      query.maxPrice !== undefined &&
      query.minPrice > query.maxPrice
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["maxPrice"],
        message: "Maximum price must be at least the minimum price",
      });
    }
  })
  .transform(({ near, lat, lng, radiusKm, sort, ...rest }) => {
    const place = near ? findPlace(near) : undefined;
    const radius = radiusKm ?? RADIUS_KM.searchDefault;
    const origin: SearchOrigin | undefined = place
      ? { lat: place.lat, lng: place.lng, radiusKm: radius, placeName: place.name }
      : lat !== undefined && lng !== undefined
        ? { lat: roundDegrees(lat), lng: roundDegrees(lng), radiusKm: radius }
        : undefined;
    // Best match ranks words; without any it means newest first.
    const order: ListingSort = rest.q
      ? (sort ?? "relevance")
      : sort === "relevance" || !sort
        ? "newest"
        : sort;
    return { ...rest, origin, sort: order };
  });

export type ListListingsInput = z.input<typeof listListingsSchema>;
export type ListListingsQuery = z.output<typeof listListingsSchema>;

/** One listing by id. */
export const listingIdSchema = z.object({
  id: z.string({ error: "Listing id is required" }).trim().min(1, "Listing id is required"),
});
export type ListingIdInput = z.input<typeof listingIdSchema>;

/** One operator's public page by their user id. */
export const operatorIdSchema = z.object({
  id: z.string({ error: "Operator id is required" }).trim().min(1, "Operator id is required"),
});
