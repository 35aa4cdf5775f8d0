import { LIMITS } from "@skyhire/validators";
import { describe, expect, it } from "vitest";
import { browseHref, parseBrowseParams } from "./browse-params";

describe("parseBrowseParams", () => {
  it("reads search text, category, place, sort, filters and page from the URL", () => {
    const parsed = parseBrowseParams({
      q: "  thermal inspection ",
      category: "Inspection",
      near: "sydney",
      radiusKm: "50",
      sort: "price_asc",
      minPrice: "100",
      maxPrice: "900",
      verified: "true",
      minRating: "4",
      page: "3",
      pageSize: "24",
    });
    expect(parsed.notices).toEqual([]);
    expect(parsed.query).toMatchObject({
      q: "thermal inspection",
      category: "Inspection",
      origin: { placeName: "Sydney", radiusKm: 50, lat: expect.any(Number), lng: expect.any(Number) },
      sort: "price_asc",
      minPrice: 100,
      maxPrice: 900,
      verified: true,
      minRating: 4,
      page: 3,
      pageSize: 24,
    });
  });

  it("uses defaults when nothing is given, and the first of repeated values", () => {
    const empty = parseBrowseParams({});
    expect(empty.notices).toEqual([]);
    expect(empty.query).toMatchObject({ page: 1, pageSize: LIMITS.pageSizeDefault, sort: "newest" });
    expect(empty.query.origin).toBeUndefined();
    expect(parseBrowseParams({ q: ["first", "second"] }).query.q).toBe("first");
  });

  it("ranks by best match when there are words, newest first without", () => {
    expect(parseBrowseParams({ q: "roof" }).query.sort).toBe("relevance");
    expect(parseBrowseParams({ sort: "relevance" }).query.sort).toBe("newest");
  });

  it("leaves out invalid values and reports the schema's message", () => {
    const parsed = parseBrowseParams({
      category: "Weddings",
      page: "abc",
      pageSize: "500",
      near: "Atlantis",
      sort: "cheapest",
    });
    expect(parsed.query).toMatchObject({ page: 1, pageSize: LIMITS.pageSizeDefault, sort: "newest" });
    expect(parsed.query.category).toBeUndefined();
    expect(parsed.notices).toEqual([
      "Please choose a valid category",
      "Please choose a place from the list",
      "Please choose a valid sort order",
      "Page must be a number",
      `Page size must be between 1 and ${LIMITS.pageSizeMax}`,
    ]);
    expect(parsed.state).toEqual({});
  });

  it("leaves out a price range that is upside down", () => {
    const parsed = parseBrowseParams({ minPrice: "900", maxPrice: "100" });
    expect(parsed.notices).toEqual(["Maximum price must be at least the minimum price"]);
    expect(parsed.state).toEqual({ minPrice: "900" });
    expect(parsed.query).toMatchObject({ minPrice: 900 });
    expect(parsed.query.maxPrice).toBeUndefined();
  });

  it("keeps what it can of search text the schema refuses", () => {
    const long = parseBrowseParams({ q: "x".repeat(250) });
    expect(long.query.q).toBe("x".repeat(200));
    expect(long.notices).toEqual(["Search text cannot exceed 200 characters"]);

    const nul = parseBrowseParams({ q: "ro\u0000of" });
    expect(nul.query.q).toBe("roof");
    expect(nul.notices).toEqual(["Search text contains an invalid character"]);
  });
});

describe("browseHref", () => {
  it("leaves defaults out and encodes the rest", () => {
    expect(browseHref({})).toBe("/listings");
    expect(browseHref({ q: "  ", page: 1, pageSize: LIMITS.pageSizeDefault })).toBe("/listings");
    expect(browseHref({ q: "roof & gutter", category: "Real Estate", page: 2, pageSize: 24 })).toBe(
      "/listings?q=roof+%26+gutter&category=Real+Estate&page=2&pageSize=24",
    );
  });

  it("round-trips through parseBrowseParams", () => {
    const href = browseHref({
      q: "3D mapping",
      category: "Mapping",
      near: "Sydney",
      radiusKm: "25",
      sort: "price_desc",
      page: 4,
    });
    const params = Object.fromEntries(new URL(href, "http://x").searchParams);
    const parsed = parseBrowseParams(params);
    expect(parsed.query).toMatchObject({
      q: "3D mapping",
      category: "Mapping",
      origin: { placeName: "Sydney", radiusKm: 25 },
      sort: "price_desc",
      page: 4,
      pageSize: LIMITS.pageSizeDefault,
    });
    expect(browseHref(parsed.state)).toBe(href);
  });
});
