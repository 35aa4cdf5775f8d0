import { MILESTONE_STATE_LABELS, type MilestoneState } from "@skyhire/validators";
import { isDeal } from "./deal";

/** A milestone as the job page's cards around the milestones card need it (milestones.list's item). */
export interface MilestoneFacts {
  position: number;
  title: string;
  state: MilestoneState;
  disputeId: string | null;
  paymentId: string | null;
}

type Named = { position: number; title: string };

/** Where the chosen proposal's milestones stand: one part (the job's own payment) or a deal of several. */
export interface MilestoneProgress {
  total: number;
  /** A plan of two parts or more, each paid on its own (docs/product.md#a-deal-of-several-milestones-on-the-job-page). */
  isDeal: boolean;
  /** Delivered and waiting for the customer's answer (a disputed one waits for the dispute instead). */
  delivered: number;
  /** Funded and not yet delivered (or being charged). */
  inWork: number;
  /** The first milestone still to fund, if any. */
  nextToFund: Named | null;
  /** The milestones whose money a dispute holds until it is settled or an admin decides. */
  disputed: Named[];
  /** The payments a dispute holds, by payment id. */
  disputedPayments: ReadonlySet<string>;
  /** The position and title of each milestone's payment, by payment id. */
  byPayment: ReadonlyMap<string, Named>;
}

/** A dispute holds a milestone's money until the resolution has moved it (released or refunded). */
export function underDispute(m: Pick<MilestoneFacts, "state" | "disputeId">): boolean {
  return m.disputeId !== null && m.state !== "released" && m.state !== "refunded";
}

/** A milestone's badge: a disputed one waits for the dispute, not for a confirmation (issue 34 §5). */
export function milestoneStateLabel(m: Pick<MilestoneFacts, "state" | "disputeId">): string {
  return underDispute(m) ? "Under dispute" : MILESTONE_STATE_LABELS[m.state];
}

export function milestoneProgress(items: readonly MilestoneFacts[]): MilestoneProgress {
  const disputed = items.filter(underDispute);
  const named = (m: MilestoneFacts): Named => ({ position: m.position, title: m.title });
  return {
    total: items.length,
    isDeal: isDeal(items.length),
    delivered: items.filter((m) => m.state === "delivered" && !underDispute(m)).length,
    inWork: items.filter((m) => m.state === "funded" || m.state === "funding").length,
    nextToFund: items.find((m) => m.state === "unfunded") ?? null,
    disputed: disputed.map(named),
    disputedPayments: new Set(disputed.flatMap((m) => (m.paymentId ? [m.paymentId] : []))),
    byPayment: new Map(items.flatMap((m) => (m.paymentId ? [[m.paymentId, named(m)] as const] : []))),
  };
}
