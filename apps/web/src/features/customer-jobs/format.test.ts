import { describe, expect, it } from "vitest";
import { formatMoney, formatTotals, paymentStatusLabel, ratingText, rejectionText } from "./format";

describe("customer job formatting", () => {
  it("formats money in its own currency", () => {
    expect(formatMoney("2000.00", "HKD")).toBe("HK$2,000.00");
    expect(formatMoney("1250.5", "USD")).toBe("$1,250.50");
    expect(formatMoney("99.99", "EUR")).toBe("€99.99");
  });

  it("formats per-currency totals, with $0.00 when nothing was spent", () => {
    expect(formatTotals([])).toEqual(["$0.00"]);
    expect(
      formatTotals([
        { currency: "HKD", amount: "2000.00" },
        { currency: "USD", amount: "10.00" },
      ]),
    ).toEqual(["HK$2,000.00", "$10.00"]);
  });

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
