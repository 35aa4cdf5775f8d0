/**
 * A plan of several milestones is a deal paid part by part; a plan of one part is the job's own
 * escrow payment, shown by the job page's payment panel alone
 * (docs/product.md#a-deal-of-several-milestones-on-the-job-page).
 */
export function isDeal(milestoneCount: number): boolean {
  return milestoneCount >= 2;
}
