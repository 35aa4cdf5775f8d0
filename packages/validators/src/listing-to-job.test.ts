import { describe, expect, it } from "vitest";
import { JOB_CATEGORIES, LISTING_CATEGORIES } from "./constants";
import { jobCategoryForListing } from "./listing-to-job";

describe("jobCategoryForListing", () => {
  it("maps each browse category to its job category", () => {
    expect(jobCategoryForListing("Inspection")).toBe("inspection");
    expect(jobCategoryForListing("Mapping")).toBe("mapping");
    expect(jobCategoryForListing("Surveying")).toBe("mapping");
    expect(jobCategoryForListing("Real Estate")).toBe("real-estate");
    expect(jobCategoryForListing("Agriculture")).toBe("agriculture");
  });

  it("pre-fills nothing for Photography, unknown or oddly written categories", () => {
    expect(jobCategoryForListing("Photography")).toBeUndefined();
    expect(jobCategoryForListing("Underwater")).toBeUndefined();
    expect(jobCategoryForListing("inspection")).toBeUndefined();
    expect(jobCategoryForListing("")).toBeUndefined();
    expect(jobCategoryForListing("toString")).toBeUndefined();
    expect(jobCategoryForListing("__proto__")).toBeUndefined();
  });

  it("only ever answers a category of the post-job form", () => {
    const jobValues: string[] = JOB_CATEGORIES.map((c) => c.value);
    for (const category of LISTING_CATEGORIES) {
      const mapped = jobCategoryForListing(category);
      if (mapped !== undefined) expect(jobValues).toContain(mapped);
    }
  });
});
