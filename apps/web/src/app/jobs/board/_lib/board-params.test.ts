import { LIMITS, RADIUS_KM } from "@skyhire/validators";
import { describe, expect, it } from "vitest";
import { boardHref, parseBoardParams } from "./board-params";

describe("parseBoardParams", () => {
  it("reads category, place and page from the URL", () => {
    expect(parseBoardParams({ category: "mapping", location: " Sydney ", page: "2" })).toEqual({
      query: {
        category: "mapping",
        location: "Sydney",
        near: undefined,
        radiusKm: RADIUS_KM.searchDefault,
        page: 2,
        pageSize: LIMITS.pageSizeDefault,
      },
      notices: [],
    });
  });

  it("accepts the onboarding form's categories too", () => {
    expect(parseBoardParams({ category: "photography" }).query.category).toBe("photography");
  });

  it("replaces invalid values with a fallback and reports the schema's message", () => {
    const parsed = parseBoardParams({ category: "weddings", page: "-2", location: "a\u0000b" });
    expect(parsed.query).toEqual({
      category: undefined,
      location: "ab",
      near: undefined,
      radiusKm: RADIUS_KM.searchDefault,
      page: 1,
      pageSize: LIMITS.pageSizeDefault,
    });
    expect(parsed.notices).toEqual([
      "Please select a valid category",
      "Search text contains an invalid character",
      "Page must be at least 1",
    ]);
  });
});

describe("jobs near a place", () => {
  it("reads the place and radius, and keeps them in links", () => {
    const parsed = parseBoardParams({ near: "sydney", radiusKm: "100" });
    expect(parsed.query).toMatchObject({ near: "Sydney", radiusKm: 100 });
    expect(boardHref(parsed.query)).toBe("/jobs/board?near=Sydney&radiusKm=100");
    expect(parseBoardParams({ near: "Atlantis" }).notices).toEqual(["Please choose a place from the list"]);
  });
});

describe("boardHref", () => {
  it("leaves defaults out", () => {
    expect(boardHref({})).toBe("/jobs/board");
    expect(boardHref({ category: "real-estate", location: "Hong Kong", page: 2 })).toBe(
      "/jobs/board?category=real-estate&location=Hong+Kong&page=2",
    );
  });
});
