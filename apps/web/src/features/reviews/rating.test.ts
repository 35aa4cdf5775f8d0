import { describe, expect, it } from "vitest";
import { ratingOutOfFive, ratingText } from "./rating";

describe("an operator's rating", () => {
  it("reads with one decimal, out of 5 where a figure stands alone", () => {
    expect(ratingText("4.80")).toBe("4.8");
    expect(ratingOutOfFive("4.80")).toBe("4.8/5");
    expect(ratingOutOfFive(3)).toBe("3.0/5");
  });

  it("reads New before the first review, never 0.0 or 0.0/5", () => {
    for (const none of ["0.00", 0, null, undefined]) {
      expect(ratingText(none)).toBe("New");
      expect(ratingOutOfFive(none)).toBe("New");
    }
  });
});
