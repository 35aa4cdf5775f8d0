import { describe, expect, it } from "vitest";
import { TAX_MESSAGES, billingDetailsSchema, operatorTaxDetailsSchema, taxBreakdown } from "./tax";

const registered = (taxRate: string) => ({ registeredForTax: true, taxRate });

describe("an invoice's net, tax and gross", () => {
  it("takes the seller's tax out of what the customer paid, to the cent, net + tax = gross", () => {
    expect(taxBreakdown("120.00", registered("20.00"))).toEqual({ net: "100.00", tax: "20.00", gross: "120.00", rate: "20.00" });
    // 100 / 1.075 = 93.0232…: the net rounds to 93.02, the tax is the rest.
    expect(taxBreakdown("100.00", registered("7.50"))).toEqual({ net: "93.02", tax: "6.98", gross: "100.00", rate: "7.50" });
    // 0.05 / 1.1 = 0.04545…: half a cent and under rounds down, above rounds up.
    expect(taxBreakdown("0.05", registered("10.00"))).toMatchObject({ net: "0.05", tax: "0.00" });
    expect(taxBreakdown("0.11", registered("10.00"))).toMatchObject({ net: "0.10", tax: "0.01" });
  });

  it("charges no tax for a seller not registered for it", () => {
    expect(taxBreakdown("350.00", null)).toEqual({ net: "350.00", tax: "0.00", gross: "350.00", rate: null });
    expect(taxBreakdown("350.00", { registeredForTax: false, taxRate: null })).toMatchObject({ tax: "0.00", rate: null });
  });
});

describe("tax details", () => {
  it("keeps what was given, trimmed, and empty fields as nothing", () => {
    expect(billingDetailsSchema.parse({ legalName: "  Harbour Films Ltd ", address: "", taxId: "GB123456789" })).toEqual({
      legalName: "Harbour Films Ltd",
      address: null,
      taxId: "GB123456789",
    });
  });

  it("asks a registered operator for a rate of 0 to 100 % and keeps it with two decimals", () => {
    expect(operatorTaxDetailsSchema.parse({ registeredForTax: true, taxRate: "7.5", pricesIncludeTax: true })).toMatchObject({ taxRate: "7.50" });
    const missing = operatorTaxDetailsSchema.safeParse({ registeredForTax: true, taxRate: "" });
    expect(missing.error?.issues[0]?.message).toBe(TAX_MESSAGES.rateRequired);
    for (const rate of ["101", "-1", "7.555", "abc"]) {
      expect(operatorTaxDetailsSchema.safeParse({ registeredForTax: true, taxRate: rate }).error?.issues[0]?.message, rate).toBe(TAX_MESSAGES.rate);
    }
    // Not registered: no rate is kept, whatever was typed.
    expect(operatorTaxDetailsSchema.parse({ registeredForTax: false, taxRate: "20" })).toMatchObject({ taxRate: null });
  });

  it("keeps text the database can store: half a surrogate pair reads as U+FFFD, whole pairs stay", () => {
    expect(billingDetailsSchema.parse({ taxId: "GB1\uD800", legalName: "Sky 🚁 Ltd" })).toMatchObject({ taxId: "GB1\uFFFD", legalName: "Sky 🚁 Ltd" });
  });

  it("refuses fields longer than an invoice can print", () => {
    expect(billingDetailsSchema.safeParse({ taxId: "x".repeat(51) }).error?.issues[0]?.message).toBe(TAX_MESSAGES.taxId);
  });
});
