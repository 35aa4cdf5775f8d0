import type { DisputeStatus, JobStatus, PaymentStatus, ProposalStatus } from "@skyhire/validators";
import { invalidState } from "../../errors";

/**
 * The state machines of the job lifecycle, in one place. Every service that changes a status
 * asks `requireMove` first and then updates with `WHERE status = <from>`, so a move not listed here
 * never happens, whoever calls.
 */
export const JOB_MOVES: Record<JobStatus, readonly JobStatus[]> = {
  // in_progress → cancelled only through the refund path (cancellation.ts refundJob / applyRefund).
  open: ["in_progress", "cancelled"],
  in_progress: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

export const PROPOSAL_MOVES: Record<ProposalStatus, readonly ProposalStatus[]> = {
  // → rejected: declined, another hired, withdrawn (pending); the job cancelled (pending, accepted, hired with a refund).
  pending: ["accepted", "rejected"],
  accepted: ["hired", "rejected"],
  hired: ["completed", "rejected"],
  completed: [],
  rejected: [],
};

export const PAYMENT_MOVES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ["processing"],
  // The gateway answers: held, declined, or still settling (a webhook finishes it).
  processing: ["completed", "failed", "processing"],
  // A declined card can be retried.
  failed: ["processing"],
  completed: ["released", "refunded"],
  released: [],
  refunded: [],
};

/**
 * A dispute of a milestone (./disputes.ts): the parties settle it, or it is escalated (a party asked,
 * or 7 days passed: an open dispute past that reads as escalated) and then settled or decided by an
 * admin. An admin decides only an escalated dispute.
 */
export const DISPUTE_MOVES: Record<DisputeStatus, readonly DisputeStatus[]> = {
  open: ["settled", "escalated"],
  escalated: ["settled", "decided"],
  settled: [],
  decided: [],
};

type Machines = { job: JobStatus; proposal: ProposalStatus; payment: PaymentStatus; dispute: DisputeStatus };
const MOVES: { [K in keyof Machines]: Record<Machines[K], readonly Machines[K][]> } = {
  job: JOB_MOVES,
  proposal: PROPOSAL_MOVES,
  payment: PAYMENT_MOVES,
  dispute: DISPUTE_MOVES,
};

export function canMove<K extends keyof Machines>(machine: K, from: Machines[K], to: Machines[K]): boolean {
  return (MOVES[machine] as Record<string, readonly string[]>)[from]?.includes(to) ?? false;
}

/** Throws INVALID_STATE (409) with the message when the move is not allowed. */
export function requireMove<K extends keyof Machines>(
  machine: K,
  from: Machines[K],
  to: Machines[K],
  message: string,
): void {
  if (!canMove(machine, from, to)) throw invalidState(message);
}
