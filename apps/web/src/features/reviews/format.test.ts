import { describe, expect, it } from "vitest";
import { averageText, litStars, reviewCountText } from "./format";

describe("averageText", () => {
  it("shows one decimal, and a dash when there is nothing to average", () => {
    expect(averageText(4.666)).toBe("4.7");
    expect(averageText("4.80")).toBe("4.8");
    expect(averageText(5)).toBe("5.0");
    expect(averageText(0)).toBe("—");
    expect(averageText(4.5, 0)).toBe("—");
    expect(averageText(null)).toBe("—");
  });
});

describe("litStars", () => {
  it("rounds to whole stars between 0 and 5", () => {
    expect(litStars(4.4)).toBe(4);
    expect(litStars(4.5)).toBe(5);
    expect(litStars(7)).toBe(5);
    expect(litStars(-1)).toBe(0);
    expect(litStars(Number.NaN)).toBe(0);
  });
});

describe("reviewCountText", () => {
  it("counts reviews", () => {
    expect(reviewCountText(1)).toBe("1 review");
    expect(reviewCountText(1200)).toBe("1,200 reviews");
  });
});
