import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { UseFormRegisterReturn } from "react-hook-form";
import { describe, expect, it } from "vitest";
import type { ProposalTaxSeller } from "@skyhire/validators";
import { PlatformFeeProvider } from "./platform-fee";
import { ProposalFields } from "./proposal-fields";

/** A registered field as react-hook-form hands it over; rendering never calls it. */
function registered<Name extends string>(name: Name): UseFormRegisterReturn<Name> {
  return { name, onChange: () => Promise.resolve(), onBlur: () => Promise.resolve(), ref: () => undefined };
}

/** `seller` undefined: the tax details are still loading. */
function formWithQuote(quote: string, feePercent: number, ...taxDetails: [ProposalTaxSeller | null | undefined] | []) {
  const seller = taxDetails.length === 0 ? null : taxDetails[0];
  const fields = createElement(ProposalFields, {
    idPrefix: "new-proposal",
    currency: "GBP",
    fields: { quote: registered("quote"), timeline: registered("timeline"), message: registered("message") },
    errors: {},
    messageLength: 0,
    quote,
    milestoneAmounts: [],
    seller,
    onPickTimeline: () => undefined,
  });
  return renderToString(createElement(PlatformFeeProvider, { percent: feePercent, children: fields }));
}

describe("the proposal form's quote", () => {
  it("shows what the customer pays, Skyhire's fee and what the operator receives as it is typed", () => {
    expect(formWithQuote("400", 10)).toContain("The customer pays £400.00 · Skyhire fee £40.00 · You receive £360.00");
    expect(formWithQuote("400", 12.5)).toContain("Skyhire fee £50.00 · You receive £350.00");
  });

  it("tells an operator whose prices exclude tax that the customer pays the quote with the tax added", () => {
    const excluding = { registeredForTax: true, taxRate: "20.00", pricesIncludeTax: false };
    const html = formWithQuote("1000", 10, excluding);
    expect(html).toContain("The customer pays £1,200.00 (£1,000.00 + £200.00 tax) · Skyhire fee £120.00 · You receive £1,080.00");
    expect(html).toContain("Before tax: the customer pays it with your 20% tax added.");
    // Until the tax details are known, no figures that might be wrong.
    expect(formWithQuote("1000", 10, undefined)).not.toContain("The customer pays £");
  });

  it("shows no figures while the quote is empty or not an amount", () => {
    expect(formWithQuote("", 10)).not.toContain("The customer pays");
    expect(formWithQuote("12.345", 10)).not.toContain("The customer pays");
  });
});
