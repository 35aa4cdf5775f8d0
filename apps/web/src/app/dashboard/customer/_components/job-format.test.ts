import { describe, expect, it } from "vitest";
import { budgetText, jobCardStatusVariant, postedOn } from "./job-format";

describe("postedOn", () => {
  it("reads like 'Posted Mar 5, 2024'", () => {
    expect(postedOn(new Date(2024, 2, 5, 15, 30))).toBe("Posted Mar 5, 2024");
    expect(postedOn(new Date(2025, 11, 31))).toBe("Posted Dec 31, 2025");
  });
});

describe("budgetText", () => {
  it("labels the post-job form's ranges", () => {
    expect(budgetText({ budget: "500-1000" })).toBe("$500 - $1,000");
    expect(budgetText({ budget: "2500+" })).toBe("$2,500+");
  });

  it("falls back to the onboarding form's dollars, and to nothing", () => {
    expect(budgetText({ budget: null, budgetMin: 1500, budgetMax: 3000 })).toBe("$1,500 - $3,000");
    expect(budgetText({ budget: null, budgetMin: 200, budgetMax: null })).toBe("From $200");
    expect(budgetText({ budget: null, budgetMin: null, budgetMax: 900 })).toBe("Up to $900");
    expect(budgetText({ budget: null })).toBeNull();
    expect(budgetText({ budget: "" })).toBeNull();
  });
});

describe("jobCardStatusVariant", () => {
  it("colours the statuses and greys an unknown one (spec 000 §4)", () => {
    expect(jobCardStatusVariant("open")).toBe("green");
    expect(jobCardStatusVariant("in_progress")).toBe("blue");
    expect(jobCardStatusVariant("completed")).toBe("grey");
    expect(jobCardStatusVariant("cancelled")).toBe("red");
    expect(jobCardStatusVariant("on_hold")).toBe("grey");
  });
});
