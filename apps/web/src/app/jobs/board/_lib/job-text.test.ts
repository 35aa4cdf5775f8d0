import { describe, expect, it } from "vitest";
import { budgetText, postedText, requirementBadges } from "./job-text";

describe("job card texts", () => {
  it("dates a job like 'Posted Mar 5, 2024'", () => {
    expect(postedText(new Date(2024, 2, 5, 12))).toBe("Posted Mar 5, 2024");
  });

  it("labels the budget range, or the min/max of the onboarding form", () => {
    expect(budgetText({ budget: "500-1000", budgetMin: null, budgetMax: null })).toBe(
      "$500 - $1,000",
    );
    expect(budgetText({ budget: null, budgetMin: 1500, budgetMax: 3000 })).toBe("$1,500 - $3,000");
    expect(budgetText({ budget: null, budgetMin: null, budgetMax: null })).toBeNull();
  });

  it("shows three requirements by label and counts the rest", () => {
    expect(
      requirementBadges(["4k-video", "insured", "night-flight", "raw-photos", "thermal-imaging"]),
    ).toEqual({ labels: ["4K Video", "Insured", "Night Flight"], more: 2 });
    expect(requirementBadges(["insured"])).toEqual({ labels: ["Insured"], more: 0 });
  });
});
