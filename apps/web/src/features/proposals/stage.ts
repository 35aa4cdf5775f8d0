import type { OperatorJobData, OwnProposal } from "./types";

/**
 * Where the operator stands on a job, which decides what the panel offers: a proposal form, their
 * pending proposal with Edit and Withdraw, the hire waiting for payment, Mark as delivered, the
 * payout, or why nothing can be done.
 */
export type PanelStage =
  | { kind: "propose" }
  | { kind: "not-approved" }
  | { kind: "closed" }
  | { kind: "pending"; proposal: OwnProposal }
  | { kind: "accepted"; proposal: OwnProposal }
  | { kind: "hired"; proposal: OwnProposal }
  | { kind: "delivered"; proposal: OwnProposal }
  | { kind: "completed"; proposal: OwnProposal }
  | { kind: "rejected"; proposal: OwnProposal };

export function panelStage(data: Pick<OperatorJobData, "job" | "proposals">, canPropose: boolean): PanelStage {
  // The read model holds an operator's own proposal only (one per job).
  const proposal = data.proposals[0];
  if (!proposal) {
    if (data.job.status !== "open") return { kind: "closed" };
    return canPropose ? { kind: "propose" } : { kind: "not-approved" };
  }
  switch (proposal.status) {
    case "pending":
      // A pending proposal on a job that is no longer open cannot be changed any more.
      return data.job.status === "open" ? { kind: "pending", proposal } : { kind: "closed" };
    case "accepted":
      return { kind: "accepted", proposal };
    case "hired":
      return proposal.deliveredAt ? { kind: "delivered", proposal } : { kind: "hired", proposal };
    case "completed":
      return { kind: "completed", proposal };
    default:
      return { kind: "rejected", proposal };
  }
}

/**
 * The "Invited" badge says why an open job is addressed to this operator. Once the job is under way,
 * done or cancelled, its status and the operator's own proposal say more, so the badge goes.
 */
export function showsInvitedBadge(job: Pick<OperatorJobData["job"], "invitedOperatorId" | "status">, viewerId: string): boolean {
  return job.invitedOperatorId === viewerId && job.status === "open";
}
