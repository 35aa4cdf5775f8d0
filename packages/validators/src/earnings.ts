/**
 * What each figure of the operator's earnings card means (docs/product.md#operator-dashboard). In
 * test mode (no payment provider) a release is recorded but no money reaches a bank account, so
 * "released to you" would claim a payment that never happened.
 */
export function earningsCaptions(payoutsSimulated: boolean) {
  return payoutsSimulated
    ? {
        pending: "Held until the customer confirms (test mode: nothing was charged)",
        paid: "Released in test mode: simulated, nothing was paid to you",
        fees: "Taken from the simulated payouts",
      }
    : {
        pending: "Held in escrow until the customer confirms",
        paid: "Released to you",
        fees: "Taken from paid payouts",
      };
}
