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
