import { DISPUTE_STATUSES, JOB_STATUSES, PAYMENT_STATUSES, PROPOSAL_STATUSES } from "@skyhire/validators";
import { describe, expect, it } from "vitest";
import { DomainError } from "../../errors";
import { canMove, DISPUTE_MOVES, JOB_MOVES, PAYMENT_MOVES, PROPOSAL_MOVES, requireMove } from "./states";

function allowed<T extends string>(statuses: readonly T[], test: (from: T, to: T) => boolean) {
  return statuses.flatMap((from) => statuses.filter((to) => test(from, to)).map((to) => `${from}>${to}`));
}

describe("lifecycle state machines", () => {
  it("moves a job only open → in_progress → completed, and open/in_progress → cancelled", () => {
    expect(allowed(JOB_STATUSES, (a, b) => canMove("job", a, b)).sort()).toEqual(
      ["open>in_progress", "open>cancelled", "in_progress>completed", "in_progress>cancelled"].sort(),
    );
  });

  it("moves a proposal pending → accepted → hired → completed, and to rejected before completion", () => {
    expect(allowed(PROPOSAL_STATUSES, (a, b) => canMove("proposal", a, b)).sort()).toEqual(
      [
        "pending>accepted",
        "accepted>hired",
        "hired>completed",
        "pending>rejected",
        "accepted>rejected",
        "hired>rejected",
      ].sort(),
    );
  });

  it("moves a payment pending → processing → completed → released | refunded, failed → retried", () => {
    expect(allowed(PAYMENT_STATUSES, (a, b) => canMove("payment", a, b)).sort()).toEqual(
      [
        "pending>processing",
        "processing>completed",
        "processing>failed",
        "processing>processing",
        "failed>processing",
        "completed>released",
        "completed>refunded",
      ].sort(),
    );
  });

  it("moves a dispute open → settled | escalated, escalated → settled | decided, and never out of an ending", () => {
    expect(allowed(DISPUTE_STATUSES, (a, b) => canMove("dispute", a, b)).sort()).toEqual(
      ["open>settled", "open>escalated", "escalated>settled", "escalated>decided"].sort(),
    );
    expect(() => requireMove("dispute", "open", "decided", "Escalate first")).toThrow(new DomainError("INVALID_STATE", "Escalate first"));
    expect(() => requireMove("dispute", "settled", "decided", "x")).toThrow(DomainError);
    expect(() => requireMove("dispute", "decided", "settled", "x")).toThrow(DomainError);
    expect(() => requireMove("dispute", "escalated", "decided", "x")).not.toThrow();
  });

  it("refuses every other move with INVALID_STATE and the given message", () => {
    expect(() => requireMove("payment", "released", "refunded", "Already paid out")).toThrow(
      new DomainError("INVALID_STATE", "Already paid out"),
    );
    expect(() => requireMove("job", "completed", "cancelled", "x")).toThrow(DomainError);
    expect(() => requireMove("proposal", "rejected", "accepted", "x")).toThrow(DomainError);
    expect(() => requireMove("job", "open", "in_progress", "x")).not.toThrow();
  });
  it("ends a job completed or cancelled, a proposal completed or rejected, a payment released or refunded, a dispute settled or decided: nothing leaves an ending", () => {
    const endings = (machine: Record<string, readonly string[]>) =>
      Object.entries(machine).flatMap(([from, to]) => (to.length === 0 ? [from] : []));
    expect(endings(JOB_MOVES)).toEqual(["completed", "cancelled"]);
    expect(endings(PROPOSAL_MOVES)).toEqual(["completed", "rejected"]);
    expect(endings(PAYMENT_MOVES)).toEqual(["released", "refunded"]);
    expect(endings(DISPUTE_MOVES)).toEqual(["settled", "decided"]);
  });

  it("knows no move from a status that is not in its machine", () => {
    const unknown = "archived" as (typeof JOB_STATUSES)[number];
    expect(canMove("job", unknown, "open")).toBe(false);
    expect(() => requireMove("job", unknown, "open", "No such status")).toThrow(new DomainError("INVALID_STATE", "No such status"));
  });
});
