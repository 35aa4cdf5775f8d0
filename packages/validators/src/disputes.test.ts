import { describe, expect, it } from "vitest";
import {
  DISPUTE_MESSAGES,
  disputeDecisionSchema,
  openDisputeSchema,
  outcomeOfShare,
  proposeSettlementSchema,
  customerShare,
  decisionConfirmation,
  decisionNotice,
  settlementNotice,
  decisionShareProblem,
  shareOfPercent,
  shareText,
} from "./disputes";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("dispute input", () => {
  it("takes a reason from the fixed list and a text within its limits", () => {
    expect(openDisputeSchema.parse({ milestoneId: "m1", reason: "late", text: "  Nothing arrived on time.  " }).text).toBe(
      "Nothing arrived on time.",
    );
    expect(firstMessage(openDisputeSchema.safeParse({ milestoneId: "m1", reason: "bored", text: "Nothing arrived." }))).toBe(
      "Please choose a reason",
    );
    expect(firstMessage(openDisputeSchema.safeParse({ milestoneId: "m1", reason: "late", text: "   " }))).toBe("Description is required");
    expect(firstMessage(openDisputeSchema.safeParse({ milestoneId: "m1", reason: "late", text: "short" }))).toBe(
      "Description must be at least 10 characters",
    );
    expect(firstMessage(openDisputeSchema.safeParse({ milestoneId: "m1", reason: "late", text: "x".repeat(4001) }))).toBe(
      "Description cannot exceed 4000 characters",
    );
  });

  it("takes a settlement share from nothing to the cent, never negative or of three decimals", () => {
    expect(proposeSettlementSchema.parse({ id: "d1", operatorAmount: 0 }).operatorAmount).toBe("0.00");
    expect(proposeSettlementSchema.parse({ id: "d1", operatorAmount: "700.5" }).operatorAmount).toBe("700.50");
    expect(firstMessage(proposeSettlementSchema.safeParse({ id: "d1", operatorAmount: "-1" }))).toBe("Please enter a valid amount");
    expect(firstMessage(proposeSettlementSchema.safeParse({ id: "d1", operatorAmount: "1.005" }))).toBe("Please enter a valid amount");
  });

  it("needs the operator's share for a split decision and a written reason for every decision", () => {
    expect(firstMessage(disputeDecisionSchema.safeParse({ id: "d1", outcome: "split", reason: "Half the work was done." }))).toBe(
      DISPUTE_MESSAGES.splitNeedsAmount,
    );
    expect(firstMessage(disputeDecisionSchema.safeParse({ id: "d1", outcome: "refund", reason: "ok" }))).toBe(
      "Reason must be at least 10 characters",
    );
    expect(disputeDecisionSchema.parse({ id: "d1", outcome: "release", reason: "Delivered as agreed." }).outcome).toBe("release");
  });

  it("flags the missing share on the share's own field, and takes a split with its share to the cent", () => {
    const missing = disputeDecisionSchema.safeParse({ id: "d1", outcome: "split", reason: "Half the work was done." });
    expect(missing.error?.issues[0]?.path).toEqual(["operatorAmount"]);
    expect(
      disputeDecisionSchema.parse({ id: "d1", outcome: "split", operatorAmount: "700.5", reason: "Half the work was done." })
        .operatorAmount,
    ).toBe("700.50");
  });

  it("names the outcome of a share and turns a percentage into cents", () => {
    expect(outcomeOfShare(100_000, 100_000)).toBe("release");
    expect(outcomeOfShare(0, 100_000)).toBe("refund");
    expect(outcomeOfShare(70_000, 100_000)).toBe("split");
    expect(shareOfPercent(100_000, 70)).toBe(70_000);
    expect(shareOfPercent(33_333, 70)).toBe(23_333);
  });
});

describe("what a split gives back to the customer", () => {
  it("is the milestone less the operator's share, to the cent", () => {
    expect(customerShare("1000.00", "700.00")).toBe("300.00");
    expect(customerShare("1000", "700.5")).toBe("299.50");
    expect(customerShare("300.05", "0")).toBe("300.05");
    expect(customerShare("1000.00", "999.99")).toBe("0.01");
  });

  it("is nothing when the operator gets it all, and never less than nothing", () => {
    expect(customerShare("700.50", "700.5")).toBe("0.00");
    expect(customerShare("700.00", "900.00")).toBe("0.00");
  });

  it("reads amounts as PostgreSQL gives them, spaces around them or not", () => {
    expect(customerShare(" 1000.00 ", "700.5 ")).toBe("299.50");
  });

  it("counts cents by the first two decimals only", () => {
    expect(customerShare("1000.009", "0")).toBe("1000.00");
  });

  it("reads, for both sides, as the operator's part and the customer's part in the deal's currency", () => {
    expect(shareText({ amount: "1000.00", operatorAmount: "700.00", currency: "HKD" })).toBe(
      "HK$700.00 to the operator, HK$300.00 back to the customer",
    );
  });
});

describe("an admin's decision, confirmed before the money moves", () => {
  const milestone = { amount: "1000.00", currency: "HKD" };

  it("states what each side gets for a release, a refund and a split", () => {
    expect(decisionConfirmation({ ...milestone, outcome: "release" })).toBe(
      "HK$1,000.00 to the operator, HK$0.00 back to the customer. The money moves at once and cannot be undone.",
    );
    expect(decisionConfirmation({ ...milestone, outcome: "refund", operatorAmount: "400" })).toBe(
      "HK$0.00 to the operator, HK$1,000.00 back to the customer. The money moves at once and cannot be undone.",
    );
    expect(decisionConfirmation({ ...milestone, outcome: "split", operatorAmount: "700.50" })).toBe(
      "HK$700.50 to the operator, HK$299.50 back to the customer. The money moves at once and cannot be undone.",
    );
  });

  it("is asked only for a share the milestone can give: never more than it, and a split gives each side a part", () => {
    const ask = (outcome: "release" | "refund" | "split", operatorAmount: string) =>
      decisionShareProblem({ outcome, amount: "500.00", operatorAmount });
    expect(ask("split", "600")).toBe(DISPUTE_MESSAGES.shareTooLarge);
    expect(ask("split", "500.01")).toBe(DISPUTE_MESSAGES.shareTooLarge);
    expect(ask("split", "500")).toBe(DISPUTE_MESSAGES.splitStrict);
    expect(ask("split", "0")).toBe(DISPUTE_MESSAGES.splitStrict);
    expect(ask("split", "499.99")).toBeNull();
    expect(ask("split", "0.01")).toBeNull();
    expect(ask("release", "500.00")).toBeNull();
    expect(ask("refund", "0")).toBeNull();
    expect(DISPUTE_MESSAGES.shareTooLarge).toBe("The operator's share cannot exceed the milestone amount");
    expect(DISPUTE_MESSAGES.splitStrict).toBe("A split gives each side part of the amount; choose release or refund for all of it");
  });
});

/** The £1,000.00 milestone of "Roof survey" split: the operator's share, the fee on it and their payout. */
function roofSurveySplit(operatorAmount: string, operatorFee: string, operatorPayout: string) {
  return { outcome: "split" as const, jobTitle: "Roof survey", amount: "1000.00", operatorAmount, operatorFee, operatorPayout, currency: "GBP" };
}

describe("an admin's decision, as each party is told it", () => {
  const split = { ...roofSurveySplit("300.00", "30.00", "270.00"), reason: "Half the site was flown." };

  it("names to the operator their share and what is paid to them after the fee on it", () => {
    expect(decisionNotice({ ...split, side: "operator" })).toEqual({
      title: "Dispute decided",
      body: 'An admin decided the dispute about "Roof survey": split. £300.00 of the £1,000.00 milestone is yours, £270.00 to you after the £30.00 Skyhire fee; £700.00 goes back to the customer. Reason: Half the site was flown.',
    });
  });

  it("names to the customer what comes back to them, with no fee in it", () => {
    const { body } = decisionNotice({ ...split, side: "customer" });
    expect(body).toContain("£700.00 of the £1,000.00 milestone comes back to you, to the payment method you paid with; £300.00 goes to the operator.");
    expect(body).not.toContain("fee");
  });
});

describe("an accepted settlement, as each party is told it", () => {
  const settled = { ...roofSurveySplit("500.00", "50.00", "450.00"), acceptedBy: "operator" as const };

  it("tells the one who accepted that they did, and the other who did, each with their own money", () => {
    expect(settlementNotice({ ...settled, side: "operator" })).toEqual({
      title: "Dispute settled",
      body: 'You accepted the settlement of the dispute about "Roof survey". £500.00 of the £1,000.00 milestone is yours, £450.00 to you after the £50.00 Skyhire fee; £500.00 goes back to the customer.',
    });
    expect(settlementNotice({ ...settled, side: "customer" }).body).toBe(
      'The operator accepted the settlement of the dispute about "Roof survey". £500.00 of the £1,000.00 milestone comes back to you, to the payment method you paid with; £500.00 goes to the operator.',
    );
  });
});
