import { describe, expect, it } from "vitest";
import { totalsText, zeroCurrency } from "./earnings-format";

describe("totalsText", () => {
  it("shows zero in the operator's currency when nothing was paid", () => {
    expect(totalsText([], "HKD")).toBe("HK$0.00");
    expect(totalsText([], "USD")).toBe("$0.00");
  });

  it("formats each currency with Intl.NumberFormat and joins them", () => {
    expect(totalsText([{ currency: "HKD", amount: "1800.00" }], "USD")).toBe("HK$1,800.00");
    expect(
      totalsText(
        [
          { currency: "EUR", amount: "90.5" },
          { currency: "USD", amount: "1234567.89" },
        ],
        "USD",
      ),
    ).toBe("€90.50 + $1,234,567.89");
  });
});

describe("zeroCurrency", () => {
  it("reads an empty figure in the currency the operator has money in, not their profile's", () => {
    const paid = [{ currency: "GBP", amount: "120.00" }];
    expect(zeroCurrency([[], paid], "HKD")).toBe("GBP");
    expect(totalsText([], zeroCurrency([[], paid], "HKD"))).toBe("£0.00");
  });

  it("falls back to the profile's currency before any money", () => {
    expect(zeroCurrency([[], undefined], "HKD")).toBe("HKD");
  });
});
