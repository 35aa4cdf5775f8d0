import { centsToDecimal, priceToCents } from "@skyhire/validators";

/**
 * A plan of several milestones is a deal paid part by part; a plan of one part is the job's own
 * escrow payment, shown by the job page's payment panel alone
 * (docs/product.md#a-deal-of-several-milestones-on-the-job-page).
 */
export function isDeal(milestoneCount: number): boolean {
  return milestoneCount >= 2;
}

/** What "fund this and later ones" charges: the unfunded milestones from this position on, as numeric(10,2) text. */
export function unfundedTotalFrom(
  items: readonly { position: number; amount: string; state: string }[],
  position: number,
): string {
  const cents = items
    .filter((m) => m.position >= position && m.state === "unfunded")
    .reduce((total, m) => total + priceToCents(Number(m.amount)), 0);
  return centsToDecimal(cents);
}
