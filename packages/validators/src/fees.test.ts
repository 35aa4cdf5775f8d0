import { describe, expect, it } from "vitest";
import { fromCents, proposalFeePreview, splitPayment, toCents } from "./fees";
import { TAX_MESSAGES } from "./tax";

describe("money", () => {
  it("reads and writes numeric(10,2) strings as whole cents", () => {
    expect(toCents("3500.00")).toBe(350000);
    expect(toCents("12.5")).toBe(1250);
    expect(toCents("0.07")).toBe(7);
    expect(fromCents(350000)).toBe("3500.00");
    expect(fromCents(7)).toBe("0.07");
    expect(() => toCents("12.345")).toThrow();
  });

  it("takes a 10% platform fee and pays the operator the rest, to the cent", () => {
    expect(splitPayment(350000, 10)).toEqual({ amountCents: 350000, platformFeeCents: 35000, operatorPayoutCents: 315000 });
    // 10% of $10.05 is 100.5 cents: rounded half up to 101.
    expect(splitPayment(1005, 10)).toEqual({ amountCents: 1005, platformFeeCents: 101, operatorPayoutCents: 904 });
    const { platformFeeCents, operatorPayoutCents } = splitPayment(99_999, 12.5);
    expect(platformFeeCents + operatorPayoutCents).toBe(99_999);
  });
});

describe("money guards", () => {
  it("reads a whole amount, surrounding spaces, a number and a negative amount", () => {
    expect(toCents("12")).toBe(1200);
    expect(toCents(" 12.50 ")).toBe(1250);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(-3.5)).toBe(-350);
    expect(toCents("-0.07")).toBe(-7);
  });

  it("refuses anything that is not a plain decimal amount, naming it", () => {
    for (const text of ["", "abc", "1e3", "0x10", "12.345", "1,000.00", "--5", "12.", ".5", "+5", "5 5"]) {
      expect(() => toCents(text), `"${text}"`).toThrow(`Not an amount: ${text}`);
    }
  });

  it("writes zero and negative cents with the sign only where there is one", () => {
    expect(fromCents(0)).toBe("0.00");
    expect(fromCents(-350)).toBe("-3.50");
    expect(fromCents(-7)).toBe("-0.07");
  });

  it("splits only a whole, non-negative number of cents", () => {
    expect(splitPayment(0, 10)).toEqual({ amountCents: 0, platformFeeCents: 0, operatorPayoutCents: 0 });
    for (const amount of [-1, 10.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => splitPayment(amount, 10), String(amount)).toThrow("amountCents must be a whole, non-negative number");
    }
  });

  it("rounds the fee half up from exact basis points", () => {
    // 10.5 % of $1.00 is 10.5 cents → 11; of 99 cents, 10.395 → 10.
    expect(splitPayment(100, 10.5)).toEqual({ amountCents: 100, platformFeeCents: 11, operatorPayoutCents: 89 });
    expect(splitPayment(99, 10.5)).toEqual({ amountCents: 99, platformFeeCents: 10, operatorPayoutCents: 89 });
    expect(splitPayment(1000, 0)).toEqual({ amountCents: 1000, platformFeeCents: 0, operatorPayoutCents: 1000 });
  });
});

describe("the proposal form's fee preview", () => {
  it("shows what the customer pays, the fee and what the operator receives, split like the payout", () => {
    expect(proposalFeePreview("400", "USD", 10)).toBe("The customer pays $400.00 · Skyhire fee $40.00 · You receive $360.00");
    // Half a cent of fee rounds up, as on the payout: 10% of £10.05.
    expect(proposalFeePreview("10.05", "GBP", 10)).toBe("The customer pays £10.05 · Skyhire fee £1.01 · You receive £9.04");
    expect(proposalFeePreview("1,250.50", "EUR", 12.5)).toBe("The customer pays €1,250.50 · Skyhire fee €156.31 · You receive €1,094.19");
  });

  it("tells an operator whose prices exclude tax what the customer pays, tax added, and the fee on that", () => {
    const excluding = { registeredForTax: true, taxRate: "20.00", pricesIncludeTax: false };
    expect(proposalFeePreview("1000", "GBP", 10, excluding)).toBe(
      "The customer pays £1,200.00 (£1,000.00 + £200.00 tax) · Skyhire fee £120.00 · You receive £1,080.00",
    );
    // Milestones adding up to the quote are each charged their gross, as the server stores them.
    expect(proposalFeePreview("0.10", "GBP", 10, { ...excluding, taxRate: "10.00" }, ["0.05", "0.05"])).toBe(
      "The customer pays £0.12 (£0.10 + £0.02 tax) · Skyhire fee £0.02 · You receive £0.10",
    );
    // Milestones that do not add up yet: the quote alone.
    expect(proposalFeePreview("0.10", "GBP", 10, { ...excluding, taxRate: "10.00" }, ["0.05", "x"])).toBe(
      "The customer pays £0.11 (£0.10 + £0.01 tax) · Skyhire fee £0.01 · You receive £0.10",
    );
    expect(proposalFeePreview("900000", "GBP", 10, excluding)).toBe(TAX_MESSAGES.quoteTooHighWithTax);
  });

  it("says the same as before for prices that include tax and for operators not registered", () => {
    expect(proposalFeePreview("400", "USD", 10, { registeredForTax: true, taxRate: "20.00", pricesIncludeTax: true })).toBe(
      "The customer pays $400.00 · Skyhire fee $40.00 · You receive $360.00",
    );
    expect(proposalFeePreview("400", "USD", 10, { registeredForTax: false, taxRate: null, pricesIncludeTax: false })).toBe(
      "The customer pays $400.00 · Skyhire fee $40.00 · You receive $360.00",
    );
  });

  it("shows nothing while the quote is not a valid amount", () => {
    for (const typed of ["", "abc", "0", "12.345", "1000000"]) {
      expect(proposalFeePreview(typed, "USD", 10), typed).toBeNull();
    }
  });
});
