import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { UseFormRegisterReturn } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { PlatformFeeProvider } from "./platform-fee";
import { ProposalFields } from "./proposal-fields";

/** A registered field as react-hook-form hands it over; rendering never calls it. */
function registered<Name extends string>(name: Name): UseFormRegisterReturn<Name> {
  return { name, onChange: () => Promise.resolve(), onBlur: () => Promise.resolve(), ref: () => undefined };
}

function formWithQuote(quote: string, feePercent: number) {
  const fields = createElement(ProposalFields, {
    idPrefix: "new-proposal",
    currency: "GBP",
    fields: { quote: registered("quote"), timeline: registered("timeline"), message: registered("message") },
    errors: {},
    messageLength: 0,
    quote,
    onPickTimeline: () => undefined,
  });
  return renderToString(createElement(PlatformFeeProvider, { percent: feePercent, children: fields }));
}

describe("the proposal form's quote", () => {
  it("shows what the customer pays, Skyhire's fee and what the operator receives as it is typed", () => {
    expect(formWithQuote("400", 10)).toContain("The customer pays £400.00 · Skyhire fee £40.00 · You receive £360.00");
    expect(formWithQuote("400", 12.5)).toContain("Skyhire fee £50.00 · You receive £350.00");
  });

  it("shows no figures while the quote is empty or not an amount", () => {
    expect(formWithQuote("", 10)).not.toContain("The customer pays");
    expect(formWithQuote("12.345", 10)).not.toContain("The customer pays");
  });
});
