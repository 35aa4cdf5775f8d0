import { describe, expect, it } from "vitest";
import { LIMITS } from "./constants";
import { listingIdSchema, listListingsSchema } from "./listings";

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe("listListingsSchema", () => {
  it("defaults to the first page of the default size", () => {
    expect(listListingsSchema.parse({})).toEqual({
      q: undefined,
      page: 1,
      pageSize: LIMITS.pageSizeDefault,
      cursor: undefined,
      origin: undefined,
      sort: "newest",
    });
  });

  it("trims the search text and drops an empty one", () => {
    expect(listListingsSchema.parse({ q: "  roof  " }).q).toBe("roof");
    expect(listListingsSchema.parse({ q: "   " }).q).toBeUndefined();
  });

  it("coerces page and page size from query strings", () => {
    const parsed = listListingsSchema.parse({ page: "3", pageSize: "20", category: "Mapping" });
    expect(parsed).toMatchObject({ page: 3, pageSize: 20, category: "Mapping" });
  });

  it("accepts only the browse categories, exactly", () => {
    expect(messages(listListingsSchema.safeParse({ category: "mapping" }))).toEqual([
      "Please choose a valid category",
    ]);
  });

  it("explains a bad page or page size", () => {
    expect(messages(listListingsSchema.safeParse({ page: "0" }))).toEqual([
      "Page must be at least 1",
    ]);
    expect(messages(listListingsSchema.safeParse({ page: "x" }))).toEqual([
      "Page must be a number",
    ]);
    expect(messages(listListingsSchema.safeParse({ page: 1.5 }))).toEqual([
      "Page must be a whole number",
    ]);
    // Far past the end of any list: refused before it reaches the database.
    expect(messages(listListingsSchema.safeParse({ page: "2000000" }))).toEqual([
      "Page must be at most 1,000,000",
    ]);
    expect(listListingsSchema.parse({ page: LIMITS.pageMax }).page).toBe(LIMITS.pageMax);
    const tooBig = `Page size must be between 1 and ${LIMITS.pageSizeMax}`;
    expect(messages(listListingsSchema.safeParse({ pageSize: LIMITS.pageSizeMax + 1 }))).toEqual([
      tooBig,
    ]);
    expect(messages(listListingsSchema.safeParse({ pageSize: 0 }))).toEqual([tooBig]);
    expect(messages(listListingsSchema.safeParse({ pageSize: "many" }))).toEqual([
      "Page size must be a number",
    ]);
  });

  it("bounds the search text", () => {
    expect(messages(listListingsSchema.safeParse({ q: "x".repeat(201) }))).toEqual([
      "Search text cannot exceed 200 characters",
    ]);
  });

  it("refuses a NUL character, which the database cannot compare", () => {
    expect(messages(listListingsSchema.safeParse({ q: "roof\u0000" }))).toEqual([
      "Search text contains an invalid character",
    ]);
  });
});

describe("listingIdSchema", () => {
  it("requires an id", () => {
    expect(listingIdSchema.parse({ id: " abc " })).toEqual({ id: "abc" });
    expect(messages(listingIdSchema.safeParse({ id: "" }))).toEqual(["Listing id is required"]);
    expect(messages(listingIdSchema.safeParse({}))).toEqual(["Listing id is required"]);
  });
});

describe("browse filters from a query string", () => {
  const parse = (input: Record<string, unknown>) => listListingsSchema.safeParse(input);

  it("treats an empty or null number or flag as absent", () => {
    expect(listListingsSchema.parse({ minPrice: "", maxPrice: null, minRating: "", verified: "" })).toMatchObject({
      minPrice: undefined,
      maxPrice: undefined,
      minRating: undefined,
      verified: undefined,
    });
    expect(listListingsSchema.parse({ verified: null }).verified).toBeUndefined();
    expect(listListingsSchema.parse({ minPrice: "0", minRating: "4.5" })).toMatchObject({ minPrice: 0, minRating: 4.5 });
  });

  it("reads verified from true/1 and false/0 and refuses other words", () => {
    for (const [value, verified] of [
      [true, true],
      ["true", true],
      ["1", true],
      [false, false],
      ["false", false],
      ["0", false],
    ] as const) {
      expect(listListingsSchema.parse({ verified: value }).verified, String(value)).toBe(verified);
    }
    expect(messages(parse({ verified: "yes" }))).toEqual(["Verified must be true or false"]);
  });

  it("searches around a known place with the default radius of 50 km, or the one given", () => {
    expect(listListingsSchema.parse({ near: " sydney " }).origin).toEqual({
      lat: expect.any(Number),
      lng: expect.any(Number),
      radiusKm: 50,
      placeName: "Sydney",
    });
    expect(listListingsSchema.parse({ near: "Perth", radiusKm: "250" }).origin).toMatchObject({ radiusKm: 250, placeName: "Perth" });
    expect(messages(parse({ near: "Atlantis" }))).toEqual(["Please choose a place from the list"]);
    expect(listListingsSchema.parse({ near: "" }).origin).toBeUndefined();
  });

  it("searches around a point only with both coordinates, and never a place and a point at once", () => {
    expect(listListingsSchema.parse({ lat: "-33.9", lng: "151.2", radiusKm: 10 }).origin).toEqual({ lat: -33.9, lng: 151.2, radiusKm: 10 });
    expect(listListingsSchema.parse({ lat: 0, lng: 0 }).origin).toEqual({ lat: 0, lng: 0, radiusKm: 50 });
    // A point is kept to 6 decimals (about 10 cm): no degree so small that distances underflow.
    expect(listListingsSchema.parse({ lat: "-33.86881234", lng: "5e-324" }).origin).toEqual({ lat: -33.868812, lng: 0, radiusKm: 50 });
    expect(messages(parse({ lat: "10" }))).toEqual(["Latitude and longitude go together"]);
    expect(messages(parse({ lng: "10" }))).toEqual(["Latitude and longitude go together"]);
    expect(parse({ lat: "10" }).error?.issues[0]?.path).toEqual(["lat"]);
    const both = parse({ near: "Sydney", lat: "1", lng: "2" });
    expect(messages(both)).toEqual(["Give a place or a point, not both"]);
    expect(both.error?.issues[0]?.path).toEqual(["near"]);
    expect(messages(parse({ lat: "91", lng: "0" }))).toEqual(["Latitude must be between -90 and 90"]);
  });

  it("needs the maximum price to be at least the minimum, when both are given", () => {
    expect(listListingsSchema.parse({ minPrice: "100", maxPrice: "100" })).toMatchObject({ minPrice: 100, maxPrice: 100 });
    expect(listListingsSchema.parse({ minPrice: "100" }).minPrice).toBe(100);
    expect(listListingsSchema.parse({ maxPrice: "0" }).maxPrice).toBe(0);
    const refused = parse({ minPrice: "101", maxPrice: "100" });
    expect(messages(refused)).toEqual(["Maximum price must be at least the minimum price"]);
    expect(refused.error?.issues[0]?.path).toEqual(["maxPrice"]);
  });

  it("ranks by relevance only when there are words, newest first otherwise", () => {
    expect(listListingsSchema.parse({ q: "roof" }).sort).toBe("relevance");
    expect(listListingsSchema.parse({ q: "roof", sort: "price_asc" }).sort).toBe("price_asc");
    expect(listListingsSchema.parse({ sort: "relevance" }).sort).toBe("newest");
    expect(listListingsSchema.parse({ sort: "rating" }).sort).toBe("rating");
  });
});
