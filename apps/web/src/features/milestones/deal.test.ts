import { describe, expect, it } from "vitest";
import { isDeal, unfundedTotalFrom } from "./deal";

describe("a deal of milestones", () => {
  it("is a plan of two parts or more", () => {
    expect(isDeal(1)).toBe(false);
    expect(isDeal(2)).toBe(true);
  });

  it("funding a milestone and later ones charges the unfunded ones from it on, to the cent", () => {
    const items = [
      { position: 1, amount: "333.33", state: "released" },
      { position: 2, amount: "333.33", state: "unfunded" },
      { position: 3, amount: "333.34", state: "unfunded" },
      { position: 4, amount: "0.10", state: "funded" },
    ];
    expect(unfundedTotalFrom(items, 2)).toBe("666.67");
    expect(unfundedTotalFrom(items, 3)).toBe("333.34");
    expect(unfundedTotalFrom(items, 4)).toBe("0.00");
  });
});
