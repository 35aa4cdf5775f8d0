import { describe, expect, it } from "vitest";
import { earningsCaptions } from "./earnings";

describe("earningsCaptions", () => {
  it("says money was released to the operator only when payouts are real", () => {
    expect(earningsCaptions(false).paid).toBe("Released to you");
    expect(earningsCaptions(true).paid).not.toContain("Released to you");
    expect(earningsCaptions(true).paid).toContain("simulated");
  });

  it("says in test mode that nothing was charged or paid", () => {
    const captions = earningsCaptions(true);
    expect(captions.pending).toContain("test mode");
    expect(captions.fees).toContain("simulated");
    expect(earningsCaptions(false).pending).toBe("Held in escrow until the customer confirms");
  });
});
