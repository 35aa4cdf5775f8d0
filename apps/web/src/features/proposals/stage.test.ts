import { describe, expect, it } from "vitest";
import { panelStage, showsInvitedBadge } from "./stage";
import type { OperatorJobData, OwnProposal } from "./types";

type StageInput = Pick<OperatorJobData, "job" | "proposals">;

function input(jobStatus: string, proposal?: Partial<OwnProposal>): StageInput {
  const job = { status: jobStatus } as OperatorJobData["job"];
  const proposals = proposal
    ? [{ id: "p1", status: "pending", deliveredAt: null, rejectionReason: null, ...proposal } as OwnProposal]
    : [];
  return { job, proposals };
}

describe("panelStage", () => {
  it("offers the form on an open job to an approved operator, the notice to others", () => {
    expect(panelStage(input("open"), true).kind).toBe("propose");
    expect(panelStage(input("open"), false).kind).toBe("not-approved");
  });

  it("says the job is closed when it is no longer open and there is no proposal", () => {
    expect(panelStage(input("in_progress"), true).kind).toBe("closed");
    expect(panelStage(input("cancelled"), false).kind).toBe("closed");
  });

  it("lets a pending proposal be changed only while the job is open", () => {
    expect(panelStage(input("open", { status: "pending" }), true).kind).toBe("pending");
    expect(panelStage(input("cancelled", { status: "pending" }), true).kind).toBe("closed");
  });

  it("follows the proposal through hire, delivery and completion", () => {
    expect(panelStage(input("open", { status: "accepted" }), true).kind).toBe("accepted");
    expect(panelStage(input("in_progress", { status: "hired" }), true).kind).toBe("hired");
    expect(panelStage(input("in_progress", { status: "hired", deliveredAt: new Date() }), true).kind).toBe("delivered");
    expect(panelStage(input("completed", { status: "completed" }), true).kind).toBe("completed");
  });

  it("shows a rejected or withdrawn proposal as such, even to an operator no longer approved", () => {
    expect(panelStage(input("open", { status: "rejected", rejectionReason: "withdrawn" }), false).kind).toBe("rejected");
    expect(panelStage(input("in_progress", { status: "rejected" }), true).kind).toBe("rejected");
  });
});

describe("the Invited badge", () => {
  it("marks an open job addressed to the operator, and goes once the job is under way or over", () => {
    expect(showsInvitedBadge({ invitedOperatorId: "op-1", status: "open" }, "op-1")).toBe(true);
    for (const status of ["in_progress", "completed", "cancelled"] as const) {
      expect(showsInvitedBadge({ invitedOperatorId: "op-1", status }, "op-1"), status).toBe(false);
    }
    expect(showsInvitedBadge({ invitedOperatorId: "op-2", status: "open" }, "op-1")).toBe(false);
    expect(showsInvitedBadge({ invitedOperatorId: null, status: "open" }, "op-1")).toBe(false);
  });
});
