import { describe, expect, it } from "vitest";
import { paymentStatusLabel, ratingText, rejectionText } from "./format";

describe("customer job formatting", () => {
  it("names payment states and rejection reasons", () => {
    expect(paymentStatusLabel("completed")).toBe("held in escrow");
    expect(paymentStatusLabel("released")).toBe("released");
    expect(paymentStatusLabel("pending")).toBe("due");
    expect(rejectionText("rejected", "not_selected")).toBe("Another proposal was hired");
    expect(rejectionText("rejected", null)).toBe("Not selected");
    expect(rejectionText("pending", null)).toBeNull();
  });

  it("shows ratings with one decimal", () => {
    expect(ratingText("4.80")).toBe("4.8");
    expect(ratingText(null)).toBe("0.0");
  });
});
