import { describe, expect, it } from "vitest";
import { countText, descriptionPreview, distanceText, plural } from "./text";

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
  it("formats counts and plurals", () => {
    expect(countText(1234)).toBe("1,234");
    expect(countText(1000, true)).toBe("1,000+");
    expect(plural(1, "review", "reviews")).toBe("1 review");
    expect(plural(12, "review", "reviews")).toBe("12 reviews");
  });
});

describe("distance from the searched place", () => {
  it("names the city for an operator on the searched city's centre point, never a distance under 1 km", () => {
    expect(distanceText(0, "London")).toBe("In London");
    expect(distanceText(0.4, "London")).toBe("In London");
    expect(distanceText(0, null)).toBe("In the city searched");
  });

  it("gives another city's distance as an approximation", () => {
    expect(distanceText(57.6, "London")).toBe("About 58 km away");
    expect(distanceText(1234, "London")).toBe("About 1,234 km away");
  });
});
