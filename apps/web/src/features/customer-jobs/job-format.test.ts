import { describe, expect, it } from "vitest";
import { jobCardStatusVariant, postedOn } from "./job-format";

describe("postedOn", () => {
  it("reads like 'Posted Mar 5, 2024'", () => {
    expect(postedOn(new Date(2024, 2, 5, 15, 30))).toBe("Posted Mar 5, 2024");
    expect(postedOn(new Date(2025, 11, 31))).toBe("Posted Dec 31, 2025");
  });
});

describe("jobCardStatusVariant", () => {
  it("colours the statuses and greys an unknown one (docs/product.md#statuses)", () => {
    expect(jobCardStatusVariant("open")).toBe("green");
    expect(jobCardStatusVariant("in_progress")).toBe("blue");
    expect(jobCardStatusVariant("completed")).toBe("grey");
    expect(jobCardStatusVariant("cancelled")).toBe("red");
    expect(jobCardStatusVariant("on_hold")).toBe("grey");
  });
});
