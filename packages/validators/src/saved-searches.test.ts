import { describe, expect, it } from "vitest";
import {
  createSavedSearchSchema,
  describeSavedSearch,
  SAVED_JOB_PARAMETERS,
  SAVED_LISTING_PARAMETERS,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  savedSearchPath,
  searchParametersOf,
  unsubscribeSavedSearchSchema,
  updateSavedSearchSchema,
} from "./saved-searches";

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe("what a saved search keeps", () => {
  it("keeps a browse search's filters but never its paging", () => {
    expect(SAVED_LISTING_PARAMETERS).toContain("q");
    expect(SAVED_LISTING_PARAMETERS).toContain("minRating");
    for (const paging of ["page", "pageSize", "cursor"]) expect(SAVED_LISTING_PARAMETERS).not.toContain(paging);
    expect(SAVED_JOB_PARAMETERS).toEqual(["category", "location", "near", "radiusKm"]);
  });

  it("keeps only the kind's own parameters, trimmed, and drops empty ones", () => {
    const query = { q: "  thermal ", category: "Inspection", page: "3", location: "Leeds", near: "", radiusKm: " 25 " };
    expect(searchParametersOf("listings", query)).toEqual({ q: "thermal", category: "Inspection", radiusKm: "25" });
    expect(searchParametersOf("jobs", query)).toEqual({ category: "Inspection", location: "Leeds", radiusKm: "25" });
    expect(searchParametersOf("jobs", { near: "   " })).toEqual({});
  });
});

describe("a saved search in words", () => {
  it("names an empty search for what it lists", () => {
    expect(describeSavedSearch("listings", {})).toBe("All services");
    expect(describeSavedSearch("jobs", {})).toBe("All open jobs");
  });

  it("quotes the words, then the category, the place, the price, verified and rating, joined by dots", () => {
    expect(
      describeSavedSearch("listings", {
        q: "thermal",
        category: "Inspection",
        near: "Sydney",
        radiusKm: "25",
        minPrice: "100",
        maxPrice: "2000",
        verified: "true",
        minRating: "4",
      }),
    ).toBe('"thermal" · Inspection · near Sydney (25 km) · 100–2000 USD · verified only · 4★ and up');
  });

  it("says a radius of 50 km when none is given", () => {
    expect(describeSavedSearch("listings", { near: "Perth" })).toBe("near Perth (50 km)");
  });

  it("says 'from' or 'up to' when only one end of the price is given", () => {
    expect(describeSavedSearch("listings", { minPrice: "100" })).toBe("from 100 USD");
    expect(describeSavedSearch("listings", { maxPrice: "900" })).toBe("up to 900 USD");
  });

  it("takes verified as 'true' or '1' only", () => {
    expect(describeSavedSearch("listings", { verified: "1" })).toBe("verified only");
    expect(describeSavedSearch("listings", { verified: "false" })).toBe("All services");
  });

  it("names a job search by its place words and the category's label", () => {
    expect(describeSavedSearch("jobs", { location: "Leeds", category: "real-estate" })).toBe('"Leeds" · Real Estate');
    expect(describeSavedSearch("listings", { category: "real-estate" })).toBe("real-estate");
  });
});

describe("where a saved search runs again", () => {
  it("is browse or the job board with its parameters", () => {
    expect(savedSearchPath("listings", { q: "roof survey", near: "Leeds" })).toBe("/listings?q=roof+survey&near=Leeds");
    expect(savedSearchPath("jobs", { category: "wedding" })).toBe("/jobs/board?category=wedding");
    expect(savedSearchPath("listings", {})).toBe("/listings");
    expect(savedSearchPath("jobs", {})).toBe("/jobs/board");
  });
});

describe("saving, changing and leaving a saved search", () => {
  it("tells right away unless another frequency is chosen", () => {
    const saved = createSavedSearchSchema.parse({ kind: "listings", query: { q: "mapping" } });
    expect(saved.frequency).toBe("instant");
  });

  it("refuses an unknown kind or frequency with the form's message", () => {
    expect(firstMessage(createSavedSearchSchema.safeParse({ kind: "people", query: {} }))).toBe(SAVED_SEARCH_MESSAGES.kind);
    expect(firstMessage(createSavedSearchSchema.safeParse({ kind: "jobs", query: {}, frequency: "hourly" }))).toBe(
      SAVED_SEARCH_MESSAGES.frequency,
    );
    expect(firstMessage(updateSavedSearchSchema.safeParse({ id: "s1", frequency: "monthly" }))).toBe(SAVED_SEARCH_MESSAGES.frequency);
  });

  it("refuses search text over 200 characters and more than 20 parameters", () => {
    expect(firstMessage(createSavedSearchSchema.safeParse({ kind: "listings", query: { q: "x".repeat(201) } }))).toBe(
      "Search text cannot exceed 200 characters",
    );
    expect(createSavedSearchSchema.safeParse({ kind: "listings", query: { q: "x".repeat(200) } }).success).toBe(true);
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, "v"]));
    expect(firstMessage(createSavedSearchSchema.safeParse({ kind: "listings", query: many }))).toBe("Too many search parameters");
    const twenty = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}`, "v"]));
    expect(createSavedSearchSchema.safeParse({ kind: "listings", query: twenty }).success).toBe(true);
  });

  it("says an empty or overlong unsubscribe token is not a valid link", () => {
    expect(firstMessage(unsubscribeSavedSearchSchema.safeParse({ id: "s1", token: "  " }))).toBe(SAVED_SEARCH_MESSAGES.badLink);
    expect(firstMessage(unsubscribeSavedSearchSchema.safeParse({ id: "s1", token: "t".repeat(201) }))).toBe(
      SAVED_SEARCH_MESSAGES.badLink,
    );
    expect(unsubscribeSavedSearchSchema.parse({ id: " s1 ", token: " abc " })).toEqual({ id: "s1", token: "abc" });
  });

  it("says how many searches one may keep", () => {
    expect(SAVED_SEARCH_MESSAGES.tooMany).toBe(
      `You can keep up to ${SAVED_SEARCH_LIMITS.perUser} saved searches. Delete one to save another.`,
    );
    expect(SAVED_SEARCH_LIMITS.perUser).toBe(25);
  });
});
