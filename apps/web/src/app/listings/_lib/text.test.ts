import { describe, expect, it } from "vitest";
import { countText, descriptionPreview, plural, ratingOutOfFive, ratingText } from "./text";

describe("descriptionPreview", () => {
  it("keeps a short description whole and cuts a long one at 100 characters", () => {
    expect(descriptionPreview("Short.")).toBe("Short.");
    const exact = "a".repeat(100);
    expect(descriptionPreview(exact)).toBe(exact);
    expect(descriptionPreview(`${"b".repeat(100)}cdef`)).toBe(`${"b".repeat(100)}…`);
  });

  it("does not split a character made of two UTF-16 units", () => {
    const text = `${"a".repeat(99)}🚁 and more`;
    expect(descriptionPreview(text)).toBe(`${"a".repeat(99)}🚁…`);
  });
});

describe("figures", () => {
  it("formats ratings, counts and plurals", () => {
    expect(ratingText("4.80")).toBe("4.8");
    expect(countText(1234)).toBe("1,234");
    expect(countText(1000, true)).toBe("1,000+");
    expect(plural(1, "review", "reviews")).toBe("1 review");
    expect(plural(12, "review", "reviews")).toBe("12 reviews");
  });
});

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
