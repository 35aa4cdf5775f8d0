/** The value lists and figures of docs/product.md#value-lists and docs/product.md#constants. */
import { describe, expect, it } from "vitest";
import {
  ALL_JOB_CATEGORY_VALUES,
  APPROVAL_STATUSES,
  AVAILABILITY_OPTIONS,
  BUDGET_RANGES,
  canonicalQualification,
  CURRENCIES,
  DEFAULT_CURRENCY,
  FIXED_FIGURES,
  JOB_CATEGORIES,
  JOB_STATUSES,
  jobCategoryLabel,
  LIMITS,
  LISTING_CATEGORIES,
  ONBOARDING_JOB_CATEGORIES,
  ONBOARDING_PREFERRED_CONTACTS,
  PAYMENT_STATUSES,
  PREFERRED_CONTACTS,
  PROPOSAL_STATUSES,
  QUALIFICATION_PRESETS,
  QUALIFICATIONS,
  qualificationLabel,
  requirementLabel,
  ROLES,
  SERVICE_AREA_OPTIONS,
  SERVICE_CITIES,
  SPECIAL_REQUIREMENTS,
  TIMELINES,
  USER_STATUSES,
} from "./constants";

const values = (list: readonly { value: string }[]) => list.map((item) => item.value);

describe("roles and statuses", () => {
  it("are the product's, in its order", () => {
    expect(ROLES).toEqual(["customer", "operator", "admin"]);
    expect(USER_STATUSES).toEqual(["active", "suspended"]);
    expect(JOB_STATUSES).toEqual(["open", "in_progress", "completed", "cancelled"]);
    expect(PROPOSAL_STATUSES).toEqual(["pending", "accepted", "rejected", "hired", "completed"]);
    expect(PAYMENT_STATUSES).toEqual(["pending", "processing", "completed", "released", "failed", "refunded"]);
    expect(APPROVAL_STATUSES).toEqual(["pending", "approved", "rejected"]);
  });
});

describe("value lists", () => {
  it("offer the post-a-job categories with their labels", () => {
    expect(JOB_CATEGORIES).toEqual([
      { value: "real-estate", label: "Real Estate" },
      { value: "wedding", label: "Wedding & Events" },
      { value: "construction", label: "Construction" },
      { value: "agriculture", label: "Agriculture" },
      { value: "inspection", label: "Inspection" },
      { value: "mapping", label: "Mapping & Surveying" },
    ]);
  });

  it("offer the onboarding categories, and a stored job may carry any category of either form once", () => {
    expect(ONBOARDING_JOB_CATEGORIES).toEqual([
      { value: "photography", label: "Aerial Photography" },
      { value: "surveying", label: "Surveying" },
      { value: "inspection", label: "Inspection" },
      { value: "agriculture", label: "Agriculture" },
      { value: "real-estate", label: "Real Estate" },
      { value: "construction", label: "Construction" },
    ]);
    expect(ALL_JOB_CATEGORY_VALUES).toEqual([
      "real-estate",
      "wedding",
      "construction",
      "agriculture",
      "inspection",
      "mapping",
      "photography",
      "surveying",
    ]);
  });

  it("read a category, a requirement and a qualification by its label, and anything else as stored", () => {
    expect(jobCategoryLabel("wedding")).toBe("Wedding & Events");
    expect(jobCategoryLabel("photography")).toBe("Aerial Photography");
    expect(jobCategoryLabel("underwater")).toBe("underwater");
    expect(requirementLabel("4k-video")).toBe("4K Video");
    expect(requirementLabel("raw-photos")).toBe("RAW Photos");
    expect(requirementLabel("own-drone")).toBe("own-drone");
    expect(qualificationLabel("EASA Licence")).toBe("EASA Licence");
    expect(qualificationLabel("My own course")).toBe("My own course");
  });

  it("offer budgets, requirements, timelines and availability with their labels", () => {
    expect(BUDGET_RANGES).toEqual([
      { value: "0-250", label: "$0 - $250" },
      { value: "250-500", label: "$250 - $500" },
      { value: "500-1000", label: "$500 - $1,000" },
      { value: "1000-2500", label: "$1,000 - $2,500" },
      { value: "2500+", label: "$2,500+" },
    ]);
    expect(SPECIAL_REQUIREMENTS).toEqual([
      { value: "4k-video", label: "4K Video" },
      { value: "thermal-imaging", label: "Thermal Imaging" },
      { value: "licensed-pilot", label: "Licensed Pilot" },
      { value: "insured", label: "Insured" },
      { value: "night-flight", label: "Night Flight" },
      { value: "raw-photos", label: "RAW Photos" },
    ]);
    expect(TIMELINES).toEqual([
      { value: "asap", label: "ASAP (1-3 days)" },
      { value: "week", label: "Within a week" },
      { value: "month", label: "Within a month" },
      { value: "flexible", label: "Flexible" },
    ]);
    expect(values(AVAILABILITY_OPTIONS)).toEqual(["weekdays", "weekends", "full-time", "by-appointment"]);
    expect(AVAILABILITY_OPTIONS.map((o) => o.label)).toEqual(["Weekdays", "Weekends", "Full-time", "By Appointment"]);
  });

  it("offer the browse categories, 25 cities, 12 qualification presets and 6 currencies (HKD by default)", () => {
    expect(LISTING_CATEGORIES).toEqual(["Photography", "Surveying", "Inspection", "Mapping", "Real Estate", "Agriculture"]);
    expect(SERVICE_CITIES).toHaveLength(25);
    expect(SERVICE_CITIES.slice(0, 3)).toEqual(["Amsterdam", "Auckland", "Bangalore"]);
    expect(SERVICE_CITIES.at(-1)).toBe("Wellington");
    expect(SERVICE_AREA_OPTIONS[9]).toEqual({ value: "Jakarta", label: "Jakarta" });
    expect(QUALIFICATION_PRESETS).toHaveLength(12);
    expect(QUALIFICATIONS[1]).toEqual({ value: "Part 107 Remote Pilot Certificate", label: "Part 107 Remote Pilot Certificate" });
    expect(CURRENCIES).toEqual(["AUD", "EUR", "GBP", "HKD", "SGD", "USD"]);
    expect(DEFAULT_CURRENCY).toBe("HKD");
    expect(PREFERRED_CONTACTS).toEqual(["email", "phone"]);
    expect(ONBOARDING_PREFERRED_CONTACTS).toEqual(["email", "phone", "both"]);
  });

  it("store a preset typed in any case as the preset, and a custom qualification trimmed", () => {
    expect(canonicalQualification("  caa LICENCE ")).toBe("CAA Licence");
    expect(canonicalQualification(" Night rating ")).toBe("Night rating");
  });
});

describe("limits and fixed figures", () => {
  it("are the product's numbers", () => {
    expect(LIMITS).toMatchObject({
      loggedOutRedirectMs: 500,
      homeRecentItems: 4,
      profileRecentRequests: 3,
      descriptionPreviewChars: 100,
      jobCardRequirementBadges: 3,
      bioMin: 50,
      bioMax: 500,
      logoMaxBytes: 5 * 1024 * 1024,
      mediaMaxBytes: 10 * 1024 * 1024,
      publishThresholdPercent: 70,
      completionCriteria: 8,
      defaultMargin: 15,
      passwordMin: 8,
      onboardingMarginMin: 5,
      onboardingMarginMax: 50,
      budgetMinFloor: 50,
      budgetMaxFloor: 100,
    });
    expect(FIXED_FIGURES.growth).toBe("+12%");
  });
});
