import { describe, expect, it } from "vitest";
import {
  LISTING_TAX_ADDED_TEXT,
  TAX_LINE_LABELS,
  listingPriceText,
  taxAddedOnTop,
  TAX_LIMITS,
  TAX_MESSAGES,
  PRICES_INCLUDE_TAX_HINT,
  billingDetailsSchema,
  chargedProposal,
  grossFromNet,
  invoiceSellerTax,
  proposalQuoteHint,
  proposalQuoteText,
  proposalTaxNote,
  quoteTooHighWithTax,
  typedAmount,
  typedQuote,
  proposalSeller,
  operatorTaxDetailsSchema,
  taxBreakdown,
  taxLineLabel,
  taxPartyLines,
} from "./tax";

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

  it("charges no tax for a seller not registered for it, or registered without a rate", () => {
    expect(taxBreakdown("350.00", null)).toEqual({ net: "350.00", tax: "0.00", gross: "350.00", rate: null });
    expect(taxBreakdown("350.00", { registeredForTax: false, taxRate: null })).toMatchObject({ tax: "0.00", rate: null });
    expect(taxBreakdown("350.00", { registeredForTax: false, taxRate: "20.00" })).toEqual({ net: "350.00", tax: "0.00", gross: "350.00", rate: null });
    expect(taxBreakdown("350.00", { registeredForTax: true, taxRate: null })).toEqual({ net: "350.00", tax: "0.00", gross: "350.00", rate: null });
  });

  it("works at the ends of the scale: a 0 % rate and a 100 % rate", () => {
    expect(taxBreakdown("80.00", registered("0.00"))).toEqual({ net: "80.00", tax: "0.00", gross: "80.00", rate: "0.00" });
    expect(taxBreakdown("200.00", registered("100.00"))).toEqual({ net: "100.00", tax: "100.00", gross: "200.00", rate: "100.00" });
  });

  it("names the tax line by its rate, or says the operator is not registered", () => {
    expect(taxLineLabel("20.00")).toBe("Tax (20%)");
    expect(taxLineLabel("7.50")).toBe("Tax (7.5%)");
    expect(taxLineLabel(null)).toBe("Tax (operator not registered)");
    expect(TAX_LINE_LABELS).toEqual({ net: "Net", gross: "Gross" });
  });
});

describe("a party's lines on an invoice", () => {
  const none = { legalName: null, address: null, taxId: null };

  it("prints the legal name only when it differs from the name shown, each address line, and the tax id", () => {
    expect(taxPartyLines("Harbour Films", { legalName: "Harbour Films Ltd", address: "1 Quay St\r\n\nLondon", taxId: "GB1" })).toEqual([
      "Harbour Films Ltd",
      "1 Quay St",
      "London",
      "Tax id: GB1",
    ]);
    expect(taxPartyLines("Harbour Films Ltd", { ...none, legalName: "Harbour Films Ltd" })).toEqual([]);
  });

  it("prints nothing for what was not given, and skips blank address lines", () => {
    expect(taxPartyLines("Anyone", none)).toEqual([]);
    expect(taxPartyLines("Anyone", { ...none, address: "  \n12 Dock Road\n   " })).toEqual(["12 Dock Road"]);
    expect(taxPartyLines("Anyone", { ...none, taxId: "ABN 51 824 753 556" })).toEqual(["Tax id: ABN 51 824 753 556"]);
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
    // A low half alone, and a high half before a letter, are halves too; every one is replaced.
    expect(billingDetailsSchema.parse({ address: "\uDC00A\uD800B\uDC01" })).toMatchObject({ address: "\uFFFDA\uFFFDB\uFFFD" });
  });

  it("refuses fields longer than an invoice can print, and takes them up to the limit", () => {
    expect(TAX_LIMITS).toEqual({ legalNameMax: 200, addressMax: 500, taxIdMax: 50, rateMax: 100 });
    expect(billingDetailsSchema.safeParse({ taxId: "x".repeat(51) }).error?.issues[0]?.message).toBe(TAX_MESSAGES.taxId);
    expect(billingDetailsSchema.safeParse({ legalName: "x".repeat(201) }).error?.issues[0]?.message).toBe(TAX_MESSAGES.legalName);
    expect(billingDetailsSchema.safeParse({ address: "x".repeat(501) }).error?.issues[0]?.message).toBe(TAX_MESSAGES.address);
    expect(billingDetailsSchema.parse({ legalName: "x".repeat(200), address: "x".repeat(500), taxId: "x".repeat(50) })).toEqual({
      legalName: "x".repeat(200),
      address: "x".repeat(500),
      taxId: "x".repeat(50),
    });
    expect(TAX_MESSAGES).toMatchObject({
      legalName: "Legal name cannot exceed 200 characters",
      address: "Address cannot exceed 500 characters",
      taxId: "Tax id cannot exceed 50 characters",
      rate: "Tax rate must be a percentage from 0 to 100, at most two decimals",
    });
  });

  it("starts empty: nothing given, not registered, prices including tax", () => {
    expect(billingDetailsSchema.parse({})).toEqual({ legalName: null, address: null, taxId: null });
    expect(operatorTaxDetailsSchema.parse({})).toEqual({
      legalName: null,
      address: null,
      taxId: null,
      registeredForTax: false,
      taxRate: null,
      pricesIncludeTax: true,
    });
    expect(operatorTaxDetailsSchema.parse({ pricesIncludeTax: false })).toMatchObject({ pricesIncludeTax: false });
  });

  it("takes a rate as a number or trimmed text, from 0 to 100, with at most three digits before the point", () => {
    expect(operatorTaxDetailsSchema.parse({ registeredForTax: true, taxRate: 20 })).toMatchObject({ taxRate: "20.00" });
    expect(operatorTaxDetailsSchema.parse({ registeredForTax: true, taxRate: " 15 " })).toMatchObject({ taxRate: "15.00" });
    expect(operatorTaxDetailsSchema.parse({ registeredForTax: true, taxRate: "0" })).toMatchObject({ taxRate: "0.00" });
    expect(operatorTaxDetailsSchema.parse({ registeredForTax: true, taxRate: "100" })).toMatchObject({ taxRate: "100.00" });
    for (const rate of ["100.01", "1000", "7.", ".5", "1e1"]) {
      expect(operatorTaxDetailsSchema.safeParse({ registeredForTax: true, taxRate: rate }).error?.issues, rate).toEqual([
        expect.objectContaining({ path: ["taxRate"], message: TAX_MESSAGES.rate }),
      ]);
    }
    expect(operatorTaxDetailsSchema.safeParse({ registeredForTax: true, taxRate: null }).error?.issues).toEqual([
      expect.objectContaining({ path: ["taxRate"], message: TAX_MESSAGES.rateRequired }),
    ]);
    expect(operatorTaxDetailsSchema.safeParse({ registeredForTax: true }).error?.issues[0]?.message).toBe(TAX_MESSAGES.rateRequired);
  });
});

describe("prices that exclude tax: the customer pays the net plus the tax", () => {
  const excluding = (taxRate: string) => ({ registeredForTax: true, taxRate, pricesIncludeTax: false });
  const including = (taxRate: string) => ({ registeredForTax: true, taxRate, pricesIncludeTax: true });

  it("adds the tax to a net amount, rounded half up to the cent once", () => {
    expect(grossFromNet("1000.00", "20.00")).toBe("1200.00");
    expect(grossFromNet("400.00", "20.00")).toBe("480.00");
    // 93.02 × 1.075 = 99.9965 → 100.00; 10.01 × 1.075 = 10.76075 → 10.76.
    expect(grossFromNet("93.02", "7.50")).toBe("100.00");
    expect(grossFromNet("10.01", "7.50")).toBe("10.76");
    // 0.05 × 1.1 = 0.055: exactly half a cent rounds up; 0.01 × 1.2 = 0.012 rounds down.
    expect(grossFromNet("0.05", "10.00")).toBe("0.06");
    expect(grossFromNet("0.01", "20.00")).toBe("0.01");
    expect(grossFromNet("250.00", "0.00")).toBe("250.00");
    expect(grossFromNet("999999.99", "100.00")).toBe("1999999.98");
  });

  it("gives the typed net back through the invoice's split, for every cent and rate tried", () => {
    for (const rate of ["0.00", "5.00", "7.50", "10.00", "12.34", "20.00", "33.33", "100.00"]) {
      for (let cents = 1; cents <= 3_000; cents += 7) {
        const net = (cents / 100).toFixed(2);
        const gross = grossFromNet(net, rate);
        expect(taxBreakdown(gross, registered(rate)), `${net} at ${rate}%`).toMatchObject({ net, gross });
        expect(typedAmount(gross, { rate, pricesIncludeTax: false, net, tax: "0.00" })).toBe(net);
      }
    }
  });

  it("charges each milestone's gross and the quote as their sum when prices exclude tax", () => {
    expect(chargedProposal(["400.00", "500.00"], excluding("20.00"))).toEqual({
      amounts: ["480.00", "600.00"],
      quote: "1080.00",
      tax: { rate: "20.00", pricesIncludeTax: false, net: "900.00", tax: "180.00" },
    });
    // Rounded per milestone: 0.05 + 0.05 at 10% is 0.06 + 0.06, a cent more than 0.10 × 1.1.
    expect(chargedProposal(["0.05", "0.05"], excluding("10.00"))).toMatchObject({ amounts: ["0.06", "0.06"], quote: "0.12" });
  });

  it("charges the amounts as typed when prices include tax, or the operator is not registered", () => {
    expect(chargedProposal(["400.00", "500.00"], including("20.00"))).toEqual({
      amounts: ["400.00", "500.00"],
      quote: "900.00",
      tax: { rate: "20.00", pricesIncludeTax: true, net: "750.00", tax: "150.00" },
    });
    expect(chargedProposal(["400.00"], { registeredForTax: false, taxRate: null, pricesIncludeTax: false })).toEqual({
      amounts: ["400.00"],
      quote: "400.00",
      tax: null,
    });
    expect(chargedProposal(["400.00"], null)).toMatchObject({ quote: "400.00", tax: null });
    expect(typedAmount("480.00", { rate: "20.00", pricesIncludeTax: true, net: "400.00", tax: "80.00" })).toBe("480.00");
    expect(typedAmount("480.00", null)).toBe("480.00");
  });

  it("gives back the quote as typed and the details a new split of it is charged with", () => {
    const added = { rate: "20.00", pricesIncludeTax: false, net: "900.00", tax: "180.00" };
    expect(typedQuote({ quote: "1080.00", tax: added })).toBe("900.00");
    expect(typedQuote({ quote: "1080.00", tax: { ...added, pricesIncludeTax: true } })).toBe("1080.00");
    expect(typedQuote({ quote: "1080.00", tax: null })).toBe("1080.00");
    expect(proposalSeller(added)).toEqual(excluding("20.00"));
    expect(proposalSeller(null)).toBeNull();
  });

  it("holds the quote maximum to what the customer pays", () => {
    expect(quoteTooHighWithTax("999999.99")).toBe(false);
    expect(quoteTooHighWithTax("1000000.00")).toBe(true);
    expect(TAX_MESSAGES.quoteTooHighWithTax).toBe("Quote cannot exceed 999,999.99 once tax is added");
  });

  it("states the rate added on an invoice of such a proposal, whatever the profile says now", () => {
    const now = { legalName: "Chen Aerial", registeredForTax: false, taxRate: null, pricesIncludeTax: true };
    const added = { rate: "20.00", pricesIncludeTax: false, net: "400.00", tax: "80.00" };
    expect(invoiceSellerTax(now, added)).toEqual({ legalName: "Chen Aerial", registeredForTax: true, taxRate: "20.00", pricesIncludeTax: false });
    expect(invoiceSellerTax(now, { ...added, pricesIncludeTax: true })).toBe(now);
    expect(invoiceSellerTax(now, null)).toBe(now);
  });

  it("shows the tax in a proposal's quote when its operator is registered", () => {
    expect(proposalQuoteText("1200.00", "GBP", { rate: "20.00", pricesIncludeTax: false, net: "1000.00", tax: "200.00" })).toBe(
      "£1,200.00 incl. £200.00 tax (20%)",
    );
    expect(proposalQuoteText("100.00", "AUD", { rate: "7.50", pricesIncludeTax: true, net: "93.02", tax: "6.98" })).toBe(
      "A$100.00 incl. A$6.98 tax (7.5%)",
    );
    expect(proposalQuoteText("100.00", "USD", null)).toBe("$100.00");
    expect(proposalTaxNote({ rate: "20.00", pricesIncludeTax: false, net: "1000.00", tax: "200.00" }, "GBP")).toBe("incl. £200.00 tax (20%)");
    expect(proposalTaxNote(null, "GBP")).toBeNull();
  });

  it("tells the operator on the form whether the quote they type is before tax", () => {
    expect(proposalQuoteHint(excluding("20.00"))).toBe("Before tax: the customer pays it with your 20% tax added.");
    expect(proposalQuoteHint(including("20.00"))).toBe("The amount the customer pays for the whole job.");
    expect(proposalQuoteHint({ registeredForTax: false, taxRate: null, pricesIncludeTax: false })).toBe("The amount the customer pays for the whole job.");
    expect(proposalQuoteHint(null)).toBe("The amount the customer pays for the whole job.");
    expect(PRICES_INCLUDE_TAX_HINT).toContain("Unticked: tax is added on top of the amounts you quote.");
  });
});

describe("listing prices of an operator whose prices exclude tax (docs/product.md#invoices)", () => {
  it("say the tax comes on top, with its rate", () => {
    expect(LISTING_TAX_ADDED_TEXT("20.00")).toBe("+ tax (20%)");
    expect(LISTING_TAX_ADDED_TEXT("7.50")).toBe("+ tax (7.5%)");
    expect(listingPriceText({ price: "500", currency: "GBP", priceTaxAdded: "20.00" })).toBe("£500.00 + tax (20%)");
    expect(listingPriceText({ price: "500", currency: "GBP", priceTaxAdded: null })).toBe("£500.00");
  });

  it("add tax only for an operator registered for tax whose prices exclude it", () => {
    expect(taxAddedOnTop({ registeredForTax: true, taxRate: "20.00", pricesIncludeTax: false })).toBe("20.00");
    expect(taxAddedOnTop({ registeredForTax: true, taxRate: "20.00", pricesIncludeTax: true })).toBeNull();
    expect(taxAddedOnTop({ registeredForTax: false, taxRate: null, pricesIncludeTax: false })).toBeNull();
    expect(taxAddedOnTop({ registeredForTax: true, taxRate: null, pricesIncludeTax: false })).toBeNull();
    expect(taxAddedOnTop(null)).toBeNull();
  });
});
