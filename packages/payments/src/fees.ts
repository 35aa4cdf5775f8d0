/**
 * The fee arithmetic lives in packages/validators (fees.ts) so the proposal form's preview and the
 * payout share one rule; the gateways and services keep importing it from here.
 */
export { fromCents, splitPayment, toCents } from "@skyhire/validators";
