/** The statuses of the proposal a customer chose: accepted (not yet paid), hired, completed. */
const CHOSEN_STATUSES: readonly string[] = ["accepted", "hired", "completed"];

/** The proposal the customer chose on a job, if any. */
export function chosenProposal<P extends { status: string }>(proposals: readonly P[]): P | undefined {
  return proposals.find((p) => CHOSEN_STATUSES.includes(p.status));
}

/** Its id, or null while the customer has not chosen. */
export function chosenProposalId(proposals: readonly { id: string; status: string }[]): string | null {
  return chosenProposal(proposals)?.id ?? null;
}
