import { describe, expect, it } from "vitest";
import { escrowSplit, platformFeePercent, totalsByCurrency } from "./money";

describe("escrow money", () => {
  it("takes PLATFORM_FEE_PERCENT (10 by default) of the quote and pays the operator the rest", () => {
    expect(platformFeePercent({})).toBe(10);
    expect(platformFeePercent({ PLATFORM_FEE_PERCENT: "12.5" })).toBe(12.5);
    expect(escrowSplit("3500.00", 10)).toMatchObject({
      amount: "3500.00",
      platformFee: "350.00",
      operatorPayout: "3150.00",
    });
  });

  it("rounds the fee half up to the cent so fee + payout is the quote exactly", () => {
    // 10% of 10.05 is 1.005: the fee is 1.01 and the payout 9.04.
    expect(escrowSplit("10.05", 10)).toMatchObject({ platformFee: "1.01", operatorPayout: "9.04" });
    const split = escrowSplit("999999.99", 12.5);
    expect(split.platformFeeCents + split.operatorPayoutCents).toBe(split.amountCents);
    expect(split.platformFee).toBe("125000.00");
  });

  it("adds amounts per currency in cents, largest first", () => {
    expect(
      totalsByCurrency([
        { currency: "USD", amount: "0.10" },
        { currency: "USD", amount: "0.20" },
        { currency: "HKD", amount: "100.00" },
        { currency: "EUR", amount: null },
      ]),
    ).toEqual([
      { currency: "HKD", amount: "100.00" },
      { currency: "USD", amount: "0.30" },
    ]);
  });
});
