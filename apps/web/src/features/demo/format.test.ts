import { describe, expect, it } from "vitest";
import { formatCents, formatCount, timeAgo } from "./format";

describe("demo formatting", () => {
  it("shows whole dollars without cents", () => {
    expect(formatCents(350_000)).toBe("$3,500");
    expect(formatCents(10_200)).toBe("$102");
    expect(formatCents(360_200)).toBe("$3,602");
    expect(formatCents(10_150)).toBe("$101.50");
  });

  it("groups counts and words times", () => {
    expect(formatCount(12_483)).toBe("12,483");
    expect(timeAgo(0)).toBe("Just now");
    expect(timeAgo(185)).toBe("3 min ago");
    expect(timeAgo(7_300)).toBe("2 hr ago");
  });
});
