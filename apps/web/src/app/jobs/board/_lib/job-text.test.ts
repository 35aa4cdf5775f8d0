import { describe, expect, it } from "vitest";
import { postedText, requirementBadges } from "./job-text";

describe("job card texts", () => {
  it("dates a job like 'Posted Mar 5, 2024'", () => {
    expect(postedText(new Date(2024, 2, 5, 12))).toBe("Posted Mar 5, 2024");
  });

  it("shows three requirements by label and counts the rest", () => {
    expect(
      requirementBadges(["4k-video", "insured", "night-flight", "raw-photos", "thermal-imaging"]),
    ).toEqual({ labels: ["4K Video", "Insured", "Night Flight"], more: 2 });
    expect(requirementBadges(["insured"])).toEqual({ labels: ["Insured"], more: 0 });
  });
});
