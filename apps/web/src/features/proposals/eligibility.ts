import "server-only";
import { load } from "~/server/safe-call";
import { api } from "~/trpc/server";
import type { ProposalEligibility } from "./types";

/**
 * Whether the signed-in operator may send proposals: the same rule the server applies on create
 * (an approved profile). Shown up front so a pending operator is told before typing a proposal;
 * the server refuses anyway, and its message is shown if it does.
 */
export async function proposalEligibility(): Promise<ProposalEligibility> {
  const result = await load("operator profile", () => api.profiles.operator.get());
  // Unknown: let the form show and the server decide.
  if (!result.ok) return { allowed: true };
  const profile = result.data;
  if (!profile) return { allowed: false, reason: "no-profile", rejectionReason: null };
  if (profile.approvalStatus === "approved") return { allowed: true };
  return {
    allowed: false,
    reason: profile.approvalStatus === "rejected" ? "rejected" : "pending",
    rejectionReason: profile.rejectionReason,
  };
}
