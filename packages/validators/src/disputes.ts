import { z } from "zod";
import { attachmentIdsSchema, moneyAmountSchema } from "./lifecycle";
import { formatMoney } from "./money";

/**
 * Disputes of a funded milestone (issue 15 §3): either party opens one with a reason from a fixed
 * list and a text; while it is open the milestone's money is frozen. The parties talk in its thread
 * and may settle on a split (the other party accepts); unresolved after `escalateAfterDays` it is
 * in the admin queue, where an admin decides release, refund or split with a written reason.
 */

/** open → settled (parties agreed) | escalated (7 days, or a party asked) → settled | decided (admin). */
export const DISPUTE_STATUSES = ["open", "escalated", "settled", "decided"] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const DISPUTE_STATUS_LABELS: Readonly<Record<DisputeStatus, string>> = {
  open: "Open",
  escalated: "With an admin",
  settled: "Settled",
  decided: "Decided by an admin",
};

export const DISPUTE_REASONS = ["not_delivered", "not_as_described", "poor_quality", "late", "other"] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_REASON_LABELS: Readonly<Record<DisputeReason, string>> = {
  not_delivered: "The work was not delivered",
  not_as_described: "The work is not what was agreed",
  poor_quality: "The quality is not acceptable",
  late: "The work is late",
  other: "Something else",
};

/** How a dispute's money ends: all to the operator, all back to the customer, or split. */
export const DISPUTE_OUTCOMES = ["release", "refund", "split"] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const DISPUTE_OUTCOME_LABELS: Readonly<Record<DisputeOutcome, string>> = {
  release: "Released to the operator",
  refund: "Refunded to the customer",
  split: "Split",
};

export const SETTLEMENT_STATUSES = ["proposed", "accepted", "superseded"] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

export const DISPUTE_LIMITS = {
  textMin: 10,
  textMax: 4000,
  messageMax: 4000,
  decisionReasonMin: 10,
  decisionReasonMax: 2000,
  /** An open dispute nobody settled goes to the admin queue after this many days. */
  escalateAfterDays: 7,
} as const;

/** Exact texts the disputes answer with. */
export const DISPUTE_MESSAGES = {
  notFound: "Dispute not found",
  settlementNotFound: "Settlement proposal not found",
  notAParty: "Only the customer and the operator of this milestone can take part in its dispute",
  notFunded: "Only a funded milestone that has not been released or refunded can be disputed",
  alreadyDisputed: "This milestone already has a dispute",
  frozen: "This milestone is under dispute: its money stays frozen until the dispute is resolved",
  resolved: "This dispute has already been resolved",
  notEscalated: "An admin decides a dispute only once it has been escalated",
  alreadyEscalated: "This dispute is already with an admin",
  ownSettlement: "The other party must accept your settlement proposal",
  settlementClosed: "This settlement proposal is no longer open",
  shareTooLarge: "The operator's share cannot exceed the milestone amount",
  splitNeedsAmount: "A split needs the operator's share",
  splitStrict: "A split gives each side part of the amount; choose release or refund for all of it",
} as const;

const idSchema = (label: string) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`);

function text(label: string, min: number, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} cannot exceed ${max} characters`);
}

/**
 * POST /api/disputes: a party disputes a funded milestone, with evidence files uploaded beforehand
 * into the milestone's dispute (ATTACHMENT_PATHS.uploads with the metadata `milestoneId`).
 */
export const openDisputeSchema = z.object({
  milestoneId: idSchema("Milestone id"),
  reason: z.enum(DISPUTE_REASONS, { error: "Please choose a reason" }),
  text: text("Description", DISPUTE_LIMITS.textMin, DISPUTE_LIMITS.textMax),
  attachmentIds: attachmentIdsSchema,
});
export type OpenDisputeInput = z.input<typeof openDisputeSchema>;
export type OpenDisputeValues = z.output<typeof openDisputeSchema>;

/** GET /api/disputes: the caller's disputes (an admin's: all), optionally one status. */
export const listDisputesSchema = z.object({
  status: z.enum(DISPUTE_STATUSES, { error: "Unknown dispute status" }).optional(),
});
export type ListDisputesInput = z.input<typeof listDisputesSchema>;

export const disputeIdInputSchema = z.object({ id: idSchema("Dispute id") });
export type DisputeIdInput = z.input<typeof disputeIdInputSchema>;

export const settlementIdInputSchema = z.object({ id: idSchema("Settlement id") });

/** POST /api/disputes/{id}/messages, with evidence files uploaded beforehand into the milestone's dispute. */
export const disputeMessageSchema = z.object({
  id: idSchema("Dispute id"),
  body: text("Message", 1, DISPUTE_LIMITS.messageMax),
  attachmentIds: attachmentIdsSchema,
});
export type DisputeMessageInput = z.input<typeof disputeMessageSchema>;

/** The operator's share of the milestone (0 to all of it); the rest goes back to the customer. */
const operatorShareSchema = moneyAmountSchema("Operator's share", { allowZero: true });

/** POST /api/disputes/{id}/settlements: a split the other party may accept. */
export const proposeSettlementSchema = z.object({
  id: idSchema("Dispute id"),
  operatorAmount: operatorShareSchema,
});
export type ProposeSettlementInput = z.input<typeof proposeSettlementSchema>;

/** POST /api/admin/disputes/{id}/decision: release, refund, or split (with the operator's share). */
export const disputeDecisionSchema = z
  .object({
    id: idSchema("Dispute id"),
    outcome: z.enum(DISPUTE_OUTCOMES, { error: "Please choose release, refund or split" }),
    operatorAmount: operatorShareSchema.optional(),
    reason: text("Reason", DISPUTE_LIMITS.decisionReasonMin, DISPUTE_LIMITS.decisionReasonMax),
  })
  .superRefine((value, ctx) => {
    if (value.outcome === "split" && value.operatorAmount === undefined) {
      ctx.addIssue({ code: "custom", path: ["operatorAmount"], message: DISPUTE_MESSAGES.splitNeedsAmount });
    }
  });
export type DisputeDecisionInput = z.input<typeof disputeDecisionSchema>;
export type DisputeDecisionValues = z.output<typeof disputeDecisionSchema>;

/**
 * The outcome of giving the operator `operatorCents` of `amountCents`: all of it is a release,
 * none a refund, anything between a split.
 */
export function outcomeOfShare(operatorCents: number, amountCents: number): DisputeOutcome {
  if (operatorCents >= amountCents) return "release";
  if (operatorCents <= 0) return "refund";
  return "split";
}

/** The operator's share in cents of a percentage of the milestone (the form's 70/30), to the cent. */
export function shareOfPercent(amountCents: number, percent: number): number {
  return Math.round((amountCents * Math.min(100, Math.max(0, percent))) / 100);
}

/** Cents of a decimal amount as PostgreSQL gives it ("700.5", "700.50", "0"). */
function centsOfDecimal(amount: string): number {
  const [whole = "0", fraction = ""] = amount.trim().split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
}

/**
 * What is wrong with a decision's share of a milestone of `amount`, or null: the operator cannot get
 * more than the milestone, and a split gives each side a part (release or refund give it all).
 * The admin's form asks this before its confirmation; the server asks it again.
 */
export function decisionShareProblem(input: { outcome: DisputeOutcome; amount: string; operatorAmount: string }): string | null {
  const share = centsOfDecimal(input.operatorAmount);
  const whole = centsOfDecimal(input.amount);
  if (share > whole) return DISPUTE_MESSAGES.shareTooLarge;
  if (input.outcome === "split" && (share <= 0 || share === whole)) return DISPUTE_MESSAGES.splitStrict;
  return null;
}

/** What goes back to the customer when the operator gets `operatorAmount` of `amount` ("300.00"). */
export function customerShare(amount: string, operatorAmount: string): string {
  const cents = Math.max(0, centsOfDecimal(amount) - centsOfDecimal(operatorAmount));
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** "HK$700.00 to the operator, HK$300.00 back to the customer": a split as both sides read it. */
export function shareText(input: { amount: string; operatorAmount: string; currency: string }): string {
  return `${formatMoney(input.operatorAmount, input.currency)} to the operator, ${formatMoney(customerShare(input.amount, input.operatorAmount), input.currency)} back to the customer`;
}

/**
 * What an admin's decision moves, asked before it moves anything (issue 34 §10): "HK$1,000.00 to
 * the operator, HK$0.00 back to the customer. The money moves at once and cannot be undone." A release gives the operator the whole milestone, a refund none, a split the share given.
 */
export function decisionConfirmation(input: {
  outcome: DisputeOutcome;
  amount: string;
  operatorAmount?: string;
  currency: string;
}): string {
  const operatorAmount = input.outcome === "release" ? input.amount : input.outcome === "refund" ? "0" : (input.operatorAmount ?? "0");
  return `${shareText({ amount: input.amount, operatorAmount, currency: input.currency })}. The money moves at once and cannot be undone.`;
}

/**
 * An admin's decision as one party reads it, in its one notification and e-mail (issue 34): the
 * outcome, the money that moves for them, and the admin's reason. The operator reads their share of
 * the milestone and what is paid to them after the platform fee on that share (`operatorFee`,
 * `operatorPayout`: the payout's own figures, so the mail names what arrives).
 */
export function decisionNotice(input: ResolutionFigures & { side: "customer" | "operator"; jobTitle: string; reason: string }): {
  title: string;
  body: string;
} {
  return {
    title: "Dispute decided",
    body: `An admin decided the dispute about "${input.jobTitle}": ${DISPUTE_OUTCOME_LABELS[input.outcome].toLowerCase()}. ${resolutionMoneyText(input)} Reason: ${input.reason}`,
  };
}

/**
 * A settlement one party accepted, as each party reads it in its one notification and e-mail: who
 * accepted, and the money that moves for the reader (the same words as a decision's).
 */
export function settlementNotice(
  input: ResolutionFigures & { side: "customer" | "operator"; jobTitle: string; acceptedBy: "customer" | "operator" },
): { title: string; body: string } {
  const who = input.acceptedBy === input.side ? "You accepted" : `The ${input.acceptedBy} accepted`;
  return {
    title: "Dispute settled",
    body: `${who} the settlement of the dispute about "${input.jobTitle}". ${resolutionMoneyText(input)}`,
  };
}

/** What a resolution moves, in the money of its milestone; the operator's figures are the payout's own. */
export interface ResolutionFigures {
  outcome: DisputeOutcome;
  amount: string;
  operatorAmount: string;
  operatorFee: string;
  operatorPayout: string;
  currency: string;
}

/**
 * The money a resolution moves for one party: to the customer, what comes back; to the operator,
 * their share and what is paid to them after the platform fee on that share.
 */
function resolutionMoneyText(input: ResolutionFigures & { side: "customer" | "operator" }): string {
  const money = (value: string) => formatMoney(value, input.currency);
  const whole = money(input.amount);
  const share = money(input.operatorAmount);
  const back = money(customerShare(input.amount, input.operatorAmount));
  const afterFee = `${money(input.operatorPayout)} to you after the ${money(input.operatorFee)} Skyhire fee`;
  const moves: Record<"customer" | "operator", Record<DisputeOutcome, string>> = {
    customer: {
      refund: `The whole ${whole} of the milestone comes back to you, to the payment method you paid with.`,
      split: `${back} of the ${whole} milestone comes back to you, to the payment method you paid with; ${share} goes to the operator.`,
      release: `The whole ${whole} of the milestone goes to the operator; nothing comes back to you.`,
    },
    operator: {
      refund: `The whole ${whole} of the milestone goes back to the customer; nothing is paid to you.`,
      split: `${share} of the ${whole} milestone is yours, ${afterFee}; ${back} goes back to the customer.`,
      release: `The whole ${whole} of the milestone is yours, ${afterFee}.`,
    },
  };
  return moves[input.side][input.outcome];
}
