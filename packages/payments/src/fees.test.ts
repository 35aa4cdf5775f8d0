import { describe, expect, it } from "vitest";
import { fromCents, splitPayment, toCents } from "./fees";

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
