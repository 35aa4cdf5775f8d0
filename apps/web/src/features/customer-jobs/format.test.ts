import { describe, expect, it } from "vitest";
import { paymentStatusLabel, rejectionText } from "./format";

describe("customer job formatting", () => {
  it("names payment states and rejection reasons", () => {
    expect(paymentStatusLabel("completed")).toBe("held in escrow");
    expect(paymentStatusLabel("released")).toBe("released");
    expect(paymentStatusLabel("pending")).toBe("due");
    expect(rejectionText("rejected", "not_selected")).toBe("Another proposal was hired");
    expect(rejectionText("rejected", null)).toBe("Not selected");
    expect(rejectionText("pending", null)).toBeNull();
  });
});
