import { describe, expect, it } from "vitest";
import {
  DEMO_BUDGET_RANGES,
  DEMO_DELAYS_MS,
  DEMO_FLOW_STEPS,
  DEMO_JOB_CATEGORIES,
  DEMO_REQUIREMENTS,
  DEMO_TICK_INTERVAL_MS,
  demoBudgetLabel,
  demoJobSchema,
  demoPaymentBreakdown,
  demoRatingSchema,
  feeRoundedToDollarCents,
} from "./demo";

function messages(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

const validJob = {
  title: "Roof inspection",
  description: "Thermal survey of a warehouse roof before winter.",
  category: "building_inspection",
  location: "San Francisco, CA",
  budget: "2000-5000",
  requirements: ["thermal_imaging", "insured"],
  timeline: "week",
};

describe("demo value lists (docs/product.md#investor-demo)", () => {
  it("has exactly the spec's categories, budgets and requirements", () => {
    expect(DEMO_JOB_CATEGORIES.map((c) => c.value)).toEqual([
      "aerial_photography",
      "building_inspection",
      "mapping_surveying",
      "thermal_imaging",
      "real_estate",
      "agriculture",
    ]);
    expect(DEMO_BUDGET_RANGES.map((b) => b.value)).toEqual([
      "500-1000",
      "1000-2000",
      "2000-5000",
      "5000-10000",
      "10000+",
    ]);
    expect(DEMO_REQUIREMENTS.map((r) => r.value)).toEqual([
      "4k_video",
      "thermal_imaging",
      "night_flight",
      "licensed_pilot",
      "insured",
      "raw_photos",
    ]);
  });

  it("reads with the spec's labels", () => {
    expect(DEMO_JOB_CATEGORIES.map((c) => c.label)).toEqual([
      "Aerial Photography",
      "Building Inspection",
      "Mapping & Surveying",
      "Thermal Imaging",
      "Real Estate",
      "Agriculture",
    ]);
    expect(DEMO_BUDGET_RANGES.map((b) => b.label)).toEqual([
      "$500 - $1,000",
      "$1,000 - $2,000",
      "$2,000 - $5,000",
      "$5,000 - $10,000",
      "$10,000+",
    ]);
    expect(DEMO_REQUIREMENTS.map((r) => r.label)).toEqual([
      "4K Video",
      "Thermal Imaging",
      "Night Flight",
      "Licensed Pilot",
      "Insured",
      "RAW Photos",
    ]);
  });

  it("has the spec's delays, tick and five steps with their routes", () => {
    expect(DEMO_DELAYS_MS).toEqual({
      postJob: 1500,
      toProposals: 2000,
      acceptProposal: 1500,
      payment: 2000,
      toCompletion: 2000,
    });
    expect(DEMO_TICK_INTERVAL_MS).toBe(15_000);
    expect(DEMO_FLOW_STEPS.map((s) => s.href)).toEqual([
      "/demo/post-job",
      "/demo/proposals",
      "/demo/payment",
      "/demo/completion",
      "/demo/ratings",
    ]);
  });
});

describe("demoBudgetLabel", () => {
  it("reads a budget range as its label, and an unknown value as itself", () => {
    expect(demoBudgetLabel("5000-10000")).toBe("$5,000 - $10,000");
    expect(demoBudgetLabel("10000+")).toBe("$10,000+");
    expect(demoBudgetLabel("other")).toBe("other");
  });
});

describe("demoJobSchema (docs/product.md#investor-demo)", () => {
  it("accepts a complete job and trims text", () => {
    const parsed = demoJobSchema.parse({ ...validJob, title: "  Roof inspection  " });
    expect(parsed).toEqual({ ...validJob, title: "Roof inspection" });
  });

  it("treats requirements as an optional list", () => {
    const { requirements: _omit, ...rest } = validJob;
    expect(demoJobSchema.parse(rest).requirements).toEqual([]);
  });

  it("gives every spec message on an empty form", () => {
    const result = demoJobSchema.safeParse({
      title: "",
      description: "",
      category: "",
      location: "",
      budget: "",
      requirements: [],
      timeline: "",
    });
    expect(messages(result)).toEqual({
      title: "Title must be at least 5 characters",
      description: "Description must be at least 20 characters",
      category: "Please select a category",
      location: "Location must be at least 5 characters",
      budget: "Please select a budget range",
      timeline: "Please select a timeline",
    });
  });

  it("checks the minimum lengths after trimming", () => {
    const result = demoJobSchema.safeParse({
      ...validJob,
      title: "Roof",
      description: "x".repeat(19),
      location: "  NYC  ",
    });
    expect(messages(result)).toEqual({
      title: "Title must be at least 5 characters",
      description: "Description must be at least 20 characters",
      location: "Location must be at least 5 characters",
    });
    expect(demoJobSchema.safeParse({ ...validJob, title: "Roofs", description: "x".repeat(20), location: "Paris" }).success).toBe(true);
  });

  it("rejects values outside the lists", () => {
    const result = demoJobSchema.safeParse({
      ...validJob,
      category: "inspection",
      budget: "0-250",
      timeline: "someday",
      requirements: ["4k-video"],
    });
    expect(messages(result)).toEqual({
      category: "Please select a category",
      budget: "Please select a budget range",
      timeline: "Please select a timeline",
      requirements: "Please select valid requirements",
    });
  });
});

describe("demoRatingSchema", () => {
  it("needs a whole star rating from 1 to 5", () => {
    expect(demoRatingSchema.parse({ rating: 5 })).toEqual({ rating: 5, review: "" });
    for (const rating of [0, 6, 4.5, undefined]) {
      expect(messages(demoRatingSchema.safeParse({ rating }))).toEqual({ rating: "Please select a rating" });
    }
  });
});

describe("demo payment math (docs/product.md#investor-demo)", () => {
  it("shows a 2.9% fee on the 3500 quote rounded half-up, and total = quote + rounded fee", () => {
    expect(demoPaymentBreakdown()).toEqual({
      quoteCents: 350_000,
      feeBasisPoints: 290,
      feeLabel: "2.9%",
      feeCents: 10_200,
      totalCents: 360_200,
    });
  });

  it("rounds to whole dollars exactly, without float error", () => {
    // 2.9% of $3,500 is $101.50 exactly: half-up to the dollar gives $102.
    expect(feeRoundedToDollarCents(350_000, 290)).toBe(10_200);
    expect(feeRoundedToDollarCents(320_000, 290)).toBe(9_300); // $92.80 → $93
    expect(feeRoundedToDollarCents(410_000, 290)).toBe(11_900); // $118.90 → $119
    expect(feeRoundedToDollarCents(100_000, 290)).toBe(2_900); // $29.00
    expect(feeRoundedToDollarCents(1_700, 290)).toBe(0); // $0.49 → $0
    expect(feeRoundedToDollarCents(0, 290)).toBe(0);
    expect(demoPaymentBreakdown(320_000).totalCents).toBe(329_300);
  });

  it("refuses amounts that are not whole cents", () => {
    expect(() => feeRoundedToDollarCents(350_000.5, 290)).toThrow();
    expect(() => feeRoundedToDollarCents(-1, 290)).toThrow();
    expect(() => feeRoundedToDollarCents(100, 2.9)).toThrow();
  });
});

describe("demo fee guards", () => {
  it("refuses a negative or fractional amount or rate, saying which", () => {
    expect(() => feeRoundedToDollarCents(-1, 290)).toThrow("amountCents must be a whole, non-negative number of cents");
    expect(() => feeRoundedToDollarCents(10.5, 290)).toThrow("amountCents must be a whole, non-negative number of cents");
    expect(() => feeRoundedToDollarCents(350_000, -1)).toThrow("basisPoints must be a whole, non-negative number");
    expect(() => feeRoundedToDollarCents(350_000, 2.5)).toThrow("basisPoints must be a whole, non-negative number");
    expect(feeRoundedToDollarCents(350_000, 0)).toBe(0);
    expect(feeRoundedToDollarCents(0, 290)).toBe(0);
  });
});
