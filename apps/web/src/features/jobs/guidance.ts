import { formatMoney, possessive } from "@skyhire/validators";
import type { JobPageData } from "~/features/customer-jobs/types";
import type { MilestoneProgress } from "~/features/milestones/progress";
import type { PanelStage } from "~/features/proposals/stage";
import { chosenProposal } from "./chosen-proposal";

/**
 * What the job page tells each side to do next, from the deal's state alone: one function per card,
 * so Next steps, the payment card and the operator's panel never disagree (issue 34 §5). Money
 * actions live on the milestones card for every plan, one part or several (issue 34 §6); these texts
 * point there.
 */

type Named = { position: number; title: string };

/** "Milestone 2, Written report, is" / "Milestones 1 and 3 are". */
function disputedSubject(disputed: readonly Named[]): string {
  if (disputed.length === 1) return `Milestone ${disputed[0]!.position}, ${disputed[0]!.title}, is`;
  const positions = disputed.map((m) => m.position);
  return `Milestones ${positions.slice(0, -1).join(", ")} and ${positions[positions.length - 1]} are`;
}

/** Who settles a dispute and who decides when they do not. */
const DISPUTE_OUTCOME = "settle it in the Disputes card, or an admin decides where the money goes";

/** The customer's Next steps, under a dispute: the money waits for the dispute, not for a confirmation. */
function customerDisputeText(progress: MilestoneProgress, company: string): string {
  const held = progress.isDeal
    ? `${disputedSubject(progress.disputed)} under dispute: ${progress.disputed.length === 1 ? "its payment stays" : "their payments stay"} held in escrow until you and ${company} ${DISPUTE_OUTCOME}.`
    : `The job is under dispute: its payment stays held in escrow until you and ${company} ${DISPUTE_OUTCOME}.`;
  return progress.delivered > 0
    ? `${held} Another milestone is delivered: confirm it in the Milestones card to release its payment.`
    : held;
}

type CustomerView = Pick<JobPageData, "job" | "payment" | "proposals" | "deal" | "actions">;

/** The customer's Next steps text. `progress` is null before a proposal is chosen (or while loading). */
export function customerNextSteps(data: CustomerView, progress: MilestoneProgress | null): string {
  const { job, payment, proposals } = data;
  const chosen = chosenProposal(proposals);
  const company = chosen?.operator.companyName ?? "the operator";
  const deal = progress?.isDeal ? progress : null;
  switch (job.status) {
    case "open":
      if (chosen && payment?.status === "processing") return "Your payment is being processed.";
      if (chosen && deal) {
        return `You accepted ${possessive(company)} proposal of ${deal.total} milestones. Fund the first one to hire them: each milestone's money is held in escrow until you confirm that milestone.`;
      }
      if (chosen) return `You accepted ${possessive(company)} proposal. Pay to hire them: the money is held in escrow until you confirm the job is complete.`;
      if (proposals.some((p) => p.status === "pending")) {
        return "Compare the proposals below, then accept the one that suits you best.";
      }
      return "No proposals yet. Operators usually respond within 24 to 48 hours.";
    case "in_progress":
      if (progress && progress.disputed.length > 0) return customerDisputeText(progress, company);
      if (deal) {
        if (deal.delivered > 0) {
          return `${company} has delivered a milestone. Confirm it in the Milestones card to release its payment, or dispute it.`;
        }
        if (deal.inWork === 0 && deal.nextToFund) {
          return `Milestone ${deal.nextToFund.position}, ${deal.nextToFund.title}, is not funded yet: fund it in the Milestones card when you want ${company} to start it.`;
        }
        return `${company} is working on the milestones. Each one's payment is released when you confirm it in the Milestones card.`;
      }
      return chosen?.deliveredAt
        ? `${company} has marked the job as delivered. Confirm it in the Milestones card to release the payment, or dispute it there.`
        : `${company} is working on the job. Once they mark it as delivered, confirm it in the Milestones card to release the payment.`;
    case "completed":
      if (data.deal && Number(data.deal.refunded) > 0) {
        const ended = `The job has ended: ${formatMoney(data.deal.released, data.deal.currency)} went to ${company} and ${formatMoney(data.deal.refunded, data.deal.currency)} came back to you.`;
        return data.actions.canReview ? `${ended} Tell others how it went.` : ended;
      }
      return data.actions.canReview
        ? `The job is complete and ${company} has been paid. Tell others how it went.`
        : `The job is complete and ${company} has been paid.`;
    case "cancelled":
      return payment?.status === "refunded" ? "This job was cancelled and your payment refunded." : "This job was cancelled.";
    default:
      return "";
  }
}

const STATUS_LINES: Record<string, string> = {
  pending: "Pay to hire the operator. The money is held in escrow until you confirm the job is complete.",
  processing: "Your payment is being processed.",
  completed: "Payment held in escrow until job completion.",
  released: "The payment has been released to the operator.",
  failed: "The last payment attempt did not go through.",
  refunded: "The payment was refunded to your card.",
};

/** The same, for one milestone of a deal: its money waits for that milestone, not the whole job. */
const MILESTONE_STATUS_LINES: Record<string, string> = {
  ...STATUS_LINES,
  pending: "Fund this milestone to go ahead. Its money is held in escrow until you confirm the milestone.",
  completed: "Held in escrow until you confirm this milestone.",
  released: "This milestone's payment has been released to the operator.",
};

/** A later milestone of a deal under way is funded on the milestones card, not here. */
const FUND_ON_MILESTONES_CARD = "Not funded yet: fund it in the Milestones card when you want the operator to start it.";

/** Held by a dispute: the money moves when the parties settle or an admin decides, not on a confirmation. */
export const HELD_BY_DISPUTE =
  "Held in escrow because of the dispute: it goes to the operator or back to you when you settle it in the Disputes card, or as an admin decides.";

/** The customer's payment card, under its amount: what happens to this payment next. */
export function paymentStatusLine(input: {
  status: string;
  ofMilestone: boolean;
  canPayHere: boolean;
  disputed: boolean;
}): string | null {
  const { status, ofMilestone, canPayHere, disputed } = input;
  if (disputed && status === "completed") return HELD_BY_DISPUTE;
  if (ofMilestone && status === "pending" && !canPayHere) return FUND_ON_MILESTONES_CARD;
  return (ofMilestone ? MILESTONE_STATUS_LINES : STATUS_LINES)[status] ?? null;
}

/**
 * The operator's panel note for a hired or delivered job (the other stages say the same with or
 * without a dispute). `deliveredOn` is the formatted day the operator marked the job delivered.
 */
export function operatorProgressNote(
  stage: Extract<PanelStage["kind"], "accepted" | "hired" | "delivered">,
  progress: MilestoneProgress | null,
  deliveredOn: string,
): string {
  const deal = progress?.isDeal ? progress : null;
  if (stage === "accepted") {
    return deal
      ? `The customer accepted your proposal of ${deal.total} milestones. The job starts as soon as they fund the first one.`
      : "The customer accepted your proposal. The job starts as soon as they pay into escrow.";
  }
  if (progress && progress.disputed.length > 0) {
    return deal
      ? `${disputedSubject(progress.disputed)} under dispute: ${progress.disputed.length === 1 ? "its payout stays" : "their payouts stay"} held in escrow until you and the customer ${DISPUTE_OUTCOME}.`
      : `The job is under dispute: your payout stays held in escrow until you and the customer ${DISPUTE_OUTCOME}.`;
  }
  if (stage === "hired") {
    if (deal && deal.inWork === 0 && deal.delivered === 0 && deal.nextToFund) {
      // Between milestones nothing is funded: there is nothing to deliver until the customer funds the next.
      return `Milestone ${deal.nextToFund.position}, ${deal.nextToFund.title}, is not funded yet: start it once the customer funds it in the Milestones card; its money is then held in escrow for you.`;
    }
    return deal
      ? "You are hired. Deliver each funded milestone with a note in the Milestones card; its payout is released when the customer confirms that milestone."
      : "You are hired. The customer's payment is held in escrow; mark the job as delivered in the Milestones card, with a note, when the work is done.";
  }
  return deal
    ? "Every milestone is delivered. Each payout is released when the customer confirms that milestone."
    : `You marked this job as delivered on ${deliveredOn}. Your payout is released when the customer confirms completion.`;
}
