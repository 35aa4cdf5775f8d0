import { describe, expect, it } from "vitest";
import {
  jobCategoriesOfService,
  jobCategoryForListing,
  listingCategoriesOfService,
  SERVICE_CATEGORIES,
  serviceCategoryLabel,
  servicesOfJobCategory,
  serviceOfListingCategory,
} from "./categories";
import { ALL_JOB_CATEGORY_VALUES, ALL_LISTING_CATEGORIES, JOB_CATEGORIES, LISTING_CATEGORIES, ONBOARDING_JOB_CATEGORIES } from "./constants";

describe("the one service taxonomy", () => {
  it("has each service once, so the job board lists Surveying once and no 'Mapping & Surveying' beside it", () => {
    const labels = SERVICE_CATEGORIES.map((service) => service.label);
    expect(labels).toEqual([
      "Photography",
      "Surveying",
      "Inspection",
      "Mapping",
      "Real Estate",
      "Agriculture",
      "Wedding & Events",
      "Construction",
    ]);
    expect(new Set(SERVICE_CATEGORIES.map((service) => service.value)).size).toBe(SERVICE_CATEGORIES.length);
  });

  it("maps every category of every job form onto at least one service", () => {
    for (const value of ALL_JOB_CATEGORY_VALUES) expect(servicesOfJobCategory(value).length).toBeGreaterThan(0);
    expect(servicesOfJobCategory("underwater")).toEqual([]);
    expect(servicesOfJobCategory("toString")).toEqual([]);
  });

  it("finds a Post a Job 'Mapping & Surveying' job under Mapping and under Surveying, with onboarding's Surveying jobs", () => {
    expect(servicesOfJobCategory("mapping")).toEqual(["mapping", "surveying"]);
    expect(jobCategoriesOfService("surveying")).toEqual(["mapping", "surveying"]);
    expect(jobCategoriesOfService("mapping")).toEqual(["mapping"]);
  });

  it("finds onboarding's Aerial Photography jobs under Photography, and Post a Job's Wedding jobs under Wedding & Events", () => {
    expect(jobCategoriesOfService("photography")).toEqual(["photography"]);
    expect(serviceCategoryLabel("photography")).toBe("Photography");
    expect(jobCategoriesOfService("wedding")).toEqual(["wedding"]);
    expect(jobCategoriesOfService("construction")).toEqual(["construction"]);
  });

  it("gives every job form category and browse category the same service when they name the same work", () => {
    const formValues: string[] = [...ONBOARDING_JOB_CATEGORIES, ...JOB_CATEGORIES].map((category) => category.value);
    // Every service can be posted from at least one job form.
    for (const service of SERVICE_CATEGORIES) {
      expect(jobCategoriesOfService(service.value).some((value) => formValues.includes(value))).toBe(true);
    }
    for (const category of LISTING_CATEGORIES) {
      const service = serviceOfListingCategory(category);
      expect(service).toBeDefined();
      expect(listingCategoriesOfService(service!)).toContain(category);
      expect(jobCategoriesOfService(service!).length).toBeGreaterThan(0);
    }
  });

  it("reads a browse category as its service", () => {
    expect(serviceOfListingCategory("Mapping")).toBe("mapping");
    expect(serviceOfListingCategory("Surveying")).toBe("surveying");
    expect(serviceOfListingCategory("Photography")).toBe("photography");
    expect(serviceOfListingCategory("surveying")).toBeUndefined();
    expect(listingCategoriesOfService("surveying")).toEqual(["Surveying"]);
  });
});

describe("listings of every promoted service", () => {
  it("lets a listing be Wedding & Events or Construction, the landing page's services browse has no button for", () => {
    expect(ALL_LISTING_CATEGORIES).toEqual([...LISTING_CATEGORIES, "Wedding & Events", "Construction"]);
    expect(listingCategoriesOfService("wedding")).toEqual(["Wedding & Events"]);
    expect(listingCategoriesOfService("construction")).toEqual(["Construction"]);
    // Every service has listings that offer it.
    for (const service of SERVICE_CATEGORIES) expect(listingCategoriesOfService(service.value).length).toBeGreaterThan(0);
  });
});

describe("jobCategoryForListing", () => {
  it("maps each browse category to the Post a Job category covering its service", () => {
    expect(jobCategoryForListing("Inspection")).toBe("inspection");
    expect(jobCategoryForListing("Mapping")).toBe("mapping");
    expect(jobCategoryForListing("Surveying")).toBe("mapping");
    expect(jobCategoryForListing("Real Estate")).toBe("real-estate");
    expect(jobCategoryForListing("Agriculture")).toBe("agriculture");
    expect(jobCategoryForListing("Wedding & Events")).toBe("wedding");
    expect(jobCategoryForListing("Construction")).toBe("construction");
  });

  it("pre-fills nothing for Photography, unknown or oddly written categories", () => {
    expect(jobCategoryForListing("Photography")).toBeUndefined();
    expect(jobCategoryForListing("Underwater")).toBeUndefined();
    expect(jobCategoryForListing("inspection")).toBeUndefined();
    expect(jobCategoryForListing("")).toBeUndefined();
    expect(jobCategoryForListing("toString")).toBeUndefined();
    expect(jobCategoryForListing("__proto__")).toBeUndefined();
  });
});
