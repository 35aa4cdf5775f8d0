import { describe, expect, it } from "vitest";
import type { JobPageData } from "~/features/customer-jobs/types";
import { milestoneProgress, milestoneStateLabel, type MilestoneFacts } from "~/features/milestones/progress";
import { HELD_BY_DISPUTE, customerNextSteps, operatorProgressNote, paymentStatusLine } from "./guidance";

type View = Parameters<typeof customerNextSteps>[0];

function view(status: string, options: { proposal?: Partial<JobPageData["proposals"][number]>; payment?: string } = {}): View {
  const proposals = options.proposal
    ? [{ status: "hired", deliveredAt: null, operator: { companyName: "Skyline Aerial" }, ...options.proposal }]
    : [];
  return {
    job: { status },
    proposals,
    payment: options.payment ? { status: options.payment } : null,
    deal: null,
    actions: { canReview: false },
  } as unknown as View;
}

function milestone(position: number, state: MilestoneFacts["state"], disputeId: string | null = null): MilestoneFacts {
  return { position, title: ["Survey flight", "Written report", "Final report"][position - 1]!, state, disputeId, paymentId: `pay-${position}` };
}

const single = (state: MilestoneFacts["state"], disputeId: string | null = null) => milestoneProgress([milestone(1, state, disputeId)]);

/** Every text that tells a side to confirm, or that the money waits for a confirmation. */
const AWAITS_CONFIRMATION = /Confirm it|until you confirm|confirms|Every milestone is delivered/;

describe("the customer's Next steps follow the deal's state", () => {
  it("before a proposal is chosen: compare the proposals, or wait for some", () => {
    expect(customerNextSteps(view("open"), null)).toBe("No proposals yet. Operators usually respond within 24 to 48 hours.");
    expect(customerNextSteps(view("open", { proposal: { status: "pending" } }), null)).toBe(
      "Compare the proposals below, then accept the one that suits you best.",
    );
  });

  it("once accepted: pay for one part, fund the first milestone of several", () => {
    const accepted = view("open", { proposal: { status: "accepted" }, payment: "pending" });
    expect(customerNextSteps(accepted, single("unfunded"))).toContain("Pay to hire them");
    expect(customerNextSteps(accepted, milestoneProgress([milestone(1, "unfunded"), milestone(2, "unfunded")]))).toContain(
      "proposal of 2 milestones. Fund the first one to hire them",
    );
  });

  it("a job of one payment is confirmed or disputed on the milestones card, not by a second button", () => {
    expect(customerNextSteps(view("in_progress", { payment: "completed", proposal: {} }), single("funded"))).toBe(
      "Skyline Aerial is working on the job. Once they mark it as delivered, confirm it in the Milestones card to release the payment.",
    );
    expect(
      customerNextSteps(view("in_progress", { payment: "completed", proposal: { deliveredAt: new Date() } }), single("delivered")),
    ).toBe("Skyline Aerial has marked the job as delivered. Confirm it in the Milestones card to release the payment, or dispute it there.");
  });

  it("under a dispute, the money is held for the dispute and an admin decides; nothing asks for a confirmation", () => {
    const disputed = customerNextSteps(
      view("in_progress", { payment: "completed", proposal: { deliveredAt: new Date() } }),
      single("delivered", "d1"),
    );
    expect(disputed).toBe(
      "The job is under dispute: its payment stays held in escrow until you and Skyline Aerial settle it in the Disputes card, or an admin decides where the money goes.",
    );
    expect(disputed).not.toMatch(AWAITS_CONFIRMATION);
    // A funded milestone disputed before any delivery reads the same.
    expect(customerNextSteps(view("in_progress", { payment: "completed", proposal: {} }), single("funded", "d1"))).toBe(disputed);
  });

  it("in a deal, names the disputed milestone, and still asks to confirm another one delivered", () => {
    const deal = milestoneProgress([milestone(1, "delivered", "d1"), milestone(2, "funded")]);
    expect(customerNextSteps(view("in_progress", { proposal: {} }), deal)).toBe(
      "Milestone 1, Survey flight, is under dispute: its payment stays held in escrow until you and Skyline Aerial settle it in the Disputes card, or an admin decides where the money goes.",
    );
    const both = milestoneProgress([milestone(1, "delivered", "d1"), milestone(2, "delivered"), milestone(3, "delivered", "d3")]);
    expect(customerNextSteps(view("in_progress", { proposal: {} }), both)).toBe(
      "Milestones 1 and 3 are under dispute: their payments stay held in escrow until you and Skyline Aerial settle it in the Disputes card, or an admin decides where the money goes. Another milestone is delivered: confirm it in the Milestones card to release its payment.",
    );
  });

  it("a dispute whose money has moved no longer holds anything", () => {
    const deal = milestoneProgress([milestone(1, "refunded", "d1"), milestone(2, "delivered")]);
    expect(deal.disputed).toEqual([]);
    expect(customerNextSteps(view("in_progress", { proposal: {} }), deal)).toContain("has delivered a milestone. Confirm it");
  });

  it("at the end: paid, or cancelled and refunded", () => {
    expect(customerNextSteps(view("completed", { proposal: { status: "completed" } }), single("released"))).toBe(
      "The job is complete and Skyline Aerial has been paid.",
    );
    expect(customerNextSteps(view("cancelled", { payment: "refunded" }), null)).toBe("This job was cancelled and your payment refunded.");
  });
});

describe("the customer's payment card", () => {
  it("says money under dispute is held for the dispute, not until a confirmation", () => {
    expect(paymentStatusLine({ status: "completed", ofMilestone: false, canPayHere: false, disputed: true })).toBe(HELD_BY_DISPUTE);
    expect(paymentStatusLine({ status: "completed", ofMilestone: true, canPayHere: false, disputed: true })).toBe(HELD_BY_DISPUTE);
    expect(HELD_BY_DISPUTE).not.toMatch(AWAITS_CONFIRMATION);
  });

  it("otherwise says what releases the money held", () => {
    expect(paymentStatusLine({ status: "completed", ofMilestone: true, canPayHere: false, disputed: false })).toBe(
      "Held in escrow until you confirm this milestone.",
    );
    expect(paymentStatusLine({ status: "completed", ofMilestone: false, canPayHere: false, disputed: false })).toBe(
      "Payment held in escrow until job completion.",
    );
    expect(paymentStatusLine({ status: "pending", ofMilestone: true, canPayHere: false, disputed: false })).toBe(
      "Not funded yet: fund it in the Milestones card when you want the operator to start it.",
    );
  });
});

describe("the operator's panel", () => {
  const deal = (a: MilestoneFacts["state"], b: MilestoneFacts["state"], disputeId: string | null = null) =>
    milestoneProgress([milestone(1, a, disputeId), milestone(2, b)]);

  it("points a hired operator at the milestones card to deliver, for one part as for several", () => {
    expect(operatorProgressNote("hired", single("funded"), "")).toBe(
      "You are hired. The customer's payment is held in escrow; mark the job as delivered in the Milestones card, with a note, when the work is done.",
    );
    expect(operatorProgressNote("hired", deal("funded", "unfunded"), "")).toContain("Deliver each funded milestone with a note in the Milestones card");
  });

  it("between milestones, says the next one waits for the customer's funding instead of asking to deliver", () => {
    const note = operatorProgressNote("hired", deal("released", "unfunded"), "");
    expect(note).toBe(
      "Milestone 2, Written report, is not funded yet: start it once the customer funds it in the Milestones card; its money is then held in escrow for you.",
    );
    expect(note).not.toContain("Deliver each funded milestone");
    // A later milestone funded, or one delivered and waiting, keeps the hired note.
    expect(operatorProgressNote("hired", deal("released", "funded"), "")).toContain("Deliver each funded milestone");
  });

  it("waits for the customer's confirmation once delivered", () => {
    expect(operatorProgressNote("delivered", single("delivered"), "Mar 5, 2026")).toBe(
      "You marked this job as delivered on Mar 5, 2026. Your payout is released when the customer confirms completion.",
    );
    expect(operatorProgressNote("delivered", deal("delivered", "delivered"), "")).toBe(
      "Every milestone is delivered. Each payout is released when the customer confirms that milestone.",
    );
  });

  it("under a dispute, says the payout is held for it and an admin decides", () => {
    const one = operatorProgressNote("delivered", single("delivered", "d1"), "Mar 5, 2026");
    expect(one).toBe(
      "The job is under dispute: your payout stays held in escrow until you and the customer settle it in the Disputes card, or an admin decides where the money goes.",
    );
    expect(one).not.toMatch(AWAITS_CONFIRMATION);
    const several = operatorProgressNote("delivered", deal("delivered", "delivered", "d1"), "");
    expect(several).toBe(
      "Milestone 1, Survey flight, is under dispute: its payout stays held in escrow until you and the customer settle it in the Disputes card, or an admin decides where the money goes.",
    );
    expect(operatorProgressNote("hired", deal("funded", "funded", "d1"), "")).toBe(several);
  });

  it("before payment, says the job starts when the customer pays or funds", () => {
    expect(operatorProgressNote("accepted", single("unfunded"), "")).toBe(
      "The customer accepted your proposal. The job starts as soon as they pay into escrow.",
    );
    expect(operatorProgressNote("accepted", deal("unfunded", "unfunded"), "")).toContain("proposal of 2 milestones");
  });
});

describe("the milestone's badge", () => {
  it("reads Under dispute while a dispute holds its money, not Delivered — awaiting confirmation", () => {
    expect(milestoneStateLabel(milestone(1, "delivered", "d1"))).toBe("Under dispute");
    expect(milestoneStateLabel(milestone(1, "funded", "d1"))).toBe("Under dispute");
    expect(milestoneStateLabel(milestone(1, "delivered"))).toBe("Delivered — awaiting confirmation");
    expect(milestoneStateLabel(milestone(1, "refunded", "d1"))).toBe("Refunded");
  });
});
