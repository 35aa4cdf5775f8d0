import { LIMITS } from "@skyhire/validators";
import { describe, expect, it } from "vitest";
import { browseHref, parseBrowseParams } from "./browse-params";

describe("parseBrowseParams", () => {
  it("reads search text, category and page from the URL", () => {
    expect(
      parseBrowseParams({ q: "  roof ", category: "Inspection", page: "3", pageSize: "24" }),
    ).toEqual({
      query: { q: "roof", category: "Inspection", page: 3, pageSize: 24 },
      notices: [],
    });
  });

  it("uses defaults when nothing is given, and the first of repeated values", () => {
    expect(parseBrowseParams({})).toEqual({
      query: { q: undefined, category: undefined, page: 1, pageSize: LIMITS.pageSizeDefault },
      notices: [],
    });
    expect(parseBrowseParams({ q: ["first", "second"] }).query.q).toBe("first");
  });

  it("replaces invalid values with a fallback and reports the schema's message", () => {
    const parsed = parseBrowseParams({ category: "Weddings", page: "abc", pageSize: "500" });
    expect(parsed.query).toEqual({
      q: undefined,
      category: undefined,
      page: 1,
      pageSize: LIMITS.pageSizeDefault,
    });
    expect(parsed.notices).toEqual([
      "Please choose a valid category",
      "Page must be a number",
      `Page size must be between 1 and ${LIMITS.pageSizeMax}`,
    ]);
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
    const href = browseHref({ q: "3D mapping", category: "Mapping", page: 4 });
    const params = Object.fromEntries(new URL(href, "http://x").searchParams);
    expect(parseBrowseParams(params).query).toEqual({
      q: "3D mapping",
      category: "Mapping",
      page: 4,
      pageSize: LIMITS.pageSizeDefault,
    });
  });
});
