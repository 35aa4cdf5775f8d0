import type { RouterOutputs } from "@skyhire/api";

/** The job page's read model as an operator sees it (proposals.byJob: only their own proposal). */
export type OperatorJobData = RouterOutputs["proposals"]["byJob"];
export type OwnProposal = OperatorJobData["proposals"][number];
export type OwnPayment = NonNullable<OperatorJobData["payment"]>;

/** One row of "My Proposals" (proposals.mine). */
export type MyProposal = RouterOutputs["proposals"]["mine"]["items"][number];

/** Whether the signed-in operator may send proposals, from their own profile. */
export type ProposalEligibility =
  | { allowed: true }
  | { allowed: false; reason: "pending" | "rejected" | "no-profile"; rejectionReason: string | null };
