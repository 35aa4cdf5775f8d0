import { describe, expect, it } from "vitest";
import { BUDGET_RANGES, CURRENCIES } from "./constants";
import { budgetRangeLabel, budgetText, currencySymbol, formatMoney, formatTotals, isCurrency, REFERENCE_USD_RATES, typedAmountText } from "./money";

describe("formatMoney: the one money format", () => {
  it("groups thousands and shows two decimals in the amount's own currency", () => {
    expect(formatMoney("1000.00", "USD")).toBe("$1,000.00");
    expect(formatMoney("5315.25", "HKD")).toBe("HK$5,315.25");
    expect(formatMoney("99.99", "EUR")).toBe("€99.99");
    expect(formatMoney(1250.5, "AUD")).toBe("A$1,250.50");
    expect(formatMoney("1234567.80", "GBP")).toBe("£1,234,567.80");
    expect(formatMoney("740", "SGD")).toBe("SGD\u00a0740.00");
  });

  it("reads no currency as USD and keeps an unknown code beside the number", () => {
    expect(formatMoney("12.5", null)).toBe("$12.50");
    expect(formatMoney("12.5", "NOPE1")).toBe("12.50 NOPE1");
    expect(formatMoney("not a number", "USD")).toBe("$0.00");
  });

  it("drops the cents for whole amounts when asked", () => {
    expect(formatMoney(1000, "HKD", { whole: true })).toBe("HK$1,000");
  });
});

describe("formatTotals", () => {
  it("keeps one total per currency, and zero in the fallback currency when there is none", () => {
    expect(formatTotals([])).toEqual(["$0.00"]);
    expect(formatTotals([], "HKD")).toEqual(["HK$0.00"]);
    expect(
      formatTotals([
        { currency: "HKD", amount: "5315.25" },
        { currency: "USD", amount: "450.00" },
      ]),
    ).toEqual(["HK$5,315.25", "$450.00"]);
  });
});

describe("budget texts in the job's currency", () => {
  it("labels every post-job range; USD reads as the form always did", () => {
    expect(BUDGET_RANGES.map((range) => budgetRangeLabel(range.value, "USD"))).toEqual(
      BUDGET_RANGES.map((range) => range.label),
    );
    expect(budgetRangeLabel("500-1000", "HKD")).toBe("HK$500 - HK$1,000");
    expect(budgetRangeLabel("2500+", "AUD")).toBe("A$2,500+");
  });

  it("labels a range, the onboarding min/max, or nothing", () => {
    expect(budgetText({ budget: "500-1000", currency: "EUR" })).toBe("€500 - €1,000");
    expect(budgetText({ budget: "500-1000" })).toBe("$500 - $1,000");
    expect(budgetText({ budget: null, budgetMin: 1500, budgetMax: 3000, currency: "GBP" })).toBe("£1,500 - £3,000");
    expect(budgetText({ budget: null, budgetMin: 200, budgetMax: null })).toBe("From $200");
    expect(budgetText({ budget: null, budgetMin: null, budgetMax: 900 })).toBe("Up to $900");
    expect(budgetText({ budget: null })).toBeNull();
    expect(budgetText({ budget: "" })).toBeNull();
  });
});

describe("currencySymbol", () => {
  it("gives the sign a budget label shows: £ for a London job, not a fixed $", () => {
    expect(CURRENCIES.map(currencySymbol)).toEqual(["A$", "€", "£", "HK$", "SGD", "$"]);
    expect(currencySymbol("XYZ")).toBe("XYZ");
  });
});

describe("reference rates", () => {
  it("has one rate per currency, USD at 1", () => {
    expect(Object.keys(REFERENCE_USD_RATES).sort()).toEqual([...CURRENCIES].sort());
    expect(REFERENCE_USD_RATES.USD).toBe(1);
  });
});

describe("money details", () => {
  it("knows the six currencies and nothing else", () => {
    expect(isCurrency("HKD")).toBe(true);
    expect(isCurrency("hkd")).toBe(false);
    expect(isCurrency(null)).toBe(false);
    expect(isCurrency(undefined)).toBe(false);
    expect(isCurrency("")).toBe(false);
  });

  it("formats an amount given as text, and none as zero", () => {
    expect(formatMoney("1250.5", "USD")).toBe("$1,250.50");
    expect(formatMoney(null, "USD")).toBe("$0.00");
  });

  it("leaves a budget that is not one of the ranges as written", () => {
    expect(budgetRangeLabel("100-200", "USD")).toBe("100-200");
    expect(budgetRangeLabel("500-1000", "USD")).toBe("$500 - $1,000");
    expect(budgetRangeLabel("2500+", "USD")).toBe("$2,500+");
  });
});

describe("typedAmountText: money as a person types it", () => {
  it("drops thousands separators between proper groups of three, and the spaces around", () => {
    expect(typedAmountText("1,200")).toBe("1200");
    expect(typedAmountText(" 1,200.50 ")).toBe("1200.50");
    expect(typedAmountText("999,999.99")).toBe("999999.99");
    expect(typedAmountText("1,000,000")).toBe("1000000");
    expect(typedAmountText("-1,200")).toBe("-1200");
    expect(typedAmountText("1,200.")).toBe("1200.");
  });

  it("keeps plain amounts as they are, only trimmed", () => {
    expect(typedAmountText("1200")).toBe("1200");
    expect(typedAmountText("\t450.5\n")).toBe("450.5");
    expect(typedAmountText("   ")).toBe("");
  });

  it("leaves anything not grouped in threes with its comma, for the schema to refuse", () => {
    for (const text of ["1,2,,3", "12,00", "1200,50", "1,20", "1,2000", ",200", "1,200,", "1234,567", "1,200.5,0", "1,,200"]) {
      expect(typedAmountText(text), text).toBe(text);
    }
  });
});
